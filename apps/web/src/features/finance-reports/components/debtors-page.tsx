import { Alert, Button, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconMail } from '@tabler/icons-react';
import type { TDebtorRow, TDebtorsReport } from '@portal/shared/contracts/finance-reports';
import { AGEING_BUCKETS } from '@portal/shared/domain/debtor-ageing';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatMoney } from '@portal/shared/format/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { useBrandToday } from '../../../lib/settings';
import { useListParams } from '../../../lib/use-list-params';
import { useDownloadStatement } from '../api/download-statement';
import { useEmailStatement } from '../api/email-statement';
import { downloadDebtorsCsv, useDebtors, type TDebtorsFilter } from '../api/get-debtors';
import { BrandSelect, DateFilter, brandIdOf, readBrand } from './report-filters';

const FILTERS = ['brand', 'asOf'] as const;

/** The confirmation before an agency is emailed its statement; the send keeps one key per try. */
function EmailStatementModal({
  row,
  asOf,
  onClose,
}: {
  row: TDebtorRow;
  asOf: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('finance-reports');
  const email = useEmailStatement();
  const send = () =>
    email.mutate(
      { agencyId: row.agencyId, asOf },
      {
        onSuccess: (emailed) => {
          notifications.show({
            color: 'green',
            message: t('debtors.emailed', { agency: row.agencyName, email: emailed.to }),
          });
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={t('debtors.confirm.title')}>
      <Stack gap="md">
        <Text>
          {t('debtors.confirm.question', {
            agency: row.agencyName,
            date: formatDayMonthYear(asOf, i18n.language),
            email: row.agencyEmail ?? '',
          })}
        </Text>
        {email.error ? (
          <Alert color="red" role="alert">
            {email.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('debtors.confirm.cancel')}
          </Button>
          <Button leftSection={<IconMail size={16} />} loading={email.isPending} onClick={send}>
            {t('debtors.confirm.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function AgedCells({ aged, currency }: { aged: TDebtorRow['agedCents']; currency: string }) {
  const { i18n } = useTranslation();
  return (
    <>
      {AGEING_BUCKETS.map((bucket) => (
        <Table.Td key={bucket} ta="right">
          {formatMoney(aged[bucket], currency, i18n.language)}
        </Table.Td>
      ))}
      <Table.Td ta="right" fw={600}>
        {formatMoney(aged.total, currency, i18n.language)}
      </Table.Td>
    </>
  );
}

function DebtorsTable({
  report,
  onEmail,
}: {
  report: TDebtorsReport;
  onEmail: (row: TDebtorRow) => void;
}) {
  const { t, i18n } = useTranslation('finance-reports');
  const statement = useDownloadStatement();
  const money = (cents: number) => formatMoney(cents, report.currency, i18n.language);
  const optionalMoney = (cents: number | null) =>
    cents === null ? t('debtors.noLimit') : money(cents);
  return (
    <>
      {statement.error ? (
        <Alert color="red" role="alert">
          {statement.error.message}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={1300}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('debtors.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('debtors.columns.agency')}</Table.Th>
              {AGEING_BUCKETS.map((bucket) => (
                <Table.Th key={bucket} ta="right">
                  {t(`debtors.buckets.${bucket}`)}
                </Table.Th>
              ))}
              <Table.Th ta="right">{t('debtors.columns.total')}</Table.Th>
              <Table.Th ta="right">{t('debtors.columns.creditLimit')}</Table.Th>
              <Table.Th ta="right">{t('debtors.columns.creditUsed')}</Table.Th>
              <Table.Th ta="right">{t('debtors.columns.creditAvailable')}</Table.Th>
              <Table.Th ta="right">{t('debtors.columns.ledgerBalance')}</Table.Th>
              <Table.Th>{t('debtors.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((row) => (
              <Table.Tr key={row.agencyId}>
                <Table.Td>
                  <Text size="sm">{row.agencyName}</Text>
                  <Text size="xs" c="dimmed">
                    {row.agencyEmail ?? t('debtors.noEmailShort')}
                  </Text>
                </Table.Td>
                <AgedCells aged={row.agedCents} currency={report.currency} />
                <Table.Td ta="right">{optionalMoney(row.creditLimitCents)}</Table.Td>
                <Table.Td ta="right">{money(row.creditUsedCents)}</Table.Td>
                <Table.Td ta="right" c={(row.creditAvailableCents ?? 0) < 0 ? 'red' : undefined}>
                  {row.creditAvailableCents === null ? '—' : money(row.creditAvailableCents)}
                </Table.Td>
                <Table.Td ta="right">{money(row.ledgerBalanceCents)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconFileTypePdf size={14} />}
                      aria-label={t('debtors.statementFor', { agency: row.agencyName })}
                      loading={statement.isPending && statement.variables.agencyId === row.agencyId}
                      onClick={() =>
                        statement.mutate({ agencyId: row.agencyId, asOf: report.asOf })
                      }
                    >
                      {t('debtors.statement')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconMail size={14} />}
                      aria-label={
                        row.agencyEmail
                          ? t('debtors.emailFor', { agency: row.agencyName })
                          : t('debtors.noEmail', { agency: row.agencyName })
                      }
                      disabled={!row.agencyEmail}
                      onClick={() => onEmail(row)}
                    >
                      {t('debtors.email')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('debtors.totals', { count: report.rows.length })}</Table.Th>
              <AgedCells aged={report.totals.agedCents} currency={report.currency} />
              <Table.Td />
              <Table.Td ta="right">{money(report.totals.creditUsedCents)}</Table.Td>
              <Table.Td />
              <Table.Td ta="right">{money(report.totals.ledgerBalanceCents)}</Table.Td>
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed">
        {t('debtors.ledgerNote', {
          unallocated: money(report.totals.unallocatedCents),
          commission: money(report.totals.commissionCreditCents),
        })}
      </Text>
    </>
  );
}

/**
 * Aged debtors (`/admin/finance/debtors`, finance.manage): what each agency of a brand owes on its
 * invoices, by how long it is overdue on the date chosen (the brand's today unless a later one is
 * chosen), beside its credit limit and ledger balance; each agency's statement as a PDF or emailed
 * to it after a confirmation; the whole report as CSV. Brand and date are kept in the address.
 */
export function DebtorsPage() {
  const { t, i18n } = useTranslation('finance-reports');
  const { filters, setFilter } = useListParams(FILTERS);
  const filter: TDebtorsFilter = { brand: readBrand(filters.brand), asOf: filters.asOf };
  const today = useBrandToday(brandIdOf(filter.brand));
  const report = useDebtors(filter);
  const [emailing, setEmailing] = useState<TDebtorRow | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('debtors.heading')}</Title>
          <Text c="dimmed">{t('debtors.intro')}</Text>
        </div>
        <ExportCsvButton download={() => downloadDebtorsCsv(filter)} />
      </Group>
      <Group align="flex-end">
        <BrandSelect value={filter.brand} onChange={(brand) => setFilter('brand', brand)} />
        <DateFilter
          label={t('filters.asOf')}
          description={t('debtors.asOfHint')}
          value={filter.asOf}
          minDate={today}
          onChange={(asOf) => setFilter('asOf', asOf)}
        />
      </Group>
      {report.error ? (
        <Alert color="red" role="alert">
          {report.error.message}
        </Alert>
      ) : null}
      {report.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : report.data ? (
        <>
          <Text fw={500}>
            {t('debtors.asOfLine', {
              date: formatDayMonthYear(report.data.asOf, i18n.language),
              currency: report.data.currency,
            })}
          </Text>
          {report.data.rows.length === 0 ? (
            <Text>{t('debtors.empty')}</Text>
          ) : (
            <DebtorsTable report={report.data} onEmail={setEmailing} />
          )}
        </>
      ) : null}
      {emailing && report.data ? (
        <EmailStatementModal
          key={emailing.agencyId}
          row={emailing}
          asOf={report.data.asOf}
          onClose={() => setEmailing(null)}
        />
      ) : null}
    </Stack>
  );
}
