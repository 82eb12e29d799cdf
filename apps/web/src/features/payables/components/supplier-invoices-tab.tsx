import { Anchor, Button, Checkbox, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { SUPPLIER_INVOICE_STATUSES } from '@portal/shared/domain/payables';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatMoney } from '@portal/shared/format/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { ListStates } from '../../../components/ui/list-states';
import { Pagination } from '../../../components/ui/pagination';
import { useListParams } from '../../../lib/use-list-params';
import {
  downloadSupplierInvoicesCsv,
  readInvoiceStatus,
  SUPPLIER_INVOICE_FILTERS,
  useSupplierInvoices,
} from '../api/get-supplier-invoices';
import { ImportSupplierInvoicesModal } from './import-supplier-invoices-modal';
import { BrandFilter, SupplierFilter } from './list-filters';
import { SupplierInvoiceStatusBadge } from './payables-badges';
import { formatVariance } from './payables-format';

/**
 * The suppliers' invoices as entered or imported, newest first: their status, how many lines are
 * still to match and the variance of the matched ones; entry by hand or from a CSV file.
 */
export function SupplierInvoicesTab() {
  const { t, i18n } = useTranslation('payables');
  const { page, filters, setFilter, setPage } = useListParams(SUPPLIER_INVOICE_FILTERS);
  const list = useSupplierInvoices(filters, page);
  const rows = list.data?.data ?? [];
  const [isImporting, setIsImporting] = useState(false);

  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="sm">
        <Button
          component={Link}
          to="/admin/finance/supplier-invoices/new"
          leftSection={<IconPlus size={16} />}
        >
          {t('invoices.enter')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconFileImport size={16} />}
          onClick={() => setIsImporting(true)}
        >
          {t('invoices.import')}
        </Button>
      </Group>
      <Group align="flex-end" justify="space-between">
        <Group align="flex-end" gap="sm">
          <BrandFilter value={filters.brandId} onChange={(value) => setFilter('brandId', value)} />
          <SupplierFilter
            value={filters.supplierId}
            onChange={(value) => setFilter('supplierId', value)}
          />
          <Select
            label={t('filters.status')}
            placeholder={t('select.all', { ns: 'ui-kit' })}
            clearable
            data={SUPPLIER_INVOICE_STATUSES.map((value) => ({
              value,
              label: t(`statuses.${value}`),
            }))}
            value={readInvoiceStatus(filters.status) ?? null}
            onChange={(value) => setFilter('status', value ?? '')}
            w={170}
          />
          <Checkbox
            label={t('filters.unmatchedOnly')}
            checked={filters.unmatched === 'true'}
            onChange={(event) => setFilter('unmatched', event.currentTarget.checked ? 'true' : '')}
            mb={8}
          />
        </Group>
        <ExportCsvButton download={() => downloadSupplierInvoicesCsv(filters)} />
      </Group>
      <ListStates query={list} rowCount={rows.length} empty={t('invoices.empty')}>
        <Table.ScrollContainer minWidth={1000}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            aria-label={t('invoices.table')}
            aria-busy={list.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.invoiceNumber')}</Table.Th>
                <Table.Th>{t('columns.supplier')}</Table.Th>
                <Table.Th>{t('columns.brand')}</Table.Th>
                <Table.Th>{t('columns.issuedOn')}</Table.Th>
                <Table.Th>{t('columns.dueOn')}</Table.Th>
                <Table.Th ta="right">{t('columns.total')}</Table.Th>
                <Table.Th ta="right">{t('columns.gst')}</Table.Th>
                <Table.Th>{t('columns.lines')}</Table.Th>
                <Table.Th ta="right">{t('columns.variance')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor component={Link} to={`/admin/finance/supplier-invoices/${invoice.id}`}>
                      {invoice.supplierReference}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {invoice.supplierName}
                    <Text size="xs" c="dimmed">
                      {invoice.supplierCode}
                    </Text>
                  </Table.Td>
                  <Table.Td>{invoice.brandCode}</Table.Td>
                  <Table.Td>{formatDayMonthYear(invoice.issuedOn, i18n.language)}</Table.Td>
                  <Table.Td>{formatDayMonthYear(invoice.dueOn, i18n.language)}</Table.Td>
                  <Table.Td ta="right">
                    {formatMoney(invoice.totalCents, invoice.currency, i18n.language)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatMoney(invoice.gstCents, invoice.currency, i18n.language)}
                  </Table.Td>
                  <Table.Td>
                    {invoice.unmatchedLineCount > 0
                      ? t('invoices.unmatchedLines', {
                          count: invoice.unmatchedLineCount,
                          total: invoice.lineCount,
                        })
                      : t('invoices.allMatched', { count: invoice.lineCount })}
                  </Table.Td>
                  <Table.Td
                    ta="right"
                    c={invoice.varianceCents !== 0 ? 'red' : undefined}
                    fw={invoice.varianceCents !== 0 ? 700 : undefined}
                  >
                    {formatVariance(invoice.varianceCents, invoice.currency)}
                  </Table.Td>
                  <Table.Td>
                    <SupplierInvoiceStatusBadge status={invoice.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListStates>
      <Pagination pagination={list.data} onPageChange={setPage} disabled={list.isFetching} />
      <ImportSupplierInvoicesModal opened={isImporting} onClose={() => setIsImporting(false)} />
    </Stack>
  );
}
