import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TPriceRequest } from '@portal/shared/contracts/pricing';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { readServerFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import { useCreateFile } from '../api/create-file';
import { quickQuotePaths } from '../paths';

/** The same limits the files contract applies (ZCreateFileRequest). */
export const SAVE_QUOTE_RULES = {
  bookingName: 'required|length:120',
  yourReference: 'length:60',
} as const satisfies TFieldRules;

interface TSaveValues extends Record<string, unknown> {
  bookingName: string;
  yourReference: string;
}

/**
 * "Save quote and customise": asks for the booking name and the agent's own reference, saves the
 * quote as a file and opens its customise screen.
 */
export function SaveQuoteModal({
  request,
  isOpen,
  onClose,
}: {
  request: TPriceRequest;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('quick-quote');
  const navigate = useNavigate();
  const createFile = useCreateFile();
  const form = useRulesForm<TSaveValues>({
    initialValues: { bookingName: '', yourReference: '' },
    rules: SAVE_QUOTE_RULES,
  });
  const serverErrors = readServerFieldErrors(form.submitError);
  const otherErrors = serverErrors
    ? Object.entries(serverErrors)
        .filter(([field]) => !(field in SAVE_QUOTE_RULES))
        .flatMap(([, messages]) => messages)
    : [];

  return (
    <Modal opened={isOpen} onClose={onClose} title={t('save.title')} centered>
      <RulesForm
        form={form}
        aria-label={t('save.title')}
        onSubmit={async (values) => {
          const file = await createFile.mutateAsync({
            packageId: request.packageId,
            travelDate: request.travelDate,
            accommodationClass: request.accommodationClass,
            rooms: request.rooms.map((room) => ({
              roomType: room.roomType,
              adults: room.adults,
              children: room.children,
              childAges: room.childAges,
            })),
            bookingName: values.bookingName,
            yourReference: values.yourReference,
          });
          onClose();
          await navigate(quickQuotePaths.customise(file.reference));
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('save.intro')}
          </Text>
          {form.submitError && (!serverErrors || otherErrors.length > 0) ? (
            <Alert color="red" role="alert">
              {otherErrors.length > 0
                ? otherErrors.join(' ')
                : form.submitError instanceof Error
                  ? form.submitError.message
                  : t('save.failed')}
            </Alert>
          ) : null}
          <FormTextInput name="bookingName" label={t('save.bookingName')} data-autofocus />
          <FormTextInput name="yourReference" label={t('save.yourReference')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={form.isSubmitting}>
              {t('save.cancel')}
            </Button>
            <Button type="submit" loading={form.isSubmitting}>
              {form.isSubmitting ? t('save.saving') : t('save.submit')}
            </Button>
          </Group>
        </Stack>
      </RulesForm>
    </Modal>
  );
}
