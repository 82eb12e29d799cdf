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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { FormDateInput } from '../../../components/ui/form-date-input';
import {
  FormRoomsField,
  isValidRoom,
  type TRoomRow,
} from '../../../components/ui/form-rooms-field';
import { FormSelect } from '../../../components/ui/form-select';
import { RulesForm } from '../../../components/ui/rules-form';
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

function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The first of next month: far enough ahead for suppliers, near enough to have rates. */
export function defaultTravelDate(today = new Date()): string {
  return toIsoDate(new Date(today.getFullYear(), today.getMonth() + 1, 1));
}

/** The classes sold on every night of the package (all of them when it names none). */
export function offeredClasses(pkg: TPackage): TAccommodationClass[] {
  const nights = pkg.days.filter((day) => day.accommodation.length > 0);
  if (nights.length === 0) return [...ACCOMMODATION_CLASSES];
  return ACCOMMODATION_CLASSES.filter((code) =>
    nights.every((day) => day.accommodation.some((option) => option.accommodationClass === code)),
  );
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
  const form = useRulesForm<TPriceValues>({
    initialValues: {
      travelDate: defaultTravelDate(),
      accommodationClass: classes[0] ?? '',
      rooms: [{ roomType: 'DB', adults: 2 }],
    },
    rules: PRICE_FORM_RULES,
  });
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
          <RulesForm
            form={form}
            aria-label={t('price.formLabel')}
            onSubmit={async (values) => {
              if (!values.rooms.every(isValidRoom)) {
                form.setServerErrors({ rooms: [t('price.roomsInvalid')] });
                return;
              }
              await pricing.price({
                packageId: pkg.id,
                travelDate: values.travelDate,
                accommodationClass: values.accommodationClass as TAccommodationClass,
                rooms: values.rooms.map((room) => ({
                  roomType: room.roomType as TRoomTypeCode,
                  adults: Number(room.adults),
                  children: 0,
                })),
              });
            }}
          >
            <Stack gap="md">
              <Title order={2} size="h3">
                {t('price.title')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={640}>
                <FormDateInput
                  name="travelDate"
                  label={t('price.travelDate')}
                  minDate={toIsoDate(new Date())}
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
