import {
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
import type { TOrganisationUser } from '@portal/shared/contracts/organisation-users';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../lib/auth';
import { useListParams } from '../../lib/use-list-params';
import { Pagination } from '../ui/pagination';
import {
  OrganisationUserForm,
  type TOrganisationRoles,
  type TOrganisationUserFormSubmit,
} from './organisation-user-form';

const FILTERS = ['q'] as const;

type TUserOf<R extends string> = TOrganisationUser & { role: R };
type TSubmitBody<R extends string, M extends TOrganisationUserFormSubmit<R>['mode']> = Extract<
  TOrganisationUserFormSubmit<R>,
  { mode: M }
>['body'];

/** The list and the two mutations of one organisation's users (the feature's api hooks). */
export interface TOrganisationUsersApi<R extends string> {
  useUsers: (filter: { page: number; q: string }) => UseQueryResult<TPaginated<TUserOf<R>>>;
  useCreateUser: () => UseMutationResult<TUserOf<R>, Error, TSubmitBody<R, 'create'>>;
  useUpdateUser: () => UseMutationResult<
    TUserOf<R>,
    Error,
    { id: number; body: Partial<TSubmitBody<R, 'update'>> }
  >;
}

/**
 * An organisation's users (an agency's agents, a supplier's staff): its administrator adds, edits,
 * disables and re-enables them. Texts come from the i18n namespace `ns`.
 */
export function OrganisationUsersPage<R extends string>({
  ns,
  roles,
  api,
}: {
  ns: string;
  /** [member role, administrator role] */
  roles: TOrganisationRoles<R>;
  api: TOrganisationUsersApi<R>;
}) {
  const { useUsers, useCreateUser, useUpdateUser } = api;
  const { t, i18n } = useTranslation(ns);
  const me = useUser();
  const { page, filters, setFilter, setPage } = useListParams(FILTERS);
  const [search, setSearch] = useState(filters.q);
  const [editing, setEditing] = useState<
    { mode: 'create' } | { mode: 'edit'; user: TUserOf<R> } | null
  >(null);
  const usersQuery = useUsers({ page, q: filters.q });
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const applySearch = useDebouncedCallback((value: string) => setFilter('q', value), 300);
  const rows = usersQuery.data?.data ?? [];

  async function handleSubmit(submit: TOrganisationUserFormSubmit<R>) {
    if (submit.mode === 'create') {
      const created = await createUser.mutateAsync(submit.body);
      notifications.show({
        color: 'green',
        message: t('notices.invited', { email: created.email }),
      });
    } else if (editing?.mode === 'edit') {
      await updateUser.mutateAsync({ id: editing.user.id, body: submit.body });
      notifications.show({ color: 'green', message: t('notices.saved') });
    }
    setEditing(null);
  }

  function handleToggleActive(user: TUserOf<R>) {
    updateUser.mutate(
      { id: user.id, body: { active: !user.active } },
      {
        onSuccess: (saved) =>
          notifications.show({
            color: 'green',
            message: saved.active
              ? t('notices.enabled', { name: saved.name })
              : t('notices.disabled', { name: saved.name }),
          }),
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ mode: 'create' })}
        >
          {t('add')}
        </Button>
      </Group>
      <TextInput
        maw={360}
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
      />
      {usersQuery.error ? (
        <Alert color="red" role="alert">
          {usersQuery.error.message}
        </Alert>
      ) : null}
      {usersQuery.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 && !usersQuery.error ? (
        <Text>{t('empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-busy={usersQuery.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.username')}</Table.Th>
                <Table.Th>{t('columns.email')}</Table.Th>
                <Table.Th>{t('columns.role')}</Table.Th>
                <Table.Th>{t('columns.lastLogin')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((user) => {
                const isSelf = user.id === me?.id;
                return (
                  <Table.Tr key={user.id}>
                    <Table.Td>{user.name}</Table.Td>
                    <Table.Td>{user.username}</Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>{t(`roles.${user.role}`)}</Table.Td>
                    <Table.Td>
                      {user.lastLoginAt
                        ? formatDayMonthYear(user.lastLoginAt.slice(0, 10), i18n.language)
                        : t('never')}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={user.active ? 'green' : 'gray'} variant="light">
                        {user.active ? t('status.active') : t('status.disabled')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t('editUser', { name: user.name })}
                          onClick={() => setEditing({ mode: 'edit', user })}
                        >
                          {t('edit')}
                        </Button>
                        {isSelf ? null : (
                          <Button
                            size="xs"
                            variant="light"
                            color={user.active ? 'red' : 'green'}
                            aria-label={
                              user.active
                                ? t('disableUser', { name: user.name })
                                : t('enableUser', { name: user.name })
                            }
                            loading={updateUser.isPending && updateUser.variables.id === user.id}
                            onClick={() => handleToggleActive(user)}
                          >
                            {user.active ? t('disable') : t('enable')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination
        pagination={usersQuery.data}
        onPageChange={setPage}
        disabled={usersQuery.isFetching}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('editTitle') : t('addTitle')}
        size="lg"
      >
        {editing ? (
          <OrganisationUserForm
            key={editing.mode === 'edit' ? editing.user.id : 'new'}
            ns={ns}
            roles={roles}
            user={editing.mode === 'edit' ? editing.user : null}
            isSelf={editing.mode === 'edit' && editing.user.id === me?.id}
            onSubmit={handleSubmit}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
