import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import {
  SUPPLIER_REQUEST_KINDS,
  SUPPLIER_REQUEST_STATUSES,
  ZSupplierRequestKind,
  ZSupplierRequestStatus,
  type TAdminSupplierRequestListItem,
} from '@portal/shared/contracts/supplier-requests';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { stripConfirmationSuffix } from '@portal/shared/format/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { Pagination } from '../../../components/ui/pagination';
import { RulesForm } from '../../../components/ui/rules-form';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { usePermissions } from '../../../lib/authorization';
import { useListParams } from '../../../lib/use-list-params';
import {
  exportAdminSupplierRequests,
  useAdminSupplierRequests,
  useAdminSupplierRequestSnapshot,
  useChangeSupplierRequestLink,
} from '../api/admin-supplier-requests';
import { SUPPLIER_REQUESTS_PAGE_SIZE } from '../api/query-keys';
import { AnswerSummary } from './answer-summary';
import { HistoryTable } from './history-table';
import { formatMoment } from './request-format';
import { RequestDetails } from './request-details';
import { RequestLoadState } from './request-load-state';
import { requestStatusText } from './request-status';

const FILTERS = ['reference', 'status', 'kind'] as const;
type TFilterValues = Record<(typeof FILTERS)[number], string>;
const FILTER_RULES = { reference: 'length:40' };
const OPEN_STATUSES: readonly string[] = ['pending', 'sent', 'waitlisted'];

function RequestSnapshotModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('supplier-requests');
  const snapshot = useAdminSupplierRequestSnapshot(id);
  return (
    <Modal opened={id !== null} onClose={onClose} title={t('admin.snapshotTitle')} size="xl">
      {snapshot.data ? (
        <Stack gap="md">
          <RequestDetails request={snapshot.data.request} />
          <AnswerSummary request={snapshot.data.request} />
          <HistoryTable history={snapshot.data.history} />
        </Stack>
      ) : (
        <RequestLoadState error={snapshot.error} />
      )}
    </Modal>
  );
}

