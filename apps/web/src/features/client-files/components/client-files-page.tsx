import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatPrice } from '@portal/shared/format/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { readListSort, SortableTh, type TListSort } from '../../../components/ui/sortable-th';
import { Pagination } from '../../../components/ui/pagination';
import { StatusBadge } from '../../../components/ui/status-badge';
import { isApiError } from '../../../lib/api-client';
import { usePermissions } from '../../../lib/authorization';
import { useListParams } from '../../../lib/use-list-params';
import { downloadClientFilesCsv, useClientFiles } from '../api/get-client-files';
import { useFilterOptions } from '../api/get-filter-options';
import {
  activeFilters,
  CLIENT_FILE_FILTERS,
  type TClientFileFilterValues,
} from '../api/query-keys';
import { ClientFilesFilters } from './client-files-filters';
import { SavedViewsBar } from './saved-views-bar';

export const clientFileEditPath = (reference: string) =>
  `/admin/client-files/${encodeURIComponent(reference)}`;

/**
 * Client files (back office): every agency's quotes and bookings, filtered by reference, agency,
 * agent, consultant, statuses, brand and travel dates; pages on the server, exports the filtered
 * list as CSV, and keeps named filter sets (saved views). Filters live in the address.
 */
export function ClientFilesPage() {
  const { t, i18n } = useTranslation('client-files');
  const { can } = usePermissions();
  const { page, filters, setPage } = useListParams(CLIENT_FILE_FILTERS);
  const [searchParams, setSearchParams] = useSearchParams();
  // The order lives in the address beside the filters; a new order starts again at page 1.
  const order = readListSort(searchParams.get('sort') ?? '', searchParams.get('dir') ?? '');
  const files = useClientFiles(filters, page, order);
  const handleSort = (next: TListSort) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('sort', next.sort);
        params.set('dir', next.dir);
        params.delete('page');
        return params;
      },
      { replace: true },
    );
  const th = (column: string, label: string, props: { ta?: 'right' } = {}) => (
    <SortableTh column={column} label={label} current={order} onSort={handleSort} {...props} />
  );
  const options = useFilterOptions();
  const [isExporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const apply = (values: Partial<TClientFileFilterValues>) => {
    const next = new URLSearchParams();
    for (const name of CLIENT_FILE_FILTERS) {
      const value = values[name]?.trim() ?? '';
      if (value !== '') next.set(name, value);
    }
    // New filters keep the chosen order.
    if (order.sort) {
      next.set('sort', order.sort);
      next.set('dir', order.dir);
    }
    setSearchParams(next, { replace: true });
  };

  const handleExport = () => {
    setExporting(true);
    setExportError(null);
    downloadClientFilesCsv(filters)
      .catch((error: unknown) =>
        setExportError(isApiError(error) ? error.message : t('list.exportFailed')),
      )
      .finally(() => setExporting(false));
  };

  const rows = files.data?.data ?? [];
  const language = i18n.language;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.intro')}</Text>
        </div>
        <Group gap="sm">
          <SavedViewsBar current={activeFilters(filters)} onApply={apply} />
          {can('files.manage-all') ? (
            <Button
              component={Link}
              to="/admin/client-files/add"
              leftSection={<IconPlus size={16} />}
            >
              {t('list.newFile')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <ClientFilesFilters
        applied={filters}
        options={options.data}
        onSearch={apply}
        onReset={() => apply({})}
        onExport={handleExport}
        isExporting={isExporting}
      />
      {exportError ? (
        <Alert color="red" role="alert">
          {exportError}
        </Alert>
      ) : null}
      {files.error ? (
        <Alert color="red" role="alert">
          {files.error.message}
        </Alert>
      ) : null}
      {files.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('loading', { ns: 'common' })}</Text>
        </Group>
      ) : rows.length === 0 && !files.error ? (
        <Text>{t('list.empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={1000}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            aria-label={t('list.tableLabel')}
            aria-busy={files.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                {th('reference', t('list.columns.reference'))}
                {th('bookingName', t('list.columns.bookingName'))}
                {th('agency', t('list.columns.agency'))}
                {th('agent', t('list.columns.agent'))}
                {th('consultant', t('list.columns.consultant'))}
                {th('travelDate', t('list.columns.travelDate'))}
                {th('status', t('list.columns.status'))}
                {th('sell', t('list.columns.sell'), { ta: 'right' })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-reference={row.reference}>
                  <Table.Td>
                    <Anchor component={Link} to={clientFileEditPath(row.reference)} fw={600}>
                      {row.reference}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.bookingName}</Table.Td>
                  <Table.Td>{row.agencyName}</Table.Td>
                  <Table.Td>{row.agentName}</Table.Td>
                  <Table.Td>{row.consultantName ?? '—'}</Table.Td>
                  <Table.Td>{formatDayMonthYear(row.travelDate, language)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatPrice(row.sellCents, row.brandId, language)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination pagination={files.data} onPageChange={setPage} disabled={files.isFetching} />
    </Stack>
  );
}
