import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCalculator, IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { PACKAGE_STATUSES, TRANSPORT_TYPES } from '@portal/shared/domain/pricing/codes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { useLocationOptions } from '../../../lib/catalogue-lookups';
import { usePermissions } from '../../../lib/authorization';
import { useListParams } from '../../../lib/use-list-params';
import { exportPackages } from '../api/export-packages';
import { usePackages } from '../api/get-packages';

/** Status badges shrink with their column and cut their word short: the column keeps room for it. */
const STATUS_WIDTH = 130;

const FILTERS = [
  'q',
  'brandId',
  'status',
  'transportType',
  'startLocationId',
  'durationNights',
] as const;

export const STATUS_COLOURS = { published: 'green', test: 'orange' } as const;

/** Quick-quote packages with the agents' filters (duration, start, transport) and more. */
export function PackagesPage() {
  const { t } = useTranslation('packages');
  const { can } = usePermissions();
  const { page, filters, setFilter, setPage, resetFilters } = useListParams(FILTERS);
  const [search, setSearch] = useState(filters.q);
  const locations = useLocationOptions();
  const packagesQuery = usePackages({ page, ...filters });
  const download = useMutation({
    mutationFn: () => exportPackages(filters),
    onError: (error) =>
      notifications.show({ color: 'red', title: t('export.failed'), message: error.message }),
  });
  const applySearch = useDebouncedCallback((value: string) => setFilter('q', value), 300);
  const rows = packagesQuery.data?.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.intro')}</Text>
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
          {can('packages.manage') ? (
            <>
              <Button
                component={Link}
                to="/admin/quick-quote/test"
                variant="light"
                leftSection={<IconCalculator size={16} />}
              >
                {t('list.test')}
              </Button>
              <Button
                component={Link}
                to="/admin/quick-quote/add"
                leftSection={<IconPlus size={16} />}
              >
                {t('list.add')}
              </Button>
            </>
          ) : null}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }} spacing="sm">
        <TextInput
          label={t('list.filters.search')}
          placeholder={t('list.filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
        />
        <Select
          label={t('list.filters.brand')}
          placeholder={t('list.filters.all')}
          clearable
          data={[
            { value: '1', label: t('markets.1') },
            { value: '2', label: t('markets.2') },
          ]}
          value={filters.brandId || null}
          onChange={(value) => setFilter('brandId', value ?? '')}
        />
        <Select
          label={t('list.filters.status')}
          placeholder={t('list.filters.all')}
          clearable
          data={PACKAGE_STATUSES.map((code) => ({ value: code, label: t(`status.${code}`) }))}
          value={filters.status || null}
          onChange={(value) => setFilter('status', value ?? '')}
        />
        <Select
          label={t('list.filters.transport')}
          placeholder={t('list.filters.all')}
          clearable
          data={TRANSPORT_TYPES.map((code) => ({ value: code, label: t(`transport.${code}`) }))}
          value={filters.transportType || null}
          onChange={(value) => setFilter('transportType', value ?? '')}
        />
        <Select
          label={t('list.filters.start')}
          placeholder={t('list.filters.all')}
          clearable
          searchable
          data={locations.options}
          value={filters.startLocationId || null}
          onChange={(value) => setFilter('startLocationId', value ?? '')}
        />
        <NumberInput
          label={t('list.filters.nights')}
          placeholder={t('list.filters.all')}
          min={1}
          max={60}
          allowDecimal={false}
          value={filters.durationNights === '' ? '' : Number(filters.durationNights)}
          onChange={(value) => setFilter('durationNights', value === '' ? '' : String(value))}
        />
      </SimpleGrid>
      <Group>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => {
            setSearch('');
            resetFilters();
          }}
        >
          {t('list.filters.reset')}
        </Button>
      </Group>
      {packagesQuery.error ? (
        <Alert color="red" role="alert">
          {packagesQuery.error.message}
        </Alert>
      ) : null}
      {packagesQuery.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 && !packagesQuery.error ? (
        <Text>{t('list.empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={860}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.columns.code')}</Table.Th>
                <Table.Th>{t('list.columns.name')}</Table.Th>
                <Table.Th>{t('list.columns.market')}</Table.Th>
                <Table.Th>{t('list.columns.start')}</Table.Th>
                <Table.Th>{t('list.columns.nights')}</Table.Th>
                <Table.Th>{t('list.columns.transport')}</Table.Th>
                <Table.Th>{t('list.columns.tariff')}</Table.Th>
                <Table.Th w={STATUS_WIDTH}>{t('list.columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((pkg) => (
                <Table.Tr key={pkg.id}>
                  <Table.Td>{pkg.code}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/quick-quote/${pkg.id}`}>
                      {pkg.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`markets.${pkg.brandId}`)}</Table.Td>
                  <Table.Td>{locations.byId.get(pkg.startLocationId)?.name ?? '—'}</Table.Td>
                  <Table.Td>{pkg.durationNights}</Table.Td>
                  <Table.Td>{t(`transport.${pkg.transportType}`)}</Table.Td>
                  <Table.Td>{pkg.productTariff}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOURS[pkg.status]} variant="light">
                      {t(`status.${pkg.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination
        pagination={packagesQuery.data}
        onPageChange={setPage}
        disabled={packagesQuery.isFetching}
      />
    </Stack>
  );
}
