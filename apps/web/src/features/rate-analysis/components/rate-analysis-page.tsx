import {
  Alert,
  Anchor,
  Badge,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type {
  TRateGap,
  TRateMargin,
  TSeasonalRateChange,
} from '@portal/shared/contracts/catalogue-api';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatPrice } from '@portal/shared/format/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { useRateAnalysis } from '../api/get-rate-analysis';
import { useTablePage } from '../hooks/use-table-page';

export const MONTH_CHOICES = [1, 3, 6, 12, 18, 24] as const;
const DEFAULT_MONTHS = 6;

function readMonths(value: string | null): number {
  const months = Number(value);
  return (MONTH_CHOICES as readonly number[]).includes(months) ? months : DEFAULT_MONTHS;
}

function readBrand(value: string | null): '' | '1' | '2' {
  return value === '1' || value === '2' ? value : '';
}

function AnalysisSection<T>({
  title,
  intro,
  rows,
  matches,
  empty,
  head,
  renderRow,
  minWidth,
}: {
  title: string;
  intro: string;
  rows: readonly T[];
  matches: (row: T, search: string) => boolean;
  empty: string;
  head: ReactNode;
  renderRow: (row: T, index: number) => ReactNode;
  minWidth: number;
}) {
  const { t } = useTranslation('rates');
  const table = useTablePage(rows, matches);
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2}>{title}</Title>
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          </div>
          <TextInput
            aria-label={t('analysis.filter', { section: title })}
            placeholder={t('analysis.filterPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={table.search}
            onChange={(event) => table.setSearch(event.currentTarget.value)}
            w={260}
          />
        </Group>
        {table.pageRows.length === 0 ? (
          <Text>{rows.length === 0 ? empty : t('analysis.noMatch')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={minWidth}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>{head}</Table.Thead>
              <Table.Tbody>{table.pageRows.map(renderRow)}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Pagination pagination={table.pagination} onPageChange={table.setPage} />
      </Stack>
    </Paper>
  );
}

function includesText(search: string, ...values: (string | null)[]): boolean {
  return values.some((value) => value?.toLowerCase().includes(search));
}

/**
 * Rate analysis for the months ahead: products with days that have no rate (they would price as
 * red lines), sell price changes between rate periods (seasons), and the cost against sell margin
 * by supplier and service type.
 */
export function RateAnalysisPage() {
  const { t, i18n } = useTranslation('rates');
  const [searchParams, setSearchParams] = useSearchParams();
  const months = readMonths(searchParams.get('months'));
  const brandId = readBrand(searchParams.get('brandId'));
  const analysisQuery = useRateAnalysis({ months, brandId });
  const analysis = analysisQuery.data;
  const language = i18n.language;
  const percent = new Intl.NumberFormat(language, {
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const plainPercent = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const serviceType = (code: string) => t(`codes.serviceTypes.${code}`, { ns: 'catalogue' });

  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('analysis.title')}</Title>
        <Text c="dimmed">{t('analysis.intro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('analysis.months')}
          data={MONTH_CHOICES.map((choice) => ({
            value: String(choice),
            label: t('analysis.monthsOption', { number: choice }),
          }))}
          value={String(months)}
          allowDeselect={false}
          onChange={(value) => setParam('months', value)}
        />
        <Select
          label={t('panel.market')}
          placeholder={t('panel.allMarkets')}
          clearable
          data={[
            { value: '1', label: t('markets.1') },
            { value: '2', label: t('markets.2') },
          ]}
          value={brandId || null}
          onChange={(value) => setParam('brandId', value)}
        />
      </SimpleGrid>
      {analysisQuery.error ? (
        <Alert color="red" role="alert">
          {analysisQuery.error.message}
        </Alert>
      ) : null}
      {analysisQuery.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('analysis.loading')}</Text>
        </Group>
      ) : null}
      {analysis ? (
        <>
          <Text size="sm" c="dimmed" aria-busy={analysisQuery.isFetching}>
            {t('analysis.window', {
              from: formatDayMonthYear(analysis.from, language),
              to: formatDayMonthYear(analysis.to, language),
            })}
          </Text>
          <AnalysisSection<TRateGap>
            title={t('analysis.missing.title')}
            intro={t('analysis.missing.intro')}
            empty={t('analysis.missing.empty')}
            rows={analysis.missingRates}
            minWidth={860}
            matches={(row, search) =>
              includesText(search, row.productCode, row.productName, row.supplierName)
            }
            head={
              <Table.Tr>
                <Table.Th>{t('analysis.columns.product')}</Table.Th>
                <Table.Th>{t('analysis.columns.supplier')}</Table.Th>
                <Table.Th>{t('analysis.columns.serviceType')}</Table.Th>
                <Table.Th>{t('analysis.columns.market')}</Table.Th>
                <Table.Th>{t('analysis.columns.missingDays')}</Table.Th>
                <Table.Th>{t('analysis.columns.missingFrom')}</Table.Th>
                <Table.Th>{t('analysis.columns.missingTo')}</Table.Th>
              </Table.Tr>
            }
            renderRow={(row) => (
              <Table.Tr key={`${row.productId}-${row.brandId}`}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/admin/suppliers/${row.supplierId}?tab=rates&productId=${row.productId}`}
                  >
                    {row.productCode} – {row.productName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{row.supplierName}</Table.Td>
                <Table.Td>{serviceType(row.serviceTypeCode)}</Table.Td>
                <Table.Td>{t(`markets.${row.brandId}`)}</Table.Td>
                <Table.Td>
                  <Badge color="red" variant="light">
                    {row.missingDays}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDayMonthYear(row.firstMissingDate, language)}</Table.Td>
                <Table.Td>{formatDayMonthYear(row.lastMissingDate, language)}</Table.Td>
              </Table.Tr>
            )}
          />
          <AnalysisSection<TSeasonalRateChange>
            title={t('analysis.seasons.title')}
            intro={t('analysis.seasons.intro')}
            empty={t('analysis.seasons.empty')}
            rows={analysis.seasonalChanges}
            minWidth={900}
            matches={(row, search) => includesText(search, row.productName, row.roomType)}
            head={
              <Table.Tr>
                <Table.Th>{t('analysis.columns.product')}</Table.Th>
                <Table.Th>{t('analysis.columns.market')}</Table.Th>
                <Table.Th>{t('analysis.columns.roomType')}</Table.Th>
                <Table.Th>{t('analysis.columns.basis')}</Table.Th>
                <Table.Th>{t('analysis.columns.changeDate')}</Table.Th>
                <Table.Th ta="right">{t('analysis.columns.previousSell')}</Table.Th>
                <Table.Th ta="right">{t('analysis.columns.newSell')}</Table.Th>
                <Table.Th ta="right">{t('analysis.columns.change')}</Table.Th>
              </Table.Tr>
            }
            renderRow={(row, index) => (
              <Table.Tr
                key={`${row.productId}-${row.brandId}-${row.roomType}-${row.date}-${index}`}
              >
                <Table.Td>{row.productName}</Table.Td>
                <Table.Td>{t(`markets.${row.brandId}`)}</Table.Td>
                <Table.Td>{row.roomType ?? '—'}</Table.Td>
                <Table.Td>{t(`codes.bases.${row.basis}`, { ns: 'catalogue' })}</Table.Td>
                <Table.Td>{formatDayMonthYear(row.date, language)}</Table.Td>
                <Table.Td ta="right">
                  {formatPrice(row.previousSellCents, row.brandId, language)}
                </Table.Td>
                <Table.Td ta="right">{formatPrice(row.sellCents, row.brandId, language)}</Table.Td>
                <Table.Td ta="right">
                  <Text
                    size="sm"
                    c={
                      row.changeBasisPoints > 0
                        ? 'orange'
                        : row.changeBasisPoints < 0
                          ? 'teal'
                          : undefined
                    }
                  >
                    {percent.format(row.changeBasisPoints / 100)}%
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          />
          <AnalysisSection<TRateMargin>
            title={t('analysis.margins.title')}
            intro={t('analysis.margins.intro')}
            empty={t('analysis.margins.empty')}
            rows={analysis.margins}
            minWidth={860}
            matches={(row, search) =>
              includesText(search, row.supplierName, serviceType(row.serviceTypeCode))
            }
            head={
              <Table.Tr>
                <Table.Th>{t('analysis.columns.supplier')}</Table.Th>
                <Table.Th>{t('analysis.columns.serviceType')}</Table.Th>
                <Table.Th>{t('analysis.columns.market')}</Table.Th>
                <Table.Th ta="right">{t('analysis.columns.rateCount')}</Table.Th>
                <Table.Th ta="right">{t('analysis.columns.averageCost')}</Table.Th>
                <Table.Th ta="right">{t('analysis.columns.averageSell')}</Table.Th>
                <Table.Th ta="right">{t('analysis.columns.margin')}</Table.Th>
              </Table.Tr>
            }
            renderRow={(row) => (
              <Table.Tr key={`${row.supplierId}-${row.serviceTypeCode}-${row.brandId}`}>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/suppliers/${row.supplierId}?tab=rates`}>
                    {row.supplierName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{serviceType(row.serviceTypeCode)}</Table.Td>
                <Table.Td>{t(`markets.${row.brandId}`)}</Table.Td>
                <Table.Td ta="right">{row.rateCount}</Table.Td>
                <Table.Td ta="right">
                  {formatPrice(row.averageCostCents, row.brandId, language)}
                </Table.Td>
                <Table.Td ta="right">
                  {formatPrice(row.averageSellCents, row.brandId, language)}
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" c={row.marginBasisPoints < 0 ? 'red' : undefined}>
                    {plainPercent.format(row.marginBasisPoints / 100)}%
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          />
        </>
      ) : null}
    </Stack>
  );
}
