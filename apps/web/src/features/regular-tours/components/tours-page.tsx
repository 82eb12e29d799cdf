import {
  ActionIcon,
  Alert,
  Anchor,
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
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconCategory,
  IconChartBar,
  IconDownload,
  IconPencil,
  IconPlus,
  IconSearch,
} from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { TOUR_STATUSES } from '@portal/shared/domain/tours';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { usePermissions } from '../../../lib/authorization';
import { useListParams } from '../../../lib/use-list-params';
import { exportTours, useTourOptions, useTours } from '../api/admin-tours';
import { useTourLabels } from '../hooks/use-tour-labels';
import { tourPaths } from '../paths';
import { TourStatusBadge } from './tour-badges';

const FILTERS = ['q', 'categoryId', 'brandId', 'status'] as const;

/** The back office's tours: search, filter, page through and export them. */
export function ToursPage() {
  const { t, i18n } = useTranslation('regular-tours');
  const labels = useTourLabels();
  const { can } = usePermissions();
  const canManage = can('tours.manage');
  const { page, filters, setFilter, setPage, resetFilters } = useListParams(FILTERS);
  const [search, setSearch] = useState(filters.q);
  const applySearch = useDebouncedCallback((value: string) => setFilter('q', value), 300);
  const toursQuery = useTours({ page, ...filters });
  const options = useTourOptions();
  const download = useMutation({
    mutationFn: () => exportTours(filters),
    onError: (error) =>
      notifications.show({ color: 'red', title: t('list.exportFailed'), message: error.message }),
  });
  const rows = toursQuery.data?.data ?? [];
  const isFiltered = FILTERS.some((name) => filters[name] !== '');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.intro')}</Text>
        </div>
        <Group gap="sm">
          <Button
            component={Link}
            to={tourPaths.categories}
            variant="default"
            leftSection={<IconCategory size={16} />}
          >
            {t('list.categories')}
          </Button>
          <Button
            component={Link}
            to={tourPaths.yield}
            variant="default"
            leftSection={<IconChartBar size={16} />}
          >
            {t('list.yield')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            {t('list.export')}
          </Button>
          {canManage ? (
            <Button component={Link} to={tourPaths.add} leftSection={<IconPlus size={16} />}>
              {t('list.add')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <TextInput
          label={t('list.search.label')}
          placeholder={t('list.search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
        />
        <Select
          label={t('list.category')}
          placeholder={t('list.all')}
          clearable
          value={filters.categoryId || null}
          data={(options.data?.categories ?? []).map((category) => ({
            value: String(category.id),
            label: category.name,
          }))}
          onChange={(value) => setFilter('categoryId', value ?? '')}
        />
        <Select
          label={t('list.brand')}
          placeholder={t('list.all')}
          clearable
          value={filters.brandId || null}
          data={['1', '2'].map((value) => ({ value, label: t(`brands.${value}`) }))}
          onChange={(value) => setFilter('brandId', value ?? '')}
        />
        <Select
          label={t('list.status')}
          placeholder={t('list.all')}
          clearable
          value={filters.status || null}
          data={TOUR_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          onChange={(value) => setFilter('status', value ?? '')}
        />
      </SimpleGrid>
      {isFiltered ? (
        <Group>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => {
              setSearch('');
              resetFilters();
            }}
          >
            {t('list.reset')}
          </Button>
        </Group>
      ) : null}
      {toursQuery.error ? (
        <Alert color="red" role="alert">
          {toursQuery.error.message}
        </Alert>
      ) : null}
      {toursQuery.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 && !toursQuery.error ? (
        <Text>{isFiltered ? t('list.emptyFiltered') : t('list.empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('list.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.columns.code')}</Table.Th>
                <Table.Th>{t('list.columns.name')}</Table.Th>
                <Table.Th>{t('list.columns.category')}</Table.Th>
                <Table.Th>{t('list.columns.brand')}</Table.Th>
                <Table.Th>{t('list.columns.days')}</Table.Th>
                <Table.Th>{t('list.columns.status')}</Table.Th>
                <Table.Th>{t('list.columns.next')}</Table.Th>
                <Table.Th>{t('list.columns.departures')}</Table.Th>
                <Table.Th>{t('list.columns.seats')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((tour) => (
                <Table.Tr key={tour.id}>
                  <Table.Td>{tour.code}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={tourPaths.edit(tour.id)}>
                      {tour.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={tourPaths.catalogue(tour.categoryId)}>
                      {tour.categoryName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{labels.brand(tour.brandId)}</Table.Td>
                  <Table.Td>{tour.durationDays}</Table.Td>
                  <Table.Td>
                    <TourStatusBadge status={tour.status} />
                  </Table.Td>
                  <Table.Td>
                    {tour.nextDepartureDate
                      ? formatDayMonthYear(tour.nextDepartureDate, i18n.language)
                      : '–'}
                  </Table.Td>
                  <Table.Td>{tour.upcomingDepartureCount}</Table.Td>
                  <Table.Td>
                    {t('list.seats', {
                      sold: tour.upcomingSeatsSold,
                      capacity: tour.upcomingCapacity,
                    })}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      component={Link}
                      to={tourPaths.edit(tour.id)}
                      variant="subtle"
                      aria-label={t('list.edit', { name: tour.name })}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination
        pagination={toursQuery.data}
        onPageChange={setPage}
        disabled={toursQuery.isFetching}
      />
    </Stack>
  );
}
