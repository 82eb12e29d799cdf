import { Anchor, Group, Stack, Table } from '@mantine/core';
import { AGENCY_SORTS } from '@portal/shared/contracts/people';
import { formatPrice } from '@portal/shared/format/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { SortableTh } from '../../../components/ui/sortable-th';
import { useListParams } from '../../../lib/use-list-params';
import { useListSort } from '../../../lib/use-list-sort';
import { useExportAgencies } from '../api/export-agencies';
import { useAgencies } from '../api/get-agencies';
import { FilterSelect, SearchFilter, useActiveOptions } from './people-filters';
import { notifyExportError, PeopleListHeader, PeopleListState } from './people-list-layout';
import { PersonStatusBadge } from './person-status-badge';

const FILTERS = ['brandId', 'active', 'q'] as const;

/** The travel agencies (/admin/agents): brand, commission, credit limit and their users. */
export function AgenciesPage() {
  const { t, i18n } = useTranslation('people');
  const { page, filters, setFilter, setPage } = useListParams(FILTERS);
  const { order, setOrder } = useListSort(AGENCY_SORTS);
  const agenciesQuery = useAgencies({ page, ...filters, ...order });
  const exportCsv = useExportAgencies();
  const activeOptions = useActiveOptions();
  const rows = agenciesQuery.data?.data ?? [];

  return (
    <Stack gap="md">
      <PeopleListHeader
        title={t('agencies.title')}
        intro={t('agencies.intro')}
        exporting={exportCsv.isPending}
        onExport={() => exportCsv.mutate({ ...filters, ...order }, notifyExportError)}
        add={{ to: '/admin/agents/add', label: t('agencies.add') }}
      />
      <Group align="flex-end">
        <SearchFilter
          value={filters.q}
          placeholder={t('filters.agencyPlaceholder')}
          onChange={(value) => setFilter('q', value)}
        />
        <FilterSelect
          label={t('filters.brand')}
          value={filters.brandId}
          options={[
            { value: '1', label: t('brands.1') },
            { value: '2', label: t('brands.2') },
          ]}
          onChange={(value) => setFilter('brandId', value)}
        />
        <FilterSelect
          label={t('filters.status')}
          value={filters.active}
          options={activeOptions}
          onChange={(value) => setFilter('active', value)}
        />
      </Group>
      <PeopleListState
        error={agenciesQuery.error}
        isPending={agenciesQuery.isPending}
        isEmpty={rows.length === 0}
        emptyText={t('agencies.empty')}
      >
        <Table.ScrollContainer minWidth={760}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            aria-label={t('agencies.table')}
            aria-busy={agenciesQuery.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                {(
                  [
                    ['name', 'columns.agency'],
                    ['brand', 'columns.brand'],
                    ['commission', 'columns.commission'],
                    ['creditLimit', 'columns.creditLimit'],
                    ['users', 'columns.users'],
                    ['status', 'columns.status'],
                  ] as const
                ).map(([column, label]) => (
                  <SortableTh
                    key={column}
                    column={column}
                    label={t(label)}
                    current={order}
                    onSort={setOrder}
                  />
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((agency) => (
                <Table.Tr key={agency.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/agents/${agency.id}`}>
                      {agency.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{agency.brandCode}</Table.Td>
                  <Table.Td>
                    {new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(
                      agency.commissionPercent,
                    )}{' '}
                    %
                  </Table.Td>
                  <Table.Td>
                    {agency.creditLimitCents === null
                      ? t('agencies.noCreditLimit')
                      : formatPrice(agency.creditLimitCents, agency.brandId, i18n.language)}
                  </Table.Td>
                  <Table.Td>{agency.userCount}</Table.Td>
                  <Table.Td>
                    <PersonStatusBadge active={agency.active} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </PeopleListState>
      <Pagination
        pagination={agenciesQuery.data}
        onPageChange={setPage}
        disabled={agenciesQuery.isFetching}
      />
    </Stack>
  );
}
