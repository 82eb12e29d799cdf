import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TInvoiceView } from '@portal/shared/contracts/invoices';
import { getBrand } from '@portal/shared/domain/brands';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatPrice } from '@portal/shared/format/money';
import { stripConfirmationSuffix } from '@portal/shared/format/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDownloadFileDocument,
  useFileInvoices,
  useFileTransactions,
  type TFileDocument,
} from '../api/get-file-documents';

function documentKey(document: TFileDocument): string {
  switch (document.kind) {
    case 'itinerary':
      return 'itinerary';
    case 'voucher':
      return `voucher-${document.lineId}`;
    default:
      return `${document.kind}-${document.id}`;
  }
}

/** One download at a time per panel, with a "Preparing download…" state while the PDF renders. */
function useDocumentDownload() {
  const download = useDownloadFileDocument();
  const pendingKey =
    download.isPending && download.variables ? documentKey(download.variables) : null;
  return {
    start: (document: TFileDocument) => download.mutate(document),
    isPreparing: (document: TFileDocument) => pendingKey === documentKey(document),
    isBusy: download.isPending,
    error: download.error,
  };
}

function DownloadStatus({ download }: { download: ReturnType<typeof useDocumentDownload> }) {
  const { t } = useTranslation('files');
  return (
    <>
      {download.isBusy ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('documents.preparing')}</Text>
        </Group>
      ) : null}
      {download.error ? (
        <Alert color="red" role="alert">
          {download.error.message}
        </Alert>
      ) : null}
    </>
  );
}

function Loading() {
  const { t } = useTranslation('common');
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text>{t('loading')}</Text>
    </Group>
  );
}

