import { SimpleGrid, Text, Title } from '@mantine/core';
import { formatFileReference } from '@portal/shared/domain/file-reference';
import { useTranslation } from 'react-i18next';
import {
  INVENTORY_CONFIRMATIONS,
  INVOICE_TIMINGS,
} from '@portal/shared/contracts/settings-sections';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { SectionForm, type TFlatValues, type TSectionFormSpec } from './section-form';

const numberOf = (value: unknown) => (value === '' || value === undefined ? undefined : value);

const SPEC: TSectionFormSpec<'bookings'> = {
  toValues: (value) => ({ ...value }),
  toBody: (values) => ({
    referencePrefixNZ: String(values.referencePrefixNZ ?? '').toUpperCase(),
    referencePrefixAU: String(values.referencePrefixAU ?? '').toUpperCase(),
    referenceDigits: numberOf(values.referenceDigits),
    reconfirmDaysBefore: numberOf(values.reconfirmDaysBefore),
    reminderAfterHours: numberOf(values.reminderAfterHours),
    maxReminders: numberOf(values.maxReminders),
    invoiceTimingNZ: values.invoiceTimingNZ,
    invoiceTimingAU: values.invoiceTimingAU,
    inventoryConfirmation: values.inventoryConfirmation,
    agentAmendmentCutoffDays: numberOf(values.agentAmendmentCutoffDays),
  }),
  rules: {
    referencePrefixNZ: 'required|exact-length:2',
    referencePrefixAU: 'required|exact-length:2',
    referenceDigits: 'required',
    reconfirmDaysBefore: 'required',
    reminderAfterHours: 'required',
    maxReminders: 'required',
    invoiceTimingNZ: 'required',
    invoiceTimingAU: 'required',
    inventoryConfirmation: 'required',
    agentAmendmentCutoffDays: 'required',
  },
};

/** What the next references look like with the values being typed. */
function ReferencePreview({ values }: { values: TFlatValues }) {
  const { t } = useTranslation('settings');
  const digits = Number(values.referenceDigits);
  if (!Number.isInteger(digits) || digits < 6 || digits > 9) return null;
  const settings = {
    referencePrefixNZ: String(values.referencePrefixNZ ?? '').toUpperCase(),
    referencePrefixAU: String(values.referencePrefixAU ?? '').toUpperCase(),
    referenceDigits: digits,
  };
  return (
    <Text size="sm" aria-live="polite">
      {t('bookings.preview', {
        nz: formatFileReference(settings, 1, 100_234),
        au: formatFileReference(settings, 2, 100_234),
      })}
    </Text>
  );
}

/**
 * New file references, the timing of supplier reminders and reconfirmations, how inventory is
 * confirmed, and when bookings are invoiced.
 */
export function BookingSettingsForm() {
  const { t } = useTranslation('settings');
  const timings = INVOICE_TIMINGS.map((timing) => ({
    value: timing,
    label: t(`bookings.invoiceTimings.${timing}`),
  }));
  return (
    <SectionForm section="bookings" spec={SPEC}>
      {(form) => (
        <>
          <Title order={3} size="h4">
            {t('bookings.referenceTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <FormTextInput
              name="referencePrefixNZ"
              label={t('bookings.prefix', { brand: t('brands.name.NZ') })}
              maxLength={2}
              autoCapitalize="characters"
            />
            <FormTextInput
              name="referencePrefixAU"
              label={t('bookings.prefix', { brand: t('brands.name.AU') })}
              maxLength={2}
              autoCapitalize="characters"
            />
            <FormNumberInput
              name="referenceDigits"
              label={t('bookings.digits')}
              min={6}
              max={9}
              allowDecimal={false}
            />
          </SimpleGrid>
          <ReferencePreview values={form.values} />
          <Title order={3} size="h4">
            {t('bookings.suppliersTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <FormNumberInput
              name="reconfirmDaysBefore"
              label={t('bookings.reconfirmDaysBefore')}
              description={t('bookings.reconfirmDaysBeforeHint')}
              min={0}
              max={60}
              allowDecimal={false}
            />
            <FormNumberInput
              name="reminderAfterHours"
              label={t('bookings.reminderAfterHours')}
              description={t('bookings.reminderAfterHoursHint')}
              min={1}
              max={336}
              allowDecimal={false}
            />
            <FormNumberInput
              name="maxReminders"
              label={t('bookings.maxReminders')}
              description={t('bookings.maxRemindersHint')}
              min={0}
              max={10}
              allowDecimal={false}
            />
          </SimpleGrid>
          <Title order={3} size="h4">
            {t('bookings.inventoryTitle')}
          </Title>
          <FormSelect
            name="inventoryConfirmation"
            label={t('bookings.inventoryConfirmation')}
            description={t('bookings.inventoryConfirmationHint')}
            data={INVENTORY_CONFIRMATIONS.map((value) => ({
              value,
              label: t(`bookings.inventoryConfirmations.${value}`),
            }))}
          />
          <Title order={3} size="h4">
            {t('bookings.amendmentTitle')}
          </Title>
          <FormNumberInput
            name="agentAmendmentCutoffDays"
            label={t('bookings.agentAmendmentCutoffDays')}
            description={t('bookings.agentAmendmentCutoffDaysHint')}
            min={0}
            max={90}
            allowDecimal={false}
          />
          <Title order={3} size="h4">
            {t('bookings.invoiceTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('bookings.invoiceTimingHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormSelect
              name="invoiceTimingNZ"
              label={t('bookings.invoiceTiming', { brand: t('brands.name.NZ') })}
              data={timings}
            />
            <FormSelect
              name="invoiceTimingAU"
              label={t('bookings.invoiceTiming', { brand: t('brands.name.AU') })}
              data={timings}
            />
          </SimpleGrid>
        </>
      )}
    </SectionForm>
  );
}
