import {
  Alert,
  Anchor,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  PROFIT_VIEWS,
  type TProfitFigures,
  type TProfitReport,
  type TProfitView,
} from '@portal/shared/contracts/finance-reports';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatMoney } from '@portal/shared/format/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { Pagination } from '../../../components/ui/pagination';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useListParams } from '../../../lib/use-list-params';
import { downloadProfitCsv, useProfit, type TProfitFilter } from '../api/get-profit';
import { BrandSelect, DateFilter, readBrand } from './report-filters';

const FILTERS = ['brand', 'from', 'to', 'view'] as const;

function readView(value: string): TProfitView {
  return (PROFIT_VIEWS as readonly string[]).includes(value) ? (value as TProfitView) : 'all';
}

/** The money columns, in the order the table and the CSV show them. */
const MONEY_COLUMNS = [
  'costCents',
  'sellCents',
  'netCents',
  'commissionCents',
  'marginExGstCents',
] as const satisfies readonly (keyof TProfitFigures)[];
const SETTLEMENT_COLUMNS = [
  'invoicedCents',
  'receivedCents',
  'supplierPaidCents',
  'supplierToPayCents',
] as const satisfies readonly (keyof TProfitFigures)[];

function FigureCells({ figures, currency }: { figures: TProfitFigures; currency: string }) {
  const { i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, currency, i18n.language);
  const percent =
    figures.marginExGstPercent === null
      ? '—'
      : `${figures.marginExGstPercent.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
  return (
    <>
      {MONEY_COLUMNS.map((column) => (
        <Table.Td key={column} ta="right" c={figures[column] < 0 ? 'red' : undefined}>
          {money(figures[column])}
        </Table.Td>
      ))}
      <Table.Td ta="right">{percent}</Table.Td>
      {SETTLEMENT_COLUMNS.map((column) => (
        <Table.Td key={column} ta="right">
          {money(figures[column])}
        </Table.Td>
      ))}
    </>
  );
}

function ProfitTable({ report }: { report: TProfitReport }) {
  const { t, i18n } = useTranslation('finance-reports');
  return (
    <Table.ScrollContainer minWidth={1500}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('profit.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('profit.columns.file')}</Table.Th>
            <Table.Th>{t('profit.columns.agency')}</Table.Th>
            <Table.Th>{t('profit.columns.travelDate')}</Table.Th>
            <Table.Th>{t('profit.columns.status')}</Table.Th>
            {MONEY_COLUMNS.map((column) => (
              <Table.Th key={column} ta="right">
                {t(`profit.columns.${column}`)}
              </Table.Th>
            ))}
            <Table.Th ta="right">{t('profit.columns.marginExGstPercent')}</Table.Th>
            {SETTLEMENT_COLUMNS.map((column) => (
              <Table.Th key={column} ta="right">
                {t(`profit.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.data.map((row) => (
            <Table.Tr key={row.fileReference}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor component={Link} to={`/admin/client-files/${row.fileReference}`}>
                  {row.fileReference}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {row.bookingName}
                </Text>
              </Table.Td>
              <Table.Td>{row.agencyName}</Table.Td>
              <Table.Td>{formatDayMonthYear(row.travelDate, i18n.language)}</Table.Td>
              <Table.Td>
                <StatusBadge status={row.status} />
              </Table.Td>
              <FigureCells figures={row} currency={report.currency} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={4}>
              {t('profit.totals', { count: report.meta.total })}
            </Table.Th>
            <FigureCells figures={report.totals} currency={report.currency} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Profit per booking (`/admin/finance/profit`, finance.manage): each booking travelling in the
 * dates chosen (last, this and next month unless chosen) with its cost, prices, commission and
 * margin without GST, what was invoiced and received and what its suppliers were paid and are
 * still owed; totals over every booking of the filter; two working lists (confirmed with nothing
 * invoiced, invoiced but not paid); CSV. Every filter is kept in the address.
 */
export function ProfitPage() {
  const { t, i18n } = useTranslation('finance-reports');
  const { filters, page, setFilter, setPage } = useListParams(FILTERS);
  const filter: TProfitFilter = {
    brand: readBrand(filters.brand),
    from: filters.from,
    to: filters.to,
    view: readView(filters.view),
  };
  const report = useProfit(filter, page);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('profit.heading')}</Title>
          <Text c="dimmed">{t('profit.intro')}</Text>
        </div>
        <ExportCsvButton download={() => downloadProfitCsv(filter)} />
      </Group>
      <Group align="flex-end">
        <BrandSelect value={filter.brand} onChange={(brand) => setFilter('brand', brand)} />
        <DateFilter
          label={t('filters.from')}
          value={filter.from}
          onChange={(from) => setFilter('from', from)}
        />
        <DateFilter
          label={t('filters.to')}
          value={filter.to}
          onChange={(to) => setFilter('to', to)}
        />
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="profit-view-label">
          {t('filters.view')}
        </Text>
        <SegmentedControl
          aria-labelledby="profit-view-label"
          value={filter.view}
          onChange={(view) => setFilter('view', view === 'all' ? '' : view)}
          data={PROFIT_VIEWS.map((view) => ({ value: view, label: t(`profit.views.${view}`) }))}
        />
        <Text size="xs" c="dimmed">
          {t(`profit.viewHints.${filter.view}`)}
        </Text>
      </Stack>
      {report.error ? (
        <Alert color="red" role="alert">
          {report.error.message}
        </Alert>
      ) : null}
      {report.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : report.data ? (
        <>
          <Text fw={500}>
            {t('profit.range', {
              from: formatDayMonthYear(report.data.from, i18n.language),
              to: formatDayMonthYear(report.data.to, i18n.language),
              currency: report.data.currency,
            })}
          </Text>
          {report.data.data.length === 0 ? (
            <Text>{t('profit.empty')}</Text>
          ) : (
            <ProfitTable report={report.data} />
          )}
          <Pagination
            pagination={{ meta: report.data.meta, links: report.data.links }}
            onPageChange={setPage}
            disabled={report.isFetching}
          />
        </>
      ) : null}
    </Stack>
  );
}
