import { formatMoney } from '@portal/shared/format/money';
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
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { PAYMENT_METHODS, type TInvoiceView } from '@portal/shared/contracts/invoices';
import type { TAdminFileBilling } from '@portal/shared/contracts/invoices-admin';
import { BACKOFFICE_CHANNEL } from '@portal/shared/domain/realtime-channels';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '../../../lib/authorization';
import { realtime, type RealtimeConnection } from '../../../lib/realtime';
import { useBrandToday } from '../../../lib/settings';
import { useRealtimeEvent } from '../../../lib/use-realtime-event';
import { useCreditInvoice } from '../api/credit-invoice';
import { fileBillingKeys, useFileBilling } from '../api/get-file-billing';
import { useIssueInvoice } from '../api/issue-invoice';
import { useRecordPayment } from '../api/record-payment';
import { useRecordRefund } from '../api/record-refund';
import { type TFinanceDocument, useDownloadFinanceDocument } from '../api/download-document';
import { useVoidInvoice } from '../api/void-invoice';
import {
  CreditInvoiceModal,
  MoneyMoveModal,
  toCents,
  VoidInvoiceModal,
  type TMoneyMoveValues,
} from './billing-forms';

const STATUS_COLOURS: Record<TInvoiceView['status'], string> = {
  issued: 'blue',
  'part-paid': 'yellow',
  paid: 'green',
  void: 'gray',
};

/** Downloads one invoice or credit note as the agent receives it. */
function PdfButton({
  document,
  download,
}: {
  document: TFinanceDocument;
  download: ReturnType<typeof useDownloadFinanceDocument>;
}) {
  const { t } = useTranslation('file-invoices');
  const isThis =
    download.isPending &&
    download.variables.kind === document.kind &&
    download.variables.id === document.id;
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconDownload size={14} />}
      loading={isThis}
      disabled={download.isPending && !isThis}
      aria-label={t('actions.downloadPdfOf', { number: document.number })}
      onClick={() => download.mutate(document)}
    >
      {t('actions.downloadPdf')}
    </Button>
  );
}

type TOpenForm =
  | { kind: 'void'; invoice: TInvoiceView }
  | { kind: 'credit'; invoice: TInvoiceView }
  | { kind: 'payment' }
  | { kind: 'refund' }
  | null;

function useMoney(currency: string | undefined) {
  return (cents: number) => formatMoney(cents, currency ?? 'NZD');
}

