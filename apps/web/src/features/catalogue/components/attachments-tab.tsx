import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Loader,
  Select,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import {
  MAX_ATTACHMENT_BYTES,
  type TAttachmentKind,
  type TSupplierAttachment,
  type TSupplierDetail,
} from '@portal/shared/contracts/catalogue-api';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesField } from '../../../components/ui/use-rules-field';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { isApiError } from '../../../lib/api-client';
import { readFileAsBase64 } from '../../../lib/read-file-as-base64';
import { Pagination } from '../../../components/ui/pagination';
import { useDeleteAttachment } from '../api/delete-attachment';
import { exportAttachments } from '../api/export-catalogue';
import { useAttachments } from '../api/get-attachments';
import { useSuppliers } from '../api/get-suppliers';
import { useDownloadAttachment } from '../api/download-attachment';
import { useUploadAttachment } from '../api/upload-attachment';
import { useCodeLabels } from '../hooks/use-code-labels';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';

export const ATTACHMENT_RULES = {
  file: 'required',
  kind: 'required',
  description: 'length:500',
} as const satisfies TFieldRules;

interface TUploadValues extends Record<string, unknown> {
  supplierId: string;
  file: File | null;
  kind: string;
  description: string;
}

/** Sizes as the file managers show them: bytes, KB, MB. */
export function formatFileSize(bytes: number, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${number.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${number.format(bytes / 1024)} KB`;
  return `${number.format(bytes / (1024 * 1024))} MB`;
}

function FileField({ label }: { label: string }) {
  const field = useRulesField({ name: 'file' }, label);
  const { t } = useTranslation('catalogue');
  return (
    <FileInput
      label={label}
      placeholder={t('attachments.choose')}
      withAsterisk={field.isRequired}
      value={field.value instanceof File ? field.value : null}
      error={field.error}
      clearable
      onChange={(file) => field.commit(file)}
    />
  );
}

/** The upload's server errors are about the encoded file: show them under the file input. */
function onFileFields(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const fileMessages = ['fileName', 'contentType', 'base64'].flatMap(
    (field) => error.errors[field] ?? [],
  );
  if (fileMessages.length === 0) return error;
  return Object.assign(new Error(error.message), {
    errors: { ...error.errors, file: fileMessages },
  });
}

/**
 * Uploads a document for `supplierId`, or (without it, on /admin/attachments/add) for the supplier
 * chosen in the form.
 */
export function AttachmentUploadForm({
  supplierId,
  onUploaded,
}: {
  supplierId?: number;
  onUploaded?: (attachment: TSupplierAttachment) => void;
}) {
  const { t } = useTranslation('catalogue');
  const codes = useCodeLabels();
  const uploadMutation = useUploadAttachment();
  const form = useRulesForm<TUploadValues>({
    initialValues: {
      supplierId: supplierId === undefined ? '' : String(supplierId),
      file: null,
      kind: 'contract',
      description: '',
    },
    rules:
      supplierId === undefined ? { ...ATTACHMENT_RULES, supplierId: 'required' } : ATTACHMENT_RULES,
  });

  return (
    <RulesForm
      form={form}
      aria-label={t('attachments.uploadTitle')}
      onSubmit={async ({ supplierId: chosenSupplier, file, kind, description }) => {
        if (!file || !chosenSupplier) return;
        if (file.size > MAX_ATTACHMENT_BYTES) {
          form.setServerErrors({ file: [t('attachments.tooLarge')] });
          return;
        }
        let attachment: TSupplierAttachment;
        try {
          attachment = await uploadMutation.mutateAsync({
            supplierId: Number(chosenSupplier),
            kind: kind as TAttachmentKind,
            fileName: file.name,
            contentType: file.type || 'application/octet-stream',
            base64: await readFileAsBase64(file),
            description: description.trim(),
          });
        } catch (error) {
          throw onFileFields(error);
        }
        notifications.show({
          color: 'fern',
          message: t('attachments.uploaded', { name: file.name }),
        });
        form.reset();
        onUploaded?.(attachment);
      }}
    >
      <Stack gap="sm">
        <FormErrorAlert
          error={form.submitError}
          fields={['supplierId', 'file', 'kind', 'description']}
        />
        {supplierId === undefined ? <SupplierField /> : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <FileField label={t('attachments.fields.file')} />
          <FormSelect
            name="kind"
            label={t('attachments.fields.kind')}
            data={codes.attachmentKinds}
          />
          <FormTextInput name="description" label={t('attachments.fields.description')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={form.isSubmitting} leftSection={<IconUpload size={16} />}>
            {t('attachments.upload')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}

/** The supplier of a document uploaded from /admin/attachments/add: searched on the server. */
function SupplierField() {
  const { t } = useTranslation('catalogue');
  const field = useRulesField({ name: 'supplierId' }, t('attachments.fields.supplier'));
  const [search, setSearch] = useState('');
  const [selectedLabel, setSelectedLabel] = useState('');
  const [query] = useDebouncedValue(search === selectedLabel ? '' : search, 250);
  const suppliersQuery = useSuppliers({ page: 1, q: query, active: '', locationId: '' });
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const options = (suppliersQuery.data?.data ?? []).map((supplier) => ({
    value: String(supplier.id),
    label: `${supplier.name} (${supplier.code})`,
  }));
  // Keep the chosen supplier among the options while another search runs.
  if (value && selectedLabel && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: selectedLabel });
  }
  return (
    <Select
      label={t('attachments.fields.supplier')}
      placeholder={t('attachments.supplierPlaceholder')}
      withAsterisk={field.isRequired}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('filters.nothingFound')}
      data={options}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      error={field.error}
      onChange={(next, option) => {
        setSelectedLabel(option?.label ?? '');
        field.commit(next ?? '');
      }}
      onBlur={() => field.commitOnBlur()}
      maw={420}
    />
  );
}

/**
 * Supplier documents, a page at a time: one supplier's (its tab) or every supplier's
 * (/admin/attachments, with the supplier beside each document). Download, delete, export.
 */
export function AttachmentsList({
  supplierId,
  canEdit,
}: {
  supplierId?: number;
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation('catalogue');
  const codes = useCodeLabels();
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState('');
  const attachmentsQuery = useAttachments({ supplierId, page, kind });
  const rows = attachmentsQuery.data?.data ?? [];
  const downloadMutation = useDownloadAttachment();
  const deleteMutation = useDeleteAttachment();
  const [deleting, setDeleting] = useState<TSupplierAttachment | null>(null);
  const isAllSuppliers = supplierId === undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Select
          label={t('attachments.filters.kind')}
          placeholder={t('filters.all')}
          clearable
          data={codes.attachmentKinds}
          value={kind || null}
          onChange={(value) => {
            setKind(value ?? '');
            setPage(1);
          }}
          maw={320}
        />
        <ExportCsvButton download={() => exportAttachments({ supplierId, kind })} />
      </Group>
      {attachmentsQuery.error ? (
        <Alert color="red" role="alert">
          {attachmentsQuery.error.message}
        </Alert>
      ) : null}
      {attachmentsQuery.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 && !attachmentsQuery.error ? (
        <Text>{kind ? t('attachments.noMatch') : t('attachments.empty')}</Text>
      ) : rows.length === 0 ? null : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('attachments.columns.fileName')}</Table.Th>
                {isAllSuppliers ? <Table.Th>{t('attachments.columns.supplier')}</Table.Th> : null}
                <Table.Th>{t('attachments.columns.kind')}</Table.Th>
                <Table.Th>{t('attachments.columns.size')}</Table.Th>
                <Table.Th>{t('attachments.columns.description')}</Table.Th>
                <Table.Th>{t('attachments.columns.uploaded')}</Table.Th>
                <Table.Th>{t('attachments.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((attachment) => (
                <Table.Tr key={attachment.id}>
                  <Table.Td>
                    {isAllSuppliers ? (
                      <Anchor component={Link} to={`/admin/attachments/${attachment.id}`}>
                        {attachment.fileName}
                      </Anchor>
                    ) : (
                      attachment.fileName
                    )}
                  </Table.Td>
                  {isAllSuppliers ? (
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/admin/suppliers/${attachment.supplierId}?tab=attachments`}
                      >
                        {attachment.supplierName}
                      </Anchor>
                    </Table.Td>
                  ) : null}
                  <Table.Td>{t(`codes.attachmentKinds.${attachment.kind}`)}</Table.Td>
                  <Table.Td>{formatFileSize(attachment.sizeBytes, i18n.language)}</Table.Td>
                  <Table.Td>{attachment.description || '—'}</Table.Td>
                  <Table.Td>
                    {formatDayMonthYear(attachment.createdAt, i18n.language)}
                    {attachment.uploadedBy ? ` · ${attachment.uploadedBy}` : ''}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        leftSection={<IconDownload size={14} />}
                        loading={
                          downloadMutation.isPending &&
                          downloadMutation.variables.id === attachment.id
                        }
                        aria-label={t('attachments.downloadNamed', { name: attachment.fileName })}
                        onClick={() => downloadMutation.mutate(attachment)}
                      >
                        {t('attachments.download')}
                      </Button>
                      {canEdit ? (
                        <Button
                          size="compact-sm"
                          variant="light"
                          color="red"
                          leftSection={<IconTrash size={14} />}
                          aria-label={t('attachments.deleteNamed', { name: attachment.fileName })}
                          onClick={() => setDeleting(attachment)}
                        >
                          {t('actions.delete')}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pagination
        pagination={attachmentsQuery.data}
        onPageChange={setPage}
        disabled={attachmentsQuery.isFetching}
      />
      {downloadMutation.error ? (
        <Text c="red" role="alert">
          {downloadMutation.error.message}
        </Text>
      ) : null}
      <DeleteAttachmentModal
        attachment={deleting}
        onClose={() => setDeleting(null)}
        deleteMutation={deleteMutation}
      />
    </Stack>
  );
}

