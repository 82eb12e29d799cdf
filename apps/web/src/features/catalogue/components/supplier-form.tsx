import { Button, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import type { TSupplier } from '@portal/shared/contracts/catalogue';
import {
  DEFAULT_PAYMENT_TERMS,
  MAX_PAYMENT_TERMS_DAYS,
  PAYMENT_TERMS_BASES,
  type TPaymentTermsBasis,
} from '@portal/shared/domain/payables';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/ui/form-checkbox';
import { FormEmailInput } from '../../../components/ui/form-email-input';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { useLocationOptions } from '../../../lib/catalogue-lookups';
import type { TCreateSupplierBody } from '../api/create-supplier';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';

/** The same limits the contract (ZCreateSupplierRequest) checks on the server. */
export const SUPPLIER_RULES = {
  code: 'required|min-length:2|length:20',
  name: 'required|length:160',
  email: 'required|length:200|email',
  phone: 'length:40',
  address: 'length:300',
  paymentTermsDays: 'required|numeric',
} as const satisfies TFieldRules;

const FIELDS = [
  'code',
  'name',
  'email',
  'phone',
  'address',
  'locationId',
  'active',
  'confirmsEveryBooking',
  'paymentTermsBasis',
  'paymentTermsDays',
] as const;

interface TSupplierFormValues extends Record<string, unknown> {
  code: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  locationId: string;
  active: boolean;
  confirmsEveryBooking: boolean;
  paymentTermsBasis: TPaymentTermsBasis;
  /** "" while the field is empty (Mantine's NumberInput). */
  paymentTermsDays: number | string;
}

function toValues(supplier: TSupplier | null): TSupplierFormValues {
  return {
    code: supplier?.code ?? '',
    name: supplier?.name ?? '',
    email: supplier?.email ?? '',
    phone: supplier?.phone ?? '',
    address: supplier?.address ?? '',
    locationId: supplier?.locationId ? String(supplier.locationId) : '',
    active: supplier?.active ?? true,
    confirmsEveryBooking: supplier?.confirmsEveryBooking ?? false,
    paymentTermsBasis: supplier?.paymentTermsBasis ?? DEFAULT_PAYMENT_TERMS.basis,
    paymentTermsDays: supplier?.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS.days,
  };
}

export function toSupplierBody(values: TSupplierFormValues): TCreateSupplierBody {
  return {
    code: values.code.trim().toUpperCase(),
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    locationId: values.locationId ? Number(values.locationId) : null,
    active: values.active,
    confirmsEveryBooking: values.confirmsEveryBooking,
    paymentTermsBasis: values.paymentTermsBasis,
    paymentTermsDays: Number(values.paymentTermsDays),
  };
}

export function SupplierForm({
  supplier,
  onSubmit,
  submitLabel,
  readOnly = false,
}: {
  supplier: TSupplier | null;
  onSubmit: (body: TCreateSupplierBody) => Promise<unknown>;
  submitLabel: string;
  /** For users who may see the catalogue but not change it. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const locations = useLocationOptions();
  const form = useRulesForm({ initialValues: toValues(supplier), rules: SUPPLIER_RULES });
  const label = (field: (typeof FIELDS)[number]) => t(`supplierForm.${field}`);

  return (
    <RulesForm form={form} onSubmit={(values) => onSubmit(toSupplierBody(values))}>
      <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0}>
        <Stack gap="md" maw={760}>
          <FormErrorAlert error={form.submitError} fields={FIELDS} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormTextInput
              name="code"
              label={label('code')}
              description={t('supplierForm.codeHint')}
              autoComplete="off"
            />
            <FormTextInput name="name" label={label('name')} />
            <FormEmailInput
              name="email"
              label={label('email')}
              description={t('supplierForm.emailHint')}
            />
            <FormTextInput name="phone" label={label('phone')} type="tel" />
            <FormSelect
              name="locationId"
              label={label('locationId')}
              data={locations.options}
              searchable
              clearable
              nothingFoundMessage={t('filters.nothingFound')}
            />
          </SimpleGrid>
          <FormTextarea name="address" label={label('address')} rows={2} />
          <FormCheckbox name="active" label={label('active')} />
          <FormCheckbox
            name="confirmsEveryBooking"
            label={label('confirmsEveryBooking')}
            description={t('supplierForm.confirmsEveryBookingHint')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormSelect
              name="paymentTermsBasis"
              label={label('paymentTermsBasis')}
              description={t('supplierForm.paymentTermsHint')}
              data={PAYMENT_TERMS_BASES.map((basis) => ({
                value: basis,
                label: t(`supplierForm.paymentTermsBases.${basis}`),
              }))}
              allowDeselect={false}
            />
            <FormNumberInput
              name="paymentTermsDays"
              label={label('paymentTermsDays')}
              min={0}
              max={MAX_PAYMENT_TERMS_DAYS}
              allowDecimal={false}
            />
          </SimpleGrid>
          {readOnly ? null : (
            <Group justify="flex-end">
              <Button type="submit" loading={form.isSubmitting}>
                {submitLabel}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </RulesForm>
  );
}
