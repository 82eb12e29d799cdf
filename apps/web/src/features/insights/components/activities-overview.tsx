import { Alert, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type {
  TActivityFigures,
  TInsightsAgency,
  TInsightsBrand,
  TInsightsMoney,
  TInsightsMonth,
  TInsightsOverview,
} from '@portal/shared/contracts/insights';
import { INSIGHTS_CURRENCIES } from '@portal/shared/contracts/insights';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInsightsOverview } from '../api/get-overview';
import { overviewQuery, type TInsightsFilters } from '../api/query-keys';
import { BarChart } from './bar-chart';
import { ChartFigure, type TChartTableColumn } from './chart-figure';
import {
  formatCompactMoney,
  formatCount,
  formatDate,
  formatMoney,
  formatMonth,
  formatPercent,
} from './format';

function moneyOf(figures: TActivityFigures, currency: string): TInsightsMoney | undefined {
  return figures.revenue.find((money) => money.currency === currency);
}

function StatCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Paper>
  );
}

/**
 * The headline figures: counts, conversion, and money per currency (never added together): sell,
 * the GST in net and in cost, and the margin without GST.
 */
/** One figure per currency of the period's revenue; a dash when nothing was sold. */
function MoneyStatCard({
  label,
  revenue,
  cents,
}: {
  label: string;
  revenue: readonly TInsightsMoney[];
  cents: (money: TInsightsMoney) => number;
}) {
  const { i18n } = useTranslation('insights');
  return (
    <StatCard label={label}>
      {revenue.length === 0 ? <Text fw={700}>—</Text> : null}
      {revenue.map((money) => (
        <Text key={money.currency} fw={700}>
          {formatMoney(cents(money), money.currency, i18n.language)}
        </Text>
      ))}
    </StatCard>
  );
}

function Totals({ overview }: { overview: TInsightsOverview }) {
  const { t, i18n } = useTranslation('insights');
  const { totals } = overview;
  const language = i18n.language;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" aria-label={t('totals.label')}>
      <StatCard label={t('totals.quotes')}>
        <Text fz="xl" fw={700}>
          {formatCount(totals.quotes, language)}
        </Text>
      </StatCard>
      <StatCard label={t('totals.bookings')}>
        <Text fz="xl" fw={700}>
          {formatCount(totals.bookings, language)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('totals.cancelled', { count: totals.cancelled })}
        </Text>
      </StatCard>
      <StatCard label={t('totals.conversion')}>
        <Text fz="xl" fw={700}>
          {formatPercent(totals.conversionPercent, language)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('totals.converted', { converted: totals.converted, quotes: totals.quotes })}
        </Text>
      </StatCard>
      <MoneyStatCard
        label={t('totals.revenue')}
        revenue={totals.revenue}
        cents={(money) => money.sellCents}
      />
      <MoneyStatCard
        label={t('totals.outputGst')}
        revenue={totals.revenue}
        cents={(money) => money.outputGstCents}
      />
      <MoneyStatCard
        label={t('totals.inputGst')}
        revenue={totals.revenue}
        cents={(money) => money.inputGstCents}
      />
      <StatCard label={t('totals.marginExGst')}>
        {totals.revenue.length === 0 ? <Text fw={700}>—</Text> : null}
        {totals.revenue.map((money) => (
          <Text key={money.currency} fw={700}>
            {formatMoney(money.marginExGstCents, money.currency, language)}{' '}
            <Text span size="xs" c="dimmed" fw={400}>
              {formatPercent(money.marginExGstPercent, language)}
            </Text>
          </Text>
        ))}
      </StatCard>
    </SimpleGrid>
  );
}

function ActivityByMonth({ overview }: { overview: TInsightsOverview }) {
  const { t, i18n } = useTranslation('insights');
  const language = i18n.language;
  const data = overview.byMonth.map((month) => ({
    label: formatMonth(month.month, language),
    quotes: month.quotes,
    bookings: month.bookings,
  }));
  const busiest = overview.byMonth.reduce<TInsightsMonth | null>(
    (best, month) => (best === null || month.bookings > best.bookings ? month : best),
    null,
  );
  const columns: TChartTableColumn<TInsightsMonth>[] = [
    { key: 'month', label: t('columns.month'), render: (row) => formatMonth(row.month, language) },
    { key: 'quotes', label: t('columns.quotes'), render: (row) => row.quotes, numeric: true },
    {
      key: 'converted',
      label: t('columns.converted'),
      render: (row) => row.converted,
      numeric: true,
    },
    {
      key: 'conversion',
      label: t('columns.conversion'),
      render: (row) => formatPercent(row.conversionPercent, language),
      numeric: true,
    },
    { key: 'bookings', label: t('columns.bookings'), render: (row) => row.bookings, numeric: true },
    {
      key: 'cancelled',
      label: t('columns.cancelled'),
      render: (row) => row.cancelled,
      numeric: true,
    },
  ];
  return (
    <ChartFigure
      title={t('charts.activityByMonth')}
      summary={t('summaries.activityByMonth', {
        quotes: overview.totals.quotes,
        bookings: overview.totals.bookings,
        from: formatDate(overview.from, language),
        to: formatDate(overview.to, language),
        month: busiest && busiest.bookings > 0 ? formatMonth(busiest.month, language) : '—',
        busiest: busiest?.bookings ?? 0,
      })}
      chart={
        <BarChart
          data={data}
          categoryKey="label"
          series={[
            { key: 'quotes', label: t('columns.quotes'), colour: 'blue' },
            { key: 'bookings', label: t('columns.bookings'), colour: 'fern' },
          ]}
          formatValue={(value) => formatCount(value, language)}
        />
      }
      rows={overview.byMonth}
      columns={columns}
      rowKey={(row) => row.month}
    />
  );
}

