import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import {
  SUPPLIER_REQUEST_KINDS,
  ZSupplierRequestKind,
  type TSupplierRequestList,
} from '@portal/shared/contracts/supplier-requests';
import { formatDayMonthYear, parseIsoDate } from '@portal/shared/format/dates';
import { stripConfirmationSuffix } from '@portal/shared/format/text';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { Pagination } from '../../../components/ui/pagination';
import { RulesForm } from '../../../components/ui/rules-form';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useAddressFilterForm } from '../../../components/ui/use-address-filter-form';
import { useListParams } from '../../../lib/use-list-params';
import type { RealtimeConnection } from '../../../lib/realtime';
import { useSupplierRequests } from '../api/get-supplier-requests';
import { SUPPLIER_REQUESTS_PAGE_SIZE } from '../api/query-keys';
import { useSupplierRequestsLiveUpdates } from '../hooks/use-supplier-requests-live-updates';
import { supplierRequestPaths } from '../paths';
import { useRequestCodeLabels } from './request-details';
import { formatMoment } from './request-format';
import { requestStatusText } from './request-status';

const FILTERS = ['q', 'kind', 'date_from', 'date_to'] as const;
type TFilterValues = Record<(typeof FILTERS)[number], string>;
const EMPTY_FILTERS: TFilterValues = { q: '', kind: '', date_from: '', date_to: '' };

/** The same limits the list query applies (ZSupplierRequestListQuery). */
const FILTER_RULES = {
  q: 'length:100',
  date_from: 'date',
  date_to: 'date',
} as const satisfies TFieldRules;

function readDate(value: string): string | undefined {
  return value.length === 10 && parseIsoDate(value) ? value : undefined;
}

function RequestFilters({
  applied,
  onSearch,
  onReset,
}: {
  applied: TFilterValues;
  onSearch: (values: TFilterValues) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('supplier-requests');
  const { form, search, reset } = useAddressFilterForm<TFilterValues>({
    applied,
    empty: EMPTY_FILTERS,
    rules: FILTER_RULES,
    onSearch,
    onReset,
  });
  return (
    <Paper withBorder p="md">
      <RulesForm form={form} onSubmit={search} aria-label={t('list.filtersLabel')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <FormTextInput
            name="q"
            label={t('list.filters.q')}
            placeholder={t('list.filters.qPlaceholder')}
          />
          <FormSelect
            name="kind"
            label={t('list.filters.kind')}
            allOption
            data={SUPPLIER_REQUEST_KINDS.map((kind) => ({
              value: kind,
              label: t(`kinds.${kind}`),
            }))}
          />
          <FormDateInput name="date_from" label={t('list.filters.dateFrom')} />
          <FormDateInput name="date_to" label={t('list.filters.dateTo')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={reset}>
            {t('list.reset')}
          </Button>
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            {t('list.search')}
          </Button>
        </Group>
      </RulesForm>
    </Paper>
  );
}

/**
 * Current Requests, Confirmed Bookings and Cancelled Bookings of the supplier app: the supplier's
 * own requests, searched and filtered in the address, paged by the server, refreshed live.
 */
export function SupplierRequestsPage({
  list,
  connection,
}: {
  list: TSupplierRequestList;
  connection?: RealtimeConnection;
}) {
  const { t, i18n } = useTranslation('supplier-requests');
  const labels = useRequestCodeLabels();
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const { page, filters, setPage, resetFilters } = useListParams(FILTERS);
  useSupplierRequestsLiveUpdates(connection);

  const kind = ZSupplierRequestKind.safeParse(filters.kind);
  const requests = useSupplierRequests({
    list,
    page,
    per_page: SUPPLIER_REQUESTS_PAGE_SIZE,
    q: filters.q.slice(0, 100) || undefined,
    kind: kind.success ? kind.data : undefined,
    date_from: readDate(filters.date_from),
    date_to: readDate(filters.date_to),
  });

  const applyFilters = (values: TFilterValues) =>
    setSearchParams(
      () => {
        const next = new URLSearchParams();
        for (const name of FILTERS) {
          const value = values[name].trim();
          if (value) next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );

  const rows = requests.data?.data ?? [];
  const language = i18n.language;

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t(`list.titles.${list}`)}</Title>
        <Text c="dimmed">{t(`list.intros.${list}`)}</Text>
      </div>
      <RequestFilters applied={filters} onSearch={applyFilters} onReset={resetFilters} />
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
        <Text data-testid="requests-empty">{t(`list.empty.${list}`)}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={900}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            aria-label={t(`list.titles.${list}`)}
            aria-busy={requests.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.columns.bookingReference')}</Table.Th>
                <Table.Th>{t('list.columns.bookingName')}</Table.Th>
                <Table.Th>{t('list.columns.leadGuest')}</Table.Th>
                <Table.Th>{t('list.columns.service')}</Table.Th>
                <Table.Th>{t('list.columns.dates')}</Table.Th>
                <Table.Th>{t('list.columns.pax')}</Table.Th>
                <Table.Th miw={190}>{t('list.columns.status')}</Table.Th>
                <Table.Th>{t('list.columns.confirmation')}</Table.Th>
                <Table.Th>{t('list.columns.sent')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr
                  key={row.id}
                  data-request-id={row.id}
                  style={{ cursor: 'pointer' }}
                  onClick={() => void navigate(supplierRequestPaths.appService(row.id))}
                >
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor
                      component={Link}
                      to={supplierRequestPaths.appService(row.id)}
                      fw={600}
                      onClick={(event) => event.stopPropagation()}
                    >
                      {row.bookingReference}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.bookingName}</Table.Td>
                  <Table.Td>{row.leadGuest ?? '—'}</Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm">{row.serviceName}</Text>
                      <Text size="xs" c="dimmed">
                        {labels.serviceType(row.serviceTypeCode)}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {row.endDate && row.endDate !== row.date
                      ? t('details.dateRange', {
                          from: formatDayMonthYear(row.date, language),
                          to: formatDayMonthYear(row.endDate, language),
                        })
                      : formatDayMonthYear(row.date, language)}
                  </Table.Td>
                  <Table.Td>
                    {t('details.paxValue', {
                      adults: row.pax.adults,
                      children: row.pax.children,
                    })}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <StatusBadge status={requestStatusText(row.kind, row.status)} />
                      {row.kind !== 'new' ? (
                        <Badge variant="outline" color="gray" tt="none" size="sm">
                          {t(`kinds.${row.kind}`)}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{stripConfirmationSuffix(row.confirmation) || '—'}</Table.Td>
                  <Table.Td>{formatMoment(row.sentAt, language) || '—'}</Table.Td>
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
    </Stack>
  );
}
