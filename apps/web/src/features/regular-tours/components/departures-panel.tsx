import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconList, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type {
  TTour,
  TTourDeparture,
  TTourDepartureRequestInput,
} from '@portal/shared/contracts/regular-tours';
import { DEPARTURE_STATUSES, type TDepartureStatus } from '@portal/shared/domain/tours';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormCheckbox } from '../../../components/ui/form-checkbox';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { Pagination } from '../../../components/ui/pagination';
import { RulesForm } from '../../../components/ui/rules-form';
import { hasOnlyFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import {
  useDeleteDeparture,
  useDepartureBookings,
  useDepartures,
  useSaveDeparture,
} from '../api/admin-departures';
import { useTourLabels } from '../hooks/use-tour-labels';
import { tourPaths } from '../paths';
import { toCents } from './seasons-panel';
import { SeatsBar } from './seats-bar';
import { DepartureStatusBadge, GuaranteedBadge } from './tour-badges';

export const DEPARTURE_RULES = {
  departureDate: 'required',
  capacity: 'required',
  breakEvenSeats: 'required',
  status: 'required',
  notes: 'length:1000',
} as const satisfies TFieldRules;

const FIELDS = ['departureDate', 'capacity', 'breakEvenSeats', 'fixedCost', 'status', 'notes'];

interface TDepartureValues extends Record<string, unknown> {
  departureDate: string;
  capacity: number | '';
  breakEvenSeats: number | '';
  fixedCost: number | '';
  isGuaranteed: boolean;
  status: string;
  notes: string;
}

function toValues(departure: TTourDeparture | null): TDepartureValues {
  return {
    departureDate: departure?.departureDate ?? '',
    capacity: departure?.capacity ?? '',
    breakEvenSeats: departure?.breakEvenSeats ?? '',
    fixedCost: departure ? departure.fixedCostCents / 100 : '',
    isGuaranteed: departure?.isGuaranteed ?? false,
    status: departure?.status ?? 'open',
    notes: departure?.notes ?? '',
  };
}

function DepartureForm({
  departure,
  currency,
  onSubmit,
  onCancel,
}: {
  departure: TTourDeparture | null;
  currency: string;
  onSubmit: (body: TTourDepartureRequestInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('regular-tours');
  const form = useRulesForm<TDepartureValues>({
    initialValues: toValues(departure),
    rules: DEPARTURE_RULES,
  });
  // A new departure is open or closed; cancelling is a change to one that exists.
  const statuses = departure
    ? DEPARTURE_STATUSES
    : DEPARTURE_STATUSES.filter((s) => s !== 'cancelled');
  return (
    <RulesForm
      form={form}
      onSubmit={async (values) => {
        if (Number(values.breakEvenSeats) > Number(values.capacity)) {
          form.setServerErrors({ breakEvenSeats: [t('departures.form.breakEvenTooHigh')] });
          return;
        }
        await onSubmit({
          departureDate: values.departureDate,
          capacity: Number(values.capacity),
          breakEvenSeats: Number(values.breakEvenSeats),
          fixedCostCents: toCents(values.fixedCost) ?? 0,
          isGuaranteed: values.isGuaranteed,
          status: values.status as TDepartureStatus,
          notes: values.notes.trim(),
        });
      }}
    >
      <Stack gap="sm">
        {form.submitError && !hasOnlyFieldErrors(form.submitError, FIELDS) ? (
          <Alert color="red" role="alert">
            {form.submitError instanceof Error ? form.submitError.message : null}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <FormDateInput
            name="departureDate"
            label={t('departures.form.date')}
            disabled={(departure?.seatsSold ?? 0) > 0}
          />
          <FormSelect
            name="status"
            label={t('departures.form.status')}
            allowDeselect={false}
            data={statuses.map((status) => ({
              value: status,
              label: t(`departureStatus.${status}`),
            }))}
          />
          <FormNumberInput
            name="capacity"
            label={t('departures.form.capacity')}
            min={Math.max(1, departure?.seatsSold ?? 0)}
            max={500}
            allowDecimal={false}
          />
          <FormNumberInput
            name="breakEvenSeats"
            label={t('departures.form.breakEven')}
            min={0}
            max={500}
            allowDecimal={false}
          />
          <FormNumberInput
            name="fixedCost"
            label={t('departures.form.fixedCost', { currency })}
            description={t('departures.form.fixedCostHint')}
            min={0}
            decimalScale={2}
          />
          <FormCheckbox name="isGuaranteed" label={t('departures.form.guaranteed')} mt="lg" />
        </SimpleGrid>
        <FormTextarea name="notes" label={t('departures.form.notes')} rows={2} />
        {departure && departure.seatsSold > 0 ? (
          <Text size="sm" c="dimmed">
            {t('departures.form.soldNote', { count: departure.seatsSold })}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('categories.form.cancel')}
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {t('departures.form.save')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}

function BookingsList({ departure, brandId }: { departure: TTourDeparture; brandId: number }) {
  const { t, i18n } = useTranslation('regular-tours');
  const labels = useTourLabels();
  const bookings = useDepartureBookings(departure.id);
  const rows = bookings.data?.data ?? [];
  if (bookings.error) {
    return (
      <Alert color="red" role="alert">
        {bookings.error.message}
      </Alert>
    );
  }
  if (bookings.isPending) return <Loader aria-label={t('loading', { ns: 'common' })} />;
  if (rows.length === 0) return <Text>{t('departures.bookingsEmpty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs" aria-label={t('departures.bookingsLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('departures.bookingColumns.file')}</Table.Th>
            <Table.Th>{t('departures.bookingColumns.agency')}</Table.Th>
            <Table.Th>{t('departures.bookingColumns.seats')}</Table.Th>
            <Table.Th>{t('departures.bookingColumns.rooms')}</Table.Th>
            <Table.Th>{t('departures.bookingColumns.net')}</Table.Th>
            <Table.Th>{t('departures.bookingColumns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((booking) => (
            <Table.Tr key={booking.id} c={booking.releasedAt ? 'dimmed' : undefined}>
              <Table.Td>
                <Anchor component={Link} to={tourPaths.adminFile(booking.fileReference)}>
                  {booking.fileReference}
                </Anchor>
                <Text size="xs">{booking.bookingName}</Text>
              </Table.Td>
              <Table.Td>{booking.agencyName}</Table.Td>
              <Table.Td>{booking.seats}</Table.Td>
              <Table.Td>{booking.rooms}</Table.Td>
              <Table.Td>{labels.price(booking.netCents, brandId)}</Table.Td>
              <Table.Td>
                {booking.releasedAt
                  ? t('departures.released', {
                      date: formatDayMonthYear(booking.releasedAt, i18n.language),
                    })
                  : booking.lineStatus}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The tour's departures: seats against break-even, revenue and cost (GST included), the GST in
 * them and the margin without GST, with editing.
 */
export function DeparturesPanel({ tour, canManage }: { tour: TTour; canManage: boolean }) {
  const { t, i18n } = useTranslation('regular-tours');
  const labels = useTourLabels();
  const [page, setPage] = useState(1);
  const [showPast, setShowPast] = useState(false);
  const departures = useDepartures(tour.id, { page, all: showPast });
  const save = useSaveDeparture(tour.id);
  const remove = useDeleteDeparture();
  const [editing, setEditing] = useState<{ departure: TTourDeparture | null } | null>(null);
  const [viewing, setViewing] = useState<TTourDeparture | null>(null);
  const [deleting, setDeleting] = useState<TTourDeparture | null>(null);
  const rows = departures.data?.data ?? [];
  const date = (iso: string) => formatDayMonthYear(iso, i18n.language);
  const price = (cents: number) => labels.price(cents, tour.brandId);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {t('departures.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('departures.intro')}
          </Text>
        </div>
        <Group gap="md">
          <Switch
            label={t('departures.showPast')}
            checked={showPast}
            onChange={(event) => {
              setShowPast(event.currentTarget.checked);
              setPage(1);
            }}
          />
          {canManage ? (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing({ departure: null })}
            >
              {t('departures.add')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {departures.error ? (
        <Alert color="red" role="alert">
          {departures.error.message}
        </Alert>
      ) : null}
      {departures.isPending ? <Loader aria-label={t('loading', { ns: 'common' })} /> : null}
      {departures.data && rows.length === 0 ? <Text>{t('departures.empty')}</Text> : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={1200}>
          <Table striped verticalSpacing="xs" aria-label={t('departures.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('departures.columns.date')}</Table.Th>
                <Table.Th>{t('departures.columns.status')}</Table.Th>
                <Table.Th>{t('departures.columns.seats')}</Table.Th>
                <Table.Th>{t('departures.columns.breakEven')}</Table.Th>
                <Table.Th>{t('departures.columns.season')}</Table.Th>
                <Table.Th>{t('departures.columns.net')}</Table.Th>
                <Table.Th>{t('departures.columns.cost')}</Table.Th>
                <Table.Th>{t('departures.columns.outputGst')}</Table.Th>
                <Table.Th>{t('departures.columns.inputGst')}</Table.Th>
                <Table.Th>{t('departures.columns.marginExGst')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((departure) => {
                const figures = departure.yield;
                return (
                  <Table.Tr key={departure.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {date(departure.departureDate)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('departures.returns', { date: date(departure.endDate) })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <DepartureStatusBadge status={departure.status} />
                        {departure.isGuaranteed ? <GuaranteedBadge /> : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <SeatsBar
                        sold={departure.seatsSold}
                        capacity={departure.capacity}
                        breakEven={departure.breakEvenSeats}
                      />
                    </Table.Td>
                    <Table.Td>
                      {figures.isBreakEvenReached
                        ? t('departures.breakEvenReached', { count: departure.breakEvenSeats })
                        : t('departures.shortfall', {
                            seats: departure.breakEvenSeats,
                            count: figures.shortfallSeats,
                          })}
                    </Table.Td>
                    <Table.Td>{departure.seasonName ?? t('departures.noSeason')}</Table.Td>
                    <Table.Td>{price(figures.netCents)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{price(figures.costCents + figures.fixedCostCents)}</Text>
                      <Text size="xs" c="dimmed">
                        {t('departures.costSplit', {
                          perPerson: price(figures.costCents),
                          fixed: price(figures.fixedCostCents),
                        })}
                      </Text>
                    </Table.Td>
                    <Table.Td>{price(figures.outputGstCents)}</Table.Td>
                    <Table.Td>{price(figures.inputGstCents)}</Table.Td>
                    <Table.Td c={figures.marginExGstCents < 0 ? 'red' : undefined}>
                      {price(figures.marginExGstCents)}
                      {figures.marginExGstPercent === null ? null : (
                        <Text size="xs" c="dimmed">
                          {t('departures.marginExGstPercent', {
                            percent: figures.marginExGstPercent,
                          })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('departures.bookings', {
                            date: date(departure.departureDate),
                          })}
                          onClick={() => setViewing(departure)}
                        >
                          <IconList size={16} />
                        </ActionIcon>
                        {canManage ? (
                          <>
                            <ActionIcon
                              variant="subtle"
                              aria-label={t('departures.edit', {
                                date: date(departure.departureDate),
                              })}
                              onClick={() => setEditing({ departure })}
                            >
                              <IconPencil size={16} />
                            </ActionIcon>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('departures.delete', {
                                date: date(departure.departureDate),
                              })}
                              onClick={() => {
                                remove.reset();
                                setDeleting(departure);
                              }}
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination
        pagination={departures.data}
        onPageChange={setPage}
        disabled={departures.isFetching}
      />

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={
          editing?.departure
            ? t('departures.editTitle', { date: date(editing.departure.departureDate) })
            : t('departures.addTitle')
        }
      >
        {editing ? (
          <DepartureForm
            key={editing.departure?.id ?? 'new'}
            departure={editing.departure}
            currency={tour.currency}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              const saved = await save.mutateAsync({ id: editing.departure?.id ?? null, body });
              notifications.show({
                color: 'fern',
                message: t('departures.saved', { date: date(saved.departureDate) }),
              });
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>

      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        size="xl"
        title={viewing ? t('departures.bookingsTitle', { date: date(viewing.departureDate) }) : ''}
      >
        {viewing ? <BookingsList departure={viewing} brandId={tour.brandId} /> : null}
      </Modal>

      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('departures.deleteTitle')}
      >
        {deleting ? (
          <Stack gap="md">
            <Text>{t('departures.deleteConfirm', { date: date(deleting.departureDate) })}</Text>
            {remove.error ? (
              <Alert color="red" role="alert">
                {remove.error.message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                {t('categories.form.cancel')}
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(deleting.id, {
                    onSuccess: () => {
                      notifications.show({
                        color: 'fern',
                        message: t('departures.deleted', { date: date(deleting.departureDate) }),
                      });
                      setDeleting(null);
                    },
                  })
                }
              >
                {t('categories.deleteSubmit')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