/** Sell and margin without GST by month in one currency: each currency has its own chart. */
function RevenueByMonth({ overview, currency }: { overview: TInsightsOverview; currency: string }) {
  const { t, i18n } = useTranslation('insights');
  const language = i18n.language;
  const data = overview.byMonth.map((month) => ({
    label: formatMonth(month.month, language),
    sell: moneyOf(month, currency)?.sellCents ?? 0,
    margin: moneyOf(month, currency)?.marginExGstCents ?? 0,
  }));
  const total = moneyOf(overview.totals, currency);
  const money = (cents: number | undefined) => formatMoney(cents ?? 0, currency, language);
  const columns: TChartTableColumn<TInsightsMonth>[] = [
    { key: 'month', label: t('columns.month'), render: (row) => formatMonth(row.month, language) },
    {
      key: 'sell',
      label: t('columns.sell'),
      render: (row) => money(moneyOf(row, currency)?.sellCents),
      numeric: true,
    },
    {
      key: 'cost',
      label: t('columns.cost'),
      render: (row) => money(moneyOf(row, currency)?.costCents),
      numeric: true,
    },
    {
      key: 'net',
      label: t('columns.net'),
      render: (row) => money(moneyOf(row, currency)?.netCents),
      numeric: true,
    },
    {
      key: 'outputGst',
      label: t('columns.outputGst'),
      render: (row) => money(moneyOf(row, currency)?.outputGstCents),
      numeric: true,
    },
    {
      key: 'inputGst',
      label: t('columns.inputGst'),
      render: (row) => money(moneyOf(row, currency)?.inputGstCents),
      numeric: true,
    },
    {
      key: 'marginExGst',
      label: t('columns.marginExGst'),
      render: (row) => money(moneyOf(row, currency)?.marginExGstCents),
      numeric: true,
    },
    {
      key: 'marginExGstPercent',
      label: t('columns.marginExGstPercent'),
      render: (row) => formatPercent(moneyOf(row, currency)?.marginExGstPercent ?? null, language),
      numeric: true,
    },
  ];
  return (
    <ChartFigure
      title={t('charts.revenueByMonth', { currency })}
      summary={t('summaries.revenueByMonth', {
        currency,
        sell: money(total?.sellCents),
        margin: money(total?.marginExGstCents),
        percent: formatPercent(total?.marginExGstPercent ?? null, language),
      })}
      chart={
        <BarChart
          data={data}
          categoryKey="label"
          series={[
            { key: 'sell', label: t('columns.sell'), colour: 'indigo' },
            { key: 'margin', label: t('columns.marginExGst'), colour: 'teal' },
          ]}
          formatValue={(value) => formatCompactMoney(value, currency, language)}
        />
      }
      rows={overview.byMonth}
      columns={columns}
      rowKey={(row) => row.month}
    />
  );
}

function moneyColumns<TRow extends TActivityFigures>(
  labels: { sell: string; outputGst: string; inputGst: string; marginExGst: string },
  language: string,
): TChartTableColumn<TRow>[] {
  const list = (row: TRow, pick: (money: TInsightsMoney) => number) =>
    row.revenue.length === 0
      ? '—'
      : row.revenue.map((money) => formatMoney(pick(money), money.currency, language)).join(' · ');
  return [
    {
      key: 'sell',
      label: labels.sell,
      render: (row) => list(row, (money) => money.sellCents),
      numeric: true,
    },
    {
      key: 'outputGst',
      label: labels.outputGst,
      render: (row) => list(row, (money) => money.outputGstCents),
      numeric: true,
    },
    {
      key: 'inputGst',
      label: labels.inputGst,
      render: (row) => list(row, (money) => money.inputGstCents),
      numeric: true,
    },
    {
      key: 'marginExGst',
      label: labels.marginExGst,
      render: (row) => list(row, (money) => money.marginExGstCents),
      numeric: true,
    },
  ];
}