function Summary({ billing, money }: { billing: TAdminFileBilling; money: (c: number) => string }) {
  const { t } = useTranslation('file-invoices');
  const { summary } = billing;
  const items = [
    ['invoiced', summary.invoicedCents],
    ['paid', summary.paidCents],
    ['credited', summary.creditedCents],
    ['refunded', summary.refundedCents],
    // Only where the agency's travellers paid the client price through the travel app.
    ...(summary.commissionCents === 0 ? [] : [['commission', summary.commissionCents] as const]),
    ['balance', summary.balanceCents],
  ] as const;
  return (
    <SimpleGrid
      cols={{ base: 2, sm: items.length }}
      spacing="sm"
      aria-label={t('summary.label')}
      role="group"
    >
      {items.map(([key, cents]) => (
        <Paper key={key} withBorder p="sm">
          <Text size="xs" c="dimmed">
            {t(`summary.${key}`)}
          </Text>
          <Text fw={700} data-testid={`summary-${key}`}>
            {money(cents)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/**
 * The back office's invoices screen of one file (`/admin/client-files/invoices/:ref`): invoices
 * with their deposit and balance schedule, credit notes, payments and refunds, the agency's
 * commission credited out of its travellers' payments, the balance (invoiced − paid − credited −
 * commission + refunded), and the finance actions for staff with finance.manage.
 */
export function FileInvoicesPage({
  reference,
  connection = realtime,
}: {
  reference: string;
  connection?: RealtimeConnection;
}) {
  const { t, i18n } = useTranslation('file-invoices');
  const { can } = usePermissions();
  const canManage = can('finance.manage');
  const billing = useFileBilling(reference);
  const queryClient = useQueryClient();
  const money = useMoney(billing.data?.currency);
  const [open, setOpen] = useState<TOpenForm>(null);
  const issue = useIssueInvoice(reference);
  const voidInvoice = useVoidInvoice(reference);
  const credit = useCreditInvoice(reference);
  const downloadDocument = useDownloadFinanceDocument();
  const payment = useRecordPayment(reference);
  const refund = useRecordRefund(reference);
  const date = (iso: string) => formatDayMonthYear(iso, i18n.language);
  // Dated on the brand's calendar, as the invoices it pays are: never a day before them.
  const today = useBrandToday(billing.data?.brandId);

  // Money that arrives online (or from a colleague) shows without a reload.
  useRealtimeEvent(
    BACKOFFICE_CHANNEL,
    'payment.recorded',
    (payload) => {
      if (payload.bookingReference === reference) {
        void queryClient.invalidateQueries({ queryKey: fileBillingKeys.file(reference) });
      }
    },
    connection,
  );

  const close = () => setOpen(null);
  const submitMoney = (kind: 'payment' | 'refund') => async (values: TMoneyMoveValues) => {
    const method = PAYMENT_METHODS.find((option) => option === values.method) ?? 'bank-transfer';
    const base = { amountCents: toCents(values.amountCents), method, reference: values.reference };
    if (kind === 'payment') {
      await payment.mutateAsync({ ...base, receivedOn: values.date });
    } else {
      await refund.mutateAsync({ ...base, refundedOn: values.date, reason: values.reason });
    }
  };

  if (billing.error) {
    return (
      <Alert color="red" role="alert">
        {billing.error.message}
      </Alert>
    );
  }
  if (!billing.data) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>{t('loading', { ns: 'common' })}</Text>
      </Group>
    );
  }
  const data = billing.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('heading', { reference: data.fileReference })}
          </Title>
          <Text c="dimmed" size="sm">
            {data.bookingName} · {data.agencyName} · {data.fileStatus}
          </Text>
        </div>
        <Group gap="sm">
          <Anchor component={Link} to={`/admin/client-files/${data.fileReference}`}>
            {t('backToFile')}
          </Anchor>
          <Anchor component={Link} to={`/admin/client-files/yield/${data.fileReference}`}>
            {t('yieldLink')}
          </Anchor>
        </Group>
      </Group>

      <Summary billing={data} money={money} />

      {canManage ? (
        <Group gap="sm">
          <Button
            disabled={!data.canIssueInvoice}
            loading={issue.isPending}
            onClick={() => issue.mutate()}
          >
            {t('actions.issue')}
          </Button>
          <Button variant="light" onClick={() => setOpen({ kind: 'payment' })}>
            {t('actions.payment')}
          </Button>
          <Button
            variant="light"
            color="orange"
            disabled={data.summary.refundableCents <= 0}
            onClick={() => setOpen({ kind: 'refund' })}
          >
            {t('actions.refund')}
          </Button>
        </Group>
      ) : null}
      {downloadDocument.error ? (
        <Alert color="red" role="alert">
          {downloadDocument.error.message}
        </Alert>
      ) : null}
      {issue.error ? (
        <Alert color="red" role="alert">
          {issue.error.message}
        </Alert>
      ) : null}

      <Title order={2} size="h4">
        {t('invoices.heading')}
      </Title>
      {data.invoices.length === 0 ? (
        <Text c="dimmed">{t('invoices.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label={t('invoices.label')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.number')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th>{t('columns.issuedOn')}</Table.Th>
                <Table.Th ta="right">{t('columns.total')}</Table.Th>
                <Table.Th>{t('columns.deposit')}</Table.Th>
                <Table.Th>{t('columns.balanceDue')}</Table.Th>
                <Table.Th ta="right">{t('columns.paid')}</Table.Th>
                <Table.Th ta="right">{t('columns.credited')}</Table.Th>
                <Table.Th ta="right">{t('columns.outstanding')}</Table.Th>
                <Table.Th>{t('columns.document')}</Table.Th>
                {canManage ? <Table.Th>{t('columns.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>{invoice.number}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLOURS[invoice.status]}>
                      {t(`statuses.${invoice.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{date(invoice.issuedOn)}</Table.Td>
                  <Table.Td ta="right">{money(invoice.totalCents)}</Table.Td>
                  <Table.Td>
                    {t('schedule', {
                      amount: money(invoice.depositCents),
                      date: date(invoice.depositDueOn),
                    })}
                  </Table.Td>
                  <Table.Td>
                    {t('schedule', {
                      amount: money(invoice.balanceCents),
                      date: date(invoice.balanceDueOn),
                    })}
                  </Table.Td>
                  <Table.Td ta="right">{money(invoice.paidCents)}</Table.Td>
                  <Table.Td ta="right">{money(invoice.creditedCents)}</Table.Td>
                  <Table.Td ta="right">{money(invoice.outstandingCents)}</Table.Td>
                  <Table.Td>
                    <PdfButton
                      document={{ kind: 'invoice', id: invoice.id, number: invoice.number }}
                      download={downloadDocument}
                    />
                  </Table.Td>
                  {canManage ? (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          disabled={invoice.status === 'void' || invoice.paidCents > 0}
                          aria-label={t('actions.voidOne', { number: invoice.number })}
                          onClick={() => setOpen({ kind: 'void', invoice })}
                        >
                          {t('actions.void')}
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          disabled={invoice.totalCents - invoice.creditedCents <= 0}
                          aria-label={t('actions.creditOne', { number: invoice.number })}
                          onClick={() => setOpen({ kind: 'credit', invoice })}
                        >
                          {t('actions.credit')}
                        </Button>
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <Title order={2} size="h4">
        {t('creditNotes.heading')}
      </Title>
      {data.creditNotes.length === 0 ? (
        <Text c="dimmed">{t('creditNotes.empty')}</Text>
      ) : (
        <Table striped aria-label={t('creditNotes.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.number')}</Table.Th>
              <Table.Th>{t('columns.invoice')}</Table.Th>
              <Table.Th>{t('columns.issuedOn')}</Table.Th>
              <Table.Th>{t('columns.reason')}</Table.Th>
              <Table.Th ta="right">{t('columns.total')}</Table.Th>
              <Table.Th>{t('columns.document')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.creditNotes.map((note) => (
              <Table.Tr key={note.id}>
                <Table.Td>{note.number}</Table.Td>
                <Table.Td>{note.invoiceNumber}</Table.Td>
                <Table.Td>{date(note.issuedOn)}</Table.Td>
                <Table.Td>{note.reason}</Table.Td>
                <Table.Td ta="right">{money(note.totalCents)}</Table.Td>
                <Table.Td>
                  <PdfButton
                    document={{ kind: 'credit-note', id: note.id, number: note.number }}
                    download={downloadDocument}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      <Title order={2} size="h4">
        {t('payments.heading')}
      </Title>
      {data.payments.length === 0 && data.refunds.length === 0 ? (
        <Text c="dimmed">{t('payments.empty')}</Text>
      ) : (
        <Table striped aria-label={t('payments.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.date')}</Table.Th>
              <Table.Th>{t('columns.kind')}</Table.Th>
              <Table.Th>{t('columns.reference')}</Table.Th>
              <Table.Th ta="right">{t('columns.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.payments.map((row) => (
              <Table.Tr key={`p${row.id}`}>
                <Table.Td>{date(row.receivedOn)}</Table.Td>
                <Table.Td>
                  {t(`methods.${row.method}`)}
                  {row.channel === 'online' ? ` (${t('online')})` : ''}
                </Table.Td>
                <Table.Td>{row.reference}</Table.Td>
                <Table.Td ta="right">{money(row.amountCents)}</Table.Td>
              </Table.Tr>
            ))}
            {data.refunds.map((row) => (
              <Table.Tr key={`r${row.id}`}>
                <Table.Td>{date(row.refundedOn)}</Table.Td>
                <Table.Td>{t('refundKind')}</Table.Td>
                <Table.Td>{row.reference}</Table.Td>
                <Table.Td ta="right">{money(-row.amountCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      {open?.kind === 'void' ? (
        <VoidInvoiceModal
          opened
          invoiceNumber={open.invoice.number}
          onClose={close}
          onSubmit={(values) =>
            voidInvoice.mutateAsync({ invoiceId: open.invoice.id, body: values })
          }
        />
      ) : null}
      {open?.kind === 'credit' ? (
        <CreditInvoiceModal
          opened
          invoiceNumber={open.invoice.number}
          creditableLabel={money(open.invoice.totalCents - open.invoice.creditedCents)}
          onClose={close}
          onSubmit={(values) =>
            credit.mutateAsync({
              invoiceId: open.invoice.id,
              body: {
                reason: values.reason,
                ...(values.amountCents === '' ? {} : { amountCents: toCents(values.amountCents) }),
              },
            })
          }
        />
      ) : null}
      {open?.kind === 'payment' || open?.kind === 'refund' ? (
        <MoneyMoveModal
          opened
          kind={open.kind}
          today={today}
          onClose={close}
          onSubmit={submitMoney(open.kind)}
        />
      ) : null}
    </Stack>
  );
}
