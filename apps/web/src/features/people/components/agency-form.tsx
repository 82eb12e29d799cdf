import { Alert, Button, Group, Radio, SimpleGrid, Stack, Title } from '@mantine/core';
import type { TAdminAgency, TAgencyInputBody } from '@portal/shared/contracts/people';
import {
  CLIENT_DOCUMENT_BRANDINGS,
  DEFAULT_CLIENT_DOCUMENT_BRANDING,
  type TClientDocumentBranding,
} from '@portal/shared/domain/client-documents';
import {
  CLIENT_MARKUP_MAX_BASIS_POINTS,
  DEFAULT_TRAVELLER_PAYMENTS,
  TRAVELLER_PAYMENT_COLLECTORS,
  type TTravellerPayments,
} from '@portal/shared/domain/client-price';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/ui/form-checkbox';
import { FormEmailInput } from '../../../components/ui/form-email-input';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { FormPhoneInput } from '../../../components/ui/form-phone-input';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesField } from '../../../components/ui/use-rules-field';
import { readServerFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';

/** The limits ZAgencyInput checks on the server (ranges are the number inputs' min and max). */
export const AGENCY_RULES = {
  name: 'required|length:160',
  brandId: 'required',
  commissionPercent: 'required',
  email: 'length:200|email',
  phone: 'length:40|phone',
} as const satisfies TFieldRules;

const FIELDS = [
  'name',
  'brandId',
  'commissionPercent',
  'creditLimit',
  'email',
  'phone',
  'active',
  'clientDocumentBranding',
  'travellerPayments',
  'clientMarkupPercent',
];
/** The server names the credit limit in cents; the form shows currency units. */
const SERVER_FIELDS: Record<string, string> = { creditLimitCents: 'creditLimit' };

export interface TAgencyFormValues extends Record<string, unknown> {
  name: string;
  brandId: string;
  commissionPercent: number | string;
  creditLimit: number | string;
  email: string;
  phone: string;
  active: boolean;
  clientDocumentBranding: TClientDocumentBranding;
  travellerPayments: TTravellerPayments;
  clientMarkupPercent: number | string;
}

function toValues(agency: TAdminAgency | null): TAgencyFormValues {
  return {
    name: agency?.name ?? '',
    brandId: String(agency?.brandId ?? 1),
    commissionPercent: agency?.commissionPercent ?? 0,
    // Empty: no credit limit is checked.
    creditLimit:
      agency === null || agency.creditLimitCents === null ? '' : agency.creditLimitCents / 100,
    email: agency?.email ?? '',
    phone: agency?.phone ?? '',
    active: agency?.active ?? true,
    clientDocumentBranding: agency?.clientDocumentBranding ?? DEFAULT_CLIENT_DOCUMENT_BRANDING,
    travellerPayments: agency?.travellerPayments ?? DEFAULT_TRAVELLER_PAYMENTS,
    // Empty: the agency's clients see the published price.
    clientMarkupPercent: agency?.clientMarkupPercent ?? '',
  };
}

export function toAgencyBody(values: TAgencyFormValues): TAgencyInputBody {
  return {
    name: values.name.trim(),
    brandId: Number(values.brandId),
    commissionPercent: Number(values.commissionPercent),
    creditLimitCents:
      values.creditLimit === '' ? null : Math.round(Number(values.creditLimit) * 100),
    email: values.email.trim() || null,
    phone: values.phone.trim() || null,
    active: values.active,
    clientDocumentBranding: values.clientDocumentBranding,
    travellerPayments: values.travellerPayments,
    clientMarkupPercent:
      values.clientMarkupPercent === '' ? null : Number(values.clientMarkupPercent),
  };
}

/**
 * One choice of the agency as radio buttons with a hint each: whose letterhead its client
 * itineraries carry (docs/documents.md), or who takes its travellers' money (docs/pricing.md,
 * "Two prices"). The texts are `{prefix}.{label,hint}` and `{prefix}.options.{choice}[Hint]`.
 */
function ChoiceField({
  name,
  prefix,
  label,
  hint,
  choices,
  fallback,
}: {
  name: 'clientDocumentBranding' | 'travellerPayments';
  prefix: 'clientDocuments' | 'clientPrices';
  label: string;
  hint: string;
  choices: readonly string[];
  fallback: string;
}) {
  const { t } = useTranslation('people');
  const text = t(`${prefix}.${label}`);
  const field = useRulesField({ name }, text);
  return (
    <Radio.Group
      name={name}
      label={text}
      description={t(`${prefix}.${hint}`)}
      value={typeof field.value === 'string' ? field.value : fallback}
      error={field.error}
      onChange={(value) => field.commit(value)}
    >
      <Stack gap="xs" mt="xs">
        {choices.map((choice) => (
          <Radio
            key={choice}
            value={choice}
            label={t(`${prefix}.options.${choice}`)}
            description={t(`${prefix}.options.${choice}Hint`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/**
 * Adds or edits an agency: its name, brand, commission, credit limit, contact, status, who collects
 * from its travellers, its client markup and the letterhead of its client documents.
 */
export function AgencyForm({
  agency,
  submitLabel,
  onSubmit,
}: {
  agency: TAdminAgency | null;
  submitLabel: string;
  onSubmit: (body: TAgencyInputBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('people');
  const form = useRulesForm({ initialValues: toValues(agency), rules: AGENCY_RULES });
  const fieldErrors = form.submitError ? readServerFieldErrors(form.submitError) : null;
  const isShownUnderInputs =
    fieldErrors !== null &&
    Object.keys(fieldErrors).some((field) => FIELDS.includes(SERVER_FIELDS[field] ?? field));

  async function handleSubmit(values: TAgencyFormValues) {
    try {
      await onSubmit(toAgencyBody(values));
    } catch (error) {
      const errors = readServerFieldErrors(error);
      if (errors) {
        form.setServerErrors(
          Object.fromEntries(
            Object.entries(errors).map(([field, messages]) => [
              SERVER_FIELDS[field] ?? field,
              messages,
            ]),
          ),
        );
      }
      throw error;
    }
  }

  return (
    <RulesForm form={form} onSubmit={handleSubmit}>
      <Stack gap="md" maw={720}>
        {form.submitError && !isShownUnderInputs ? (
          <Alert color="red" role="alert">
            {form.submitError instanceof Error
              ? form.submitError.message
              : String(form.submitError)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormTextInput name="name" label={t('agencyForm.name')} autoComplete="off" />
          <FormSelect
            name="brandId"
            label={t('agencyForm.brand')}
            allowDeselect={false}
            data={[
              { value: '1', label: t('brands.1') },
              { value: '2', label: t('brands.2') },
            ]}
          />
          <FormNumberInput
            name="commissionPercent"
            label={t('agencyForm.commission')}
            description={t('agencyForm.commissionHint')}
            min={0}
            max={100}
            decimalScale={2}
            suffix=" %"
          />
          <FormNumberInput
            name="creditLimit"
            label={t('agencyForm.creditLimit')}
            description={t('agencyForm.creditLimitHint')}
            min={0}
            max={100_000_000}
            decimalScale={2}
            thousandSeparator=","
          />
          <FormEmailInput name="email" label={t('agencyForm.email')} autoComplete="off" />
          <FormPhoneInput name="phone" label={t('agencyForm.phone')} autoComplete="off" />
        </SimpleGrid>
        <FormCheckbox
          name="active"
          label={t('agencyForm.active')}
          description={t('agencyForm.activeHint')}
        />
        <Title order={2} size="h4">
          {t('clientPrices.title')}
        </Title>
        <ChoiceField
          name="travellerPayments"
          prefix="clientPrices"
          label="travellerPayments"
          hint="travellerPaymentsHint"
          choices={TRAVELLER_PAYMENT_COLLECTORS}
          fallback={DEFAULT_TRAVELLER_PAYMENTS}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormNumberInput
            name="clientMarkupPercent"
            label={t('clientPrices.markup')}
            description={t('clientPrices.markupHint')}
            min={0}
            max={CLIENT_MARKUP_MAX_BASIS_POINTS / 100}
            decimalScale={2}
            suffix=" %"
          />
        </SimpleGrid>
        <Title order={2} size="h4">
          {t('clientDocuments.title')}
        </Title>
        <ChoiceField
          name="clientDocumentBranding"
          prefix="clientDocuments"
          label="branding"
          hint="brandingHint"
          choices={CLIENT_DOCUMENT_BRANDINGS}
          fallback={DEFAULT_CLIENT_DOCUMENT_BRANDING}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}
