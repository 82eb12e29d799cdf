import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { TAdminFileView, TAdminServiceLineView } from '@portal/shared/contracts/files';
import type { TClientFileBackOffice } from '@portal/shared/contracts/files-admin';
import {
  canTransitionLine,
  SERVICE_ADDABLE_BOOKING_STATUSES,
  SERVICE_LINE_STATUSES,
  type TFileStatus,
  type TServiceLineStatus,
} from '@portal/shared/domain/file-states';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatPrice } from '@portal/shared/format/money';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AmendBookingModal } from '../../../components/booking-changes/amend-booking-modal';
import { CancellationFees } from '../../../components/booking-changes/cancellation-fees';
import { NotFound } from '../../../components/errors/not-found';
import { StatusBadge } from '../../../components/ui/status-badge';
import { isApiError } from '../../../lib/api-client';
import { usePermissions } from '../../../lib/authorization';
import type { RealtimeConnection } from '../../../lib/realtime';
import {
  previewClientFileAmendment,
  useAmendClientFile,
  useClientFileCancellationQuote,
} from '../api/change-booking';
import { useClientFileChanges } from '../api/change-client-file';
import { useBackOffice, useClientFile } from '../api/get-client-file';
import { useFilterOptions } from '../api/get-filter-options';
import { useClientFileLiveUpdates } from '../hooks/use-client-file-live-updates';
import { AddCatalogueLineForm } from './add-catalogue-line-form';
import { AddManualLineForm } from './add-manual-line-form';
import { CreditHoldPanel } from './credit-hold-panel';
import { FileTimelinePanel } from './file-timeline-panel';
import { EmergencyContactPanel } from './emergency-contact-panel';
import { GuestsForm } from './guests-form';
import { LinePriceModal } from './line-price-modal';
import { TripForm } from './trip-form';

function errorText(error: unknown): string | null {
  if (!error) return null;
  return error instanceof Error ? error.message : String(error);
}

/** Where a consultant may move a line now (the shared state machine, admin actor). */
function nextLineStatuses(status: TServiceLineStatus): TServiceLineStatus[] {
  return SERVICE_LINE_STATUSES.filter((to) => canTransitionLine(status, to, 'admin'));
}