function RowActions({ row, onOpen }: { row: TAdminSupplierRequestListItem; onOpen: () => void }) {
  const { t } = useTranslation('supplier-requests');
  const { can } = usePermissions();
  const change = useChangeSupplierRequestLink();
  const isOpen = OPEN_STATUSES.includes(row.status);
  const run = (action: 'revoke-link' | 'resend') =>
    change.mutate(
      { id: row.id, action },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message:
              action === 'resend'
                ? t('admin.resent', { reference: row.bookingReference })
                : t('admin.revoked', { reference: row.bookingReference }),
          }),
      },
    );
  return (
    <Stack gap={4} align="flex-end">
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Button size="compact-sm" variant="subtle" onClick={onOpen}>
          {t('admin.history')}
        </Button>
        {can('files.manage-all') && isOpen ? (
          <>
            <Button
              size="compact-sm"
              variant="light"
              loading={change.isPending && change.variables.action === 'resend'}
              onClick={() => run('resend')}
              aria-label={t('admin.resendLabel', { reference: row.bookingReference })}
            >
              {t('admin.resend')}
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              loading={change.isPending && change.variables.action === 'revoke-link'}
              onClick={() => run('revoke-link')}
              aria-label={t('admin.revokeLabel', { reference: row.bookingReference })}
            >
              {t('admin.revoke')}
            </Button>
          </>
        ) : null}
      </Group>
      {change.error ? (
        <Text size="xs" c="red" role="alert">
          {change.error.message}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Supplier requests in the back office: every supplier's requests with their answers and
 * reminders; a consultant reads a request's history, mails a fresh link, or revokes the links of
 * a request so they stop working.
 */
export function AdminSupplierRequestsPage() {
  const { t, i18n } = useTranslation('supplier-requests');
  const [, setSearchParams] = useSearchParams();
  const { page, filters, setPage, resetFilters } = useListParams(FILTERS);
  const [openId, setOpenId] = useState<number | null>(null);
  const status = ZSupplierRequestStatus.safeParse(filters.status);
  const kind = ZSupplierRequestKind.safeParse(filters.kind);
  const listFilter = {
    reference: filters.reference.slice(0, 40) || undefined,
    status: status.success ? status.data : undefined,
    kind: kind.success ? kind.data : undefined,
  };
  const requests = useAdminSupplierRequests({
    page,
    per_page: SUPPLIER_REQUESTS_PAGE_SIZE,
    ...listFilter,
  });
  const form = useRulesForm<TFilterValues>({ initialValues: filters, rules: FILTER_RULES });
  const rows = requests.data?.data ?? [];
  const language = i18n.language;

  const applyFilters = (values: TFilterValues) =>
    setSearchParams(
      () => {
        const next = new URLSearchParams();
        for (const name of FILTERS) if (values[name].trim()) next.set(name, values[name].trim());
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('admin.title')}</Title>
          <Text c="dimmed">{t('admin.intro')}</Text>
        </div>
        <ExportCsvButton download={() => exportAdminSupplierRequests(listFilter)} />
      </Group>
      <Paper withBorder p="md">
        <RulesForm form={form} onSubmit={applyFilters} aria-label={t('list.filtersLabel')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <FormTextInput name="reference" label={t('admin.filters.reference')} />
            <FormSelect
              name="status"
              label={t('admin.filters.status')}
              allOption
              data={SUPPLIER_REQUEST_STATUSES.map((value) => ({
                value,
                label: t(`admin.statuses.${value}`),
              }))}
            />
            <FormSelect
              name="kind"
              label={t('list.filters.kind')}
              allOption
              data={SUPPLIER_REQUEST_KINDS.map((value) => ({
                value,
                label: t(`kinds.${value}`),
              }))}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm" mt="md">
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={() => {
                form.reset({ reference: '', status: '', kind: '' });
                resetFilters();
              }}
            >
              {t('list.reset')}
            </Button>
            <Button type="submit" leftSection={<IconSearch size={16} />}>
              {t('list.search')}
            </Button>
          </Group>
        </RulesForm>
      </Paper>
      {requests.error ? (
        <Alert color="red" role="alert">
          {requests.error.message}
        </Alert>
      ) : null}
      {requests.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('loading')}</Text>
        </Group>
      ) : rows.length === 0 && !requests.error ? (
        <Text>{t('admin.empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={1000}>
          <Table
            striped
            verticalSpacing="xs"
            aria-label={t('admin.title')}
            aria-busy={requests.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.columns.bookingReference')}</Table.Th>
                <Table.Th>{t('admin.columns.supplier')}</Table.Th>
                <Table.Th>{t('list.columns.service')}</Table.Th>
                <Table.Th>{t('list.columns.dates')}</Table.Th>
                <Table.Th miw={190}>{t('list.columns.status')}</Table.Th>
                <Table.Th>{t('list.columns.confirmation')}</Table.Th>
                <Table.Th>{t('admin.columns.reminders')}</Table.Th>
                <Table.Th>{t('list.columns.sent')}</Table.Th>
                <Table.Th>{t('admin.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-request-id={row.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text fw={600} size="sm">
                      {row.bookingReference}
                    </Text>
                  </Table.Td>
                  <Table.Td>{row.supplierName}</Table.Td>
                  <Table.Td>{row.serviceName}</Table.Td>
                  <Table.Td>{formatDayMonthYear(row.date, language)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <StatusBadge status={requestStatusText(row.kind, row.status)} />
                    </Group>
                  </Table.Td>
                  <Table.Td>{stripConfirmationSuffix(row.confirmation) || '—'}</Table.Td>
                  <Table.Td>{row.reminderCount}</Table.Td>
                  <Table.Td>{formatMoment(row.sentAt, language) || '—'}</Table.Td>
                  <Table.Td>
                    <RowActions row={row} onOpen={() => setOpenId(row.id)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination
        pagination={requests.data}
        onPageChange={setPage}
        disabled={requests.isFetching}
      />
      <RequestSnapshotModal id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
