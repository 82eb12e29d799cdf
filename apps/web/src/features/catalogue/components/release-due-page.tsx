import {
  Alert,
  Anchor,
  Group,
  Loader,
  NumberInput,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { Pagination } from '../../../components/ui/pagination';
import { useListParams } from '../../../lib/use-list-params';
import { exportReleaseDue, useReleaseDue } from '../api/get-release-due';

const FILTERS = ['days'] as const;
const DEFAULT_DAYS = 14;

/** The window in the address, within what the API takes (0 to 90 days). */
function readDays(value: string): number {
  const days = Number(value);
  return value !== '' && Number.isInteger(days) && days >= 0 && days <= 90 ? days : DEFAULT_DAYS;
}

/**
 * Release due (docs/pricing.md): allotment whose release date falls in the next days with rooms or
 * seats still unsold, supplier by supplier, so the contracting team can sell it, ask for an
 * extension or let it go before the supplier takes it back.
 */
export function ReleaseDuePage() {
  const { t, i18n } = useTranslation('catalogue');
  const { page, filters, setFilter, setPage } = useListParams(FILTERS);
  const days = readDays(filters.days);
  const query = useReleaseDue({ page, days });
  const rows = query.data?.data ?? [];
  const day = (iso: string) => formatDayMonthYear(iso, i18n.language);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('releaseDue.title')}</Title>
          <Text c="dimmed">{t('releaseDue.intro')}</Text>
        </div>
        <ExportCsvButton download={() => exportReleaseDue(days)} />
      </Group>
      <NumberInput
        label={t('releaseDue.days')}
        value={days}
        min={0}
        max={90}
        allowDecimal={false}
        w={220}
        onChange={(value) => setFilter('days', value === '' ? '' : String(value))}
      />
      {query.error ? (
        <Alert color="red" role="alert">
          {query.error.message}
        </Alert>
      ) : null}
      {query.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 && !query.error ? (
        <Text>{t('releaseDue.empty', { count: days })}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('releaseDue.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('releaseDue.columns.supplier')}</Table.Th>
                <Table.Th>{t('releaseDue.columns.product')}</Table.Th>
                <Table.Th>{t('releaseDue.columns.holder')}</Table.Th>
                <Table.Th>{t('releaseDue.columns.date')}</Table.Th>
                <Table.Th>{t('releaseDue.columns.releasesOn')}</Table.Th>
                <Table.Th ta="right">{t('releaseDue.columns.unsold')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/suppliers/${row.supplierId}`}>
                      {row.supplierName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {row.productCode} · {row.productName}
                  </Table.Td>
                  <Table.Td>{row.agencyName ?? t('releaseDue.general')}</Table.Td>
                  <Table.Td>{day(row.date)}</Table.Td>
                  <Table.Td>{day(row.releasesOn)}</Table.Td>
                  <Table.Td ta="right">
                    {t('releaseDue.unsoldOf', { unsold: row.unsold, allotment: row.allotment })}
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
