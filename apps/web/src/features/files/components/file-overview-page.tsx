import { Alert, Button, Group, Modal, Paper, Stack, Switch, Tabs, Text } from '@mantine/core';
import { IconCalendarEvent, IconCopy, IconPencil, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { isAwaitingCredit } from '@portal/shared/contracts/files';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { RealtimeConnection } from '../../../lib/realtime';
import { useFile } from '../api/get-file';
import { AmendBookingModal } from '../../../components/booking-changes/amend-booking-modal';
import { CancellationFees } from '../../../components/booking-changes/cancellation-fees';
import { previewAmendment, useAmendBooking, useCancellationQuote } from '../api/change-booking';
import { useCancelFile } from '../api/request-booking';
import { useClientView } from '../../../lib/use-client-view';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useFileLiveUpdates } from '../hooks/use-file-live-updates';
import { filePaths } from '../paths';
import { CreditHoldNotice } from './credit-hold-notice';
import { DroppedLines } from './dropped-lines';
import { InvoicesPanel, ItinerariesPanel, TransactionsPanel } from './file-documents';
import { FileHeader } from './file-header';
import { ClientMarkupForm } from './client-markup-form';
import { FileTotals } from './file-totals';
import { formatMoment } from './format';
import { HistoryPanel } from './history-panel';
import { RequestBookingModal } from './request-booking-modal';
import { ServiceLinesTable } from './service-lines-table';
import { SharePanel } from './share-panel';
import { VersionsPanel } from './versions-panel';
import { FileLoadState } from './file-load-state';

/**
 * The booking or quote overview (`/app/view-booking/{ref}`): services by day with their status,
 * confirmation, voucher, remarks, dates, phone and address; versions; history; request booking
 * and cancel; live updates on the file's channel; a Client view switch that hides commission and
 * net; invoices, transactions and itineraries tabs (documents rendered by the server).
 */
