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
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type {
  TSupplierInvoiceDetail,
  TSupplierInvoiceLineView,
} from '@portal/shared/contracts/payables';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatMoney } from '@portal/shared/format/money';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFound } from '../../../components/errors/not-found';
import { isApiError } from '../../../lib/api-client';
import { useSingleFlight } from '../../../lib/use-single-flight';
import type { RealtimeConnection } from '../../../lib/realtime';
import { useApproveSupplierInvoice } from '../api/approve-supplier-invoice';
import { useSupplierInvoice } from '../api/get-supplier-invoice';
import { useUnapproveSupplierInvoice } from '../api/unapprove-supplier-invoice';
import { useUnmatchSupplierInvoiceLine } from '../api/unmatch-supplier-invoice-line';
import { useVoidSupplierInvoice } from '../api/void-supplier-invoice';
import { usePayablesLiveUpdates } from '../hooks/use-payables-live-updates';
import { MatchLineModal } from './match-line-modal';
import { SupplierInvoiceStatusBadge } from './payables-badges';
import { formatVariance } from './payables-format';
import { VoidSupplierInvoiceModal } from './void-supplier-invoice-modal';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

function LinesTable({
  invoice,
  onMatch,
  onUnmatch,
  unmatchingLineId,
}: {
  invoice: TSupplierInvoiceDetail;
  onMatch: (line: TSupplierInvoiceLineView) => void;
  onUnmatch: (line: TSupplierInvoiceLineView) => void;
  unmatchingLineId: number | null;
}) {
  const { t, i18n } = useTranslation('payables');
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped verticalSpacing="xs" aria-label={t('lines.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('lines.asBilled')}</Table.Th>
            <Table.Th ta="right">{t('columns.billed')}</Table.Th>
            <Table.Th>{t('columns.file')}</Table.Th>
            <Table.Th>{t('columns.service')}</Table.Th>
            <Table.Th ta="right">{t('columns.expected')}</Table.Th>
            <Table.Th ta="right">{t('columns.variance')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map((line) => {
            const { match } = line;
            const hasVariance = match !== null && match.varianceCents !== 0;
            return (
              <Table.Tr key={line.id} data-testid={`supplier-invoice-line-${line.position}`}>
                <Table.Td>{line.position}</Table.Td>
                <Table.Td>
                  {line.description || '—'}
                  <Text size="xs" c="dimmed">
                    {line.fileReference || t('lines.noFileReference')}
                    {line.taxCode === 'zero_rated' ? ` · ${t('lines.zeroRated')}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatMoney(line.amountCents, invoice.currency)}</Table.Td>
                {match ? (
                  <>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Anchor component={Link} to={`/admin/client-files/${match.fileReference}`}>
                        {match.fileReference}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {match.serviceName}
                      <Text size="xs" c="dimmed">
                        {formatDayMonthYear(match.serviceDate, i18n.language)}
                        {match.kind === 'cancellation' ? ` · ${t('kinds.cancellation')}` : ''}
                        {' · '}
                        {t(`sources.${match.source}`)}
                      </Text>
                      {match.isStillExpected ? null : (
                        <Text size="xs" c="red">
                          {t('lines.noLongerExpected')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      {formatMoney(match.expectedCents, invoice.currency)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {hasVariance ? (
                        <Badge color="red" variant="light" size="lg" radius="sm">
                          {formatVariance(match.varianceCents, invoice.currency)}
                        </Badge>
                      ) : (
                        formatVariance(0, invoice.currency)
                      )}
                    </Table.Td>
                  </>
                ) : (
                  <Table.Td colSpan={4}>
                    <Badge color="gray" variant="light">
                      {t('lines.unmatched')}
                    </Badge>
                  </Table.Td>
                )}
                <Table.Td>
                  {invoice.canMatch ? (
                    match ? (
                      <Button
                        size="xs"
                        variant="default"
                        loading={unmatchingLineId === line.id}
                        aria-label={t('lines.unmatchLine', { n: line.position })}
                        onClick={() => onUnmatch(line)}
                      >
                        {t('lines.unmatch')}
                      </Button>
                    ) : (
                      <Button
                        size="xs"
                        aria-label={t('lines.matchLine', { n: line.position })}
                        onClick={() => onMatch(line)}
                      >
                        {t('lines.match')}
                      </Button>
                    )
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * One supplier invoice (`/admin/finance/supplier-invoices/:id`): its header and lines, each with
 * the expected line it is matched to and the variance; unmatched lines are matched here, and the
 * invoice is approved for payment once every line is, un-approved while unpaid, or voided.
 */
export function SupplierInvoicePage({
  id,
  connection,
}: {
  id: number;
  connection?: RealtimeConnection;
}) {
  const { t, i18n } = useTranslation('payables');
  usePayablesLiveUpdates(connection);
  const invoiceQuery = useSupplierInvoice(id);
  const approve = useApproveSupplierInvoice(id);
  const unapprove = useUnapproveSupplierInvoice(id);
  const unmatch = useUnmatchSupplierInvoiceLine(id);
  const voidInvoice = useVoidSupplierInvoice(id);
  const once = useSingleFlight();
  const [matching, setMatching] = useState<TSupplierInvoiceLineView | null>(null);
  const [isVoiding, setIsVoiding] = useState(false);
  const invoice = invoiceQuery.data;

  if (isApiError(invoiceQuery.error) && invoiceQuery.error.status === 404) return <NotFound />;

  const actionError = approve.error ?? unapprove.error ?? unmatch.error;
  const run = (action: () => Promise<unknown>, done: string) =>
    once((finish) => {
      action()
        .then(() => notifications.show({ color: 'fern', message: done }))
        .catch(() => {
          // Shown in the page's alert.
        })
        .finally(finish);
    });

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/finance/payables?view=invoices" size="sm">
        {t('invoice.back')}
      </Anchor>
      {invoiceQuery.error ? (
        <Alert color="red" role="alert">
          {invoiceQuery.error.message}
        </Alert>
      ) : null}
      {invoiceQuery.isPending ? <Loader aria-label={t('loading', { ns: 'common' })} /> : null}
      {invoice ? (
        <>
          <Group justify="space-between" align="flex-start">
            <div>
              <Group gap="sm">
                <Title order={1}>
                  {t('invoice.title', { reference: invoice.supplierReference })}
                </Title>
                <SupplierInvoiceStatusBadge status={invoice.status} />
              </Group>
              <Text c="dimmed">
                {invoice.supplierName} ({invoice.supplierCode}) · {invoice.brandCode}
              </Text>
            </div>
            <Stack gap={4} align="flex-end">
              <Group gap="sm">
                {invoice.status === 'entered' ? (
                  <Button
                    disabled={!invoice.canApprove}
                    loading={approve.isPending}
                    aria-describedby={invoice.canApprove ? undefined : 'approve-reason'}
                    onClick={() => run(() => approve.mutateAsync(), t('invoice.approved'))}
                  >
                    {t('invoice.approve')}
                  </Button>
                ) : null}
                {invoice.canUnapprove ? (
                  <Button
                    variant="default"
                    loading={unapprove.isPending}
                    onClick={() => run(() => unapprove.mutateAsync(), t('invoice.unapproved'))}
                  >
                    {t('invoice.unapprove')}
                  </Button>
                ) : null}
                {invoice.canVoid ? (
                  <Button color="red" variant="light" onClick={() => setIsVoiding(true)}>
                    {t('invoice.void')}
                  </Button>
                ) : null}
              </Group>
              {invoice.status === 'entered' && !invoice.canApprove ? (
                <Text id="approve-reason" size="sm" c="dimmed">
                  {invoice.unmatchedLineCount > 0
                    ? t('invoice.approveNeedsMatches', { count: invoice.unmatchedLineCount })
                    : t('invoice.approveNotAllowed')}
                </Text>
              ) : null}
            </Stack>
          </Group>
          {actionError ? (
            <Alert color="red" role="alert">
              {actionError.message}
            </Alert>
          ) : null}
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              <Detail label={t('invoice.supplier')}>{invoice.supplierName}</Detail>
              <Detail label={t('columns.issuedOn')}>
                {formatDayMonthYear(invoice.issuedOn, i18n.language)}
              </Detail>
              <Detail label={t('columns.dueOn')}>
                {formatDayMonthYear(invoice.dueOn, i18n.language)}
              </Detail>
              <Detail label={t('columns.total')}>
                <Text fw={700} span data-testid="supplier-invoice-total">
                  {formatMoney(invoice.totalCents, invoice.currency)}
                </Text>
              </Detail>
              <Detail label={t('columns.gst')}>
                {formatMoney(invoice.gstCents, invoice.currency)}
              </Detail>
              {invoice.zeroRatedCents > 0 ? (
                <Detail label={t('invoice.zeroRated')}>
                  {formatMoney(invoice.zeroRatedCents, invoice.currency)}
                </Detail>
              ) : null}
              <Detail label={t('columns.variance')}>
                <Text
                  span
                  c={invoice.varianceCents !== 0 ? 'red' : undefined}
                  fw={invoice.varianceCents !== 0 ? 700 : undefined}
                >
                  {formatVariance(invoice.varianceCents, invoice.currency)}
                </Text>
              </Detail>
              <Detail label={t('invoice.enteredBy')}>{invoice.enteredByName ?? '—'}</Detail>
              {invoice.approvedAt ? (
                <Detail label={t('invoice.approvedBy')}>
                  {t('invoice.byOn', {
                    name: invoice.approvedByName ?? '—',
                    date: formatDayMonthYear(invoice.approvedAt.slice(0, 10), i18n.language),
                  })}
                </Detail>
              ) : null}
              {invoice.payment ? (
                <Detail label={t('invoice.paidBy')}>
                  {t('invoice.paidByRun', {
                    run: invoice.payment.runNumber,
                    date: formatDayMonthYear(invoice.payment.paidOn, i18n.language),
                  })}
                </Detail>
              ) : null}
            </SimpleGrid>
            {invoice.notes ? (
              <Text size="sm" mt="md" style={{ whiteSpace: 'pre-line' }}>
                {invoice.notes}
              </Text>
            ) : null}
          </Paper>
          <Title order={2} size="h4">
            {t('lines.title')}
          </Title>
          <LinesTable
            invoice={invoice}
            onMatch={setMatching}
            onUnmatch={(line) => run(() => unmatch.mutateAsync(line.id), t('lines.unmatchDone'))}
            unmatchingLineId={unmatch.isPending ? (unmatch.variables ?? null) : null}
          />
          {matching ? (
            <MatchLineModal
              invoiceId={invoice.id}
              line={matching}
              currency={invoice.currency}
              onClose={() => setMatching(null)}
            />
          ) : null}
          {isVoiding ? (
            <VoidSupplierInvoiceModal
              reference={invoice.supplierReference}
              onClose={() => setIsVoiding(false)}
              onConfirm={(body) => voidInvoice.mutateAsync(body)}
            />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
