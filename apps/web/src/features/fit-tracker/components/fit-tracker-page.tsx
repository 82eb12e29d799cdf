import { formatDayMonthYear } from '@portal/shared/format/dates';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import {
  FIT_TRACKER_ACTION_FOR,
  FIT_TRACKER_DEFAULT_DAYS,
  FIT_TRACKER_LACKS,
  type TFitTrackerLack,
  type TFitTrackerRow,
} from '@portal/shared/contracts/fit-tracker';
import { formatPrice } from '@portal/shared/format/money';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useListParams } from '../../../lib/use-list-params';
import { exportFitTracker } from '../api/export-fit-tracker';
import { useFitTracker } from '../api/get-fit-tracker';
import { useFitTrackerAgencies } from '../api/get-fit-tracker-agencies';
import type { TFitTrackerFilter } from '../api/query-keys';
import { useRunFitTrackerAction } from '../api/run-fit-tracker-action';

const DAY_CHOICES = [7, 14, 30, 60, 90, 180, 365] as const;

function readDays(value: string): number {
  const days = Number(value);
  return (DAY_CHOICES as readonly number[]).includes(days) ? days : FIT_TRACKER_DEFAULT_DAYS;
}

function readAgency(value: string): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

function readLack(value: string): TFitTrackerLack | undefined {
  return (FIT_TRACKER_LACKS as readonly string[]).includes(value)
    ? (value as TFitTrackerLack)
    : undefined;
}

const LACK_COLOURS: Record<TFitTrackerLack, string> = {
  'unconfirmed-services': 'orange',
  'balance-owing': 'red',
  'emergency-contact': 'grape',
  'travel-documents': 'blue',
};

/** One lack of a booking: its badge and the button that deals with it. */
function LackItem({ row, lack }: { row: TFitTrackerRow; lack: TFitTrackerLack }) {
  const { t, i18n } = useTranslation('fit-tracker');
  const run = useRunFitTrackerAction();
  const action = FIT_TRACKER_ACTION_FOR[lack];
  const badge =
    lack === 'unconfirmed-services'
      ? t('lacks.unconfirmed-services', { count: row.unconfirmedServices })
      : lack === 'balance-owing'
        ? t('lacks.balance-owing', {
            amount: formatPrice(row.balanceOwingCents, row.brandId, i18n.language),
          })
        : t(`lacks.${lack}`);

  function handleClick() {
    run.mutate(
      { reference: row.reference, action },
      {
        onSuccess: (result) =>
          notifications.show({
            color: 'fern',
            message: t(`done.${action}`, { reference: row.reference, count: result.count }),
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('failed', { reference: row.reference }),
            message: error.message,
          }),
      },
    );
  }

  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Badge color={LACK_COLOURS[lack]} variant="light" tt="none">
        {badge}
      </Badge>
      <Button
        size="compact-xs"
        variant="light"
        loading={run.isPending}
        onClick={handleClick}
        aria-label={t('actionLabel', { action: t(`actions.${action}`), reference: row.reference })}
      >
        {t(`actions.${action}`)}
      </Button>
    </Group>
  );
}

/**
 * The FIT finalisation tracker (/admin/fit-finalisation-tracker): bookings travelling in the next
 * N days, soonest first, with what each still lacks and a button to deal with each; filters and
 * pages live in the address, and the CSV takes the same filters.
 */
export function FitTrackerPage() {
  const { t, i18n } = useTranslation('fit-tracker');
  const { page, filters, setFilter, setPage } = useListParams([
    'days',
    'agency',
    'lacking',
    'complete',
  ] as const);
  const filter: TFitTrackerFilter = {
    days: readDays(filters.days),
    agency: readAgency(filters.agency),
    lacking: readLack(filters.lacking),
    includeComplete: filters.complete === 'true',
    page,
  };
  const tracker = useFitTracker(filter);
  const agencies = useFitTrackerAgencies();
  const download = useMutation({
    mutationFn: () => exportFitTracker(filter),
    onError: (error) =>
      notifications.show({ color: 'red', title: t('export.failed'), message: error.message }),
  });

  const rows = tracker.data?.data ?? [];

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('filters.days')}
          value={String(filter.days)}
          allowDeselect={false}
          data={DAY_CHOICES.map((days) => ({
            value: String(days),
            label: t('filters.daysOption', { count: days }),
          }))}
          onChange={(value) =>
            setFilter('days', value && Number(value) !== FIT_TRACKER_DEFAULT_DAYS ? value : '')
          }
          w={180}
        />
        <Select
          label={t('filters.agency')}
          placeholder={t('ui-kit:select.all')}
          value={filter.agency === undefined ? null : String(filter.agency)}
          data={(agencies.data?.data ?? []).map((agency) => ({
            value: String(agency.id),
            label: agency.name,
          }))}
          onChange={(value) => setFilter('agency', value ?? '')}
          searchable
          clearable
          w={240}
        />
        <Select
          label={t('filters.lacking')}
          placeholder={t('ui-kit:select.all')}
          value={filter.lacking ?? null}
          data={FIT_TRACKER_LACKS.map((lack) => ({ value: lack, label: t(`lackNames.${lack}`) }))}
          onChange={(value) => setFilter('lacking', value ?? '')}
          clearable
          w={240}
        />
        <Checkbox
          label={t('filters.includeComplete')}
          checked={filter.includeComplete}
          onChange={(event) => setFilter('complete', event.currentTarget.checked ? 'true' : '')}
          mb={8}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={download.isPending}
          onClick={() => download.mutate()}
          ml="auto"
        >
          {t('export.button')}
        </Button>
      </Group>
      {tracker.error ? (
        <Alert color="red" role="alert">
          {tracker.error.message}
        </Alert>
      ) : null}
      {tracker.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('loading')}</Text>
        </Group>
      ) : rows.length === 0 && !tracker.error ? (
        <Text>{t('empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={900}>
          <Table
            striped
            verticalSpacing="xs"
            aria-label={t('tableLabel')}
            aria-busy={tracker.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.file')}</Table.Th>
                <Table.Th>{t('columns.agency')}</Table.Th>
                <Table.Th>{t('columns.travelDate')}</Table.Th>
                <Table.Th>{t('columns.daysToGo')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th>{t('columns.lacking')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.reference} data-reference={row.reference}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {row.reference}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {row.bookingName}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.agencyName}</Text>
                    <Text size="sm" c="dimmed">
                      {row.agentName}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDayMonthYear(row.travelDate, i18n.language)}
                  </Table.Td>
                  <Table.Td>{t('daysToGo', { count: row.daysToGo })}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td>
                    {row.isComplete ? (
                      <Badge color="fern" variant="light" tt="none">
                        {t('complete')}
                      </Badge>
                    ) : (
                      <Stack gap={4}>
                        {row.lacking.map((lack) => (
                          <LackItem key={lack} row={row} lack={lack} />
                        ))}
                      </Stack>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination pagination={tracker.data} onPageChange={setPage} disabled={tracker.isFetching} />
    </Stack>
  );
}