function InvoiceDetails({ invoice, brandId }: { invoice: TInvoiceView; brandId: number }) {
  const { t, i18n } = useTranslation('files');
  const money = (cents: number) => formatPrice(cents, brandId, i18n.language);
  const date = (iso: string) => formatDayMonthYear(iso, i18n.language);
  // New Zealand invoices say "zero-rated", Australian ones "GST-free" (docs/tax.md).
  const zeroRated = t(`documents.zeroRated.${getBrand(brandId).code}`);
  return (
    <Stack gap="sm">
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('documents.day')}</Table.Th>
            <Table.Th>{t('documents.service')}</Table.Th>
            <Table.Th>{t('documents.gst')}</Table.Th>
            <Table.Th ta="right">{t('documents.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map((line, index) => (
            <Table.Tr key={`${line.dayNumber}-${index}`}>
              <Table.Td>
                {line.dayNumber > 0 ? `${line.dayNumber} · ${date(line.date)}` : ''}
              </Table.Td>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td>
                {line.taxCode === 'zero_rated' ? zeroRated : `${invoice.gstPercent}%`}
              </Table.Td>
              <Table.Td ta="right">{money(line.amountCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {invoice.zeroRatedCents > 0 && (
        <>
          <Group justify="space-between">
            <Text size="sm">{t('documents.taxable')}</Text>
            <Text size="sm">{money(invoice.totalCents - invoice.zeroRatedCents)}</Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm">{zeroRated}</Text>
            <Text size="sm">{money(invoice.zeroRatedCents)}</Text>
          </Group>
        </>
      )}
      <Group justify="space-between">
        <Text size="sm">{t('documents.gstIncluded', { percent: invoice.gstPercent })}</Text>
        <Text size="sm">{money(invoice.gstCents)}</Text>
      </Group>
      <Group justify="space-between">
        <Text fw={700}>{t('documents.total')}</Text>
        <Text fw={700}>{money(invoice.totalCents)}</Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">{t('documents.depositDue', { date: date(invoice.depositDueOn) })}</Text>
        <Text size="sm">{money(invoice.depositCents)}</Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">{t('documents.balanceDue', { date: date(invoice.balanceDueOn) })}</Text>
        <Text size="sm">{money(invoice.balanceCents)}</Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">{t('documents.outstanding')}</Text>
        <Text size="sm">{money(invoice.outstandingCents)}</Text>
      </Group>
    </Stack>
  );
}

/**
 * The agency's invoices and ledger are at net (what the agency owes the operator): in the client
 * view they are not shown at all, and not even fetched.
 */
function HiddenInClientView() {
  const { t } = useTranslation('files');
  return (
    <Alert color="gray" data-testid="client-view-hidden">
      {t('clientView.documentsHidden')}
    </Alert>
  );
}

/** The file's invoices and credit notes: view an invoice, download either as PDF. */
export function InvoicesPanel({ file, isClientView }: { file: TFileView; isClientView: boolean }) {
  return isClientView ? <HiddenInClientView /> : <AgencyInvoices file={file} />;
}

function AgencyInvoices({ file }: { file: TFileView }) {
  const { t, i18n } = useTranslation('files');
  const documents = useFileInvoices(file.reference);
  const download = useDocumentDownload();
  const [viewing, setViewing] = useState<TInvoiceView | null>(null);
  const money = (cents: number) => formatPrice(cents, file.brandId, i18n.language);
  const date = (iso: string) => formatDayMonthYear(iso, i18n.language);

  if (documents.error) {
    return (
      <Alert color="red" role="alert">
        {documents.error.message}
      </Alert>
    );
  }
  if (!documents.data) return <Loading />;
  const { invoices, creditNotes } = documents.data;
  if (invoices.length === 0 && creditNotes.length === 0) {
    return <Text c="dimmed">{t('documents.noInvoices')}</Text>;
  }
  return (
    <Stack gap="md">
      <DownloadStatus download={download} />
      <Table.ScrollContainer minWidth={640}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('documents.number')}</Table.Th>
              <Table.Th>{t('documents.issued')}</Table.Th>
              <Table.Th>{t('documents.status')}</Table.Th>
              <Table.Th ta="right">{t('documents.total')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.map((invoice) => {
              const document: TFileDocument = {
                kind: 'invoice',
                id: invoice.id,
                number: invoice.number,
              };
              return (
                <Table.Tr key={`invoice-${invoice.id}`}>
                  <Table.Td>{invoice.number}</Table.Td>
                  <Table.Td>{date(invoice.issuedOn)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`documents.invoiceStatus.${invoice.status}`)}</Badge>
                  </Table.Td>
                  <Table.Td ta="right">{money(invoice.totalCents)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconEye size={14} />}
                        onClick={() => setViewing(invoice)}
                      >
                        {t('documents.viewInvoice')}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconDownload size={14} />}
                        loading={download.isPreparing(document)}
                        disabled={download.isBusy}
                        onClick={() => download.start(document)}
                      >
                        {t('documents.downloadInvoice')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {creditNotes.map((note) => {
              const document: TFileDocument = {
                kind: 'credit-note',
                id: note.id,
                number: note.number,
              };
              return (
                <Table.Tr key={`credit-note-${note.id}`}>
                  <Table.Td>{note.number}</Table.Td>
                  <Table.Td>{date(note.issuedOn)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="grape">
                      {t('documents.creditNote')}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{money(-note.totalCents)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end">
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconDownload size={14} />}
                        loading={download.isPreparing(document)}
                        disabled={download.isBusy}
                        onClick={() => download.start(document)}
                      >
                        {t('documents.downloadCreditNote')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing ? t('documents.invoiceTitle', { number: viewing.number }) : ''}
        size="lg"
        centered
      >
        {viewing ? <InvoiceDetails invoice={viewing} brandId={file.brandId} /> : null}
      </Modal>
    </Stack>
  );
}

/** The file's ledger rows: invoices, payments and credit notes with the running balance. */
export function TransactionsPanel({
  file,
  isClientView,
}: {
  file: TFileView;
  isClientView: boolean;
}) {
  return isClientView ? <HiddenInClientView /> : <AgencyTransactions file={file} />;
}

function AgencyTransactions({ file }: { file: TFileView }) {
  const { t, i18n } = useTranslation('files');
  const transactions = useFileTransactions(file.reference);
  const money = (cents: number) => formatPrice(cents, file.brandId, i18n.language);

  if (transactions.error) {
    return (
      <Alert color="red" role="alert">
        {transactions.error.message}
      </Alert>
    );
  }
  if (!transactions.data) return <Loading />;
  if (transactions.data.data.length === 0) {
    return <Text c="dimmed">{t('documents.noTransactions')}</Text>;
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('documents.date')}</Table.Th>
              <Table.Th>{t('documents.type')}</Table.Th>
              <Table.Th>{t('documents.reference')}</Table.Th>
              <Table.Th ta="right">{t('documents.value')}</Table.Th>
              <Table.Th ta="right">{t('documents.runningBalance')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transactions.data.data.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{formatDayMonthYear(row.date, i18n.language)}</Table.Td>
                <Table.Td>{t(`documents.transactionType.${row.type}`)}</Table.Td>
                <Table.Td>{row.reference}</Table.Td>
                <Table.Td ta="right">{money(row.valueCents)}</Table.Td>
                <Table.Td ta="right">{money(row.runningBalanceCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text fw={600} ta="right">
        {t('documents.balance', { amount: money(transactions.data.balanceCents) })}
      </Text>
    </Stack>
  );
}

/** The day-by-day itinerary of the file as a PDF, and a voucher per confirmed service. */
export function ItinerariesPanel({ file }: { file: TFileView }) {
  const { t } = useTranslation('files');
  const download = useDocumentDownload();
  const document: TFileDocument = { kind: 'itinerary', reference: file.reference };
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{t('documents.itineraryText')}</Text>
      <Button
        leftSection={<IconDownload size={16} />}
        loading={download.isPreparing(document)}
        disabled={download.isBusy}
        onClick={() => download.start(document)}
      >
        {t('documents.downloadItinerary')}
      </Button>
      <Vouchers file={file} download={download} />
      <DownloadStatus download={download} />
    </Stack>
  );
}

/**
 * A voucher per confirmed service (the server renders it from the line as it is now, so a changed
 * service's next download is its new voucher); the other services get theirs once confirmed.
 */
function Vouchers({
  file,
  download,
}: {
  file: TFileView;
  download: ReturnType<typeof useDocumentDownload>;
}) {
  const { t, i18n } = useTranslation('files');
  const confirmed = file.days
    .flatMap((day) => day.lines)
    .filter((line) => line.status === 'Confirmed');
  return (
    <Stack gap="xs" w="100%">
      <Title order={3} size="h5">
        {t('documents.vouchersTitle')}
      </Title>
      <Text size="sm">{t('documents.vouchersText')}</Text>
      {confirmed.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('documents.noVouchers')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label={t('documents.vouchersTitle')}>
            <Table.Tbody>
              {confirmed.map((line) => {
                const voucher: TFileDocument = {
                  kind: 'voucher',
                  reference: file.reference,
                  lineId: line.id,
                };
                return (
                  <Table.Tr key={line.id}>
                    <Table.Td>{formatDayMonthYear(line.date, i18n.language)}</Table.Td>
                    <Table.Td>{line.name}</Table.Td>
                    <Table.Td>{stripConfirmationSuffix(line.confirmation)}</Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconDownload size={14} />}
                        aria-label={t('documents.downloadVoucherFor', { name: line.name })}
                        loading={download.isPreparing(voucher)}
                        disabled={download.isBusy}
                        onClick={() => download.start(voucher)}
                      >
                        {t('documents.downloadVoucher')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
