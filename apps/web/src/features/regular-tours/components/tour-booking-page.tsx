import {
  Alert,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  List,
  Loader,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCalendarCheck, IconDownload, IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type {
  TAgentDeparture,
  TAgentTour,
  TTourBookingResult,
} from '@portal/shared/contracts/regular-tours';
import type { TRoomTypeCode } from '@portal/shared/domain/pricing/codes';
import { getBrand } from '@portal/shared/domain/brands';
import { inclusionLines, localizedText } from '@portal/shared/domain/tours';
import { formatDayMonth, formatDayMonthYear } from '@portal/shared/format/dates';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  FormRoomsField,
  isValidRoom,
  type TRoomRow,
} from '../../../components/ui/form-rooms-field';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { Pagination } from '../../../components/ui/pagination';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { usePermissions } from '../../../lib/authorization';
import { useClientView } from '../../../lib/use-client-view';
import { useListParams } from '../../../lib/use-list-params';
import {
  downloadTourRates,
  useAgentTour,
  useAgentTourCategories,
  useAgentTours,
  useBookDeparture,
  useDeparturePrice,
  useTargetBookings,
} from '../api/agent-tours';
import { useTourLabels } from '../hooks/use-tour-labels';
import { tourPaths } from '../paths';
import { AvailabilityBadge, GuaranteedBadge } from './tour-badges';
import { TourImage } from './tour-image';

export const BOOKING_RULES = {
  rooms: 'required',
  bookingName: 'required|length:120',
  yourReference: 'length:60',
} as const satisfies TFieldRules;

/** The "add to" choice that opens a new booking rather than joining one. */
const NEW_FILE = 'new';

interface TBookingValues extends Record<string, unknown> {
  rooms: TRoomRow[];
  bookingName: string;
  yourReference: string;
  fileReference: string;
}

function readId(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** The rooms as the API takes them, or null while one is incomplete. */
function roomsOf(rows: readonly TRoomRow[]) {
  if (rows.length === 0 || !rows.every(isValidRoom)) return null;
  return rows.map((room) => ({
    roomType: room.roomType as TRoomTypeCode,
    adults: Number(room.adults),
    children: 0,
  }));
}

function useDownload() {
  const { t } = useTranslation('regular-tours');
  return useMutation({
    mutationFn: downloadTourRates,
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('booking.downloadFailed'),
        message: error.message,
      }),
  });
}

