import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowsSort,
  IconPlus,
  IconRefresh,
  IconSearch,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import type { TFileSortField } from '@portal/shared/contracts/files';
import { FILE_STATUSES } from '@portal/shared/domain/file-states';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatPrice } from '@portal/shared/format/money';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { Pagination } from '../../../components/ui/pagination';
import { RulesForm } from '../../../components/ui/rules-form';
import { useAddressFilterForm } from '../../../components/ui/use-address-filter-form';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useUser } from '../../../lib/auth';
import type { RealtimeConnection } from '../../../lib/realtime';
import { useFiles } from '../api/get-files';
import { useClientView } from '../../../lib/use-client-view';
import { EMPTY_FILTERS, useFileFilters, type TFilterValues } from '../hooks/use-file-filters';
import { useAgencyFilesLiveUpdates } from '../hooks/use-file-live-updates';
import { filePaths } from '../paths';

/** The same limits the list query applies (ZFileListQuery). */
export const FILE_FILTER_RULES = {
  reference: 'length:20',
  yourReference: 'length:60',
  bookingName: 'length:120',
  travelDateFrom: 'date',
  travelDateTo: 'date',
} as const satisfies TFieldRules;

function SortHeader({
  field,
  label,
  sort,
  direction,
  onSort,
}: {
  field: TFileSortField;
  label: string;
  sort: TFileSortField;
  direction: 'asc' | 'desc';
  onSort: (field: TFileSortField) => void;
}) {
  const { t } = useTranslation('files');
  const isActive = sort === field;
  const Icon = !isActive
    ? IconArrowsSort
    : direction === 'asc'
      ? IconSortAscending
      : IconSortDescending;
  return (
    <Table.Th aria-sort={isActive ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(field)}
        aria-label={t('list.sortBy', { column: label })}
        fw={600}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap" component="span">
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function FileFilters({
  applied,
  onSearch,
  onReset,
  isClientView,
  onClientViewChange,
}: {
  applied: TFilterValues;
  onSearch: (values: TFilterValues) => void;
  onReset: () => void;
  isClientView: boolean;
  onClientViewChange: (isClientView: boolean) => void;
}) {
  const { t } = useTranslation('files');
  const { form, search, reset } = useAddressFilterForm<TFilterValues>({
    applied,
    empty: EMPTY_FILTERS,
    rules: FILE_FILTER_RULES,
    onSearch,
    onReset,
  });
  return (
    <Paper withBorder p="md">
      <RulesForm form={form} aria-label={t('list.filtersLabel')} onSubmit={search}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <FormTextInput name="reference" label={t('list.filters.reference')} />
          <FormTextInput name="yourReference" label={t('list.filters.yourReference')} />
          <FormTextInput name="bookingName" label={t('list.filters.bookingName')} />
          <FormDateInput name="travelDateFrom" label={t('list.filters.travelDateFrom')} />
          <FormDateInput name="travelDateTo" label={t('list.filters.travelDateTo')} />
          <FormSelect
            name="status"
            label={t('list.filters.status')}
            allOption
            data={FILE_STATUSES.map((status) => ({ value: status, label: status }))}
          />
        </SimpleGrid>
        <Group justify="space-between" mt="md">
          <Switch
            label={t('clientView.label')}
            description={t('clientView.hint')}
            checked={isClientView}
            onChange={(event) => onClientViewChange(event.currentTarget.checked)}
          />
          <Group gap="sm">
            <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={reset}>
              {t('list.reset')}
            </Button>
            <Button type="submit" leftSection={<IconSearch size={16} />}>
              {t('list.search')}
            </Button>
          </Group>
        </Group>
      </RulesForm>
    </Paper>
  );
}

/**
 * My Files (SPEC section 2): the agency's quotes and bookings, filtered by reference, your
 * reference, booking name, travel dates and status, with search and reset; pages and sorting are
 * the server's; everything is kept in the address. Status changes arrive live.
 */
export function MyFilesPage({ connection }: { connection?: RealtimeConnection }) {
  const { t, i18n } = useTranslation('files');
  const user = useUser();
  const [isClientView, setClientView] = useClientView();
  const { filter, applyFilters, resetFilters, sortBy, setPage } = useFileFilters();
  const files = useFiles(filter);
  useAgencyFilesLiveUpdates(user?.agencyId, connection);

  const applied: TFilterValues = {
    reference: filter.reference,
    yourReference: filter.yourReference,
    bookingName: filter.bookingName,
    travelDateFrom: filter.travelDateFrom,
    travelDateTo: filter.travelDateTo,
    status: filter.status,
  };

  const rows = files.data?.data ?? [];
  const language = i18n.language;
  const sortProps = { sort: filter.sort, direction: filter.direction, onSort: sortBy };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.intro')}</Text>
        </div>
        <Button component={Link} to={filePaths.quickQuote} leftSection={<IconPlus size={16} />}>
          {t('list.newQuote')}
        </Button>
      </Group>
      <FileFilters
        applied={applied}
        onSearch={applyFilters}
        onReset={resetFilters}
        isClientView={isClientView}
        onClientViewChange={setClientView}
      />
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
        <Table.ScrollContainer minWidth={980}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            aria-label={t('list.tableLabel')}
            aria-busy={files.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <SortHeader field="reference" label={t('list.columns.reference')} {...sortProps} />
                <Table.Th>{t('list.columns.yourReference')}</Table.Th>
                <SortHeader
                  field="bookingName"
                  label={t('list.columns.bookingName')}
                  {...sortProps}
                />
                <SortHeader
                  field="travelDate"
                  label={t('list.columns.travelDate')}
                  {...sortProps}
                />
                <SortHeader field="status" label={t('list.columns.status')} {...sortProps} />
                <Table.Th>{t('list.columns.relatedReference')}</Table.Th>
                <Table.Th>{t('list.columns.agent')}</Table.Th>
                <Table.Th ta="right">{t('list.columns.price')}</Table.Th>
                {isClientView ? null : <Table.Th ta="right">{t('list.columns.net')}</Table.Th>}
                <SortHeader field="updatedAt" label={t('list.columns.updated')} {...sortProps} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-reference={row.reference}>
                  <Table.Td>
                    <Anchor component={Link} to={filePaths.view(row.reference)} fw={600}>
                      {row.reference}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.yourReference || '—'}</Table.Td>
                  <Table.Td>{row.bookingName}</Table.Td>
                  <Table.Td>{formatDayMonthYear(row.travelDate, language)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td>
                    {row.relatedReference ? (
                      <Anchor component={Link} to={filePaths.view(row.relatedReference)}>
                        {row.relatedReference}
                      </Anchor>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>{row.agentName}</Table.Td>
                  <Table.Td ta="right">
                    {formatPrice(row.sellCents, row.brandId, language)}
                  </Table.Td>
                  {isClientView ? null : (
                    <Table.Td ta="right">
                      {formatPrice(row.netCents, row.brandId, language)}
                    </Table.Td>
                  )}
                  <Table.Td>{formatDayMonthYear(row.updatedAt, language)}</Table.Td>
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
