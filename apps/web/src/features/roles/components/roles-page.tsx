import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { USER_KINDS, type TUserKind } from '@portal/shared/domain/user-kinds';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { useListParams } from '../../../lib/use-list-params';
import { useExportRoles } from '../api/export-roles';
import { useRoles } from '../api/get-roles';

function readKind(value: string): TUserKind | '' {
  return (USER_KINDS as readonly string[]).includes(value) ? (value as TUserKind) : '';
}

/** /admin/roles: every role of every kind of user, with how many users hold it. */
export function RolesPage() {
  const { t } = useTranslation('roles');
  const { page, filters, setFilter, setPage } = useListParams(['kind', 'q'] as const);
  const filter = { kind: readKind(filters.kind), q: filters.q, page };
  const roles = useRoles(filter);
  const exportRoles = useExportRoles();
  const rows = roles.data?.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.intro')}</Text>
        </div>
        <Group gap="sm">
          <Button variant="default" component={Link} to="/admin/permissions">
            {t('list.permissionsLink')}
          </Button>
          <Button
            variant="default"
            loading={exportRoles.isPending}
            onClick={() => exportRoles.mutate({ kind: filter.kind, q: filter.q })}
          >
            {t('list.export')}
          </Button>
          <Button component={Link} to="/admin/roles/add">
            {t('list.add')}
          </Button>
        </Group>
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('filters.kind')}
          placeholder={t('filters.allKinds')}
          clearable
          value={filter.kind || null}
          onChange={(value) => setFilter('kind', value ?? '')}
          data={USER_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          w={200}
        />
        <TextInput
          key={filter.q}
          label={t('filters.search')}
          defaultValue={filter.q}
          onBlur={(event) => setFilter('q', event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setFilter('q', event.currentTarget.value);
          }}
          w={260}
        />
      </Group>
      {exportRoles.error ? (
        <Alert color="red" role="alert">
          {exportRoles.error.message}
        </Alert>
      ) : null}
      {roles.error ? (
        <Alert color="red" role="alert">
          {roles.error.message}
        </Alert>
      ) : null}
      {roles.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('loading')}</Text>
        </Group>
      ) : rows.length === 0 && !roles.error ? (
        <Text>{t('list.empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t('list.tableLabel')} aria-busy={roles.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.label')}</Table.Th>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.kind')}</Table.Th>
                <Table.Th>{t('columns.permissions')}</Table.Th>
                <Table.Th>{t('columns.users')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((role) => (
                <Table.Tr key={role.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/roles/edit/${role.id}`}>
                      {role.label}
                    </Anchor>{' '}
                    {role.isDefault ? (
                      <Badge size="xs" variant="light">
                        {t('list.default')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <code>{role.name}</code>
                  </Table.Td>
                  <Table.Td>{t(`kinds.${role.kind}`)}</Table.Td>
                  <Table.Td>{role.permissions.length}</Table.Td>
                  <Table.Td>{role.userCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination pagination={roles.data} onPageChange={setPage} disabled={roles.isFetching} />
    </Stack>
  );
}
