import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TDepartureYieldSummary } from '@portal/shared/contracts/regular-tours';
import { DEPARTURE_RISKS, HIGH_RISK_DAYS } from '@portal/shared/domain/tours';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { useListParams } from '../../../lib/use-list-params';
import { exportDepartureYield, useDepartureYield } from '../api/admin-departures';
import { useTourLabels } from '../hooks/use-tour-labels';
import { tourPaths } from '../paths';
import { SeatsBar } from './seats-bar';
import { GuaranteedBadge, RiskBadge } from './tour-badges';

const FILTERS = ['withinDays', 'brandId', 'risk'] as const;
const WINDOWS = ['30', '60', '90', '180', '365'];
const DEFAULT_WINDOW = '90';

function SummaryCard({ summary }: { summary: TDepartureYieldSummary }) {
  const { t } = useTranslation('regular-tours');
  const labels = useTourLabels();
  const figures: [string, string][] = [
    [t('yield.summary.departures'), String(summary.departures)],
    [t('yield.summary.belowBreakEven'), String(summary.belowBreakEven)],
    [t('yield.summary.highRisk'), String(summary.highRisk)],
    [
      t('yield.summary.seats'),
      t('list.seats', { sold: summary.seatsSold, capacity: summary.capacity }),
    ],
    [t('yield.summary.net'), labels.price(summary.netCents, summary.brandId)],
    [t('yield.summary.netExGst'), labels.price(summary.netExGstCents, summary.brandId)],
    [t('yield.summary.outputGst'), labels.price(summary.outputGstCents, summary.brandId)],
    [t('yield.summary.inputGst'), labels.price(summary.inputGstCents, summary.brandId)],
    [t('yield.summary.marginExGst'), labels.price(summary.marginExGstCents, summary.brandId)],
  ];
  return (
    <Paper withBorder p="md" component="section" aria-label={labels.brand(summary.brandId)}>
      <Title order={2} size="h4" mb="xs">
        {labels.brand(summary.brandId)}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {figures.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600}>{value}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** `/admin/regular-tours/yield`: the forward risk across departures still to leave. */
export function YieldPage() {
  const { t, i18n } = useTranslation('regular-tours');
  const labels = useTourLabels();
  const { page, filters, setFilter, setPage } = useListParams(FILTERS);
  const withinDays = filters.withinDays || DEFAULT_WINDOW;
  const query = useDepartureYield({ page, ...filters, withinDays });
  const download = useMutation({
    mutationFn: () => exportDepartureYield({ ...filters, withinDays }),
    onError: (error) =>
      notifications.show({ color: 'red', title: t('list.exportFailed'), message: error.message }),
  });
  const rows = query.data?.data ?? [];

  return (
    <Stack gap="md">
      <Anchor component={Link} to={tourPaths.list} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('edit.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('yield.title')}</Title>
          <Text c="dimmed">{t('yield.intro', { count: HIGH_RISK_DAYS })}</Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {t('list.export')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" maw={900}>
        <Select
          label={t('yield.within')}
          allowDeselect={false}
          value={withinDays}
          data={WINDOWS.map((days) => ({
            value: days,
            label: t('yield.withinDays', { count: Number(days) }),
          }))}
          onChange={(value) => setFilter('withinDays', value ?? DEFAULT_WINDOW)}
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
          label={t('yield.risk')}
          placeholder={t('list.all')}
          clearable
          value={filters.risk || null}
          data={DEPARTURE_RISKS.map((risk) => ({ value: risk, label: t(`risk.${risk}`) }))}
          onChange={(value) => setFilter('risk', value ?? '')}
        />
      </SimpleGrid>
      {query.error ? (
        <Alert color="red" role="alert">
          {query.error.message}
        </Alert>
      ) : null}
      {query.data && query.data.summary.length > 0 ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {query.data.summary.map((summary) => (
            <SummaryCard key={summary.brandId} summary={summary} />
          ))}
        </SimpleGrid>
      ) : null}
      {query.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 && !query.error ? (
        <Text>{t('yield.empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={1200}>
          <Table striped verticalSpacing="xs" aria-label={t('yield.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('yield.columns.risk')}</Table.Th>
                <Table.Th>{t('yield.columns.tour')}</Table.Th>
                <Table.Th>{t('yield.columns.date')}</Table.Th>
                <Table.Th>{t('yield.columns.seats')}</Table.Th>
                <Table.Th>{t('yield.columns.shortfall')}</Table.Th>
                <Table.Th>{t('yield.columns.net')}</Table.Th>
                <Table.Th>{t('yield.columns.outputGst')}</Table.Th>
                <Table.Th>{t('yield.columns.inputGst')}</Table.Th>
                <Table.Th>{t('yield.columns.marginExGst')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.departureId}>
                  <Table.Td>
                    <Group gap={4}>
                      <RiskBadge risk={row.risk} />
                      {row.isGuaranteed ? <GuaranteedBadge /> : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={tourPaths.edit(row.tourId, 'departures')}>
                      {row.tourName}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {row.tourCode}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDayMonthYear(row.departureDate, i18n.language)}</Text>
                    <Text size="xs" c="dimmed">
                      {t('yield.daysToGo', { count: row.daysToDeparture })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <SeatsBar
                      sold={row.seatsSold}
                      capacity={row.capacity}
                      breakEven={row.breakEvenSeats}
                    />
                  </Table.Td>
                  <Table.Td>
                    {row.shortfallSeats > 0
                      ? t('yield.shortfall', { count: row.shortfallSeats })
                      : t('yield.covered')}
                  </Table.Td>
                  <Table.Td>{labels.price(row.netCents, row.brandId)}</Table.Td>
                  <Table.Td>{labels.price(row.outputGstCents, row.brandId)}</Table.Td>
                  <Table.Td>{labels.price(row.inputGstCents, row.brandId)}</Table.Td>
                  <Table.Td c={row.marginExGstCents < 0 ? 'red' : undefined}>
                    {labels.price(row.marginExGstCents, row.brandId)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination pagination={query.data} onPageChange={setPage} disabled={query.isFetching} />
    </Stack>
  );
}
