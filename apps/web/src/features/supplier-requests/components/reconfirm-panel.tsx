import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TSupplierRequestView } from '@portal/shared/contracts/supplier-requests';
import { useTranslation } from 'react-i18next';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { hasOnlyFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import { useReconfirmSupplierRequest } from '../api/answer-supplier-request';
import type { TRequestSource } from '../api/request-source';
import { formatMoment } from './request-format';

const RECONFIRM_RULES = { remarks: 'length:1000' };

/**
 * Reconfirmation before travel: the supplier says the confirmed service still stands, with
 * optional remarks. Once recorded it shows when; when it cannot be given it says why.
 */
export function ReconfirmPanel({
  request,
  source,
}: {
  request: TSupplierRequestView;
  source: TRequestSource;
}) {
  const { t, i18n } = useTranslation('supplier-requests');
  const reconfirm = useReconfirmSupplierRequest(source);
  const form = useRulesForm({ initialValues: { remarks: '' }, rules: RECONFIRM_RULES });

  if (request.reconfirmedAt) {
    return (
      <Alert color="green" title={t('reconfirm.doneTitle')} data-testid="reconfirmed">
        {t('reconfirm.done', { when: formatMoment(request.reconfirmedAt, i18n.language) })}
      </Alert>
    );
  }
  if (!request.canReconfirm) {
    return <Alert color="gray">{t('reconfirm.notPossible')}</Alert>;
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="reconfirm-heading">
      <RulesForm
        form={form}
        onSubmit={(values) => reconfirm.mutateAsync({ remarks: values.remarks })}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="reconfirm-heading">
            {t('reconfirm.heading')}
          </Title>
          <Text>{t('reconfirm.intro')}</Text>
          {reconfirm.error && !hasOnlyFieldErrors(reconfirm.error, ['remarks']) ? (
            <Alert color="red" role="alert">
              {reconfirm.error.message}
            </Alert>
          ) : null}
          <FormTextarea name="remarks" label={t('answer.remarks')} rows={3} />
          <Group justify="flex-end">
            <Button type="submit" color="green" loading={reconfirm.isPending}>
              {t('reconfirm.submit')}
            </Button>
          </Group>
        </Stack>
      </RulesForm>
    </Paper>
  );
}