export function FileOverviewPage({ connection }: { connection?: RealtimeConnection }) {
  const { t, i18n } = useTranslation('files');
  const { ref = '' } = useParams();
  const file = useFile(ref);
  const lastUpdateAt = useFileLiveUpdates(file.data, connection);
  const [isClientView, setClientView] = useClientView();
  const [isRequestOpen, setRequestOpen] = useState(false);
  const [isCancelOpen, setCancelOpen] = useState(false);
  const [isAmendOpen, setAmendOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const cancel = useCancelFile(ref);
  const cancelOnce = useSingleFlight();
  const amend = useAmendBooking(ref);
  const isBooking = file.data !== undefined && file.data.status !== 'Quote';
  const fees = useCancellationQuote(ref, isCancelOpen && isBooking);

  if (!file.data) return <FileLoadState error={file.error} />;
  const current = file.data;
  const { abilities } = current;
  const isQuote = current.status === 'Quote';

  return (
    <Stack gap="md">
      <FileHeader
        file={current}
        heading={isQuote ? t('overview.quoteHeading') : t('overview.bookingHeading')}
        actions={
          <>
            {abilities.canEdit ? (
              <Button
                component={Link}
                to={filePaths.customise(current.reference)}
                variant="light"
                leftSection={<IconPencil size={16} />}
              >
                {t('overview.customise')}
              </Button>
            ) : null}
            {abilities.canCopy ? (
              <Button
                component={Link}
                to={filePaths.copy(current.reference)}
                variant="light"
                leftSection={<IconCopy size={16} />}
              >
                {t('overview.copy')}
              </Button>
            ) : null}
            {abilities.canRequestBooking ? (
              <Button leftSection={<IconSend size={16} />} onClick={() => setRequestOpen(true)}>
                {t('overview.requestBooking')}
              </Button>
            ) : null}
            {abilities.canAmend ? (
              <Button
                variant="light"
                leftSection={<IconCalendarEvent size={16} />}
                onClick={() => setAmendOpen(true)}
              >
                {t('overview.amendBooking')}
              </Button>
            ) : null}
            {abilities.canCancel ? (
              <Button
                color="red"
                variant="subtle"
                leftSection={<IconX size={16} />}
                onClick={() => setCancelOpen(true)}
              >
                {isQuote ? t('overview.cancelQuote') : t('overview.cancelBooking')}
              </Button>
            ) : null}
          </>
        }
      />
      <Group justify="space-between">
        <Switch
          label={t('clientView.label')}
          description={t('clientView.hint')}
          checked={isClientView}
          onChange={(event) => setClientView(event.currentTarget.checked)}
        />
        {lastUpdateAt ? (
          <Text size="xs" c="dimmed" role="status" data-testid="live-update">
            {t('overview.liveUpdated', { time: formatMoment(lastUpdateAt, i18n.language) })}
          </Text>
        ) : null}
      </Group>
      {notice ? (
        <Alert color="green" withCloseButton onClose={() => setNotice(null)} role="status">
          {notice}
        </Alert>
      ) : null}
      <CreditHoldNotice file={current} />
      <DroppedLines lines={current.droppedLines} />
      <SharePanel reference={current.reference} />
      <Tabs defaultValue="services" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="services">{t('overview.tabs.services')}</Tabs.Tab>
          <Tabs.Tab value="versions">{t('overview.tabs.versions')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('overview.tabs.history')}</Tabs.Tab>
          <Tabs.Tab value="invoices">{t('overview.tabs.invoices')}</Tabs.Tab>
          <Tabs.Tab value="transactions">{t('overview.tabs.transactions')}</Tabs.Tab>
          <Tabs.Tab value="itineraries">{t('overview.tabs.itineraries')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="services" pt="md">
          <Stack gap="md">
            <ServiceLinesTable file={current} isClientView={isClientView} />
            {current.notes ? (
              <Paper withBorder p="sm">
                <Text size="sm" fw={600}>
                  {t('overview.notes')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {current.notes}
                </Text>
              </Paper>
            ) : null}
            {current.supplierNote ? (
              <Paper withBorder p="sm">
                <Text size="sm" fw={600}>
                  {t('overview.supplierNote')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {current.supplierNote}
                </Text>
              </Paper>
            ) : null}
            <FileTotals file={current} isClientView={isClientView} />
            {isClientView ? null : <ClientMarkupForm file={current} />}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="versions" pt="md">
          <VersionsPanel file={current} isClientView={isClientView} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <HistoryPanel reference={current.reference} brandId={current.brandId} />
        </Tabs.Panel>
        <Tabs.Panel value="invoices" pt="md">
          <InvoicesPanel file={current} isClientView={isClientView} />
        </Tabs.Panel>
        <Tabs.Panel value="transactions" pt="md">
          <TransactionsPanel file={current} isClientView={isClientView} />
        </Tabs.Panel>
        <Tabs.Panel value="itineraries" pt="md">
          <ItinerariesPanel file={current} />
        </Tabs.Panel>
      </Tabs>
      <RequestBookingModal
        file={current}
        isOpen={isRequestOpen}
        isClientView={isClientView}
        onClose={() => setRequestOpen(false)}
        onRequested={(booked) => {
          setRequestOpen(false);
          setNotice(
            t(isAwaitingCredit(booked) ? 'overview.requestedHeld' : 'overview.requested', {
              reference: booked.reference,
            }),
          );
        }}
      />
      <AmendBookingModal
        booking={current}
        opened={isAmendOpen}
        onClose={() => setAmendOpen(false)}
        preview={(request) => previewAmendment(current.reference, request)}
        amend={(request) => amend.mutateAsync(request)}
        onAmended={() => setNotice(t('overview.amended', { reference: current.reference }))}
      />
      <Modal
        opened={isCancelOpen}
        onClose={() => setCancelOpen(false)}
        title={isQuote ? t('overview.cancelQuote') : t('overview.cancelBooking')}
        size={isQuote ? 'md' : 'lg'}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {isQuote ? t('overview.cancelQuoteText') : t('overview.cancelBookingText')}
          </Text>
          {isQuote ? null : (
            <CancellationFees
              quote={fees.data}
              brandId={current.brandId}
              isLoading={fees.isLoading}
              error={fees.error}
            />
          )}
          {cancel.error ? (
            <Alert color="red" role="alert">
              {cancel.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setCancelOpen(false)}>
              {t('actionsUi.keep')}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() =>
                cancelOnce((done) =>
                  cancel.mutate(undefined, {
                    onSuccess: () => setCancelOpen(false),
                    onSettled: done,
                  }),
                )
              }
            >
              {t('actionsUi.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
