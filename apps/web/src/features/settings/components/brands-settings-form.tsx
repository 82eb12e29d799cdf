import { SimpleGrid, Stack, Title } from '@mantine/core';
import {
  BRAND_CODES,
  type TBrandDetails,
  type TBrandsSettings,
} from '@portal/shared/contracts/settings-sections';
import { useTranslation } from 'react-i18next';
import { BRAND_TIME_ZONES } from '@portal/shared/domain/operator-calendar';
import { FormEmailInput } from '../../../components/ui/form-email-input';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { SectionForm, type TFlatValues, type TSectionFormSpec } from './section-form';

const FIELDS = [
  'tradingName',
  'address',
  'phone',
  'email',
  'letterheadText',
  'priceMessage',
  'taxNumber',
  'timeZone',
] as const satisfies readonly (keyof TBrandDetails)[];

const SPEC: TSectionFormSpec<'brands'> = {
  toValues: (value) =>
    Object.fromEntries(
      BRAND_CODES.flatMap((code) =>
        FIELDS.map((field) => [`${code}.${field}`, value[code as keyof TBrandsSettings][field]]),
      ),
    ),
  toBody: (values: TFlatValues) =>
    Object.fromEntries(
      BRAND_CODES.map((code) => [
        code,
        Object.fromEntries(
          FIELDS.map((field) => [field, String(values[`${code}.${field}`] ?? '')]),
        ),
      ]),
    ),
  rules: Object.fromEntries(
    BRAND_CODES.flatMap((code) => [
      [`${code}.tradingName`, 'required|length:120'],
      [`${code}.address`, 'length:300'],
      [`${code}.phone`, 'length:40'],
      [`${code}.email`, 'length:200|email'],
      [`${code}.letterheadText`, 'length:300'],
      [`${code}.priceMessage`, 'required|length:80'],
      [`${code}.taxNumber`, 'length:40'],
      [`${code}.timeZone`, 'required'],
    ]),
  ),
};

/** Each brand's details as invoices, itineraries and the travel app print them. */
export function BrandsSettingsForm() {
  const { t } = useTranslation('settings');
  const timeZones = BRAND_TIME_ZONES.map((zone) => ({
    value: zone,
    label: t('brands.timeZoneOption', { city: t(`brands.timeZoneCities.${zone}`), zone }),
  }));
  return (
    <SectionForm section="brands" spec={SPEC}>
      {() => (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          {BRAND_CODES.map((code) => (
            <Stack key={code} gap="sm" role="group" aria-label={t(`brands.name.${code}`)}>
              <Title order={3} size="h4">
                {t(`brands.name.${code}`)}
              </Title>
              <FormTextInput
                name={`${code}.tradingName`}
                label={t('brands.tradingName')}
                maxLength={120}
              />
              <FormTextarea
                name={`${code}.address`}
                label={t('brands.address')}
                rows={2}
                maxLength={300}
              />
              <FormTextInput name={`${code}.phone`} label={t('brands.phone')} type="tel" />
              <FormEmailInput name={`${code}.email`} label={t('brands.email')} />
              <FormTextInput
                name={`${code}.letterheadText`}
                label={t('brands.letterheadText')}
                description={t('brands.letterheadTextHint')}
                maxLength={300}
              />
              <FormTextInput
                name={`${code}.priceMessage`}
                label={t('brands.priceMessage')}
                maxLength={80}
              />
              <FormTextInput
                name={`${code}.taxNumber`}
                label={t(`brands.taxNumber.${code}`)}
                description={t('brands.taxNumberHint')}
                maxLength={40}
              />
              <FormSelect
                name={`${code}.timeZone`}
                label={t('brands.timeZone')}
                description={t('brands.timeZoneHint')}
                data={timeZones}
              />
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </SectionForm>
  );
}
