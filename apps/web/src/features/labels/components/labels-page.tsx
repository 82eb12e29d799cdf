import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TLabel } from '@portal/shared/contracts/labels';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { Pagination } from '../../../components/ui/pagination';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteLabel } from '../api/delete-label';
import { exportLabels } from '../api/export-labels';
import { useLabels } from '../api/get-labels';
import { useSaveLabel } from '../api/save-label';
import { LabelForm } from './label-form';

const FILTERS = ['q'] as const;

type TEditing = { label: TLabel | null } | null;

/** Labels: the coloured tags consultants put on client files. */
export function LabelsPage() {
  const { t } = useTranslation('labels');
  const { page, filters, setFilter, setPage } = useListParams(FILTERS);
  const [search, setSearch] = useState(filters.q);
  const applySearch = useDebouncedCallback((value: string) => setFilter('q', value), 300);
  const labelsQuery = useLabels({ page, q: filters.q });
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TLabel | null>(null);
  const saveLabel = useSaveLabel();
  const deleteLabel = useDeleteLabel();
  const download = useMutation({
    mutationFn: () => exportLabels({ q: filters.q }),
    onError: (error) =>
      notifications.show({ color: 'red', title: t('export.failed'), message: error.message }),
  });
  const rows = labelsQuery.data?.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            {t('export.button')}
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ label: null })}>
            {t('add')}
          </Button>
        </Group>
      </Group>
      <TextInput
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maw={360}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
      />
      {labelsQuery.error ? (
        <Alert color="red" role="alert">
          {labelsQuery.error.message}
        </Alert>
      ) : null}
      {labelsQuery.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 && !labelsQuery.error ? (
        <Text>{filters.q ? t('empty.filtered') : t('empty.none')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={600}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.label')}</Table.Th>
                <Table.Th>{t('columns.colour')}</Table.Th>
                <Table.Th>{t('columns.description')}</Table.Th>
                <Table.Th>{t('columns.files')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((label) => (
                <Table.Tr key={label.id}>
                  <Table.Td>
                    <Badge color={label.colour} variant="filled">
                      {label.name}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{t(`colours.${label.colour}`)}</Table.Td>
                  <Table.Td>{label.description}</Table.Td>
                  <Table.Td>{label.fileCount}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('edit', { name: label.name })}
                        onClick={() => setEditing({ label })}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('delete.button', { name: label.name })}
                        onClick={() => setDeleting(label)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination
        pagination={labelsQuery.data}
        onPageChange={setPage}
        disabled={labelsQuery.isFetching}
      />

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.label ? t('editTitle', { name: editing.label.name }) : t('addTitle')}
      >
        {editing ? (
          <LabelForm
            key={editing.label?.id ?? 'new'}
            label={editing.label}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              await saveLabel.mutateAsync({ id: editing.label?.id ?? null, body });
              notifications.show({ color: 'fern', message: t('saved', { name: body.name }) });
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>

      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('delete.title')}
        question={
          deleting ? t('delete.confirm', { name: deleting.name, files: deleting.fileCount }) : ''
        }
        cancelLabel={t('form.cancel')}
        confirmLabel={t('delete.submit')}
        isPending={deleteLabel.isPending}
        error={deleteLabel.error}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          deleteLabel.mutate(deleting.id, {
            onSuccess: () => {
              notifications.show({
                color: 'fern',
                message: t('delete.done', { name: deleting.name }),
              });
              setDeleting(null);
            },
          });
        }}
      />
    </Stack>
  );
}
