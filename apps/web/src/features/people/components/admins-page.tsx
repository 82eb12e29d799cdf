import { Anchor, Group, Stack, Table, VisuallyHidden } from '@mantine/core';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { useListParams } from '../../../lib/use-list-params';
import { useExportAdmins } from '../api/export-admins';
import { useAdmins } from '../api/get-admins';
import { FilterSelect, SearchFilter, useActiveOptions } from './people-filters';
import { PersonRowActions } from './person-row-actions';
import { notifyExportError, PeopleListHeader, PeopleListState } from './people-list-layout';
import { PersonStatusBadge } from './person-status-badge';

const FILTERS = ['active', 'q'] as const;

/** The back-office users (/admin/admins). */
export function AdminsPage() {
  const { t, i18n } = useTranslation('people');
  const { page, filters, setFilter, setPage } = useListParams(FILTERS);
  const adminsQuery = useAdmins({ page, ...filters });
  const exportCsv = useExportAdmins();
  const activeOptions = useActiveOptions();
  const rows = adminsQuery.data?.data ?? [];

  return (
    <Stack gap="md">
      <PeopleListHeader
        title={t('admins.title')}
        intro={t('admins.intro')}
        exporting={exportCsv.isPending}
        onExport={() => exportCsv.mutate(filters, notifyExportError)}
        add={{ to: '/admin/admins/add', label: t('admins.add') }}
      />
      <Group align="flex-end">
        <SearchFilter
          value={filters.q}
          placeholder={t('filters.personPlaceholder')}
          onChange={(value) => setFilter('q', value)}
        />
        <FilterSelect
          label={t('filters.status')}
          value={filters.active}
          options={activeOptions}
          onChange={(value) => setFilter('active', value)}
        />
      </Group>
      <PeopleListState
        error={adminsQuery.error}
        isPending={adminsQuery.isPending}
        isEmpty={rows.length === 0}
        emptyText={t('admins.empty')}
      >
        <Table.ScrollContainer minWidth={760}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            aria-label={t('admins.table')}
            aria-busy={adminsQuery.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.username')}</Table.Th>
                <Table.Th>{t('columns.email')}</Table.Th>
                <Table.Th>{t('columns.roles')}</Table.Th>
                <Table.Th>{t('columns.lastLogin')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((person) => (
                <Table.Tr key={person.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/admins/${person.id}`}>
                      {person.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{person.username}</Table.Td>
                  <Table.Td>{person.email}</Table.Td>
                  <Table.Td>{person.roles.join(', ')}</Table.Td>
                  <Table.Td>
                    {person.lastLoginAt
                      ? formatDayMonthYear(person.lastLoginAt.slice(0, 10), i18n.language)
                      : t('never')}
                  </Table.Td>
                  <Table.Td>
                    <PersonStatusBadge active={person.active} />
                  </Table.Td>
                  <Table.Td>
                    <PersonRowActions person={person} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </PeopleListState>
      <Pagination
        pagination={adminsQuery.data}
        onPageChange={setPage}
        disabled={adminsQuery.isFetching}
      />
    </Stack>
  );
}
