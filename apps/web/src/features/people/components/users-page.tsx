import { Group, Stack, Table, VisuallyHidden } from '@mantine/core';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination';
import { useListParams } from '../../../lib/use-list-params';
import { useExportPeople } from '../api/export-people';
import { usePeople } from '../api/get-people';
import { FilterSelect, SearchFilter, useActiveOptions } from './people-filters';
import { PersonRowActions } from './person-row-actions';
import { notifyExportError, PeopleListHeader, PeopleListState } from './people-list-layout';
import { PersonStatusBadge } from './person-status-badge';

const FILTERS = ['kind', 'active', 'q'] as const;

/** Every user of every area (/admin/users): find, disable, enable, send a reset link, export. */
export function UsersPage() {
  const { t, i18n } = useTranslation('people');
  const { page, filters, setFilter, setPage } = useListParams(FILTERS);
  const peopleQuery = usePeople({ page, ...filters });
  const exportCsv = useExportPeople();
  const activeOptions = useActiveOptions();
  const rows = peopleQuery.data?.data ?? [];

  return (
    <Stack gap="md">
      <PeopleListHeader
        title={t('users.title')}
        intro={t('users.intro')}
        exporting={exportCsv.isPending}
        onExport={() => exportCsv.mutate(filters, notifyExportError)}
      />
      <Group align="flex-end">
        <SearchFilter
          value={filters.q}
          placeholder={t('filters.personPlaceholder')}
          onChange={(value) => setFilter('q', value)}
        />
        <FilterSelect
          label={t('filters.kind')}
          value={filters.kind}
          options={(['admin', 'agent', 'supplier'] as const).map((kind) => ({
            value: kind,
            label: t(`kinds.${kind}`),
          }))}
          onChange={(value) => setFilter('kind', value)}
        />
        <FilterSelect
          label={t('filters.status')}
          value={filters.active}
          options={activeOptions}
          onChange={(value) => setFilter('active', value)}
        />
      </Group>
      <PeopleListState
        error={peopleQuery.error}
        isPending={peopleQuery.isPending}
        isEmpty={rows.length === 0}
        emptyText={t('users.empty')}
      >
        <Table.ScrollContainer minWidth={900}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            aria-label={t('users.table')}
            aria-busy={peopleQuery.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.username')}</Table.Th>
                <Table.Th>{t('columns.email')}</Table.Th>
                <Table.Th>{t('columns.kind')}</Table.Th>
                <Table.Th>{t('columns.company')}</Table.Th>
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
                  <Table.Td>{person.name}</Table.Td>
                  <Table.Td>{person.username}</Table.Td>
                  <Table.Td>{person.email}</Table.Td>
                  <Table.Td>{t(`kinds.${person.kind}`)}</Table.Td>
                  <Table.Td>{person.agencyName ?? person.supplierName ?? '—'}</Table.Td>
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
        pagination={peopleQuery.data}
        onPageChange={setPage}
        disabled={peopleQuery.isFetching}
      />
    </Stack>
  );
}
