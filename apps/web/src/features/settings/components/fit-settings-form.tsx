import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { SectionForm, type TSectionFormSpec } from './section-form';

/** An empty number input is "" (Mantine); the contract then says a number is needed. */
const numberOf = (value: unknown) => (value === '' || value === undefined ? undefined : value);

const SPEC: TSectionFormSpec<'fit'> = {
  toValues: (value) => ({ ...value }),
  toBody: (values) => ({
    depositPercent: numberOf(values.depositPercent),
    balanceDueDays: numberOf(values.balanceDueDays),
  }),
  rules: { depositPercent: 'required', balanceDueDays: 'required' },
};

/** The trade terms of new invoices: the deposit share and when the balance is due. */
export function FitSettingsForm() {
  const { t } = useTranslation('settings');
  return (
    <SectionForm section="fit" spec={SPEC}>
      {() => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormNumberInput
            name="depositPercent"
            label={t('fit.depositPercent')}
            description={t('fit.depositPercentHint')}
            min={0}
            max={100}
            allowDecimal={false}
            suffix=" %"
          />
          <FormNumberInput
            name="balanceDueDays"
            label={t('fit.balanceDueDays')}
            description={t('fit.balanceDueDaysHint')}
            min={0}
            max={365}
            allowDecimal={false}
          />
        </SimpleGrid>
      )}
    </SectionForm>
  );
}
