import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TAgencyUserRole } from '@portal/shared/contracts/agency-users';
import type { TPerson } from '@portal/shared/contracts/people';
import type { TSupplierUserRole } from '@portal/shared/contracts/supplier-users';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { Pagination } from '../../../components/ui/pagination';
import { exportMembers } from '../api/export-people';
import { useMembers } from '../api/get-members';
import type { TOrganisation } from '../api/query-keys';
import { useSaveMember } from '../api/save-member';
import { MemberForm, type TMemberFormSubmit, type TMemberRoles } from './member-form';
import { SearchFilter } from './people-filters';
import { PersonRowActions } from './person-row-actions';
import { PersonStatusBadge } from './person-status-badge';

type TMemberRole = TAgencyUserRole | TSupplierUserRole;

/** The texts and roles that differ between an agency's users and a supplier's. */
function useOrganisationWords(kind: TOrganisation['kind']) {
  const { t } = useTranslation('people');
  const group = kind === 'agency' ? 'agencyUsers' : 'supplierUsers';
  const roles: TMemberRoles<TMemberRole> =
    kind === 'agency'
      ? {
          member: { value: 'agent', label: t('agencyRoles.agent') },
          admin: { value: 'agency-admin', label: t('agencyRoles.agency-admin') },
        }
      : {
          member: { value: 'supplier-user', label: t('supplierRoles.supplier-user') },
          admin: { value: 'supplier-admin', label: t('supplierRoles.supplier-admin') },
        };
  return { text: (key: string) => t(`${group}.${key}`), roles };
}

type TEditing = { mode: 'invite' } | { mode: 'edit'; person: TPerson } | null;

/**
 * The users of one agency or supplier: invite by email, edit, change role, disable, send a reset
 * link, export. The server checks the role belongs to the organisation's kind.
 */
export function MembersPanel({ organisation }: { organisation: TOrganisation }) {
  const { t } = useTranslation('people');
  const words = useOrganisationWords(organisation.kind);
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<TEditing>(null);
  const usersQuery = useMembers(organisation, { page, q });
  const saveUser = useSaveMember();
  const rows = usersQuery.data?.data ?? [];

  async function handleSubmit(submit: TMemberFormSubmit<TMemberRole>) {
    if (submit.mode === 'invite') {
      const invited = await saveUser.mutateAsync({
        organisation,
        mode: 'invite',
        body: submit.body,
      });
      notifications.show({
        color: 'green',
        message: t('notices.invited', { email: invited.email }),
      });
    } else if (editing?.mode === 'edit') {
      await saveUser.mutateAsync({
        organisation,
        mode: 'update',
        userId: editing.person.id,
        body: submit.body,
      });
      notifications.show({ color: 'green', message: t('notices.saved') });
    }
    setEditing(null);
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{words.text('title')}</Title>
        <Group gap="sm">
          <ExportCsvButton download={() => exportMembers(organisation, q)} />
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ mode: 'invite' })}
          >
            {words.text('invite')}
          </Button>
        </Group>
      </Group>
      <SearchFilter
        value={q}
        placeholder={t('filters.personPlaceholder')}
        onChange={(value) => {
          setQ(value);
          setPage(1);
        }}
      />
      {usersQuery.error ? (
        <Alert color="red" role="alert">
          {usersQuery.error.message}
        </Alert>
      ) : null}
      {usersQuery.isPending ? (
        <Loader aria-label={t('loading')} />
      ) : rows.length === 0 && !usersQuery.error ? (
        <Text>{words.text('empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={760}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            aria-label={words.text('table')}
            aria-busy={usersQuery.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.username')}</Table.Th>
                <Table.Th>{t('columns.email')}</Table.Th>
                <Table.Th>{t('columns.role')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((person) => (
                <Table.Tr key={person.id}>
                  <Table.Td>{person.name}</Table.Td>
                  <Table.Td>{person.username}</Table.Td>
                  <Table.Td>{person.email}</Table.Td>
                  <Table.Td>
                    {person.roles.includes(words.roles.admin.value)
                      ? words.roles.admin.label
                      : words.roles.member.label}
                  </Table.Td>
                  <Table.Td>
                    <PersonStatusBadge active={person.active} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('actions.editUser', { name: person.name })}
                        onClick={() => setEditing({ mode: 'edit', person })}
                      >
                        {t('actions.edit')}
                      </Button>
                      <PersonRowActions person={person} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
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
        title={editing?.mode === 'edit' ? words.text('editTitle') : words.text('inviteTitle')}
        size="lg"
      >
        {editing ? (
          <MemberForm
            key={editing.mode === 'edit' ? editing.person.id : 'new'}
            person={editing.mode === 'edit' ? editing.person : null}
            roles={words.roles}
            onSubmit={handleSubmit}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
