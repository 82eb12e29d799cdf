import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { operatorDateOf } from '@portal/shared/domain/operator-calendar';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { hasOnlyFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import { useCreateCardPayment } from '../api/create-card-payment';

type TAddValues = {
  fileReference: string;
  amountCents: number | '';
  reference: string;
  notes: string;
  receivedOn: string;
};

const FIELDS = ['fileReference', 'amountCents', 'reference', 'notes', 'receivedOn'] as const;

/** Records a card payment against a file (`/admin/payments/add`). */
export function AddCardPaymentPage() {
  const { t } = useTranslation('card-payments');
  const navigate = useNavigate();
  const create = useCreateCardPayment();
  const form = useRulesForm<TAddValues>({
    initialValues: {
      fileReference: '',
      amountCents: '',
      reference: '',
      notes: '',
      // Dated on the operator's calendar, as the invoices it pays are.
      receivedOn: operatorDateOf(new Date()),
    },
  });
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        {t('addHeading')}
      </Title>
      <Paper withBorder p="md">
        <RulesForm
          form={form}
          aria-label={t('addHeading')}
          onSubmit={async (values) => {
            await create.mutateAsync({
              fileReference: values.fileReference.trim().toUpperCase(),
              amountCents: Math.round(Number(values.amountCents) * 100),
              reference: values.reference,
              notes: values.notes,
              receivedOn: values.receivedOn,
            });
            await navigate('/admin/payments');
          }}
        >
          <Stack gap="sm">
            <FormTextInput
              name="fileReference"
              label={t('fields.fileReference')}
              rules="required|length:40"
            />
            <FormNumberInput
              name="amountCents"
              label={t('fields.amount')}
              rules="required|numeric"
              min={0.01}
              decimalScale={2}
            />
            <FormDateInput name="receivedOn" label={t('fields.receivedOn')} rules="required|date" />
            <FormTextInput name="reference" label={t('fields.reference')} rules="length:100" />
            <FormTextarea name="notes" label={t('fields.notes')} rules="length:1000" />
            <Text size="sm" c="dimmed">
              {t('amountsNote')}
            </Text>
            {form.submitError && !hasOnlyFieldErrors(form.submitError, FIELDS) ? (
              <Alert color="red" role="alert">
                {form.submitError instanceof Error ? form.submitError.message : ''}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void navigate('/admin/payments')}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={form.isSubmitting}>
                {t('save')}
              </Button>
            </Group>
          </Stack>
        </RulesForm>
      </Paper>
    </Stack>
  );
}
