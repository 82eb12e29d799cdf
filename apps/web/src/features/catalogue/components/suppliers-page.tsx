import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { SUPPLIER_SORTS } from '@portal/shared/contracts/catalogue-api';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { SortableTh } from '../../../components/ui/sortable-th';
import { useLocationOptions } from '../../../lib/catalogue-lookups';
import { usePermissions } from '../../../lib/authorization';
import { useListParams } from '../../../lib/use-list-params';
import { useListSort } from '../../../lib/use-list-sort';
import { exportSuppliers } from '../api/export-catalogue';
import { useSuppliers } from '../api/get-suppliers';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';

/** Status badges shrink with their column and cut their word short: the column keeps room for it. */
const STATUS_WIDTH = 130;

const FILTERS = ['q', 'active', 'locationId'] as const;

function readActive(value: string): '' | 'true' | 'false' {
  return value === 'true' || value === 'false' ? value : '';
}

/** Suppliers: search by code or name, filter by active and location, server-side pages. */
export function SuppliersPage() {
  const { t } = useTranslation('catalogue');
  const { can } = usePermissions();
  const { page, filters, setFilter, setPage } = useListParams(FILTERS);
  const { order, setOrder } = useListSort(SUPPLIER_SORTS);
  const [search, setSearch] = useState(filters.q);
  const locations = useLocationOptions();
  const suppliersQuery = useSuppliers({
    page,
    q: filters.q,
    active: readActive(filters.active),
    locationId: filters.locationId,
    ...order,
  });
  const th = (column: string, label: string, width?: number) => (
    <SortableTh column={column} label={label} current={order} onSort={setOrder} w={width} />
  );
  const applySearch = useDebouncedCallback((value: string) => setFilter('q', value), 300);
  const rows = suppliersQuery.data?.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('suppliers.title')}</Title>
          <Text c="dimmed">{t('suppliers.intro')}</Text>
        </div>
        <Group gap="sm">
          <ExportCsvButton
            download={() =>
              exportSuppliers({
                q: filters.q,
                active: readActive(filters.active),
                locationId: filters.locationId,
                ...order,
              })
            }
          />
          {can('catalogue.manage') ? (
            <Button component={Link} to="/admin/suppliers/add" leftSection={<IconPlus size={16} />}>
              {t('suppliers.add')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('suppliers.filters.search')}
          placeholder={t('suppliers.filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
        />
        <Select
          label={t('suppliers.filters.active')}
          placeholder={t('filters.all')}
          clearable
          data={[
            { value: 'true', label: t('status.active') },
            { value: 'false', label: t('status.inactive') },
          ]}
          value={readActive(filters.active) || null}
          onChange={(value) => setFilter('active', value ?? '')}
        />
        <Select
          label={t('suppliers.filters.location')}
          placeholder={t('filters.all')}
          clearable
          searchable
          data={locations.options}
          value={filters.locationId || null}
          onChange={(value) => setFilter('locationId', value ?? '')}
          nothingFoundMessage={t('filters.nothingFound')}
        />
      </SimpleGrid>
      {suppliersQuery.error ? (
        <Alert color="red" role="alert">
          {suppliersQuery.error.message}
        </Alert>
      ) : null}
      {suppliersQuery.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 && !suppliersQuery.error ? (
        <Text>{t('suppliers.empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={760}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            aria-busy={suppliersQuery.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                {th('code', t('suppliers.columns.code'))}
                {th('name', t('suppliers.columns.name'))}
                {th('location', t('suppliers.columns.location'))}
                {th('email', t('suppliers.columns.email'))}
                {th('products', t('suppliers.columns.products'))}
                {th('status', t('suppliers.columns.status'), STATUS_WIDTH)}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((supplier) => (
                <Table.Tr key={supplier.id}>
                  <Table.Td>{supplier.code}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/suppliers/${supplier.id}`}>
                      {supplier.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{supplier.locationName ?? '—'}</Table.Td>
                  <Table.Td>{supplier.email}</Table.Td>
                  <Table.Td>{supplier.productCount}</Table.Td>
                  <Table.Td>
                    <Badge color={supplier.active ? 'green' : 'gray'} variant="light">
                      {supplier.active ? t('status.active') : t('status.inactive')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination
        pagination={suppliersQuery.data}
        onPageChange={setPage}
        disabled={suppliersQuery.isFetching}
      />
    </Stack>
  );
}
