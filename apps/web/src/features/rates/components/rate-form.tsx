import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TProduct, TRate } from '@portal/shared/contracts/catalogue';
import { addDays, WEEKDAYS } from '@portal/shared/domain/pricing/calendar';
import { formatDayName } from '@portal/shared/format/dates';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { FormCheckboxGroup } from '../../../components/ui/form-checkbox-group';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { FormSelect } from '../../../components/ui/form-select';
import { RulesForm } from '../../../components/ui/rules-form';
import { readServerFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import type { TCreateRateBody } from '../api/save-rate';
import { checkRateValues, toRateBody, toRateValues } from './rate-values';

const A_MONDAY = '2024-01-01';

export const RATE_RULES = {
  brandId: 'required',
  validFrom: 'required|date',
  validTo: 'required|date',
  weekdays: 'required',
  minStay: 'required|numeric',
  cost: 'required|numeric',
  sell: 'required|numeric',
} as const satisfies TFieldRules;

const FIELDS = [...Object.keys(RATE_RULES), 'roomType', 'childCost', 'childSell'];

/** A product's rate: market, dates, weekdays, minimum stay and the cost and sell prices. */
export function RateForm({
  product,
  rate,
  onSubmit,
  onCancel,
}: {
  product: TProduct;
  rate: TRate | null;
  onSubmit: (body: TCreateRateBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('rates');
  const form = useRulesForm({ initialValues: toRateValues(rate), rules: RATE_RULES });
  const isRoomNight = product.pricingBasis === 'per_room_night';
  const isPerPerson = product.pricingBasis === 'per_person';
  const currency = form.values.brandId === '2' ? 'AUD' : 'NZD';
  const money = { min: 0, max: 1_000_000, decimalScale: 2, fixedDecimalScale: true, prefix: '$' };
  const serverErrors = readServerFieldErrors(form.submitError);
  const otherErrors = serverErrors
    ? Object.entries(serverErrors)
        .filter(([field]) => !FIELDS.includes(field))
        .flatMap(([, messages]) => messages)
    : [];

  return (
    <RulesForm
      form={form}
      onSubmit={async (values) => {
        const issues = checkRateValues(values);
        if (Object.keys(issues).length > 0) {
          form.setServerErrors(
            Object.fromEntries(Object.entries(issues).map(([field, key]) => [field, [t(key)]])),
          );
          return;
        }
        await onSubmit(toRateBody(values, product));
      }}
    >
      <Stack gap="md">
        {form.submitError && (!serverErrors || otherErrors.length > 0) ? (
          <Alert color="red" role="alert">
            {otherErrors.length > 0
              ? otherErrors.join(' ')
              : form.submitError instanceof Error
                ? form.submitError.message
                : null}
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('form.basis', {
            basis: t(`codes.bases.${product.pricingBasis}`, { ns: 'catalogue' }),
          })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormSelect
            name="brandId"
            label={t('form.brandId')}
            allowDeselect={false}
            data={[
              { value: '1', label: t('markets.1') },
              { value: '2', label: t('markets.2') },
            ]}
          />
          {isRoomNight ? (
            <FormSelect
              name="roomType"
              rules="required"
              label={t('form.roomType')}
              data={product.roomTypes.map((code) => ({
                value: code,
                label: `${code} – ${t(`codes.roomTypes.${code}`, { ns: 'catalogue' })}`,
              }))}
            />
          ) : null}
          <FormDateInput name="validFrom" label={t('form.validFrom')} />
          <FormDateInput name="validTo" label={t('form.validTo')} />
        </SimpleGrid>
        <FormCheckboxGroup
          name="weekdays"
          label={t('form.weekdays')}
          options={WEEKDAYS.map((day, index) => ({
            value: day,
            label: formatDayName(addDays(A_MONDAY, index), i18n.language),
          }))}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <FormNumberInput
            name="minStay"
            label={isRoomNight ? t('form.minNights') : t('form.minDays')}
            min={1}
            max={60}
            allowDecimal={false}
          />
          <FormNumberInput name="cost" label={t('form.cost', { currency })} {...money} />
          <FormNumberInput
            name="sell"
            label={t('form.sell', { currency })}
            description={t('form.sellHint')}
            {...money}
          />
          {isPerPerson ? (
            <FormNumberInput
              name="childCost"
              rules="numeric"
              label={t('form.childCost', { currency })}
              {...money}
            />
          ) : null}
          {isPerPerson ? (
            <FormNumberInput
              name="childSell"
              rules="numeric"
              label={t('form.childSell', { currency })}
              {...money}
            />
          ) : null}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}
