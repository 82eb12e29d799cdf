import { formatMoney as formatCurrency } from '@portal/shared/format/money';
import {
  Alert,
  Anchor,
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
import { IconFileSpreadsheet, IconPlus, IconRefresh, IconSearch } from '@tabler/icons-react';
import { PAYMENT_CHANNELS } from '@portal/shared/contracts/invoices-admin';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { Pagination } from '../../../components/ui/pagination';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { useListParams } from '../../../lib/use-list-params';
import {
  CARD_PAYMENT_FILTERS,
  useCardPayments,
  useDownloadCardPaymentsCsv,
  type TCardPaymentFilter,
} from '../api/get-card-payments';

const FILTER_RULES = {
  from: 'date',
  to: 'date',
  agency: 'length:100',
  fileReference: 'length:40',
  minAmount: 'numeric',
  maxAmount: 'numeric',
} as const satisfies TFieldRules;

const EMPTY_FILTER: TCardPaymentFilter = {
  from: '',
  to: '',
  agency: '',
  fileReference: '',
  channel: '',
  minAmount: '',
  maxAmount: '',
};

export function formatMoney(cents: number, currency: string, language: string): string {
  return formatCurrency(cents, currency, language);
}

function Filters({
  applied,
  onSearch,
}: {
  applied: TCardPaymentFilter;
  onSearch: (values: TCardPaymentFilter) => void;
}) {
  const { t } = useTranslation('card-payments');
  const form = useRulesForm<TCardPaymentFilter>({ initialValues: applied, rules: FILTER_RULES });
  return (
    <Paper withBorder p="md">
      <RulesForm form={form} aria-label={t('filters.label')} onSubmit={onSearch}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <FormDateInput name="from" label={t('filters.from')} />
          <FormDateInput name="to" label={t('filters.to')} />
          <FormTextInput name="agency" label={t('filters.agency')} />
          <FormTextInput name="fileReference" label={t('filters.fileReference')} />
          <FormSelect
            name="channel"
            label={t('filters.channel')}
            allOption
            data={PAYMENT_CHANNELS.map((channel) => ({
              value: channel,
              label: t(`channels.${channel}`),
            }))}
          />
          <FormTextInput name="minAmount" label={t('filters.minAmount')} inputMode="decimal" />
          <FormTextInput name="maxAmount" label={t('filters.maxAmount')} inputMode="decimal" />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="md">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => {
              form.reset(EMPTY_FILTER);
              onSearch(EMPTY_FILTER);
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
 * Card payments (`/admin/payments`): every payment by credit card, recorded by the back office or
 * paid online, filtered and paged by the server (filters kept in the address), with CSV export,
 * links to the file, and add / edit.
 */
export function CardPaymentsPage() {
  const { t, i18n } = useTranslation('card-payments');
  const { filters, page, setPage } = useListParams(CARD_PAYMENT_FILTERS);
  const [, setSearchParams] = useSearchParams();
  const list = useCardPayments(filters, page);
  const csv = useDownloadCardPaymentsCsv();

  const applyFilters = (values: TCardPaymentFilter) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const name of CARD_PAYMENT_FILTERS) {
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
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} />}
            loading={csv.isPending}
            onClick={() => csv.mutate(filters)}
          >
            {t('exportCsv')}
          </Button>
          <Button component={Link} to="/admin/payments/add" leftSection={<IconPlus size={16} />}>
            {t('add')}
          </Button>
        </Group>
      </Group>
      {csv.error ? (
        <Alert color="red" role="alert">
          {csv.error.message}
        </Alert>
      ) : null}
      <Filters
        key={CARD_PAYMENT_FILTERS.map((name) => filters[name]).join('|')}
        applied={filters}
        onSearch={applyFilters}
      />
      {list.error ? (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      ) : null}
      {!list.data && !list.error ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('loading', { ns: 'common' })}</Text>
        </Group>
      ) : null}
      {list.data ? (
        <>
          {list.data.data.length === 0 ? (
            <Text c="dimmed">{t('empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={900}>
              <Table striped aria-label={t('tableLabel')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('columns.receivedOn')}</Table.Th>
                    <Table.Th>{t('columns.file')}</Table.Th>
                    <Table.Th>{t('columns.agency')}</Table.Th>
                    <Table.Th>{t('columns.channel')}</Table.Th>
                    <Table.Th>{t('columns.reference')}</Table.Th>
                    <Table.Th ta="right">{t('columns.amount')}</Table.Th>
                    <Table.Th>{t('columns.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.data.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{formatDayMonthYear(row.receivedOn, i18n.language)}</Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/admin/client-files/invoices/${row.fileReference}`}
                        >
                          {row.fileReference}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {row.bookingName}
                        </Text>
                      </Table.Td>
                      <Table.Td>{row.agencyName}</Table.Td>
                      <Table.Td>{t(`channels.${row.channel}`)}</Table.Td>
                      <Table.Td>{row.reference}</Table.Td>
                      <Table.Td ta="right">
                        {formatMoney(row.amountCents, row.currency, i18n.language)}
                      </Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/admin/payments/edit/${row.id}`}
                          aria-label={t('editOne', { id: row.id })}
                        >
                          {t('edit')}
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Pagination pagination={list.data} onPageChange={setPage} disabled={list.isFetching} />
        </>
      ) : null}
    </Stack>
  );
}
