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
import type { TAgencyUser } from '@portal/shared/contracts/agency-users';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination';
import { useUser } from '../../../lib/auth';
import { useListParams } from '../../../lib/use-list-params';
import { useCreateAgencyUser } from '../api/create-agency-user';
import { useAgencyUsers } from '../api/get-agency-users';
import { useUpdateAgencyUser } from '../api/update-agency-user';
import { AgencyUserForm, type TAgencyUserFormSubmit } from './agency-user-form';

const FILTERS = ['q'] as const;

type TEditing = { mode: 'create' } | { mode: 'edit'; user: TAgencyUser } | null;

/** Agency users (SPEC section 2): the agency admin adds, edits, disables and re-enables agents. */
export function AgencyUsersPage() {
  const { t, i18n } = useTranslation('agency-users');
  const me = useUser();
  const { page, filters, setFilter, setPage } = useListParams(FILTERS);
  const [search, setSearch] = useState(filters.q);
  const [editing, setEditing] = useState<TEditing>(null);
  const usersQuery = useAgencyUsers({ page, q: filters.q });
  const createUser = useCreateAgencyUser();
  const updateUser = useUpdateAgencyUser();
  const applySearch = useDebouncedCallback((value: string) => setFilter('q', value), 300);
  const rows = usersQuery.data?.data ?? [];

  async function handleSubmit(submit: TAgencyUserFormSubmit) {
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

  function handleToggleActive(user: TAgencyUser) {
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
          <AgencyUserForm
            key={editing.mode === 'edit' ? editing.user.id : 'new'}
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
