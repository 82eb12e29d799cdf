import {
  ActionIcon,
  Alert,
  Anchor,
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
import {
  IconArrowLeft,
  IconDownload,
  IconLayoutGrid,
  IconPencil,
  IconPlus,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TTourCategory } from '@portal/shared/contracts/regular-tours';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { Pagination } from '../../../components/ui/pagination';
import { RulesForm } from '../../../components/ui/rules-form';
import { hasOnlyFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import { usePermissions } from '../../../lib/authorization';
import { useListParams } from '../../../lib/use-list-params';
import {
  exportCategories,
  useCategories,
  useDeleteCategory,
  useSaveCategory,
} from '../api/admin-categories';
import { tourPaths } from '../paths';

/** The category form's limits, as ZTourCategoryRequest checks them. */
export const CATEGORY_RULES = {
  name: 'required|length:80',
  description: 'length:1000',
} as const satisfies TFieldRules;

interface TCategoryValues extends Record<string, unknown> {
  name: string;
  description: string;
}

function CategoryForm({
  category,
  onSubmit,
  onCancel,
}: {
  category: TTourCategory | null;
  onSubmit: (values: TCategoryValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('regular-tours');
  const form = useRulesForm<TCategoryValues>({
    initialValues: { name: category?.name ?? '', description: category?.description ?? '' },
    rules: CATEGORY_RULES,
  });
  return (
    <RulesForm form={form} onSubmit={onSubmit}>
      <Stack gap="sm">
        {form.submitError && !hasOnlyFieldErrors(form.submitError, ['name', 'description']) ? (
          <Alert color="red" role="alert">
            {form.submitError instanceof Error ? form.submitError.message : null}
          </Alert>
        ) : null}
        <FormTextInput name="name" label={t('categories.form.name')} data-autofocus />
        <FormTextarea name="description" label={t('categories.form.description')} rows={3} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('categories.form.cancel')}
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {t('categories.form.save')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}

/** `/admin/regular-tours/category-tour-list`: the categories tours are filed under. */
export function CategoriesPage() {
  const { t } = useTranslation('regular-tours');
  const { can } = usePermissions();
  const canManage = can('tours.manage');
  const { page, filters, setFilter, setPage } = useListParams(['q'] as const);
  const [search, setSearch] = useState(filters.q);
  const applySearch = useDebouncedCallback((value: string) => setFilter('q', value), 300);
  const categories = useCategories({ page, q: filters.q });
  const [editing, setEditing] = useState<{ category: TTourCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<TTourCategory | null>(null);
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const download = useMutation({
    mutationFn: () => exportCategories(filters.q),
    onError: (error) =>
      notifications.show({ color: 'red', title: t('list.exportFailed'), message: error.message }),
  });
  const rows = categories.data?.data ?? [];

  return (
    <Stack gap="md">
      <Anchor component={Link} to={tourPaths.list} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('edit.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('categories.title')}</Title>
          <Text c="dimmed">{t('categories.intro')}</Text>
        </div>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            {t('list.export')}
          </Button>
          {canManage ? (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing({ category: null })}
            >
              {t('categories.add')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <TextInput
        label={t('list.search.label')}
        placeholder={t('categories.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maw={360}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
      />
      {categories.error ? (
        <Alert color="red" role="alert">
          {categories.error.message}
        </Alert>
      ) : null}
      {categories.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 && !categories.error ? (
        <Text>{filters.q ? t('categories.emptyFiltered') : t('categories.empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={600}>
          <Table striped verticalSpacing="xs" aria-label={t('categories.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('categories.columns.name')}</Table.Th>
                <Table.Th>{t('categories.columns.description')}</Table.Th>
                <Table.Th>{t('categories.columns.tours')}</Table.Th>
                <Table.Th>{t('categories.columns.published')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((category) => (
                <Table.Tr key={category.id}>
                  <Table.Td>
                    <Anchor component={Link} to={tourPaths.catalogue(category.id)}>
                      {category.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{category.description}</Table.Td>
                  <Table.Td>{category.tourCount}</Table.Td>
                  <Table.Td>{category.publishedTourCount}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <ActionIcon
                        component={Link}
                        to={tourPaths.catalogue(category.id)}
                        variant="subtle"
                        aria-label={t('categories.catalogue', { name: category.name })}
                      >
                        <IconLayoutGrid size={16} />
                      </ActionIcon>
                      {canManage ? (
                        <>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('categories.edit', { name: category.name })}
                            onClick={() => setEditing({ category })}
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('categories.delete', { name: category.name })}
                            onClick={() => {
                              remove.reset();
                              setDeleting(category);
                            }}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination
        pagination={categories.data}
        onPageChange={setPage}
        disabled={categories.isFetching}
      />

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.category
            ? t('categories.editTitle', { name: editing.category.name })
            : t('categories.addTitle')
        }
      >
        {editing ? (
          <CategoryForm
            key={editing.category?.id ?? 'new'}
            category={editing.category}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              await save.mutateAsync({ id: editing.category?.id ?? null, body: values });
              notifications.show({
                color: 'fern',
                message: t('categories.saved', { name: values.name.trim() }),
              });
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>

      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('categories.deleteTitle')}
      >
        {deleting ? (
          <Stack gap="md">
            <Text>{t('categories.deleteConfirm', { name: deleting.name })}</Text>
            {remove.error ? (
              <Alert color="red" role="alert">
                {remove.error.message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                {t('categories.form.cancel')}
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(deleting.id, {
                    onSuccess: () => {
                      notifications.show({
                        color: 'fern',
                        message: t('categories.deleted', { name: deleting.name }),
                      });
                      setDeleting(null);
                    },
                  })
                }
              >
                {t('categories.deleteSubmit')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
