import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TCardPaymentView } from '@portal/shared/contracts/invoices-admin';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { hasOnlyFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import { useCardPayment } from '../api/get-card-payment';
import { useUpdateCardPayment } from '../api/update-card-payment';
import { formatMoney } from './card-payments-page';

type TEditValues = { reference: string; notes: string };

function EditForm({ payment }: { payment: TCardPaymentView }) {
  const { t, i18n } = useTranslation('card-payments');
  const navigate = useNavigate();
  const update = useUpdateCardPayment(payment.id);
  const form = useRulesForm<TEditValues>({
    initialValues: { reference: payment.reference, notes: payment.notes },
  });
  const facts = [
    [t('fields.fileReference'), payment.fileReference],
    [t('columns.agency'), payment.agencyName],
    [t('fields.amount'), formatMoney(payment.amountCents, payment.currency, i18n.language)],
    [t('fields.receivedOn'), formatDayMonthYear(payment.receivedOn, i18n.language)],
    [t('columns.channel'), t(`channels.${payment.channel}`)],
    [t('recordedBy'), payment.recordedByName ?? '–'],
  ];
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mb="md">
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text>{value}</Text>
          </div>
        ))}
      </SimpleGrid>
      <Alert color="blue" mb="md">
        {t('amountsNote')}
      </Alert>
      <RulesForm
        form={form}
        aria-label={t('editHeading', { id: payment.id })}
        onSubmit={async (values) => {
          await update.mutateAsync(values);
          await navigate('/admin/payments');
        }}
      >
        <Stack gap="sm">
          <FormTextInput name="reference" label={t('fields.reference')} rules="length:100" />
          <FormTextarea name="notes" label={t('fields.notes')} rules="length:1000" />
          {form.submitError && !hasOnlyFieldErrors(form.submitError, ['reference', 'notes']) ? (
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
  );
}

/** Edits a card payment's reference and notes (`/admin/payments/edit/:id`); never its amount. */
export function EditCardPaymentPage({ id }: { id: number }) {
  const { t } = useTranslation('card-payments');
  const payment = useCardPayment(id);
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t('editHeading', { id })}
      </Title>
      {payment.error ? (
        <Alert color="red" role="alert">
          {payment.error.message}
        </Alert>
      ) : null}
      {payment.data ? (
        <EditForm payment={payment.data} />
      ) : payment.error ? null : (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('loading', { ns: 'common' })}</Text>
        </Group>
      )}
    </Stack>
  );
}
