import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatMoney } from '@portal/shared/format/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { ListStates } from '../../../components/ui/list-states';
import { Pagination } from '../../../components/ui/pagination';
import { useListParams } from '../../../lib/use-list-params';
import { downloadVariancesCsv, useVariances, VARIANCE_FILTERS } from '../api/get-variances';
import { BrandFilter, SupplierFilter } from './list-filters';
import { SupplierInvoiceStatusBadge } from './payables-badges';
import { formatVariance } from './payables-format';

/**
 * Supplier invoice lines billed at another amount than expected (or for a service no longer
 * expected): what to query with the supplier, or to accept when approving.
 */
export function VariancesTab() {
  const { t, i18n } = useTranslation('payables');
  const { page, filters, setFilter, setPage } = useListParams(VARIANCE_FILTERS);
  const list = useVariances(filters, page);
  const rows = list.data?.data ?? [];

  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between">
        <Group align="flex-end" gap="sm">
          <BrandFilter value={filters.brandId} onChange={(value) => setFilter('brandId', value)} />
          <SupplierFilter
            value={filters.supplierId}
            onChange={(value) => setFilter('supplierId', value)}
          />
        </Group>
        <ExportCsvButton download={() => downloadVariancesCsv(filters)} />
      </Group>
      <ListStates query={list} rowCount={rows.length} empty={t('variances.empty')}>
        <Table.ScrollContainer minWidth={1000}>
          <Table
            striped
            verticalSpacing="xs"
            aria-label={t('variances.table')}
            aria-busy={list.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.supplier')}</Table.Th>
                <Table.Th>{t('columns.invoiceNumber')}</Table.Th>
                <Table.Th>{t('columns.file')}</Table.Th>
                <Table.Th>{t('columns.service')}</Table.Th>
                <Table.Th ta="right">{t('columns.expected')}</Table.Th>
                <Table.Th ta="right">{t('columns.billed')}</Table.Th>
                <Table.Th ta="right">{t('columns.variance')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.supplierInvoiceLineId}>
                  <Table.Td>
                    {row.supplierName}
                    <Text size="xs" c="dimmed">
                      {row.supplierCode}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor
                      component={Link}
                      to={`/admin/finance/supplier-invoices/${row.supplierInvoiceId}`}
                    >
                      {row.supplierReference}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {t('variances.line', { position: row.position })}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor component={Link} to={`/admin/client-files/${row.fileReference}`}>
                      {row.fileReference}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {row.serviceName}
                    <Text size="xs" c="dimmed">
                      {formatDayMonthYear(row.serviceDate, i18n.language)}
                      {row.kind === 'cancellation' ? ` · ${t('kinds.cancellation')}` : ''}
                    </Text>
                    {row.isStillExpected ? null : (
                      <Text size="xs" c="red">
                        {t('lines.noLongerExpected')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatMoney(row.expectedCents, row.currency, i18n.language)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatMoney(row.billedCents, row.currency, i18n.language)}
                  </Table.Td>
                  <Table.Td ta="right" c="red" fw={700}>
                    {formatVariance(row.varianceCents, row.currency)}
                  </Table.Td>
                  <Table.Td>
                    <SupplierInvoiceStatusBadge status={row.supplierInvoiceStatus} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListStates>
      <Pagination pagination={list.data} onPageChange={setPage} disabled={list.isFetching} />
    </Stack>
  );
}
