import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { SectionForm, type TSectionFormSpec } from './section-form';

/** "14, 3" -> [14, 3]; a word that is not a whole number stays a string, so the contract names it. */
function daysOf(value: unknown): unknown[] {
  return String(value ?? '')
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((word) => (/^\d+$/.test(word) ? Number(word) : word));
}

const SPEC: TSectionFormSpec<'payment-reminders'> = {
  toValues: (value) => ({
    daysBeforeDue: value.daysBeforeDue.join(', '),
    daysAfterDue: value.daysAfterDue.join(', '),
  }),
  toBody: (values) => ({
    daysBeforeDue: daysOf(values.daysBeforeDue),
    daysAfterDue: daysOf(values.daysAfterDue),
  }),
  // "daysBeforeDue.1" (the second day) belongs under the list's one input.
  errorField: (path) => path.split('.')[0] ?? path,
};

/** On which days agents are reminded of a deposit or balance. */
export function PaymentRemindersForm() {
  const { t } = useTranslation('settings');
  return (
    <SectionForm section="payment-reminders" spec={SPEC}>
      {() => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormTextInput
            name="daysBeforeDue"
            label={t('paymentReminders.daysBeforeDue')}
            description={t('paymentReminders.daysHint')}
            inputMode="numeric"
          />
          <FormTextInput
            name="daysAfterDue"
            label={t('paymentReminders.daysAfterDue')}
            description={t('paymentReminders.daysHint')}
            inputMode="numeric"
          />
        </SimpleGrid>
      )}
    </SectionForm>
  );
}