/** Asks before a document is deleted; `onClose` (then `onDeleted`) also run once it is gone. */
export function DeleteAttachmentModal({
  attachment,
  onClose,
  onDeleted,
  deleteMutation,
}: {
  attachment: TSupplierAttachment | null;
  onClose: () => void;
  onDeleted?: () => void;
  deleteMutation: ReturnType<typeof useDeleteAttachment>;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <Modal
      opened={attachment !== null}
      onClose={() => {
        onClose();
        deleteMutation.reset();
      }}
      title={t('attachments.deleteTitle')}
    >
      {attachment ? (
        <Stack gap="md">
          <Text>{t('attachments.deleteConfirm', { name: attachment.fileName })}</Text>
          {deleteMutation.error ? (
            <Text c="red" role="alert">
              {deleteMutation.error.message}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button
              color="red"
              loading={deleteMutation.isPending}
              onClick={() =>
                deleteMutation.mutate(attachment, {
                  onSuccess: () => {
                    notifications.show({
                      color: 'fern',
                      message: t('attachments.deleted', { name: attachment.fileName }),
                    });
                    onClose();
                    onDeleted?.();
                  },
                })
              }
            >
              {t('actions.delete')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** A supplier's contracts, fact sheets and rate sheets: upload, download, delete. */
export function AttachmentsTab({
  supplier,
  canEdit,
}: {
  supplier: TSupplierDetail;
  canEdit: boolean;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <Stack gap="md">
      <AttachmentsList supplierId={supplier.id} canEdit={canEdit} />
      {canEdit ? (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={3}>{t('attachments.uploadTitle')}</Title>
            <Text size="sm" c="dimmed">
              {t('attachments.uploadIntro')}
            </Text>
            <AttachmentUploadForm supplierId={supplier.id} />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