function BookingPanel({ tour, departure }: { tour: TAgentTour; departure: TAgentDeparture }) {
  const { t, i18n } = useTranslation('regular-tours');
  const labels = useTourLabels();
  const { can } = usePermissions();
  const canBook = can('files.manage');
  const [isClientView] = useClientView();
  const targets = useTargetBookings();
  const book = useBookDeparture();
  const [booked, setBooked] = useState<TTourBookingResult | null>(null);
  const form = useRulesForm<TBookingValues>({
    initialValues: {
      rooms: [{ roomType: 'TW', adults: 2 }],
      bookingName: '',
      yourReference: '',
      fileReference: NEW_FILE,
    },
    rules: BOOKING_RULES,
  });
  const rooms = roomsOf(form.values.rooms);
  const price = useDeparturePrice(departure.id, rooms);
  const quote = rooms ? price.data : undefined;
  const brand = getBrand(tour.brandId);
  const money = (cents: number) => labels.price(cents, tour.brandId);
  const date = formatDayMonthYear(departure.departureDate, i18n.language);
  // Bookings the tour may join: same currency, starting on or before the departure.
  const targetOptions = (targets.data?.data ?? [])
    .filter((file) => file.brandId === tour.brandId && file.travelDate <= departure.departureDate)
    .map((file) => ({
      value: file.reference,
      label: t('booking.form.existing', { reference: file.reference, name: file.bookingName }),
    }));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="tour-booking-title">
      <RulesForm
        form={form}
        aria-label={t('booking.form.label')}
        onSubmit={async (values) => {
          const chosen = roomsOf(values.rooms);
          if (!chosen) {
            form.setServerErrors({ rooms: [t('booking.form.roomsInvalid')] });
            return;
          }
          setBooked(null);
          const result = await book.mutateAsync({
            departureId: departure.id,
            body: {
              rooms: chosen,
              bookingName: values.bookingName.trim(),
              yourReference: values.yourReference.trim(),
              fileReference: values.fileReference === NEW_FILE ? null : values.fileReference,
              expectedSellCents: quote?.sellCents ?? null,
            },
          });
          setBooked(result);
          notifications.show({
            color: 'fern',
            message: t('booking.booked', { count: result.seats, reference: result.fileReference }),
          });
          form.reset();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="tour-booking-title">
            {t('booking.form.title', { date })}
          </Title>
          {booked ? (
            <Alert color="green" role="status" title={t('booking.bookedTitle')}>
              <Stack gap={4}>
                <Text size="sm">
                  {t('booking.booked', { count: booked.seats, reference: booked.fileReference })}
                </Text>
                <Anchor component={Link} to={tourPaths.agentBooking(booked.fileReference)}>
                  {t('booking.openBooking', { reference: booked.fileReference })}
                </Anchor>
              </Stack>
            </Alert>
          ) : null}
          {form.submitError instanceof Error ? (
            <Alert color="red" role="alert" title={t('booking.refused')}>
              {form.submitError.message}
            </Alert>
          ) : null}
          <FormRoomsField
            name="rooms"
            label={t('booking.form.rooms')}
            disabled={!canBook}
            labels={{
              roomType: (room) => t('booking.form.roomType', { room }),
              adults: (room) => t('booking.form.adults', { room }),
              remove: (room) => t('booking.form.removeRoom', { room }),
              add: t('booking.form.addRoom'),
              roomTypeNames: labels.roomTypeNames,
            }}
          />
          <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)">
            <Stack gap={4} aria-live="polite">
              <Text fw={600}>{t('booking.price.title')}</Text>
              {!rooms ? (
                <Text size="sm" c="dimmed">
                  {t('booking.form.roomsInvalid')}
                </Text>
              ) : price.error ? (
                <Text size="sm" c="red">
                  {price.error.message}
                </Text>
              ) : !quote ? (
                <Group gap="xs">
                  <Loader size="xs" />
                  <Text size="sm">{t('booking.price.pricing')}</Text>
                </Group>
              ) : (
                <>
                  {quote.rooms.map((room, index) => (
                    <Group key={index} justify="space-between">
                      <Text size="sm">
                        {t('booking.price.room', {
                          room: labels.roomType(room.roomType),
                          count: room.adults,
                        })}
                      </Text>
                      <Text size="sm">{money(room.sellCents)}</Text>
                    </Group>
                  ))}
                  <Group justify="space-between">
                    <Text fw={700}>{t('booking.price.total', { count: quote.seats })}</Text>
                    <Text fw={700} data-testid="tour-total">
                      {money(quote.sellCents)}
                    </Text>
                  </Group>
                  {/* The client view hides what the agency earns and pays. */}
                  {quote.commissionCents > 0 && !isClientView ? (
                    <Group justify="space-between">
                      <Text size="sm">{t('booking.price.commission')}</Text>
                      <Text size="sm">{money(quote.commissionCents)}</Text>
                    </Group>
                  ) : null}
                  {isClientView ? null : (
                    <Group justify="space-between">
                      <Text size="sm">{t('booking.price.net')}</Text>
                      <Text size="sm">{money(quote.netCents)}</Text>
                    </Group>
                  )}
                  <Text size="xs" c="dimmed">
                    {t('booking.price.gst', { currency: brand.currency, gst: brand.gstPercent })}
                  </Text>
                  {quote.refusal ? (
                    <Alert color="orange" mt="xs">
                      {quote.refusal}
                    </Alert>
                  ) : null}
                </>
              )}
            </Stack>
          </Paper>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <FormTextInput
              name="bookingName"
              label={t('booking.form.bookingName')}
              disabled={!canBook}
            />
            <FormTextInput
              name="yourReference"
              label={t('booking.form.yourReference')}
              disabled={!canBook}
            />
            <Select
              label={t('booking.form.target')}
              allowDeselect={false}
              disabled={!canBook}
              value={form.values.fileReference}
              data={[{ value: NEW_FILE, label: t('booking.form.newBooking') }, ...targetOptions]}
              onChange={(value) => form.commit('fileReference', value ?? NEW_FILE)}
            />
          </SimpleGrid>
          {canBook ? (
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={form.isSubmitting}
                leftSection={<IconCalendarCheck size={16} />}
              >
                {t('booking.form.submit')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('booking.form.noPermission')}
            </Text>
          )}
        </Stack>
      </RulesForm>
    </Paper>
  );
}

