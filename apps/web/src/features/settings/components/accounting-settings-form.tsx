import { SimpleGrid, Stack, Title } from '@mantine/core';
import {
  ACCOUNTING_BRANDS,
  CONTACT_NAME_RULES,
  type TBrandAccountingSettings,
} from '@portal/shared/contracts/accounting';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { SectionForm, type TFlatValues, type TSectionFormSpec } from './section-form';

const FIELDS = [
  'salesAccountCode',
  'costOfSalesAccountCode',
  'salesStandardTaxRate',
  'salesZeroRatedTaxRate',
  'purchasesStandardTaxRate',
  'purchasesZeroRatedTaxRate',
  'bankAccountCode',
  'bankTaxRate',
] as const satisfies readonly (keyof TBrandAccountingSettings)[];

const MAX_LENGTHS: Record<(typeof FIELDS)[number], number> = {
  salesAccountCode: 10,
  costOfSalesAccountCode: 10,
  salesStandardTaxRate: 50,
  salesZeroRatedTaxRate: 50,
  purchasesStandardTaxRate: 50,
  purchasesZeroRatedTaxRate: 50,
  bankAccountCode: 10,
  bankTaxRate: 50,
};

const SPEC: TSectionFormSpec<'accounting'> = {
  toValues: (value) => ({
    contactNames: value.contactNames,
    ...Object.fromEntries(
      ACCOUNTING_BRANDS.flatMap((code) =>
        FIELDS.map((field) => [`${code}.${field}`, value[code][field]]),
      ),
    ),
  }),
  toBody: (values: TFlatValues) => ({
    ...Object.fromEntries(
      ACCOUNTING_BRANDS.map((code) => [
        code,
        Object.fromEntries(
          FIELDS.map((field) => [field, String(values[`${code}.${field}`] ?? '')]),
        ),
      ]),
    ),
    contactNames: values.contactNames,
  }),
  rules: {
    contactNames: 'required',
    ...Object.fromEntries(
      ACCOUNTING_BRANDS.flatMap((code) =>
        FIELDS.map((field) => [
          `${code}.${field}`,
          field === 'bankAccountCode'
            ? `length:${MAX_LENGTHS[field]}`
            : `required|length:${MAX_LENGTHS[field]}`,
        ]),
      ),
    ),
  },
};

/**
 * The accounting export's settings (finance.manage): each brand's Xero account codes and tax rate
 * names, and how contacts are named. The export files read them when they are written.
 */
export function AccountingSettingsForm() {
  const { t } = useTranslation('settings');
  return (
    <SectionForm section="accounting" spec={SPEC}>
      {() => (
        <Stack gap="lg">
          <FormSelect
            name="contactNames"
            label={t('accounting.contactNames')}
            description={t('accounting.contactNamesHint')}
            data={CONTACT_NAME_RULES.map((rule) => ({
              value: rule,
              label: t(`accounting.contactNameRules.${rule}`),
            }))}
            maw={420}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            {ACCOUNTING_BRANDS.map((code) => (
              <Stack key={code} gap="sm" role="group" aria-label={t(`brands.name.${code}`)}>
                <Title order={3} size="h4">
                  {t(`brands.name.${code}`)}
                </Title>
                {FIELDS.map((field) => (
                  <FormTextInput
                    key={field}
                    name={`${code}.${field}`}
                    label={t(`accounting.fields.${field}`)}
                    description={t(`accounting.hints.${field}`)}
                    maxLength={MAX_LENGTHS[field]}
                  />
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </SectionForm>
  );
}
