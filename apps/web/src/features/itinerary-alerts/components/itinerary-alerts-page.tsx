import { formatDayMonthYear } from '@portal/shared/format/dates';
import {
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
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { useLocationOptions } from '../../../lib/catalogue-lookups';
import { useListParams } from '../../../lib/use-list-params';
import { exportItineraryAlerts } from '../api/export-itinerary-alerts';
import { useItineraryAlerts } from '../api/get-itinerary-alerts';
import type { TItineraryAlertFilter } from '../api/query-keys';
import { SeverityBadge } from './severity-badge';

const FILTERS = ['active', 'locationId', 'date', 'q'] as const;

function readActive(value: string): TItineraryAlertFilter['active'] {
  return value === 'true' || value === 'false' ? value : '';
}

function readDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
}

function readId(value: string): string {
  return /^\d{1,10}$/.test(value) ? value : '';
}

/** Itinerary alerts: road closures and weather notices shown on travellers' itineraries. */
export function ItineraryAlertsPage() {
  const { t, i18n } = useTranslation('itinerary-alerts');
  const { page, filters, setFilter, setPage } = useListParams(FILTERS);
  const [search, setSearch] = useState(filters.q);
  const applySearch = useDebouncedCallback((value: string) => setFilter('q', value), 300);
  const locations = useLocationOptions();
  const filter: Omit<TItineraryAlertFilter, 'page'> = {
    active: readActive(filters.active),
    locationId: readId(filters.locationId),
    date: readDate(filters.date),
    q: filters.q,
  };
  const alertsQuery = useItineraryAlerts({ ...filter, page });
  const download = useMutation({
    mutationFn: () => exportItineraryAlerts(filter),
    onError: (error) =>
      notifications.show({ color: 'red', title: t('export.failed'), message: error.message }),
  });
  const formatDate = (iso: string) => formatDayMonthYear(iso, i18n.language);
  const rows = alertsQuery.data?.data ?? [];
  const isFiltered = Object.values(filter).some((value) => value !== '');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
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
          <Button component={Link} to="/admin/alerts/add" leftSection={<IconPlus size={16} />}>
            {t('add')}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
        />
        <Select
          label={t('filters.active')}
          placeholder={t('ui-kit:select.all')}
          clearable
          data={[
            { value: 'true', label: t('filters.activeOnly') },
            { value: 'false', label: t('filters.inactiveOnly') },
          ]}
          value={filter.active || null}
          onChange={(value) => setFilter('active', value ?? '')}
        />
        <Select
          label={t('filters.location')}
          placeholder={t('ui-kit:select.all')}
          clearable
          searchable
          data={locations.options}
          value={filter.locationId || null}
          onChange={(value) => setFilter('locationId', value ?? '')}
        />
        <DateInput
          label={t('filters.date')}
          description={t('filters.dateHint')}
          clearable
          valueFormat="DD MMM YYYY"
          value={filter.date || null}
          onChange={(value) => setFilter('date', value ?? '')}
        />
      </SimpleGrid>
      {alertsQuery.error ? (
        <Alert color="red" role="alert">
          {alertsQuery.error.message}
        </Alert>
      ) : null}
      {alertsQuery.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 && !alertsQuery.error ? (
        <Text>{isFiltered ? t('empty.filtered') : t('empty.none')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.title')}</Table.Th>
                <Table.Th>{t('columns.severity')}</Table.Th>
                <Table.Th>{t('columns.location')}</Table.Th>
                <Table.Th>{t('columns.dates')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((alert) => (
                <Table.Tr key={alert.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/alerts/${alert.id}`}>
                      {alert.title}
                    </Anchor>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {alert.message}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <SeverityBadge severity={alert.severity} />
                  </Table.Td>
                  <Table.Td>{alert.locationName ?? t('everywhere')}</Table.Td>
                  <Table.Td>
                    {t('dateRange', {
                      from: formatDate(alert.startsOn),
                      to: formatDate(alert.endsOn),
                    })}
                  </Table.Td>
                  <Table.Td>{alert.isActive ? t('status.active') : t('status.inactive')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination
        pagination={alertsQuery.data}
        onPageChange={setPage}
        disabled={alertsQuery.isFetching}
      />
    </Stack>
  );
}
