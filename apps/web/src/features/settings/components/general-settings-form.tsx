import { SimpleGrid } from '@mantine/core';
import type { TGeneralSettings } from '@portal/shared/contracts/settings-sections';
import { useTranslation } from 'react-i18next';
import { FormEmailInput } from '../../../components/ui/form-email-input';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { SectionForm, type TFlatValues, type TSectionFormSpec } from './section-form';

const text = (values: TFlatValues, name: keyof TGeneralSettings) => String(values[name] ?? '');

const SPEC: TSectionFormSpec<'general'> = {
  toValues: (value) => ({ ...value }),
  toBody: (values) => ({
    company_name: text(values, 'company_name'),
    product_name: text(values, 'product_name'),
    support_phone: text(values, 'support_phone'),
    support_email: text(values, 'support_email'),
    emergency_phone: text(values, 'emergency_phone'),
  }),
  rules: {
    company_name: 'required|length:120',
    product_name: 'required|length:120',
    support_phone: 'length:40',
    support_email: 'length:200|email',
    emergency_phone: 'length:40',
  },
};

/** The company and product names every page and email shows, and the contact numbers. */
export function GeneralSettingsForm() {
  const { t } = useTranslation('settings');
  return (
    <SectionForm section="general" spec={SPEC}>
      {() => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormTextInput
            name="company_name"
            label={t('general.companyName')}
            description={t('general.companyNameHint')}
            maxLength={120}
          />
          <FormTextInput name="product_name" label={t('general.productName')} maxLength={120} />
          <FormTextInput
            name="support_phone"
            label={t('general.supportPhone')}
            type="tel"
            maxLength={40}
          />
          <FormEmailInput name="support_email" label={t('general.supportEmail')} maxLength={200} />
          <FormTextInput
            name="emergency_phone"
            label={t('general.emergencyPhone')}
            description={t('general.emergencyPhoneHint')}
            type="tel"
            maxLength={40}
          />
        </SimpleGrid>
      )}
    </SectionForm>
  );
}
