import { Anchor, Badge, Group, Select, Stack, Table, Text } from '@mantine/core';
import { PAYABLE_STATE_FILTERS } from '@portal/shared/contracts/payables';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatMoney } from '@portal/shared/format/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { ListStates } from '../../../components/ui/list-states';
import { Pagination } from '../../../components/ui/pagination';
import { useBrandToday } from '../../../lib/settings';
import { useListParams } from '../../../lib/use-list-params';
import {
  downloadExpectedLinesCsv,
  EXPECTED_LINE_FILTERS,
  readStateChoice,
  useExpectedLines,
} from '../api/get-expected-lines';
import { BrandFilter, DateFilter, SupplierFilter, TextFilter } from './list-filters';
import { PayableStateBadge } from './payables-badges';
import { formatVariance } from './payables-format';

const STATE_CHOICES = [...PAYABLE_STATE_FILTERS, 'all'] as const;

/**
 * What the suppliers are expected to bill, by due date: each confirmed service's cost and each
 * cancelled service's supplier charge, with the supplier invoice line matched to it and how far
 * the bill differs. Opens on what is still unpaid; overdue lines are flagged.
 */
export function ExpectedLinesTab() {
  const { t, i18n } = useTranslation('payables');
  const { page, filters, setFilter, setPage } = useListParams(EXPECTED_LINE_FILTERS);
  const list = useExpectedLines(filters, page);
  const rows = list.data?.data ?? [];
  // A line is overdue once its due date has passed on its brand's calendar.
  const todayNz = useBrandToday(1);
  const todayAu = useBrandToday(2);

  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between">
        <Group align="flex-end" gap="sm">
          <BrandFilter value={filters.brandId} onChange={(value) => setFilter('brandId', value)} />
          <SupplierFilter
            value={filters.supplierId}
            onChange={(value) => setFilter('supplierId', value)}
          />
          <Select
            label={t('filters.state')}
            data={STATE_CHOICES.map((value) => ({ value, label: t(`stateFilters.${value}`) }))}
            value={readStateChoice(filters.state)}
            allowDeselect={false}
            // Unpaid is what an empty address shows: it is not written into it.
            onChange={(value) => setFilter('state', value === 'unpaid' ? '' : (value ?? ''))}
            w={170}
          />
          <DateFilter
            label={t('filters.dueBy')}
            value={filters.dueBy}
            onChange={(value) => setFilter('dueBy', value)}
          />
          <TextFilter
            label={t('filters.fileReference')}
            value={filters.fileReference}
            maxLength={40}
            onChange={(value) => setFilter('fileReference', value)}
          />
        </Group>
        <ExportCsvButton download={() => downloadExpectedLinesCsv(filters)} />
      </Group>
      <ListStates query={list} rowCount={rows.length} empty={t('expected.empty')}>
        <Table.ScrollContainer minWidth={1100}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            aria-label={t('expected.table')}
            aria-busy={list.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.supplier')}</Table.Th>
                <Table.Th>{t('columns.file')}</Table.Th>
                <Table.Th>{t('columns.service')}</Table.Th>
                <Table.Th>{t('columns.serviceDate')}</Table.Th>
                <Table.Th>{t('columns.dueOn')}</Table.Th>
                <Table.Th ta="right">{t('columns.expected')}</Table.Th>
                <Table.Th>{t('columns.state')}</Table.Th>
                <Table.Th>{t('columns.supplierInvoice')}</Table.Th>
                <Table.Th ta="right">{t('columns.variance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((line) => {
                const isOverdue =
                  line.state !== 'paid' && line.dueOn < (line.brandId === 2 ? todayAu : todayNz);
                return (
                  <Table.Tr key={`${line.serviceLineId}-${line.kind}`}>
                    <Table.Td>
                      {line.supplierName}
                      <Text size="xs" c="dimmed">
                        {line.supplierCode}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Anchor component={Link} to={`/admin/client-files/${line.fileReference}`}>
                        {line.fileReference}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {line.bookingName}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {line.serviceName}
                      {line.kind === 'cancellation' ? (
                        <Text size="xs" c="dimmed">
                          {t('kinds.cancellation')}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{formatDayMonthYear(line.serviceDate, i18n.language)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <span>{formatDayMonthYear(line.dueOn, i18n.language)}</span>
                        {isOverdue ? (
                          <Badge color="red" variant="filled" size="sm">
                            {t('expected.overdue')}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">
                      {formatMoney(line.expectedCents, line.currency, i18n.language)}
                    </Table.Td>
                    <Table.Td>
                      <PayableStateBadge state={line.state} />
                      {line.payment ? (
                        <Text size="xs" c="dimmed">
                          {t('expected.paidBy', {
                            run: line.payment.runNumber,
                            date: formatDayMonthYear(line.payment.paidOn, i18n.language),
                          })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {line.match ? (
                        <>
                          <Anchor
                            component={Link}
                            to={`/admin/finance/supplier-invoices/${line.match.supplierInvoiceId}`}
                          >
                            {line.match.supplierReference}
                          </Anchor>
                          <Text size="xs" c="dimmed">
                            {t('expected.billed', {
                              amount: formatMoney(line.match.billedCents, line.currency),
                            })}
                          </Text>
                        </>
                      ) : (
                        <Anchor
                          component={Link}
                          size="sm"
                          to={`/admin/finance/supplier-invoices/new?${new URLSearchParams({
                            brandId: String(line.brandId),
                            supplierId: String(line.supplierId),
                            fileReference: line.fileReference,
                            description: line.serviceName,
                          }).toString()}`}
                          aria-label={t('expected.enterFor', {
                            file: line.fileReference,
                            service: line.serviceName,
                          })}
                        >
                          {t('expected.enter')}
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td
                      ta="right"
                      c={line.match && line.match.varianceCents !== 0 ? 'red' : undefined}
                      fw={line.match && line.match.varianceCents !== 0 ? 700 : undefined}
                    >
                      {line.match ? formatVariance(line.match.varianceCents, line.currency) : '—'}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListStates>
      <Pagination pagination={list.data} onPageChange={setPage} disabled={list.isFetching} />
    </Stack>
  );
}
