import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { TCopyFileRequest, TFileView } from '@portal/shared/contracts/files';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { readServerFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import { useCopyFile } from '../api/copy-file';
import { useFile } from '../api/get-file';
import { filePaths } from '../paths';
import { FileHeader } from './file-header';
import { FileLoadState } from './file-load-state';

export const COPY_RULES = {
  bookingName: 'required|length:120',
  yourReference: 'length:60',
  travelDate: 'required|date',
} as const satisfies TFieldRules;

interface TCopyValues extends Record<string, unknown> {
  bookingName: string;
  yourReference: string;
  travelDate: string;
}

function CopyForm({ file }: { file: TFileView }) {
  const { t } = useTranslation('files');
  const navigate = useNavigate();
  const copy = useCopyFile(file.reference);
  const form = useRulesForm<TCopyValues>({
    initialValues: {
      bookingName: file.bookingName,
      yourReference: file.yourReference,
      travelDate: file.travelDate,
    },
    rules: COPY_RULES,
  });
  const serverErrors = readServerFieldErrors(form.submitError);

  return (
    <Paper withBorder p="md">
      <RulesForm
        form={form}
        aria-label={t('copy.formLabel')}
        onSubmit={async (values) => {
          const body: TCopyFileRequest = {
            bookingName: values.bookingName.trim(),
            yourReference: values.yourReference.trim(),
            ...(values.travelDate !== file.travelDate ? { travelDate: values.travelDate } : {}),
          };
          const created = await copy.mutateAsync(body);
          await navigate(filePaths.customise(created.reference));
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('copy.explain', { reference: file.reference })}</Text>
          {form.submitError && !serverErrors ? (
            <Alert color="red" role="alert">
              {form.submitError instanceof Error ? form.submitError.message : t('copy.failed')}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <FormTextInput name="bookingName" label={t('copy.bookingName')} />
            <FormTextInput name="yourReference" label={t('copy.yourReference')} />
            <FormDateInput
              name="travelDate"
              label={t('copy.travelDate')}
              description={t('copy.travelDateHint')}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={filePaths.view(file.reference)} variant="default">
              {t('actionsUi.cancel')}
            </Button>
            <Button type="submit" loading={form.isSubmitting} leftSection={<IconCopy size={16} />}>
              {t('copy.confirm')}
            </Button>
          </Group>
        </Stack>
      </RulesForm>
    </Paper>
  );
}

/**
 * Copy a quote (`/app/quick-quote/copy/{ref}`): after the agent confirms, a new quote with the
 * same services (moved to another date if asked), whose related reference is this one, opens in
 * the customise screen.
 */
export function CopyFilePage() {
  const { t } = useTranslation('files');
  const { ref = '' } = useParams();
  const file = useFile(ref);
  if (!file.data) return <FileLoadState error={file.error} />;
  return (
    <Stack gap="md">
      <FileHeader file={file.data} heading={t('copy.heading')} />
      {file.data.abilities.canCopy ? (
        <CopyForm file={file.data} />
      ) : (
        <Alert color="orange" role="alert">
          {t('copy.notAllowed')}
        </Alert>
      )}
    </Stack>
  );
}
