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
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCalculator, IconDeviceFloppy, IconPencil } from '@tabler/icons-react';
import type { TPackage } from '@portal/shared/contracts/catalogue';
import {
  ACCOMMODATION_CLASSES,
  type TAccommodationClass,
  type TRoomTypeCode,
} from '@portal/shared/domain/pricing/codes';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { parseIsoDate } from '@portal/shared/format/dates';
import { firstOfNextMonth } from '@portal/shared/domain/operator-calendar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { FormDateInput } from '../../../components/ui/form-date-input';
import {
  childAgesOf,
  FormRoomsField,
  hasChildAges,
  isValidRoom,
  MAX_CHILD_AGE,
  type TRoomRow,
} from '../../../components/ui/form-rooms-field';
import { FormSelect } from '../../../components/ui/form-select';
import { RulesForm } from '../../../components/ui/rules-form';
import { useBrandToday } from '../../../lib/settings';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { usePackage } from '../api/get-package';
import { useCodeLabels } from '../hooks/use-code-labels';
import { useQuotePricing, type TPricingPhase } from '../hooks/use-quote-pricing';
import { quickQuotePaths } from '../paths';
import { PricedQuote } from './priced-quote';
import { SaveQuoteModal } from './save-quote-modal';

export const PRICE_FORM_RULES = {
  travelDate: 'required|date',
  accommodationClass: 'required',
  rooms: 'required',
} as const satisfies TFieldRules;

interface TPriceValues extends Record<string, unknown> {
  travelDate: string;
  accommodationClass: string;
  rooms: TRoomRow[];
}

/**
 * The first of next month on the brand's calendar: far enough ahead for suppliers, near enough
 * to have rates.
 */
export function defaultTravelDate(today: string): string {
  return firstOfNextMonth(today);
}

/** The classes sold on every night of the package (all of them when it names none). */
export function offeredClasses(pkg: TPackage): TAccommodationClass[] {
  const nights = pkg.days.filter((day) => day.accommodation.length > 0);
  if (nights.length === 0) return [...ACCOMMODATION_CLASSES];
  return ACCOMMODATION_CLASSES.filter((code) =>
    nights.every((day) => day.accommodation.some((option) => option.accommodationClass === code)),
  );
}

/** A child's age from the address: a whole number 0 to 17, else not chosen. */
function readChildAge(text: string): number | '' {
  return /^\d{1,2}$/.test(text) && Number(text) <= MAX_CHILD_AGE ? Number(text) : '';
}

/**
 * The price form in the address (`?travelDate=2027-06-05&class=superior&rooms=DB-2,SG-1`, and
 * `priced=1` once priced), so a reload or a shared link shows the same form and prices it again.
 * A room with children carries their ages after the adults: `DB-2-5.13` is two adults and two
 * children aged 5 and 13.
 */
export function readPriceParams(
  params: URLSearchParams,
  classes: readonly string[],
): { values: TPriceValues; isPriced: boolean } | null {
  const travelDate = params.get('travelDate') ?? '';
  const accommodationClass = params.get('class') ?? '';
  const rooms = (params.get('rooms') ?? '')
    .split(',')
    .filter(Boolean)
    .map((part): TRoomRow => {
      const [roomType = '', adults = '', ages] = part.split('-');
      const room: TRoomRow = {
        roomType,
        adults: /^\d{1,2}$/.test(adults) ? Number(adults) : '',
      };
      if (ages === undefined) return room;
      const childAges = ages.split('.').slice(0, 3).map(readChildAge);
      return { ...room, children: childAges.length, childAges };
    });
  if (!parseIsoDate(travelDate) || !classes.includes(accommodationClass) || rooms.length === 0) {
    return null;
  }
  return {
    values: { travelDate, accommodationClass, rooms: rooms.slice(0, 9) },
    isPriced: params.get('priced') === '1',
  };
}

function priceParams(values: TPriceValues, isPriced: boolean): URLSearchParams {
  const params = new URLSearchParams({
    travelDate: values.travelDate,
    class: values.accommodationClass,
    rooms: values.rooms
      .map((room) =>
        room.children
          ? `${room.roomType}-${room.adults}-${(room.childAges ?? []).join('.')}`
          : `${room.roomType}-${room.adults}`,
      )
      .join(','),
  });
  if (isPriced) params.set('priced', '1');
  return params;
}

/** The search the agent came from (see PackageCard), so "back" returns to the same packages. */
function readSearchState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('search' in state)) return '';
  const { search } = state as { search: unknown };
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

function PricingProgress({ phase }: { phase: TPricingPhase }) {
  const { t } = useTranslation('quick-quote');
  if (phase !== 'fetching-price' && phase !== 'finding-services') return null;
  return (
    <Paper withBorder p="md">
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text fw={600}>
          {phase === 'fetching-price' ? t('price.fetchingPrice') : t('price.findingServices')}
        </Text>
      </Group>
    </Paper>
  );
}

