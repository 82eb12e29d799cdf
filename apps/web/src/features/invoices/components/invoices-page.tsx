import {
  Alert,
  Anchor,
  Badge,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  INVOICE_LIST_STATUSES,
  INVOICE_SORTS,
  type TAdminInvoiceListItem,
} from '@portal/shared/contracts/invoices-admin';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatMoney } from '@portal/shared/format/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { SortableTh } from '../../../components/ui/sortable-th';
import { useListParams } from '../../../lib/use-list-params';
import { useListSort } from '../../../lib/use-list-sort';
import { useInvoices } from '../api/get-invoices';

const FILTERS = ['status'] as const;

const STATUS_COLOURS: Record<TAdminInvoiceListItem['status'], string> = {
  issued: 'blue',
  'part-paid': 'yellow',
  paid: 'green',
  void: 'gray',
};

function readStatus(value: string): string {
  return (INVOICE_LIST_STATUSES as readonly string[]).includes(value) ? value : '';
}

/**
 * Every file's invoices (`/admin/invoices`, finance.manage): what was billed, what is still owed
 * and when the next payment is due, filtered by status and sorted by any column on the server.
 * The admin home's "Unpaid invoices" card opens it on the unpaid ones, oldest due first.
 */
export function InvoicesPage() {
  const { t, i18n } = useTranslation('invoices');
  const { page, filters, setFilter, setPage } = useListParams(FILTERS);
  const { order, setOrder } = useListSort(INVOICE_SORTS);
  const status = readStatus(filters.status);
  const invoicesQuery = useInvoices({ page, status, order });
  const rows = invoicesQuery.data?.data ?? [];
  const th = (column: string, label: string, props: { ta?: 'right' } = {}) => (
    <SortableTh column={column} label={label} current={order} onSort={setOrder} {...props} />
  );

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <Group align="flex-end">
        <Select
          label={t('filters.status')}
          placeholder={t('filters.all')}
          clearable
          data={INVOICE_LIST_STATUSES.map((value) => ({
            value,
            label: t(`statuses.${value}`),
          }))}
          value={status || null}
          onChange={(value) => setFilter('status', value ?? '')}
          w={220}
        />
      </Group>
      {invoicesQuery.error ? (
        <Alert color="red" role="alert">
          {invoicesQuery.error.message}
        </Alert>
      ) : null}
      {invoicesQuery.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 && !invoicesQuery.error ? (
        <Text>{t('empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={900}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            aria-label={t('table')}
            aria-busy={invoicesQuery.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                {th('number', t('columns.number'))}
                {th('fileReference', t('columns.file'))}
                {th('agency', t('columns.agency'))}
                {th('issuedOn', t('columns.issuedOn'))}
                {th('dueOn', t('columns.dueOn'))}
                {th('total', t('columns.total'), { ta: 'right' })}
                {th('outstanding', t('columns.outstanding'), { ta: 'right' })}
                {th('status', t('columns.status'))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  {/* A document number reads as one word: never broken at its hyphens. */}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor
                      component={Link}
                      to={`/admin/client-files/invoices/${invoice.fileReference}`}
                    >
                      {invoice.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/client-files/${invoice.fileReference}`}>
                      {invoice.fileReference}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {invoice.bookingName}
                    </Text>
                  </Table.Td>
                  <Table.Td>{invoice.agencyName}</Table.Td>
                  <Table.Td>{formatDayMonthYear(invoice.issuedOn, i18n.language)}</Table.Td>
                  <Table.Td>
                    {invoice.dueOn ? formatDayMonthYear(invoice.dueOn, i18n.language) : '—'}
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatMoney(invoice.totalCents, invoice.currency, i18n.language)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatMoney(invoice.outstandingCents, invoice.currency, i18n.language)}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLOURS[invoice.status]}>
                      {t(`statuses.${invoice.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination
        pagination={invoicesQuery.data}
        onPageChange={setPage}
        disabled={invoicesQuery.isFetching}
      />
    </Stack>
  );
}