function DeparturesTable({
  tour,
  selectedId,
  onSelect,
}: {
  tour: TAgentTour;
  selectedId: number | null;
  onSelect: (departure: TAgentDeparture) => void;
}) {
  const { t, i18n } = useTranslation('regular-tours');
  const labels = useTourLabels();
  if (tour.departures.length === 0) return <Text>{t('booking.noDepartures')}</Text>;
  return (
    <Radio.Group
      name="departure"
      value={selectedId === null ? null : String(selectedId)}
      onChange={(value) => {
        const departure = tour.departures.find((candidate) => String(candidate.id) === value);
        if (departure) onSelect(departure);
      }}
      label={t('booking.prompt')}
    >
      <Table.ScrollContainer minWidth={640} mt="xs">
        <Table
          highlightOnHover
          verticalSpacing="xs"
          aria-label={t('booking.departuresLabel', { name: tour.name })}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('booking.columns.date')}</Table.Th>
              <Table.Th>{t('booking.columns.returns')}</Table.Th>
              <Table.Th>{t('booking.columns.availability')}</Table.Th>
              <Table.Th>{t('booking.columns.seatsLeft')}</Table.Th>
              <Table.Th>{t('booking.columns.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tour.departures.map((departure) => {
              const isSelected = departure.id === selectedId;
              return (
                <Table.Tr
                  key={departure.id}
                  aria-selected={isSelected}
                  bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}
                  style={{ cursor: departure.isBookable ? 'pointer' : 'not-allowed' }}
                  onClick={() => {
                    if (departure.isBookable) onSelect(departure);
                  }}
                >
                  <Table.Td>
                    <Radio
                      value={String(departure.id)}
                      disabled={!departure.isBookable}
                      label={formatDayMonthYear(departure.departureDate, i18n.language)}
                    />
                  </Table.Td>
                  <Table.Td>{formatDayMonth(departure.endDate, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <AvailabilityBadge availability={departure.availability} />
                      {departure.isGuaranteed ? <GuaranteedBadge /> : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{t('booking.seatsLeft', { count: departure.seatsLeft })}</Table.Td>
                  <Table.Td>
                    {departure.fromPriceCents === null
                      ? t('booking.noRate')
                      : labels.price(departure.fromPriceCents, tour.brandId)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Radio.Group>
  );
}

function TourDetail({
  tourId,
  departureId,
  onSelectDeparture,
}: {
  tourId: number;
  departureId: number | null;
  onSelectDeparture: (departure: TAgentDeparture) => void;
}) {
  const { t, i18n } = useTranslation('regular-tours');
  const tourQuery = useAgentTour(tourId);
  const download = useDownload();
  const tour = tourQuery.data;
  if (tourQuery.error) {
    return (
      <Alert color="red" role="alert">
        {tourQuery.error.message}
      </Alert>
    );
  }
  if (!tour) return <Loader aria-label={t('loading', { ns: 'common' })} />;
  const language = i18n.language;
  const chosen =
    tour.departures.find((departure) => departure.id === departureId && departure.isBookable) ??
    tour.departures.find((departure) => departure.isBookable) ??
    null;
  const inclusions = inclusionLines(localizedText(tour.inclusions, language));

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Grid gap="md">
          {tour.images[0] ? (
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TourImage src={tour.images[0]} radius="sm" />
            </Grid.Col>
          ) : null}
          <Grid.Col span={{ base: 12, md: tour.images[0] ? 8 : 12 }}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start">
                <div>
                  <Title order={2}>{tour.name}</Title>
                  <Group gap={6} mt={4}>
                    <Badge variant="outline" color="gray">
                      {tour.code}
                    </Badge>
                    <Badge variant="light">{tour.categoryName}</Badge>
                    <Badge variant="light" color="gray">
                      {t('days', { count: tour.durationDays })}
                    </Badge>
                  </Group>
                </div>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconDownload size={14} />}
                  loading={download.isPending}
                  onClick={() => download.mutate({ tourId: tour.id })}
                >
                  {t('booking.downloadTourRates')}
                </Button>
              </Group>
              <Text size="sm" c="dimmed">
                {t('booking.route', { from: tour.startLocationName, to: tour.endLocationName })}
              </Text>
              <Text>{localizedText(tour.overview, language)}</Text>
              {inclusions.length > 0 ? (
                <div>
                  <Text fw={600} size="sm">
                    {t('booking.inclusions')}
                  </Text>
                  <List size="sm">
                    {inclusions.map((line) => (
                      <List.Item key={line}>{line}</List.Item>
                    ))}
                  </List>
                </div>
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Paper>
      <Paper withBorder p="md" component="section" aria-label={t('booking.itinerary')}>
        <Title order={3} size="h4" mb="xs">
          {t('booking.itinerary')}
        </Title>
        <Stack gap="xs">
          {tour.days.map((day) => {
            const meals = (['breakfast', 'lunch', 'dinner'] as const)
              .filter((meal) => day.meals[meal])
              .map((meal) => t(`meals.${meal}`));
            return (
              <div key={day.dayNumber}>
                <Text fw={600} size="sm">
                  {t('booking.day', {
                    number: day.dayNumber,
                    title: localizedText(day.title, language),
                  })}
                </Text>
                <Text size="sm">{localizedText(day.description, language)}</Text>
                <Text size="xs" c="dimmed">
                  {[
                    day.overnightLocationName
                      ? t('booking.overnight', { place: day.overnightLocationName })
                      : null,
                    meals.length > 0 ? t('booking.meals', { meals: meals.join(', ') }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
            );
          })}
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="tour-departures-title">
        <Title order={3} size="h4" id="tour-departures-title">
          {t('booking.departuresTitle')}
        </Title>
        <DeparturesTable tour={tour} selectedId={chosen?.id ?? null} onSelect={onSelectDeparture} />
      </Paper>
      {/* Not keyed by departure: rooms and names stay when the agent picks another date. */}
      {chosen ? <BookingPanel tour={tour} departure={chosen} /> : null}
    </Stack>
  );
}

/** `/app/regular-tours-booking`: tour departures with seats and prices, and booking them. */
export function TourBookingPage() {
  const { t, i18n } = useTranslation('regular-tours');
  const labels = useTourLabels();
  const { page, filters, setFilter, setPage } = useListParams(['q', 'categoryId'] as const);
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState(filters.q);
  const applySearch = useDebouncedCallback((value: string) => setFilter('q', value), 300);
  const tours = useAgentTours({ page, ...filters });
  const categories = useAgentTourCategories();
  const download = useDownload();
  const rows = tours.data?.data ?? [];
  const requestedTour = readId(searchParams.get('tour'));
  const tourId = requestedTour ?? rows[0]?.id ?? null;
  const departureId = readId(searchParams.get('departure'));

  const select = (next: { tour: number; departure?: number }) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('tour', String(next.tour));
        if (next.departure === undefined) params.delete('departure');
        else params.set('departure', String(next.departure));
        return params;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('booking.title')}</Title>
          <Text c="dimmed">{t('booking.intro')}</Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={download.isPending}
          onClick={() => download.mutate({ q: filters.q, categoryId: filters.categoryId })}
        >
          {t('booking.downloadRates')}
        </Button>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <TextInput
              label={t('booking.search.label')}
              placeholder={t('booking.search.placeholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                applySearch(event.currentTarget.value);
              }}
            />
            <Select
              label={t('list.category')}
              placeholder={t('booking.allCategories')}
              clearable
              value={filters.categoryId || null}
              data={(categories.data?.data ?? []).map((category) => ({
                value: String(category.id),
                label: category.name,
              }))}
              onChange={(value) => setFilter('categoryId', value ?? '')}
            />
            {tours.error ? (
              <Alert color="red" role="alert">
                {tours.error.message}
              </Alert>
            ) : null}
            {tours.isPending ? <Loader aria-label={t('loading', { ns: 'common' })} /> : null}
            {tours.data && rows.length === 0 ? <Text>{t('booking.empty')}</Text> : null}
            <Stack gap="xs" component="nav" aria-label={t('booking.toursLabel')}>
              {rows.map((tour) => {
                const isSelected = tour.id === tourId;
                return (
                  <UnstyledButton
                    key={tour.id}
                    onClick={() => select({ tour: tour.id })}
                    aria-current={isSelected ? 'true' : undefined}
                  >
                    <Paper
                      withBorder
                      p="sm"
                      bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}
                    >
                      <Text fw={600}>{tour.name}</Text>
                      <Text size="xs" c="dimmed">
                        {tour.categoryName} · {t('days', { count: tour.durationDays })}
                      </Text>
                      <Text size="sm">
                        {tour.fromPriceCents === null
                          ? t('booking.noDeparturesShort')
                          : t('booking.from', {
                              price: labels.price(tour.fromPriceCents, tour.brandId),
                            })}
                      </Text>
                      {tour.nextDepartureDate ? (
                        <Text size="xs" c="dimmed">
                          {t('booking.nextDeparture', {
                            date: formatDayMonthYear(tour.nextDepartureDate, i18n.language),
                          })}
                        </Text>
                      ) : null}
                    </Paper>
                  </UnstyledButton>
                );
              })}
            </Stack>
            <Pagination
              pagination={tours.data}
              onPageChange={setPage}
              disabled={tours.isFetching}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {tourId === null ? (
            <Text>{t('booking.chooseTour')}</Text>
          ) : (
            <TourDetail
              key={tourId}
              tourId={tourId}
              departureId={departureId}
              onSelectDeparture={(departure) => select({ tour: tourId, departure: departure.id })}
            />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
