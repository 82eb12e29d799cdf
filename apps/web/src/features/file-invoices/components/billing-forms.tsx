import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PAYMENT_METHODS } from '@portal/shared/contracts/invoices';
import { useTranslation } from 'react-i18next';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import {
  hasOnlyFieldErrors,
  useRulesForm,
  type TRulesForm,
} from '../../../components/ui/use-rules-form';

/** A typed amount in currency units (the form's "amountCents" field) as integer cents. */
export function toCents(value: unknown): number {
  return Math.round(Number(value) * 100);
}

function SubmitError({ form, fields }: { form: TRulesForm; fields: readonly string[] }) {
  if (!form.submitError || hasOnlyFieldErrors(form.submitError, fields)) return null;
  const message =
    form.submitError instanceof Error ? form.submitError.message : String(form.submitError);
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}

function FormButtons({ onCancel, submitLabel }: { onCancel: () => void; submitLabel: string }) {
  const { t } = useTranslation('file-invoices');
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {t('forms.cancel')}
      </Button>
      <Button type="submit">{submitLabel}</Button>
    </Group>
  );
}

interface TFormModalProps<TValues> {
  opened: boolean;
  onClose: () => void;
  onSubmit: (values: TValues) => Promise<unknown>;
}

type TReasonValues = { reason: string };

/** Void an unpaid invoice: a credit note for all of it, with the reason given. */
export function VoidInvoiceModal({
  invoiceNumber,
  opened,
  onClose,
  onSubmit,
}: TFormModalProps<TReasonValues> & { invoiceNumber: string }) {
  const { t } = useTranslation('file-invoices');
  const form = useRulesForm<TReasonValues>({ initialValues: { reason: '' } });
  return (
    <Modal opened={opened} onClose={onClose} title={t('void.title', { number: invoiceNumber })}>
      <RulesForm
        form={form}
        aria-label={t('void.title', { number: invoiceNumber })}
        onSubmit={async (values) => {
          await onSubmit(values);
          onClose();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('void.explain')}</Text>
          <FormTextarea name="reason" label={t('forms.reason')} rules="required|length:500" />
          <SubmitError form={form as TRulesForm} fields={['reason']} />
          <FormButtons onCancel={onClose} submitLabel={t('void.submit')} />
        </Stack>
      </RulesForm>
    </Modal>
  );
}

type TCreditValues = { amountCents: number | ''; reason: string };

/** Credit an amount of an invoice, or the rest of it when no amount is given. */
export function CreditInvoiceModal({
  invoiceNumber,
  creditableLabel,
  opened,
  onClose,
  onSubmit,
}: TFormModalProps<TCreditValues> & { invoiceNumber: string; creditableLabel: string }) {
  const { t } = useTranslation('file-invoices');
  const form = useRulesForm<TCreditValues>({ initialValues: { amountCents: '', reason: '' } });
  return (
    <Modal opened={opened} onClose={onClose} title={t('credit.title', { number: invoiceNumber })}>
      <RulesForm
        form={form}
        aria-label={t('credit.title', { number: invoiceNumber })}
        onSubmit={async (values) => {
          await onSubmit(values);
          onClose();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('credit.explain', { amount: creditableLabel })}</Text>
          <FormNumberInput
            name="amountCents"
            label={t('forms.amount')}
            rules="numeric"
            min={0.01}
            decimalScale={2}
          />
          <FormTextarea name="reason" label={t('forms.reason')} rules="required|length:500" />
          <SubmitError form={form as TRulesForm} fields={['amountCents', 'reason']} />
          <FormButtons onCancel={onClose} submitLabel={t('credit.submit')} />
        </Stack>
      </RulesForm>
    </Modal>
  );
}

export type TMoneyMoveValues = {
  amountCents: number | '';
  method: string;
  reference: string;
  date: string;
  reason: string;
};

/** Record a payment received, or a refund given (which also needs a reason). */
export function MoneyMoveModal({
  kind,
  today,
  opened,
  onClose,
  onSubmit,
}: TFormModalProps<TMoneyMoveValues> & { kind: 'payment' | 'refund'; today: string }) {
  const { t } = useTranslation('file-invoices');
  const form = useRulesForm<TMoneyMoveValues>({
    initialValues: {
      amountCents: '',
      method: 'bank-transfer',
      reference: '',
      date: today,
      reason: '',
    },
  });
  const title = t(`${kind}.title`);
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <RulesForm
        form={form}
        aria-label={title}
        onSubmit={async (values) => {
          await onSubmit(values);
          onClose();
        }}
      >
        <Stack gap="sm">
          {kind === 'refund' ? <Text size="sm">{t('refund.explain')}</Text> : null}
          <FormNumberInput
            name="amountCents"
            label={t('forms.amount')}
            rules="required|numeric"
            min={0.01}
            decimalScale={2}
          />
          <FormSelect
            name="method"
            label={t('forms.method')}
            rules="required"
            data={PAYMENT_METHODS.map((method) => ({
              value: method,
              label: t(`methods.${method}`),
            }))}
          />
          <FormTextInput name="reference" label={t('forms.reference')} rules="length:100" />
          <FormDateInput
            name="date"
            label={kind === 'refund' ? t('forms.refundedOn') : t('forms.receivedOn')}
            rules="required|date"
          />
          {kind === 'refund' ? (
            <FormTextarea name="reason" label={t('forms.reason')} rules="required|length:500" />
          ) : null}
          <SubmitError
            form={form as TRulesForm}
            fields={['amountCents', 'method', 'reference', 'reason']}
          />
          <FormButtons onCancel={onClose} submitLabel={t(`${kind}.submit`)} />
        </Stack>
      </RulesForm>
    </Modal>
  );
}