function ActivityByBrand({ overview }: { overview: TInsightsOverview }) {
  const { t, i18n } = useTranslation('insights');
  const language = i18n.language;
  const columns: TChartTableColumn<TInsightsBrand>[] = [
    { key: 'brand', label: t('columns.brand'), render: (row) => row.brandName },
    { key: 'quotes', label: t('columns.quotes'), render: (row) => row.quotes, numeric: true },
    { key: 'bookings', label: t('columns.bookings'), render: (row) => row.bookings, numeric: true },
    {
      key: 'conversion',
      label: t('columns.conversion'),
      render: (row) => formatPercent(row.conversionPercent, language),
      numeric: true,
    },
    ...moneyColumns<TInsightsBrand>(
      {
        sell: t('columns.sell'),
        outputGst: t('columns.outputGst'),
        inputGst: t('columns.inputGst'),
        marginExGst: t('columns.marginExGst'),
      },
      language,
    ),
  ];
  return (
    <ChartFigure
      title={t('charts.byBrand')}
      summary={t('summaries.byBrand', {
        list: overview.byBrand
          .map((row) =>
            t('summaries.entry', {
              name: row.brandName,
              quotes: row.quotes,
              bookings: row.bookings,
            }),
          )
          .join('; '),
      })}
      chart={
        <BarChart
          data={overview.byBrand.map((row) => ({ ...row, label: row.brandName }))}
          categoryKey="label"
          series={[
            { key: 'quotes', label: t('columns.quotes'), colour: 'blue' },
            { key: 'bookings', label: t('columns.bookings'), colour: 'fern' },
          ]}
          formatValue={(value) => formatCount(value, language)}
          height={240}
        />
      }
      rows={overview.byBrand}
      columns={columns}
      rowKey={(row) => String(row.brandId)}
      isTableOpen
    />
  );
}

function ActivityByAgency({ overview }: { overview: TInsightsOverview }) {
  const { t, i18n } = useTranslation('insights');
  const language = i18n.language;
  const nameOf = (row: TInsightsAgency) =>
    row.agencyId === null ? t('others', { count: row.agencyCount }) : row.agencyName;
  const columns: TChartTableColumn<TInsightsAgency>[] = [
    { key: 'agency', label: t('columns.agency'), render: nameOf },
    { key: 'quotes', label: t('columns.quotes'), render: (row) => row.quotes, numeric: true },
    { key: 'bookings', label: t('columns.bookings'), render: (row) => row.bookings, numeric: true },
    {
      key: 'conversion',
      label: t('columns.conversion'),
      render: (row) => formatPercent(row.conversionPercent, language),
      numeric: true,
    },
    ...moneyColumns<TInsightsAgency>(
      {
        sell: t('columns.sell'),
        outputGst: t('columns.outputGst'),
        inputGst: t('columns.inputGst'),
        marginExGst: t('columns.marginExGst'),
      },
      language,
    ),
  ];
  return (
    <ChartFigure
      title={t('charts.byAgency')}
      summary={t('summaries.byAgency', {
        list: overview.byAgency
          .map((row) =>
            t('summaries.entry', { name: nameOf(row), quotes: row.quotes, bookings: row.bookings }),
          )
          .join('; '),
      })}
      chart={
        <BarChart
          data={overview.byAgency.map((row) => ({ ...row, label: nameOf(row) }))}
          categoryKey="label"
          layout="vertical"
          series={[
            { key: 'bookings', label: t('columns.bookings'), colour: 'fern' },
            { key: 'quotes', label: t('columns.quotes'), colour: 'blue' },
          ]}
          formatValue={(value) => formatCount(value, language)}
          height={Math.max(200, 48 * overview.byAgency.length + 60)}
        />
      }
      rows={overview.byAgency}
      columns={columns}
      rowKey={(row) => String(row.agencyId ?? 'others')}
      isTableOpen
    />
  );
}

/** "Activities overview": quotes, bookings, conversion, revenue, GST and margin in charts. */
export function ActivitiesOverview({ filters }: { filters: TInsightsFilters }) {
  const { t } = useTranslation('insights');
  const overview = useInsightsOverview(overviewQuery(filters));
  if (overview.error) {
    return (
      <Alert color="red" role="alert">
        {overview.error.message}
      </Alert>
    );
  }
  if (!overview.data) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>{t('loading')}</Text>
      </Group>
    );
  }
  const data = overview.data;
  const currencies = INSIGHTS_CURRENCIES.filter((currency) => moneyOf(data.totals, currency));
  return (
    <Stack gap="lg" aria-busy={overview.isFetching}>
      <Totals overview={data} />
      <ActivityByMonth overview={data} />
      {currencies.map((currency) => (
        <RevenueByMonth key={currency} overview={data} currency={currency} />
      ))}
      {currencies.length === 0 ? <Text c="dimmed">{t('noBookings')}</Text> : null}
      <ActivityByBrand overview={data} />
      <ActivityByAgency overview={data} />
    </Stack>
  );
}
