import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TRate } from '@portal/shared/contracts/catalogue';
import type { TSupplierRateProduct } from '@portal/shared/contracts/rate-proposals';
import { WEEKDAYS } from '@portal/shared/domain/pricing/calendar';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatPrice } from '@portal/shared/format/money';
import { useTranslation } from 'react-i18next';
import { FormCheckboxGroup } from '../../../components/ui/form-checkbox-group';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { readServerFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import { useCreateRateProposal } from '../api/create-rate-proposal';
import {
  CHANGE_TYPES,
  EMPTY_PROPOSAL_VALUES,
  isChangeType,
  rateFieldsOf,
  toFormFieldErrors,
  toProposalBody,
  type TProposalFormValues,
} from './propose-change-values';

const MONEY = { min: 0, max: 1_000_000, decimalScale: 2, fixedDecimalScale: true, prefix: '$' };

/**
 * The supplier's change request for one product: a rate season (add, change, delete), an
 * allotment for a date range, or a stop-sell (or lifting one). Sent for review, not applied.
 */
export function ProposeChangeForm({
  product,
  rates,
  onProposed,
}: {
  product: TSupplierRateProduct;
  rates: readonly TRate[];
  onProposed: () => void;
}) {
  const { t, i18n } = useTranslation('rate-proposals');
  const create = useCreateRateProposal();
  const form = useRulesForm<TProposalFormValues>({ initialValues: EMPTY_PROPOSAL_VALUES });
  const change = isChangeType(form.values.change) ? form.values.change : 'stop-sell';
  const isRateEdit = change === 'rate-new' || change === 'rate-change';
  const needsRate = change === 'rate-change' || change === 'rate-delete';
  const isAvailability = !isRateEdit && change !== 'rate-delete';
  const isRoomNight = product.pricingBasis === 'per_room_night';
  const isPerPerson = product.pricingBasis === 'per_person';
  const currency = form.values.brandId === '2' ? 'AUD' : 'NZD';
  const hasFieldErrors = readServerFieldErrors(form.submitError) !== null;

  function chooseRate(rateId: string) {
    const rate = rates.find((row) => String(row.id) === rateId);
    if (!rate || change !== 'rate-change') return;
    for (const [name, value] of Object.entries(rateFieldsOf(rate))) form.setValue(name, value);
  }

  return (
    <RulesForm
      form={form}
      aria-label={t('form.title')}
      onSubmit={async (values) => {
        if (isRateEdit && values.validFrom && values.validTo && values.validFrom > values.validTo) {
          form.setServerErrors({ validTo: [t('form.dateOrder')] });
          return;
        }
        if (isAvailability && values.dateFrom && values.dateTo && values.dateFrom > values.dateTo) {
          form.setServerErrors({ dateTo: [t('form.dateOrder')] });
          return;
        }
        try {
          await create.mutateAsync(toProposalBody(values, product));
        } catch (error) {
          const fieldErrors = readServerFieldErrors(error);
          if (fieldErrors) form.setServerErrors(toFormFieldErrors(fieldErrors));
          throw error;
        }
        onProposed();
      }}
    >
      <Stack gap="md">
        {form.submitError instanceof Error ? (
          <Alert color="red" role="alert">
            {hasFieldErrors ? t('form.fixErrors') : form.submitError.message}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormSelect
            name="change"
            rules="required"
            label={t('form.change')}
            allowDeselect={false}
            data={CHANGE_TYPES.map((value) => ({ value, label: t(`changeTypes.${value}`) }))}
            onChange={() => form.setValue('rateId', '')}
          />
          {needsRate ? (
            <FormSelect
              name="rateId"
              rules="required"
              label={t('form.season')}
              data={rates.map((rate) => ({
                value: String(rate.id),
                label: `${t(`markets.${rate.brandId}`)}${rate.roomType ? ` ${rate.roomType}` : ''} · ${formatDayMonthYear(rate.validFrom, i18n.language)} – ${formatDayMonthYear(rate.validTo, i18n.language)} · ${formatPrice(rate.sellCents, rate.brandId, i18n.language)}`,
              }))}
              onChange={(value) => chooseRate(value ?? '')}
            />
          ) : null}
        </SimpleGrid>

        {isRateEdit ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <FormSelect
                name="brandId"
                rules="required"
                label={t('fields.brandId')}
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
                  label={t('fields.roomType')}
                  data={product.roomTypes.map((code) => ({
                    value: code,
                    label: `${code} – ${t(`catalogue:codes.roomTypes.${code}`)}`,
                  }))}
                />
              ) : null}
              <FormDateInput name="validFrom" rules="required|date" label={t('fields.validFrom')} />
              <FormDateInput name="validTo" rules="required|date" label={t('fields.validTo')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <FormNumberInput
                name="minStay"
                rules="required|numeric"
                label={t('fields.minStay')}
                min={1}
                max={60}
                allowDecimal={false}
              />
              <FormNumberInput
                name="cost"
                rules="required|numeric"
                label={t('form.cost', { currency })}
                {...MONEY}
              />
              <FormNumberInput
                name="sell"
                rules="required|numeric"
                label={t('form.sell', { currency })}
                description={t('form.sellHint')}
                {...MONEY}
              />
              {isPerPerson ? (
                <FormNumberInput
                  name="childCost"
                  rules="numeric"
                  label={t('form.childCost', { currency })}
                  {...MONEY}
                />
              ) : null}
              {isPerPerson ? (
                <FormNumberInput
                  name="childSell"
                  rules="numeric"
                  label={t('form.childSell', { currency })}
                  {...MONEY}
                />
              ) : null}
            </SimpleGrid>
          </>
        ) : null}

        {isAvailability ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormDateInput name="dateFrom" rules="required|date" label={t('form.dateFrom')} />
            <FormDateInput name="dateTo" rules="required|date" label={t('form.dateTo')} />
            {change === 'allotment' ? (
              <FormNumberInput
                name="allotment"
                rules="required|numeric"
                label={t('form.units')}
                min={0}
                max={9_999}
                allowDecimal={false}
              />
            ) : null}
            {change === 'allotment' ? (
              <FormNumberInput
                name="releaseDays"
                rules="numeric"
                label={t('form.releaseDays')}
                description={t('form.releaseHint')}
                min={0}
                max={365}
                allowDecimal={false}
              />
            ) : null}
            {change === 'stop-sell-lift' ? (
              <FormSelect
                name="reopenAs"
                rules="required"
                label={t('form.reopenAs')}
                allowDeselect={false}
                data={[
                  { value: 'free_sell', label: t('catalogue:codes.availability.free_sell') },
                  { value: 'on_request', label: t('catalogue:codes.availability.on_request') },
                ]}
              />
            ) : null}
          </SimpleGrid>
        ) : null}

        {change !== 'rate-delete' ? (
          <FormCheckboxGroup
            name="weekdays"
            rules="required"
            label={t('form.weekdays')}
            options={WEEKDAYS.map((day) => ({ value: day, label: t(`weekdays.${day}`) }))}
          />
        ) : null}

        <FormTextarea
          name="note"
          rules="length:1000"
          label={t('form.note')}
          description={t('form.noteHint')}
          rows={3}
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('form.reviewHint')}
          </Text>
          <Button type="submit" loading={form.isSubmitting}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}
