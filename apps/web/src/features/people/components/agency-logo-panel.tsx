import { Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import type { TAdminAgency } from '@portal/shared/contracts/people';
import {
  AGENCY_LOGO_CONTENT_TYPES,
  AGENCY_LOGO_MAX_BYTES,
  type TAgencyLogoContentType,
} from '@portal/shared/domain/client-documents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { readFileAsBase64 } from '../../../lib/read-file-as-base64';
import { useRemoveAgencyLogo } from '../api/remove-agency-logo';
import { useUploadAgencyLogo } from '../api/upload-agency-logo';

function isLogoType(type: string): type is TAgencyLogoContentType {
  return (AGENCY_LOGO_CONTENT_TYPES as readonly string[]).includes(type);
}

/** The server's words about the file itself, or its message. */
function uploadErrorOf(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  return error.fieldError('base64') ?? error.fieldError('contentType') ?? error.message;
}

/**
 * The logo printed on the agency's agent-branded itineraries: shown, replaced or removed at once
 * (it is no field of the agency form, whose Save it does not wait for).
 */
export function AgencyLogoPanel({ agency }: { agency: TAdminAgency }) {
  const { t } = useTranslation('people');
  const upload = useUploadAgencyLogo();
  const remove = useRemoveAgencyLogo();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function handleUpload() {
    if (!file) return;
    setError(null);
    if (!isLogoType(file.type)) {
      setError(t('clientDocuments.logoType'));
      return;
    }
    if (file.size > AGENCY_LOGO_MAX_BYTES) {
      setError(t('clientDocuments.logoTooLarge'));
      return;
    }
    try {
      await upload.mutateAsync({
        id: agency.id,
        body: { contentType: file.type, base64: await readFileAsBase64(file) },
      });
    } catch (caught) {
      setError(uploadErrorOf(caught));
      return;
    }
    setFile(null);
    notifications.show({ color: 'green', message: t('clientDocuments.logoUploaded') });
  }

  async function handleRemove() {
    setError(null);
    try {
      await remove.mutateAsync(agency.id);
    } catch (caught) {
      setError(uploadErrorOf(caught));
      return;
    }
    notifications.show({ color: 'green', message: t('clientDocuments.logoRemoved') });
  }

  return (
    <Stack gap="sm" maw={720}>
      <div>
        <Text fw={500} size="sm">
          {t('clientDocuments.logo')}
        </Text>
        <Text c="dimmed" size="sm">
          {t('clientDocuments.logoHint')}
        </Text>
      </div>
      {agency.logo ? (
        <Group gap="md">
          <Image
            src={`/api/admin/agencies/${agency.id}/logo?v=${encodeURIComponent(agency.logo.updatedAt)}`}
            alt={t('clientDocuments.logoAlt', { name: agency.name })}
            h={60}
            w="auto"
            fit="contain"
          />
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={remove.isPending}
            onClick={() => void handleRemove()}
          >
            {t('clientDocuments.removeLogo')}
          </Button>
        </Group>
      ) : (
        <Text size="sm">{t('clientDocuments.noLogo')}</Text>
      )}
      {agency.logo && agency.clientDocumentBranding !== 'agency' ? (
        <Text size="sm" c="dimmed">
          {t('clientDocuments.logoUnused')}
        </Text>
      ) : null}
      <Group align="flex-end">
        <FileInput
          label={t('clientDocuments.logoFile')}
          placeholder={t('clientDocuments.chooseLogo')}
          accept={AGENCY_LOGO_CONTENT_TYPES.join(',')}
          value={file}
          error={error}
          clearable
          w={320}
          onChange={(next) => {
            setError(null);
            setFile(next);
          }}
        />
        <Button
          leftSection={<IconUpload size={16} />}
          disabled={!file}
          loading={upload.isPending}
          onClick={() => void handleUpload()}
        >
          {t('clientDocuments.uploadLogo')}
        </Button>
      </Group>
    </Stack>
  );
}
