import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { useTranslation } from 'react-i18next';

/** The states a field can be in besides empty and invalid (those are in the form above). */
export function InputStatesSection() {
  const { t } = useTranslation('ui-kit');
  const form = useRulesForm({
    initialValues: {
      filled: 'Kiwi Horizons Travel',
      disabled: 'KH-2027-0142',
      readOnly: 'Queenstown',
      nights: 7,
      travelDate: '2027-03-05',
      region: 'south-island',
      remarks: t('states.remarksExample'),
    },
  });
  const regions = [
    { value: 'north-island', label: t('options.regions.northIsland') },
    { value: 'south-island', label: t('options.regions.southIsland') },
  ];

  return (
    <Stack component="section" aria-labelledby="ui-kit-states" gap="md">
      <Title order={2} id="ui-kit-states">
        {t('states.title')}
      </Title>
      <Text c="dimmed">{t('states.intro')}</Text>
      <RulesForm form={form} onSubmit={() => undefined} aria-labelledby="ui-kit-states">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <FormTextInput name="filled" rules="required|length:30" label={t('states.filled')} />
          <FormTextInput name="disabled" label={t('states.disabled')} disabled />
          <FormTextInput name="readOnly" label={t('states.readOnly')} readOnly />
          <FormNumberInput name="nights" rules="required" label={t('form.fields.nights')} />
          <FormDateInput
            name="travelDate"
            rules="required|date"
            label={t('form.fields.travelDate')}
          />
          <FormSelect
            name="region"
            rules="required"
            label={t('form.fields.region')}
            data={regions}
          />
          <FormTextarea name="remarks" rules="length:200" label={t('form.fields.remarks')} />
        </SimpleGrid>
      </RulesForm>
    </Stack>
  );
}
