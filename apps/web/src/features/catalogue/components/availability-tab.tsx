import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { TProduct } from '@portal/shared/contracts/catalogue';
import {
  ALL_WEEKDAYS_MASK,
  addDays,
  WEEKDAYS,
  weekdayMask,
  type TWeekday,
} from '@portal/shared/domain/pricing/calendar';
import type { TAvailabilityKind } from '@portal/shared/domain/pricing/codes';
import { formatDayName } from '@portal/shared/format/dates';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormCheckbox } from '../../../components/ui/form-checkbox';
import { FormCheckboxGroup } from '../../../components/ui/form-checkbox-group';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { FormSelect } from '../../../components/ui/form-select';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { useAvailability } from '../api/get-availability';
import { useSetAvailability, type TSetAvailabilityBody } from '../api/set-availability';
import { useCodeLabels } from '../hooks/use-code-labels';
import { AvailabilityCalendar } from './availability-calendar';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { currentMonth, monthRange, shiftMonth } from './month-grid';

const A_MONDAY = '2024-01-01';

export const AVAILABILITY_RULES = {
  dateFrom: 'required|date',
  dateTo: 'required|date',
  weekdays: 'required',
  kind: 'required',
  releaseDays: 'numeric',
} as const satisfies TFieldRules;

const FIELDS = [...Object.keys(AVAILABILITY_RULES), 'allotment', 'hasOnRequestFallback'] as const;

interface TRangeValues extends Record<string, unknown> {
  dateFrom: string;
  dateTo: string;
  weekdays: string[];
  kind: string;
  allotment: number | '';
  releaseDays: number | '';
  hasOnRequestFallback: boolean;
}

export function toAvailabilityBody(values: TRangeValues): TSetAvailabilityBody {
  const isAllotment = values.kind === 'allotment';
  const days = values.weekdays.filter((day): day is TWeekday =>
    (WEEKDAYS as readonly string[]).includes(day),
  );
  return {
    dateFrom: values.dateFrom,
    dateTo: values.dateTo,
    weekdayMask: days.length === 7 ? ALL_WEEKDAYS_MASK : weekdayMask(days),
    kind: values.kind as TAvailabilityKind,
    allotment: isAllotment && values.allotment !== '' ? Number(values.allotment) : null,
    releaseDays: isAllotment && values.releaseDays !== '' ? Number(values.releaseDays) : null,
    hasOnRequestFallback: isAllotment ? values.hasOnRequestFallback : false,
    agencyId: null,
  };
}

function RangeForm({ productId, initialDate }: { productId: number; initialDate: string }) {
  const { t, i18n } = useTranslation('catalogue');
  const codes = useCodeLabels();
  const setMutation = useSetAvailability();
  const form = useRulesForm<TRangeValues>({
    initialValues: {
      dateFrom: initialDate,
      dateTo: initialDate,
      weekdays: [...WEEKDAYS],
      kind: 'free_sell',
      allotment: '',
      releaseDays: '',
      hasOnRequestFallback: false,
    },
    rules: AVAILABILITY_RULES,
  });
  const weekdayOptions = WEEKDAYS.map((day, index) => ({
    value: day,
    label: formatDayName(addDays(A_MONDAY, index), i18n.language),
  }));
  const isAllotment = form.values.kind === 'allotment';

  return (
    <RulesForm
      form={form}
      aria-label={t('availability.setTitle')}
      onSubmit={async (values) => {
        const result = await setMutation.mutateAsync({
          productId,
          body: toAvailabilityBody(values),
        });
        notifications.show({
          color: 'fern',
          message: t('availability.saved', { count: result.updatedDays }),
        });
      }}
    >
      <Stack gap="sm">
        <FormErrorAlert error={form.submitError} fields={FIELDS} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <FormDateInput name="dateFrom" label={t('availability.fields.dateFrom')} />
          <FormDateInput name="dateTo" label={t('availability.fields.dateTo')} />
        </SimpleGrid>
        <FormCheckboxGroup
          name="weekdays"
          label={t('availability.fields.weekdays')}
          options={weekdayOptions}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <FormSelect
            name="kind"
            label={t('availability.fields.kind')}
            data={codes.availabilityKinds}
          />
          {isAllotment ? (
            <FormNumberInput
              name="allotment"
              rules="required|numeric"
              label={t('availability.fields.allotment')}
              min={0}
              max={9999}
              allowDecimal={false}
            />
          ) : null}
          {isAllotment ? (
            <FormNumberInput
              name="releaseDays"
              label={t('availability.fields.releaseDays')}
              min={0}
              max={365}
              allowDecimal={false}
            />
          ) : null}
        </SimpleGrid>
        {isAllotment ? (
          <FormCheckbox
            name="hasOnRequestFallback"
            label={t('availability.fields.hasOnRequestFallback')}
          />
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={form.isSubmitting}>
            {t('availability.submit')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}

/** A product's availability by month, and a form that sets a range of dates at once. */
export function AvailabilityTab({
  products,
  canEdit,
}: {
  products: readonly TProduct[];
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation('catalogue');
  const [searchParams, setSearchParams] = useSearchParams();
  const [month, setMonth] = useState(currentMonth);
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const requested = Number(searchParams.get('productId'));
  const product = products.find((item) => item.id === requested) ?? products[0] ?? null;
  const { from, to } = monthRange(month);
  const calendarQuery = useAvailability(product?.id ?? null, from, to);
  const monthLabel = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${from}T00:00:00Z`));

  if (!product) return <Text>{t('products.empty')}</Text>;

  const selectProduct = (value: string | null) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set('productId', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Select
        label={t('availability.product')}
        data={products.map((item) => ({
          value: String(item.id),
          label: `${item.code} – ${item.name}`,
        }))}
        value={String(product.id)}
        onChange={selectProduct}
        allowDeselect={false}
        searchable
        maw={480}
      />
      <Group justify="space-between">
        <Group gap="xs">
          <ActionIcon
            variant="default"
            aria-label={t('availability.previousMonth')}
            onClick={() => setMonth((current) => shiftMonth(current, -1))}
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Title order={3} miw={180} ta="center">
            {monthLabel}
          </Title>
          <ActionIcon
            variant="default"
            aria-label={t('availability.nextMonth')}
            onClick={() => setMonth((current) => shiftMonth(current, 1))}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
        {calendarQuery.isFetching ? (
          <Loader size="sm" aria-label={t('loading', { ns: 'common' })} />
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {t('availability.legend')}
      </Text>
      {calendarQuery.error ? (
        <Alert color="red" role="alert">
          {calendarQuery.error.message}
        </Alert>
      ) : null}
      <AvailabilityCalendar
        month={month}
        monthLabel={monthLabel}
        days={calendarQuery.data?.days ?? []}
        onSelectDate={setPickedDate}
      />
      {canEdit ? (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={3}>{t('availability.setTitle')}</Title>
            <Text size="sm" c="dimmed">
              {t('availability.setIntro')}
            </Text>
            {/* A picked date starts a fresh form for that date. */}
            <RangeForm
              key={`${product.id}-${pickedDate ?? from}`}
              productId={product.id}
              initialDate={pickedDate ?? from}
            />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