function PackageQuote({ pkg }: { pkg: TPackage }) {
  const { t, i18n } = useTranslation('quick-quote');
  const labels = useCodeLabels();
  const pricing = useQuotePricing();
  const [isSaveOpen, setSaveOpen] = useState(false);
  const location = useLocation();
  const backTo = `${quickQuotePaths.search}${readSearchState(location.state)}`;
  const classes = offeredClasses(pkg);
  const today = useBrandToday(pkg.brandId);
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: afterwards the form writes the address, not the other way round.
  const [fromAddress] = useState(() => readPriceParams(searchParams, classes));
  const form = useRulesForm<TPriceValues>({
    initialValues: fromAddress?.values ?? {
      travelDate: defaultTravelDate(today),
      accommodationClass: classes[0] ?? '',
      rooms: [{ roomType: 'DB', adults: 2 }],
    },
    rules: PRICE_FORM_RULES,
  });
  const keepInAddress = (values: TPriceValues, isPriced: boolean) =>
    setSearchParams(priceParams(values, isPriced), { replace: true, state: location.state });

  const priceValues = async (values: TPriceValues) => {
    if (!values.rooms.every(isValidRoom)) {
      form.setServerErrors({ rooms: [t('price.roomsInvalid')] });
      return;
    }
    if (!values.rooms.every(hasChildAges)) {
      form.setServerErrors({ rooms: [t('price.childAgesMissing')] });
      return;
    }
    keepInAddress(values, true);
    await pricing.price({
      packageId: pkg.id,
      travelDate: values.travelDate,
      accommodationClass: values.accommodationClass as TAccommodationClass,
      rooms: values.rooms.map((room) => ({
        roomType: room.roomType as TRoomTypeCode,
        adults: Number(room.adults),
        children: room.children ?? 0,
        childAges: childAgesOf(room),
      })),
    });
  };
  // A reload (or a shared link) of a priced quote prices it again rather than losing it.
  // (Pricing again aborts a price still under way, so a second run here is harmless.)
  useEffect(() => {
    if (fromAddress?.isPriced) void priceValues(fromAddress.values);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const isPricing = pricing.phase === 'fetching-price' || pricing.phase === 'finding-services';
  const showForm = pricing.phase !== 'priced';

  return (
    <Stack gap="md">
      <div>
        <Anchor component={Link} to={backTo} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('price.back')}
          </Group>
        </Anchor>
        <Title order={1}>{pkg.name}</Title>
        <Group gap={6} mt={4}>
          <Badge variant="outline" color="gray">
            {pkg.code}
          </Badge>
          <Badge variant="light">{labels.transportType(pkg.transportType)}</Badge>
          <Badge variant="light" color="gray">
            {t('price.nights', { count: pkg.durationNights })}
          </Badge>
          <Badge variant="outline" color="gray">
            {pkg.productTariff}
          </Badge>
        </Group>
        {pkg.description ? (
          <Text c="dimmed" mt="xs" maw={900}>
            {pkg.description}
          </Text>
        ) : null}
      </div>
      {showForm ? (
        <Paper withBorder p="md">
          <RulesForm form={form} aria-label={t('price.formLabel')} onSubmit={priceValues}>
            <Stack gap="md">
              <Title order={2} size="h3">
                {t('price.title')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={640}>
                <FormDateInput
                  name="travelDate"
                  label={t('price.travelDate')}
                  minDate={today}
                  disabled={isPricing}
                />
                <FormSelect
                  name="accommodationClass"
                  label={t('price.accommodationClass')}
                  allowDeselect={false}
                  disabled={isPricing}
                  data={classes.map((code) => ({
                    value: code,
                    label: labels.accommodationClass(code),
                  }))}
                />
              </SimpleGrid>
              <FormRoomsField
                name="rooms"
                label={t('price.rooms')}
                disabled={isPricing}
                labels={{
                  roomType: (room) => t('price.roomType', { room }),
                  adults: (room) => t('price.adults', { room }),
                  children: (room) => t('price.children', { room }),
                  childAge: (room, child) => t('price.childAge', { room, child }),
                  remove: (room) => t('price.removeRoom', { room }),
                  add: t('price.addRoom'),
                  roomTypeNames: labels.roomTypeNames,
                }}
              />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  loading={isPricing}
                  leftSection={<IconCalculator size={16} />}
                >
                  {t('price.getPrice')}
                </Button>
              </Group>
            </Stack>
          </RulesForm>
        </Paper>
      ) : null}
      <PricingProgress phase={pricing.phase} />
      {pricing.phase === 'failed' ? (
        <Alert color="red" role="alert">
          {pricing.error instanceof Error ? pricing.error.message : t('price.failed')}
        </Alert>
      ) : null}
      {pricing.phase === 'priced' && pricing.quote && pricing.request ? (
        <>
          <PricedQuote quote={pricing.quote} alternatives={pricing.alternatives} />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={() => {
                pricing.reset();
                keepInAddress(form.values, false);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            >
              {t('price.moreChanges')}
            </Button>
            <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => setSaveOpen(true)}>
              {t('price.saveAndCustomise')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed" ta="right">
            {t('price.pricedFor', {
              date: formatDayMonthYear(pricing.request.travelDate, i18n.language),
            })}
          </Text>
          <SaveQuoteModal
            request={pricing.request}
            isOpen={isSaveOpen}
            onClose={() => setSaveOpen(false)}
          />
        </>
      ) : null}
    </Stack>
  );
}

/** `/app/quick-quote/{opt}`: `opt` is the chosen package; its price form and priced quote. */
export function PackageQuotePage() {
  const { t } = useTranslation('quick-quote');
  const { opt = '' } = useParams();
  const packageId = /^[1-9]\d{0,9}$/.test(opt) ? Number(opt) : null;
  const pkg = usePackage(packageId);

  if (packageId === null || pkg.error) {
    return (
      <Stack gap="md">
        <Alert color="red" role="alert" title={t('price.notFoundTitle')}>
          {pkg.error && !(packageId === null) ? pkg.error.message : t('price.notFound')}
        </Alert>
        <Anchor component={Link} to={quickQuotePaths.search}>
          {t('price.backToSearch')}
        </Anchor>
      </Stack>
    );
  }
  if (!pkg.data) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>{t('loading', { ns: 'common' })}</Text>
      </Group>
    );
  }
  return <PackageQuote key={pkg.data.id} pkg={pkg.data} />;
}
