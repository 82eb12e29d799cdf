import { Alert, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { ERASED_TRAVELLER_NAME } from '@portal/shared/contracts/privacy';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useErasePersonalData } from '../api/erase-personal-data';
import { exportPersonalData } from '../api/export-personal-data';

function errorText(error: unknown): string | null {
  if (!error) return null;
  return error instanceof Error ? error.message : String(error);
}

function EraseModal({ reference, onClose }: { reference: string; onClose: () => void }) {
  const { t } = useTranslation('privacy');
  const erase = useErasePersonalData(reference);
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toUpperCase() === reference;
  const fieldError = isApiError(erase.error)
    ? erase.error.fieldError('confirmReference')
    : undefined;
  return (
    <Modal opened onClose={onClose} title={t('erase.title', { reference })} size="lg">
      {erase.isSuccess ? (
        <Stack gap="sm">
          <Alert color="green" role="status">
            {t('erase.done', { name: ERASED_TRAVELLER_NAME })}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('erase.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (matches) erase.mutate(typed.trim().toUpperCase());
          }}
        >
          <Stack gap="sm">
            <Text>{t('erase.what', { name: ERASED_TRAVELLER_NAME })}</Text>
            <Text>{t('erase.kept')}</Text>
            <Text fw={600}>{t('erase.final')}</Text>
            <TextInput
              label={t('erase.confirmLabel', { reference })}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="off"
              data-autofocus
              error={fieldError}
            />
            {erase.error && !fieldError ? (
              <Alert color="red" role="alert">
                {errorText(erase.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('erase.cancel')}
              </Button>
              <Button type="submit" color="red" disabled={!matches} loading={erase.isPending}>
                {t('erase.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/**
 * A traveller's personal data on request (issue 11): download everything the portal holds about the
 * file's travellers, or erase it. Shown to staff holding privacy.manage; the route composes it
 * into the client file page.
 */
export function PersonalDataPanel({ reference }: { reference: string }) {
  const { t } = useTranslation('privacy');
  const titleId = useId();
  const [isErasing, setIsErasing] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {t('title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('intro')}
      </Text>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={isDownloading}
          onClick={() => {
            setDownloadError(null);
            setIsDownloading(true);
            exportPersonalData(reference)
              .catch((error: unknown) => setDownloadError(errorText(error)))
              .finally(() => setIsDownloading(false));
          }}
        >
          {t('export')}
        </Button>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setIsErasing(true)}
        >
          {t('erase.open')}
        </Button>
      </Group>
      {downloadError ? (
        <Alert color="red" role="alert" mt="sm">
          {downloadError}
        </Alert>
      ) : null}
      {isErasing ? <EraseModal reference={reference} onClose={() => setIsErasing(false)} /> : null}
    </Paper>
  );
}
