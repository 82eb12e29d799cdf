import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePermissions } from '../../../lib/authorization';
import { useDeleteAttachment } from '../api/delete-attachment';
import { useDownloadAttachment } from '../api/download-attachment';
import { useAttachment } from '../api/get-attachment';
import {
  AttachmentsList,
  AttachmentUploadForm,
  DeleteAttachmentModal,
  formatFileSize,
} from './attachments-tab';

/**
 * /admin/attachments (SPEC section 2: supplier attachments, list): every supplier's documents,
 * newest first, with the supplier beside each.
 */
export function AttachmentsPage() {
  const { t } = useTranslation('catalogue');
  const { can } = usePermissions();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('titles.attachments')}</Title>
          <Text c="dimmed">{t('attachments.listIntro')}</Text>
        </div>
        {can('catalogue.manage') ? (
          <Button component={Link} to="/admin/attachments/add" leftSection={<IconPlus size={16} />}>
            {t('attachments.add')}
          </Button>
        ) : null}
      </Group>
      <AttachmentsList canEdit={can('catalogue.manage')} />
    </Stack>
  );
}

/** /admin/attachments/add: a document for a supplier chosen on the form. */
export function AttachmentAddPage() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/attachments" size="sm">
        {t('attachments.back')}
      </Anchor>
      <div>
        <Title order={1}>{t('titles.attachmentAdd')}</Title>
        <Text c="dimmed">{t('attachments.uploadIntro')}</Text>
      </div>
      <Paper withBorder p="md">
        <AttachmentUploadForm
          onUploaded={(attachment) => void navigate(`/admin/attachments/${attachment.id}`)}
        />
      </Paper>
    </Stack>
  );
}

/** /admin/attachments/{id}: one document, its supplier, download and delete. */
export function AttachmentPage({ attachmentId }: { attachmentId: number }) {
  const { t, i18n } = useTranslation('catalogue');
  const { can } = usePermissions();
  const navigate = useNavigate();
  const attachmentQuery = useAttachment(attachmentId);
  const downloadMutation = useDownloadAttachment();
  const deleteMutation = useDeleteAttachment();
  const [isDeleting, setIsDeleting] = useState(false);
  const attachment = attachmentQuery.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/attachments" size="sm">
        {t('attachments.back')}
      </Anchor>
      {attachmentQuery.error ? (
        <Alert color="red" role="alert">
          {attachmentQuery.error.message}
        </Alert>
      ) : null}
      {attachmentQuery.isPending ? <Loader aria-label={t('loading', { ns: 'common' })} /> : null}
      {attachment ? (
        <>
          <Title order={1}>{attachment.fileName}</Title>
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <div>
                <Text size="sm" c="dimmed">
                  {t('attachments.columns.supplier')}
                </Text>
                <Anchor
                  component={Link}
                  to={`/admin/suppliers/${attachment.supplierId}?tab=attachments`}
                >
                  {attachment.supplierName}
                </Anchor>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {t('attachments.columns.kind')}
                </Text>
                <Text>{t(`codes.attachmentKinds.${attachment.kind}`)}</Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {t('attachments.columns.size')}
                </Text>
                <Text>{formatFileSize(attachment.sizeBytes, i18n.language)}</Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {t('attachments.columns.uploaded')}
                </Text>
                <Text>
                  {formatDayMonthYear(attachment.createdAt, i18n.language)}
                  {attachment.uploadedBy ? ` · ${attachment.uploadedBy}` : ''}
                </Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {t('attachments.columns.description')}
                </Text>
                <Text>{attachment.description || '—'}</Text>
              </div>
            </SimpleGrid>
          </Paper>
          {downloadMutation.error ? (
            <Text c="red" role="alert">
              {downloadMutation.error.message}
            </Text>
          ) : null}
          <Group>
            <Button
              leftSection={<IconDownload size={16} />}
              loading={downloadMutation.isPending}
              onClick={() => downloadMutation.mutate(attachment)}
            >
              {t('attachments.download')}
            </Button>
            {can('catalogue.manage') ? (
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setIsDeleting(true)}
              >
                {t('actions.delete')}
              </Button>
            ) : null}
          </Group>
          <DeleteAttachmentModal
            attachment={isDeleting ? attachment : null}
            onClose={() => setIsDeleting(false)}
            onDeleted={() => void navigate('/admin/attachments')}
            deleteMutation={deleteMutation}
          />
        </>
      ) : null}
    </Stack>
  );
}