function StatusPanel({ file, canManage }: { file: TAdminFileView; canManage: boolean }) {
  const { t } = useTranslation('client-files');
  const { changeStatus } = useClientFileChanges(file.reference);
  const [to, setTo] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [isAmendOpen, setAmendOpen] = useState(false);
  const amend = useAmendClientFile(file.reference);
  const isCancelling = to === 'Cancellation';
  const fees = useClientFileCancellationQuote(file.reference, isCancelling);
  const next = file.abilities.nextStatuses;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="client-file-status">
      <Title order={2} size="h4" id="client-file-status" mb="sm">
        {t('edit.status.title')}
      </Title>
      <Group gap="sm" mb="sm">
        <Text>{t('edit.status.current')}</Text>
        <StatusBadge status={file.status} />
        {canManage && file.abilities.canAmend ? (
          <Button size="xs" variant="light" onClick={() => setAmendOpen(true)}>
            {t('edit.status.amend')}
          </Button>
        ) : null}
      </Group>
      <AmendBookingModal
        booking={file}
        opened={isAmendOpen}
        onClose={() => setAmendOpen(false)}
        preview={(request) => previewClientFileAmendment(file.reference, request)}
        amend={(request) => amend.mutateAsync(request)}
        onAmended={() => setAmendOpen(false)}
      />
      {canManage && next.length > 0 ? (
        <form
          aria-label={t('edit.status.title')}
          onSubmit={(event) => {
            event.preventDefault();
            if (!to) return;
            changeStatus.mutate(
              { to: to as TFileStatus, note: note.trim() },
              {
                onSuccess: () => {
                  setTo(null);
                  setNote('');
                },
              },
            );
          }}
        >
          <Group align="flex-end" gap="sm">
            <Select
              label={t('edit.status.to')}
              data={next.map((status) => ({ value: status, label: status }))}
              value={to}
              onChange={setTo}
              required
            />
            <TextInput
              label={t('edit.status.note')}
              value={note}
              maxLength={500}
              onChange={(event) => setNote(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={changeStatus.isPending} disabled={!to}>
              {t('edit.status.change')}
            </Button>
          </Group>
          {changeStatus.error ? (
            <Text c="red" size="sm" role="alert" mt="xs">
              {errorText(changeStatus.error)}
            </Text>
          ) : null}
          {isCancelling ? (
            <Stack gap="xs" mt="sm">
              <CancellationFees
                quote={fees.data}
                brandId={file.brandId}
                isLoading={fees.isLoading}
                error={fees.error}
              />
            </Stack>
          ) : null}
        </form>
      ) : (
        <Text size="sm" c="dimmed">
          {t('edit.status.noMoves')}
        </Text>
      )}
    </Paper>
  );
}

function BackOfficePanel({
  reference,
  saved,
  canManage,
}: {
  reference: string;
  saved: TClientFileBackOffice;
  canManage: boolean;
}) {
  const { t } = useTranslation('client-files');
  const options = useFilterOptions();
  const { updateBackOffice } = useClientFileChanges(reference);
  const [consultantId, setConsultantId] = useState<string | null>(
    saved.consultantId === null ? null : String(saved.consultantId),
  );
  const [notes, setNotes] = useState(saved.internalNotes);
  const [isSaved, setSaved] = useState(false);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="client-file-back-office">
      <Title order={2} size="h4" id="client-file-back-office" mb="sm">
        {t('edit.backOffice.title')}
      </Title>
      <form
        aria-label={t('edit.backOffice.title')}
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(false);
          updateBackOffice.mutate(
            {
              consultantId: consultantId === null ? null : Number(consultantId),
              internalNotes: notes,
            },
            { onSuccess: () => setSaved(true) },
          );
        }}
      >
        <Stack gap="sm">
          <Select
            label={t('edit.backOffice.consultant')}
            placeholder={t('edit.backOffice.noConsultant')}
            data={(options.data?.consultants ?? []).map((user) => ({
              value: String(user.id),
              label: user.name,
            }))}
            value={consultantId}
            onChange={setConsultantId}
            clearable
            searchable
            disabled={!canManage}
          />
          <Textarea
            label={t('edit.backOffice.internalNotes')}
            description={t('edit.backOffice.internalNotesHint')}
            value={notes}
            maxLength={4000}
            rows={4}
            onChange={(event) => setNotes(event.currentTarget.value)}
            disabled={!canManage}
          />
          {updateBackOffice.error ? (
            <Text c="red" size="sm" role="alert">
              {errorText(updateBackOffice.error)}
            </Text>
          ) : null}
          {isSaved ? (
            <Text c="green" size="sm" role="status">
              {t('edit.backOffice.saved')}
            </Text>
          ) : null}
          {canManage ? (
            <Group justify="flex-end">
              <Button type="submit" loading={updateBackOffice.isPending}>
                {t('edit.backOffice.save')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}

function GuestsPanel({ file, canManage }: { file: TAdminFileView; canManage: boolean }) {
  const { t } = useTranslation('client-files');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="client-file-guests">
      <Title order={2} size="h4" id="client-file-guests" mb="sm">
        {t('edit.guests.title')}
      </Title>
      <Table aria-label={t('edit.guests.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('edit.guests.room')}</Table.Th>
            <Table.Th>{t('edit.guests.occupancy')}</Table.Th>
            <Table.Th>{t('edit.guests.names')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {file.rooms.map((room, index) => (
            <Table.Tr key={index}>
              <Table.Td>{t('edit.guests.roomN', { n: index + 1, type: room.roomType })}</Table.Td>
              <Table.Td>
                {t('edit.guests.pax', {
                  adults: t('edit.guests.paxAdults', { count: room.adults }),
                  children: t('edit.guests.paxChildren', { count: room.children }),
                })}
              </Table.Td>
              <Table.Td>
                {room.guests.length === 0
                  ? t('edit.guests.none')
                  : room.guests
                      .map((guest) => [guest.title, guest.fullName].filter(Boolean).join(' '))
                      .join(', ')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {canManage ? <GuestsForm key={file.updatedAt} file={file} /> : null}
    </Paper>
  );
}

function LinesPanel({ file, canManage }: { file: TAdminFileView; canManage: boolean }) {
  const { t, i18n } = useTranslation('client-files');
  const { changeLineStatus, changeLinePrice, removeLine } = useClientFileChanges(file.reference);
  const isQuote = file.status === 'Quote';
  const [pricing, setPricing] = useState<TAdminServiceLineView | null>(null);
  const lines = file.days.flatMap((day) => day.lines);
  const money = (cents: number) => formatPrice(cents, file.brandId, i18n.language);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="client-file-lines">
      <Title order={2} size="h4" id="client-file-lines" mb="sm">
        {t('edit.lines.title')}
      </Title>
      {(changeLineStatus.error ?? removeLine.error) ? (
        <Alert color="red" role="alert" mb="sm">
          {errorText(changeLineStatus.error ?? removeLine.error)}
        </Alert>
      ) : null}
      {lines.length === 0 ? (
        <Text>{t('edit.lines.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table aria-label={t('edit.lines.title')} striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('edit.lines.date')}</Table.Th>
                <Table.Th>{t('edit.lines.service')}</Table.Th>
                <Table.Th>{t('edit.lines.supplier')}</Table.Th>
                <Table.Th>{t('edit.lines.quantity')}</Table.Th>
                <Table.Th>{t('edit.lines.status')}</Table.Th>
                <Table.Th ta="right">{t('edit.lines.cost')}</Table.Th>
                <Table.Th ta="right">{t('edit.lines.sell')}</Table.Th>
                <Table.Th>{t('edit.lines.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => {
                const moves = nextLineStatuses(line.status);
                return (
                  <Table.Tr key={line.id} data-line-id={line.id}>
                    <Table.Td>{formatDayMonthYear(line.date, i18n.language)}</Table.Td>
                    <Table.Td>
                      {line.name}
                      {line.isManual ? (
                        <Badge ml="xs" size="xs" variant="light" color="grape">
                          {t('edit.lines.manual')}
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{line.supplierName}</Table.Td>
                    <Table.Td>{line.quantity}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={line.status} />
                      {line.cancellationFeeCents > 0 || line.supplierChargeCents > 0 ? (
                        <Text size="xs" mt={4} data-testid="cancellation-charges">
                          {t('edit.lines.cancellationCharges', {
                            fee: money(line.cancellationFeeCents),
                            charge: money(line.supplierChargeCents),
                          })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td ta="right">{money(line.costCents)}</Table.Td>
                    <Table.Td ta="right">{money(line.sellCents)}</Table.Td>
                    <Table.Td>
                      {canManage ? (
                        <Group gap="xs" wrap="nowrap">
                          {moves.length > 0 ? (
                            <Select
                              aria-label={t('edit.lines.moveStatus', { name: line.name })}
                              placeholder={t('edit.lines.moveTo')}
                              data={moves.map((status) => ({ value: status, label: status }))}
                              value={null}
                              size="xs"
                              w={150}
                              disabled={changeLineStatus.isPending}
                              onChange={(to) => {
                                if (to) {
                                  changeLineStatus.mutate({
                                    lineId: line.id,
                                    to: to as TServiceLineStatus,
                                    note: '',
                                  });
                                }
                              }}
                            />
                          ) : null}
                          {isQuote ? (
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red"
                              loading={removeLine.isPending && removeLine.variables === line.id}
                              aria-label={t('edit.lines.removeOf', { name: line.name })}
                              onClick={() => removeLine.mutate(line.id)}
                            >
                              {t('edit.lines.remove')}
                            </Button>
                          ) : null}
                          {line.status !== 'Cancelled' && file.status !== 'Cancelled' ? (
                            <Button
                              size="xs"
                              variant="light"
                              aria-label={t('edit.lines.changePriceOf', { name: line.name })}
                              onClick={() => {
                                changeLinePrice.reset();
                                setPricing(line);
                              }}
                            >
                              {t('edit.lines.changePrice')}
                            </Button>
                          ) : null}
                        </Group>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pricing ? (
        <LinePriceModal
          line={pricing}
          brandId={file.brandId}
          isSaving={changeLinePrice.isPending}
          error={changeLinePrice.error}
          onClose={() => setPricing(null)}
          onSave={(body) =>
            changeLinePrice.mutate(
              { lineId: pricing.id, ...body },
              { onSuccess: () => setPricing(null) },
            )
          }
        />
      ) : null}
    </Paper>
  );
}

/**
 * One client file in the back office: its status moved through the shared state machine, the
 * consultant and internal notes, the rooms' guests, and the service lines with their statuses and
 * prices. `labels` and `privacy` are the labels picker and the personal data panel the route
 * composes in (other features).
 */
export function ClientFileEditPage({
  reference,
  labels,
  privacy,
  connection,
}: {
  reference: string;
  labels?: ReactNode;
  /** The travellers' personal data panel (another feature), at the end of the page. */
  privacy?: ReactNode;
  connection?: RealtimeConnection;
}) {
  const { t, i18n } = useTranslation('client-files');
  const { can } = usePermissions();
  const canManage = can('files.manage-all');
  const file = useClientFile(reference);
  const backOffice = useBackOffice(reference);
  useClientFileLiveUpdates(file.data, connection);

  if (file.error && isApiError(file.error) && file.error.status === 404) return <NotFound />;
  if (file.error) {
    return (
      <Alert color="red" role="alert">
        {file.error.message}
      </Alert>
    );
  }
  if (file.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>{t('loading', { ns: 'common' })}</Text>
      </Group>
    );
  }
  const data = file.data;
  const money = (cents: number) => formatPrice(cents, data.brandId, i18n.language);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/client-files" size="sm">
        {t('edit.back')}
      </Anchor>
      <div>
        <Title order={1}>{t('edit.title', { reference: data.reference })}</Title>
        <Text c="dimmed">
          {t('edit.subtitle', {
            bookingName: data.bookingName,
            agency: data.agencyName,
            agent: data.agentName,
            from: formatDayMonthYear(data.travelDate, i18n.language),
            to: formatDayMonthYear(data.endDate, i18n.language),
          })}
        </Text>
      </div>
      <Group gap="md" component="nav" aria-label={t('edit.links.label')}>
        {(['itinerary', 'day-headers', 'invoices', 'yield'] as const).map((page) => (
          <Anchor
            key={page}
            component={Link}
            to={`/admin/client-files/${page}/${encodeURIComponent(data.reference)}`}
            size="sm"
          >
            {t(`edit.links.${page}`)}
          </Anchor>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" aria-label={t('edit.totals.label')}>
        <Paper withBorder p="sm">
          <Text size="xs" c="dimmed">
            {t('edit.totals.sell')}
          </Text>
          <Text fw={600}>{money(data.totals.sellCents)}</Text>
        </Paper>
        {/* What the agency's client is asked for, and who asks (docs/pricing.md, "Two prices"). */}
        <Paper withBorder p="sm">
          <Text size="xs" c="dimmed">
            {t('edit.totals.client')}
          </Text>
          <Text fw={600} data-testid="client-price">
            {money(data.totals.clientCents)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`edit.totals.collects.${data.travellerPayments}`)}
          </Text>
        </Paper>
        <Paper withBorder p="sm">
          <Text size="xs" c="dimmed">
            {t('edit.totals.net')}
          </Text>
          <Text fw={600}>{money(data.totals.netCents)}</Text>
        </Paper>
        <Paper withBorder p="sm">
          <Text size="xs" c="dimmed">
            {t('edit.totals.cost')}
          </Text>
          <Text fw={600}>{money(data.totals.costCents)}</Text>
        </Paper>
        <Paper withBorder p="sm">
          <Text size="xs" c="dimmed">
            {t('edit.totals.margin')}
          </Text>
          <Text fw={600}>{money(data.totals.marginExGstCents)}</Text>
        </Paper>
      </SimpleGrid>
      <CreditHoldPanel file={data} canApprove={can('finance.manage')} />
      <StatusPanel file={data} canManage={canManage} />
      {labels}
      {backOffice.data ? (
        <BackOfficePanel
          key={`${backOffice.data.consultantId ?? ''}|${backOffice.data.internalNotes}`}
          reference={data.reference}
          saved={backOffice.data}
          canManage={canManage}
        />
      ) : backOffice.error ? (
        <Alert color="red" role="alert">
          {backOffice.error.message}
        </Alert>
      ) : null}
      {canManage && data.status === 'Quote' ? (
        <TripForm key={`${data.version}|${data.updatedAt}`} file={data} />
      ) : null}
      <EmergencyContactPanel reference={data.reference} />
      <GuestsPanel file={data} canManage={canManage} />
      <LinesPanel file={data} canManage={canManage} />
      {canManage &&
      can('catalogue.view') &&
      (data.status === 'Quote' || SERVICE_ADDABLE_BOOKING_STATUSES.includes(data.status)) ? (
        <>
          {/* Keyed by the travel date: their day pickers start on the first day again when an
              amendment moves the trip. */}
          <AddCatalogueLineForm key={`catalogue-${data.travelDate}`} file={data} />
          <AddManualLineForm key={`manual-${data.travelDate}`} file={data} />
        </>
      ) : null}
      <FileTimelinePanel reference={data.reference} brandId={data.brandId} />
      {privacy}
    </Stack>
  );
}
