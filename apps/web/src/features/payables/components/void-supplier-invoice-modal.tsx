import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';

type TReasonValues = { reason: string };

/**
 * "Void this supplier invoice?": it was entered in error, so its matches are released and the
 * expected lines wait for another bill. The reason is kept in the audit log.
 */
export function VoidSupplierInvoiceModal({
  reference,
  onClose,
  onConfirm,
}: {
  reference: string;
  onClose: () => void;
  onConfirm: (values: TReasonValues) => Promise<unknown>;
}) {
  const { t } = useTranslation('payables');
  const form = useRulesForm<TReasonValues>({ initialValues: { reason: '' } });
  const title = t('void.title', { reference });
  return (
    <Modal opened onClose={onClose} title={title}>
      <RulesForm
        form={form}
        aria-label={title}
        onSubmit={async (values) => {
          await onConfirm({ reason: values.reason.trim() });
          onClose();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('void.explain')}</Text>
          <FormTextarea name="reason" label={t('void.reason')} rules="required|length:500" />
          <FormErrorAlert error={form.submitError} fields={['reason']} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={form.isSubmitting}>
              {t('void.submit')}
            </Button>
          </Group>
        </Stack>
      </RulesForm>
    </Modal>
  );
}
