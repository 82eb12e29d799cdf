import { Alert, Button, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFieldErrors, TFieldRules } from '@portal/shared/validation/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/ui/form-checkbox';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormEmailInput } from '../../../components/ui/form-email-input';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { FormPasswordInput } from '../../../components/ui/form-password-input';
import { FormPhoneInput } from '../../../components/ui/form-phone-input';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';

/** One field per rule, so a single submit shows every message of SPEC section 5. */
export const DEMO_FORM_RULES = {
  bookingName: 'required|length:30',
  title: 'shortRequired',
  yourReference: 'length:10',
  username: 'required|min-length:5',
  postcode: 'exact-length:4',
  email: 'required|length:100|email',
  phone: 'phone',
  password: 'required|min-length:8',
  password_confirmation: 'required|confirmed:password',
  groupSize: 'numeric',
  nights: 'required',
  travelDate: 'required|date',
  remarks: 'length:200',
  accommodationClass: 'required',
  region: 'required',
  transport: '',
  roomType: '',
  terms: 'shortRequired',
} as const satisfies TFieldRules;

type TDemoField = keyof typeof DEMO_FORM_RULES;

const INITIAL_VALUES: Record<TDemoField, unknown> = {
  bookingName: '',
  title: '',
  yourReference: '',
  username: '',
  postcode: '',
  email: '',
  phone: '',
  password: '',
  password_confirmation: '',
  groupSize: '',
  nights: '',
  travelDate: '',
  remarks: '',
  accommodationClass: '',
  region: '',
  transport: '',
  roomType: '',
  terms: false,
};

/**
 * What the server answers in a 422 for this form, word for word (the server speaks English): two
 * messages of the shared rules, which the inputs translate, and one of its own, shown as written.
 */
export const EXAMPLE_SERVER_ERRORS: TFieldErrors = {
  bookingName: ['Booking name is not valid.'],
  email: ['This field must be a valid email'],
  yourReference: ['This reference is already in use.'],
};

export function DemoFormSection() {
  const { t } = useTranslation('ui-kit');
  const form = useRulesForm({ initialValues: INITIAL_VALUES, rules: DEMO_FORM_RULES });
  const [isValid, setIsValid] = useState(false);

  const label = (field: TDemoField) => t(`form.fields.${field}`);
  const rulesHint = (field: TDemoField) =>
    DEMO_FORM_RULES[field] ? (
      <>
        {t('page.rules')} <Code>{DEMO_FORM_RULES[field]}</Code>
      </>
    ) : (
      t('page.noRules')
    );
  const field = (name: TDemoField) => ({ name, label: label(name), description: rulesHint(name) });

  const regionOptions = [
    { value: 'north-island', label: t('options.regions.northIsland') },
    { value: 'south-island', label: t('options.regions.southIsland') },
    { value: 'tasmania', label: t('options.regions.tasmania') },
  ];
  const classOptions = [
    { value: 'standard', label: t('options.classes.standard') },
    { value: 'superior', label: t('options.classes.superior') },
    { value: 'deluxe', label: t('options.classes.deluxe') },
  ];
  const transportOptions = [
    { value: 'rental-car', label: t('options.transport.rentalCar') },
    { value: 'seat-in-coach', label: t('options.transport.seatInCoach') },
    { value: 'private-transfer', label: t('options.transport.privateTransfer') },
  ];
  const roomOptions = ['DB', 'SG', 'TW', 'TR', 'QD', 'OT'].map((code) => ({
    value: code,
    label: t(`roomTypes.${code}`),
  }));

  return (
    <Stack component="section" aria-labelledby="ui-kit-form" gap="md">
      <Title order={2} id="ui-kit-form">
        {t('form.title')}
      </Title>
      <Text c="dimmed">{t('form.intro')}</Text>
      <RulesForm
        form={form}
        onSubmit={() => setIsValid(true)}
        onChange={() => setIsValid(false)}
        aria-labelledby="ui-kit-form"
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <FormTextInput {...field('bookingName')} />
            <FormTextInput {...field('title')} />
            <FormTextInput {...field('yourReference')} />
            <FormTextInput {...field('username')} autoComplete="off" />
            <FormTextInput {...field('postcode')} />
            <FormEmailInput {...field('email')} />
            <FormPhoneInput
              {...field('phone')}
              description={
                <>
                  {rulesHint('phone')} · {t('phoneHint', { ns: 'common' })}
                </>
              }
            />
            <FormPasswordInput {...field('password')} autoComplete="new-password" />
            <FormPasswordInput {...field('password_confirmation')} autoComplete="new-password" />
            <FormTextInput {...field('groupSize')} inputMode="numeric" />
            <FormNumberInput {...field('nights')} min={1} max={60} allowDecimal={false} />
            <FormDateInput {...field('travelDate')} />
            <FormSelect {...field('accommodationClass')} data={classOptions} />
            <FormSelect {...field('region')} data={regionOptions} />
            <FormSelect {...field('transport')} data={transportOptions} allOption />
            <FormSelect
              name="roomType"
              aria-label={label('roomType')}
              description={rulesHint('roomType')}
              data={roomOptions}
            />
          </SimpleGrid>
          <FormTextarea {...field('remarks')} rows={3} />
          <FormCheckbox {...field('terms')} />
          {isValid ? (
            <Alert color="green" role="status">
              {t('form.valid')}
            </Alert>
          ) : null}
          <Group gap="sm">
            <Button type="submit" loading={form.isSubmitting}>
              {t('form.submit')}
            </Button>
            <Button
              variant="light"
              onClick={() => {
                setIsValid(false);
                form.setServerErrors(EXAMPLE_SERVER_ERRORS);
              }}
            >
              {t('form.serverErrors')}
            </Button>
            <Button
              variant="subtle"
              onClick={() => {
                setIsValid(false);
                form.reset();
              }}
            >
              {t('form.reset')}
            </Button>
          </Group>
        </Stack>
      </RulesForm>
    </Stack>
  );
}
