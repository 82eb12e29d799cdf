import {
  Alert,
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
} from '@mantine/core';
import { IconFileSpreadsheet, IconRefresh, IconSearch } from '@tabler/icons-react';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatPrice } from '@portal/shared/format/money';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { Pagination } from '../../../components/ui/pagination';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { useUser } from '../../../lib/auth';
import { useClientView } from '../../../lib/use-client-view';
import { useListParams } from '../../../lib/use-list-params';
import { useAccountSummary, useDownloadAccountSummaryCsv } from '../api/get-account-summary';

const LEDGER_FILTERS = ['from', 'to', 'fileReference'] as const;
type TLedgerFilterValues = Record<(typeof LEDGER_FILTERS)[number], string>;
const LEDGER_FILTER_RULES = {
  from: 'date',
  to: 'date',
  fileReference: 'length:40',
} as const satisfies TFieldRules;
const EMPTY_FILTERS: TLedgerFilterValues = { from: '', to: '', fileReference: '' };

function LedgerFilter({
  applied,
  onSearch,
}: {
  applied: TLedgerFilterValues;
  onSearch: (values: TLedgerFilterValues) => void;
}) {
  const { t } = useTranslation('account');
  const form = useRulesForm<TLedgerFilterValues>({
    initialValues: applied,
    rules: LEDGER_FILTER_RULES,
  });
  return (
    <Paper withBorder p="md">
      <RulesForm form={form} aria-label={t('filters.label')} onSubmit={onSearch}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <FormDateInput name="from" label={t('filters.from')} />
          <FormDateInput name="to" label={t('filters.to')} />
          <FormTextInput name="fileReference" label={t('filters.fileReference')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="md">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => {
              form.reset(EMPTY_FILTERS);
              onSearch(EMPTY_FILTERS);
            }}
          >
            {t('filters.reset')}
          </Button>
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            {t('filters.search')}
          </Button>
        </Group>
      </RulesForm>
    </Paper>
  );
}

/**
 * The account summary (`/app/account`): the agency's ledger (invoices, payments, credit notes,
 * refunds) with the running balance, filtered by date and file reference and paged by the server,
 * exportable to CSV. The filters and page are kept in the address.
 */
export function AccountSummaryPage() {
  const [isClientView, setClientView] = useClientView();
  return isClientView ? <HiddenInClientView onShow={() => setClientView(false)} /> : <Ledger />;
}

/**
 * The ledger is the agency's account with the operator, at net: nothing of it shows in the client
 * view, and nothing is fetched until the agent turns the view off.
 */
function HiddenInClientView({ onShow }: { onShow: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('heading')}
      </Title>
      <Alert color="gray" data-testid="client-view-hidden">
        {t('clientView.hidden')}
      </Alert>
      <Switch label={t('clientView.label')} checked onChange={onShow} />
    </Stack>
  );
}

function Ledger() {
  const { t, i18n } = useTranslation('account');
  const brandId = useUser()?.brandId ?? null;
  const { filters, page, setPage } = useListParams(LEDGER_FILTERS);
  const [, setSearchParams] = useSearchParams();
  const summary = useAccountSummary({ ...filters, page });
  const csv = useDownloadAccountSummaryCsv();
  const money = (cents: number) => formatPrice(cents, brandId, i18n.language);

  // Every filter in one update: successive updates would each start from the same address.
  const applyFilters = (values: TLedgerFilterValues) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const name of LEDGER_FILTERS) {
          const value = values[name].trim();
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('heading')}
        </Title>
        <Button
          variant="light"
          leftSection={<IconFileSpreadsheet size={16} />}
          loading={csv.isPending}
          onClick={() => csv.mutate(filters)}
        >
          {t('exportCsv')}
        </Button>
      </Group>
      {csv.isPending ? (
        <Text size="sm" role="status">
          {t('preparing')}
        </Text>
      ) : null}
      {csv.error ? (
        <Alert color="red" role="alert">
          {csv.error.message}
        </Alert>
      ) : null}
      <LedgerFilter
        key={LEDGER_FILTERS.map((name) => filters[name]).join('|')}
        applied={filters}
        onSearch={applyFilters}
      />
      {summary.error ? (
        <Alert color="red" role="alert">
          {summary.error.message}
        </Alert>
      ) : null}
      {!summary.data && !summary.error ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('loading', { ns: 'common' })}</Text>
        </Group>
      ) : null}
      {summary.data ? (
        <>
          <Group justify="space-between">
            <Text size="sm">
              {t('opening', { amount: money(summary.data.openingBalanceCents) })}
            </Text>
            <Text size="sm" fw={700} data-testid="closing-balance">
              {t('closing', { amount: money(summary.data.closingBalanceCents) })}
            </Text>
          </Group>
          {summary.data.data.length === 0 ? (
            <Text c="dimmed">{t('empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-label={t('tableLabel')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('columns.date')}</Table.Th>
                    <Table.Th>{t('columns.type')}</Table.Th>
                    <Table.Th>{t('columns.reference')}</Table.Th>
                    <Table.Th>{t('columns.file')}</Table.Th>
                    <Table.Th ta="right">{t('columns.value')}</Table.Th>
                    <Table.Th ta="right">{t('columns.runningBalance')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {summary.data.data.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{formatDayMonthYear(row.date, i18n.language)}</Table.Td>
                      <Table.Td>{t(`types.${row.type}`)}</Table.Td>
                      <Table.Td>{row.reference}</Table.Td>
                      <Table.Td>{row.fileReference ?? ''}</Table.Td>
                      <Table.Td ta="right">{money(row.valueCents)}</Table.Td>
                      <Table.Td ta="right">{money(row.runningBalanceCents)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Pagination
            pagination={summary.data}
            onPageChange={setPage}
            disabled={summary.isFetching}
          />
        </>
      ) : null}
    </Stack>
  );
}
