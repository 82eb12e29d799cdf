import { formatMoment } from '@portal/shared/format/dates';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { TBookingAlert } from '@portal/shared/contracts/supplier-requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { Pagination } from '../../../components/ui/pagination';
import type { RealtimeConnection } from '../../../lib/realtime';
import { useListParams } from '../../../lib/use-list-params';
import { exportBookingAlerts } from '../api/export-booking-alerts';
import { useBookingAlerts } from '../api/get-booking-alerts';
import type { TBookingAlertFilter } from '../api/query-keys';
import { useResolveBookingAlert } from '../api/resolve-booking-alert';
import { useBookingAlertLiveUpdates } from '../hooks/use-booking-alert-live-updates';

const STATES = ['open', 'resolved', 'all'] as const;
type TState = TBookingAlertFilter['state'];

function readState(value: string): TState {
  return (STATES as readonly string[]).includes(value) ? (value as TState) : 'open';
}

function ResolveButton({ alert }: { alert: TBookingAlert }) {
  const { t } = useTranslation('booking-alerts');
  const resolve = useResolveBookingAlert();
  return (
    <Stack gap={4} align="flex-end">
      <Button
        size="compact-sm"
        variant="light"
        loading={resolve.isPending}
        onClick={() => resolve.mutate(alert.id)}
        aria-label={t('resolveLabel', { reference: alert.bookingReference })}
      >
        {t('resolve')}
      </Button>
      {resolve.error ? (
        <Text size="xs" c="red" role="alert">
          {resolve.error.message}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Booking alerts (/admin/booking-alerts): what a consultant must act on — a supplier declined, a
 * request went unanswered — newest first, with state filter, search and pages; new alerts arrive
 * live and are announced.
 */
export function BookingAlertsPage({ connection }: { connection?: RealtimeConnection }) {
  const { t, i18n } = useTranslation('booking-alerts');
  const { page, filters, setFilter, setPage } = useListParams(['state', 'q'] as const);
  const state = readState(filters.state);
  const [search, setSearch] = useState(filters.q);
  const alerts = useBookingAlerts({ state, q: filters.q, page });
  useBookingAlertLiveUpdates(connection);

  const rows = alerts.data?.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <ExportCsvButton download={() => exportBookingAlerts({ state, q: filters.q })} />
      </Group>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SegmentedControl
          value={state}
          onChange={(value) => setFilter('state', value === 'open' ? '' : value)}
          aria-label={t('state.label')}
          data={STATES.map((value) => ({ value, label: t(`state.${value}`) }))}
        />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setFilter('q', search.slice(0, 100));
          }}
        >
          <Group gap="xs" align="flex-end">
            <TextInput
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              value={search}
              maxLength={100}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <Button type="submit" variant="light" leftSection={<IconSearch size={16} />}>
              {t('search.submit')}
            </Button>
          </Group>
        </form>
      </Group>
      {alerts.error ? (
        <Alert color="red" role="alert">
          {alerts.error.message}
        </Alert>
      ) : null}
      {alerts.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('loading')}</Text>
        </Group>
      ) : rows.length === 0 && !alerts.error ? (
        <Text data-testid="alerts-empty">{t(`empty.${state}`)}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={760}>
          <Table
            striped
            verticalSpacing="xs"
            aria-label={t('tableLabel')}
            aria-busy={alerts.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.message')}</Table.Th>
                <Table.Th>{t('columns.reference')}</Table.Th>
                <Table.Th>{t('columns.supplier')}</Table.Th>
                <Table.Th>{t('columns.raised')}</Table.Th>
                <Table.Th>{t('columns.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((alert) => (
                <Table.Tr key={alert.id} data-alert-id={alert.id}>
                  <Table.Td>
                    <Stack gap={2}>
                      <Badge
                        color={alert.kind === 'supplier-declined' ? 'red' : 'orange'}
                        variant="light"
                        tt="none"
                        size="sm"
                      >
                        {t(`kinds.${alert.kind}`)}
                      </Badge>
                      <Text size="sm">{alert.message}</Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text fw={600} size="sm">
                      {alert.bookingReference}
                    </Text>
                  </Table.Td>
                  <Table.Td>{alert.supplierName ?? '—'}</Table.Td>
                  <Table.Td>{formatMoment(alert.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>
                    {alert.resolvedAt ? (
                      <Text size="sm" c="dimmed">
                        {alert.resolvedByName
                          ? t('resolvedBy', {
                              name: alert.resolvedByName,
                              when: formatMoment(alert.resolvedAt, i18n.language),
                            })
                          : t('resolvedAt', {
                              when: formatMoment(alert.resolvedAt, i18n.language),
                            })}
                      </Text>
                    ) : (
                      <ResolveButton alert={alert} />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination pagination={alerts.data} onPageChange={setPage} disabled={alerts.isFetching} />
    </Stack>
  );
}
