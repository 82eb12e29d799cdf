import { Button, Group, Input, SimpleGrid, Stack } from '@mantine/core';
import type { TProduct } from '@portal/shared/contracts/catalogue';
import {
  isAccommodationServiceType,
  SERVICE_TYPE_CODES,
  type TPricingBasis,
  type TServiceTypeCode,
} from '@portal/shared/domain/pricing/codes';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/ui/form-checkbox';
import { FormCheckboxGroup } from '../../../components/ui/form-checkbox-group';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { useLocationOptions } from '../../../lib/catalogue-lookups';
import type { TCreateProductBody } from '../api/save-product';
import { useCodeLabels } from '../hooks/use-code-labels';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import {
  bandFieldName,
  CancellationPolicyField,
  checkCancellationBands,
  MAX_CANCELLATION_BANDS,
  toBandRows,
  toCancellationPolicy,
  type TCancellationBandRow,
} from './cancellation-policy-field';

/** The limits of ZCreateProductRequest; conditional fields carry their own rules. */
export const PRODUCT_RULES = {
  code: 'required|min-length:2|length:20',
  name: 'required|length:160',
  serviceTypeCode: 'required',
  locationId: 'required',
  description: 'length:4000',
  startTime: 'exact-length:4|numeric',
  endTime: 'exact-length:4|numeric',
  durationMinutes: 'numeric',
  voucherText: 'length:2000',
  phone: 'length:40',
  address: 'length:300',
  pricingBasis: 'required',
} as const satisfies TFieldRules;

/** Every field the form shows a message for, the policy's bands as the server names them. */
const FIELDS = [
  ...Object.keys(PRODUCT_RULES),
  'accommodationClass',
  'roomTypes',
  'capacity',
  'infantMaxAge',
  'childMaxAge',
  'cancellationPolicy',
  ...Array.from({ length: MAX_CANCELLATION_BANDS }, (_, index) =>
    (['withinDays', 'kind', 'value'] as const).map((part) => bandFieldName(index, part)),
  ).flat(),
  'active',
];

export interface TProductFormValues extends Record<string, unknown> {
  code: string;
  name: string;
  serviceTypeCode: string;
  locationId: string;
  description: string;
  startTime: string;
  endTime: string;
  durationMinutes: number | '';
  voucherText: string;
  phone: string;
  address: string;
  accommodationClass: string;
  roomTypes: string[];
  pricingBasis: string;
  capacity: number | '';
  infantMaxAge: number | '';
  childMaxAge: number | '';
  nonRefundable: boolean;
  cancellationBands: TCancellationBandRow[];
  active: boolean;
}

function isServiceType(code: string): code is TServiceTypeCode {
  return (SERVICE_TYPE_CODES as readonly string[]).includes(code);
}

function isAccommodation(code: string): boolean {
  return isServiceType(code) && isAccommodationServiceType(code);
}

/** Vehicles and units are counted from the travellers by the product's capacity. */
function hasCapacity(basis: string): boolean {
  return basis === 'per_vehicle_day' || basis === 'per_unit';
}

/** Child age bands price per person rates only (docs/pricing.md, "Child ages"). */
function hasAgeBands(basis: string): boolean {
  return basis === 'per_person';
}

/** The contract's cross-field checks, as field -> message key of the catalogue namespace. */
export function checkProductValues(values: TProductFormValues): Record<string, string> {
  const issues = checkCancellationBands(values.nonRefundable, values.cancellationBands);
  if (
    hasAgeBands(values.pricingBasis) &&
    values.infantMaxAge !== '' &&
    values.childMaxAge !== '' &&
    Number(values.infantMaxAge) >= Number(values.childMaxAge)
  ) {
    issues.childMaxAge = 'productForm.ageBands.order';
  }
  return issues;
}

export function toProductValues(product: TProduct | null): TProductFormValues {
  return {
    code: product?.code ?? '',
    name: product?.name ?? '',
    serviceTypeCode: product?.serviceTypeCode ?? '',
    locationId: product ? String(product.locationId) : '',
    description: product?.description ?? '',
    startTime: product?.startTime ?? '',
    endTime: product?.endTime ?? '',
    durationMinutes: product?.durationMinutes ?? '',
    voucherText: product?.voucherText ?? '',
    phone: product?.phone ?? '',
    address: product?.address ?? '',
    accommodationClass: product?.accommodationClass ?? '',
    roomTypes: product?.roomTypes ? [...product.roomTypes] : [],
    pricingBasis: product?.pricingBasis ?? '',
    capacity: product?.capacity ?? '',
    infantMaxAge: product?.infantMaxAge ?? '',
    childMaxAge: product?.childMaxAge ?? '',
    nonRefundable: product?.cancellationPolicy?.nonRefundable ?? false,
    cancellationBands: toBandRows(product?.cancellationPolicy ?? null),
    active: product?.active ?? true,
  };
}

export function toProductBody(values: TProductFormValues, supplierId: number): TCreateProductBody {
  const isStay = isAccommodation(values.serviceTypeCode);
  const optionalNumber = (value: number | '') => (value === '' ? null : Number(value));
  return {
    code: values.code.trim().toUpperCase(),
    supplierId,
    serviceTypeCode: values.serviceTypeCode as TServiceTypeCode,
    locationId: Number(values.locationId),
    name: values.name.trim(),
    description: values.description.trim(),
    startTime: values.startTime.trim() || null,
    endTime: values.endTime.trim() || null,
    durationMinutes: optionalNumber(values.durationMinutes),
    voucherText: values.voucherText.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    accommodationClass: isStay
      ? (values.accommodationClass as TCreateProductBody['accommodationClass'])
      : null,
    roomTypes: isStay ? (values.roomTypes as NonNullable<TCreateProductBody['roomTypes']>) : [],
    pricingBasis: values.pricingBasis as TPricingBasis,
    capacity: hasCapacity(values.pricingBasis) ? optionalNumber(values.capacity) : null,
    infantMaxAge: hasAgeBands(values.pricingBasis) ? optionalNumber(values.infantMaxAge) : null,
    childMaxAge: hasAgeBands(values.pricingBasis) ? optionalNumber(values.childMaxAge) : null,
    cancellationPolicy: toCancellationPolicy(values.nonRefundable, values.cancellationBands),
    active: values.active,
  };
}

/**
 * A product of a supplier. Accommodation (AC, AF) takes a class and the room types it sells and is
 * priced by the room night; every other service picks its basis and, for vehicles and units, a
 * capacity, for per person rates the child age bands. Fields that do not apply are hidden, so the
 * cross-field rules of the contract hold. Every product may carry a cancellation policy.
 */
export function ProductForm({
  product,
  supplierId,
  onSubmit,
  onCancel,
}: {
  product: TProduct | null;
  supplierId: number;
  onSubmit: (body: TCreateProductBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const codes = useCodeLabels();
  const locations = useLocationOptions();
  const form = useRulesForm({ initialValues: toProductValues(product), rules: PRODUCT_RULES });
  const values = form.values;
  const isStay = isAccommodation(values.serviceTypeCode);
  const label = (field: string) => t(`productForm.${field}`);
  const basisOptions = codes.bases.filter((option) =>
    isStay ? option.value === 'per_room_night' : option.value !== 'per_room_night',
  );

  const handleServiceTypeChange = (code: string | null) => {
    const nextIsStay = isAccommodation(code ?? '');
    if (nextIsStay) form.setValue('pricingBasis', 'per_room_night');
    else if (values.pricingBasis === 'per_room_night') form.setValue('pricingBasis', '');
  };

  return (
    <RulesForm
      form={form}
      onSubmit={async (submitted) => {
        const issues = checkProductValues(submitted);
        if (Object.keys(issues).length > 0) {
          form.setServerErrors(
            Object.fromEntries(Object.entries(issues).map(([field, key]) => [field, [t(key)]])),
          );
          return;
        }
        await onSubmit(toProductBody(submitted, supplierId));
      }}
    >
      <Stack gap="md">
        <FormErrorAlert error={form.submitError} fields={FIELDS} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormTextInput name="code" label={label('code')} autoComplete="off" />
          <FormTextInput name="name" label={label('name')} />
          <FormSelect
            name="serviceTypeCode"
            label={label('serviceTypeCode')}
            data={codes.serviceTypes}
            searchable
            onChange={handleServiceTypeChange}
          />
          <FormSelect
            name="locationId"
            label={label('locationId')}
            data={locations.options}
            searchable
            nothingFoundMessage={t('filters.nothingFound')}
          />
          <FormSelect
            name="pricingBasis"
            label={label('pricingBasis')}
            data={basisOptions}
            readOnly={isStay}
          />
          {hasCapacity(values.pricingBasis) ? (
            <FormNumberInput
              name="capacity"
              rules="numeric"
              label={label('capacity')}
              description={t('productForm.capacityHint')}
              min={1}
              max={60}
              allowDecimal={false}
            />
          ) : null}
          {isStay ? (
            <FormSelect
              name="accommodationClass"
              rules="required"
              label={label('accommodationClass')}
              data={codes.classes}
            />
          ) : null}
        </SimpleGrid>
        {isStay ? (
          <FormCheckboxGroup
            name="roomTypes"
            rules="required"
            label={label('roomTypes')}
            options={codes.roomTypes}
          />
        ) : null}
        {hasAgeBands(values.pricingBasis) ? (
          <Input.Wrapper
            label={t('productForm.ageBands.title')}
            description={t('productForm.ageBands.hint')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="xs">
              <FormNumberInput
                name="infantMaxAge"
                rules="numeric"
                label={t('productForm.ageBands.infantMaxAge')}
                description={t('productForm.ageBands.infantMaxAgeHint')}
                min={0}
                max={17}
                allowDecimal={false}
                allowNegative={false}
              />
              <FormNumberInput
                name="childMaxAge"
                rules="numeric"
                label={t('productForm.ageBands.childMaxAge')}
                description={t('productForm.ageBands.childMaxAgeHint')}
                min={0}
                max={17}
                allowDecimal={false}
                allowNegative={false}
              />
            </SimpleGrid>
          </Input.Wrapper>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <FormTextInput
            name="startTime"
            label={label('startTime')}
            placeholder="0930"
            description={t('productForm.timeHint')}
            maxLength={4}
            inputMode="numeric"
          />
          <FormTextInput
            name="endTime"
            label={label('endTime')}
            placeholder="1700"
            description={t('productForm.timeHint')}
            maxLength={4}
            inputMode="numeric"
          />
          <FormNumberInput
            name="durationMinutes"
            label={label('durationMinutes')}
            min={1}
            max={14 * 24 * 60}
            allowDecimal={false}
          />
          <FormTextInput name="phone" label={label('phone')} type="tel" />
        </SimpleGrid>
        <FormTextInput name="address" label={label('address')} />
        <FormTextarea name="description" label={label('description')} rows={3} />
        <FormTextarea name="voucherText" label={label('voucherText')} rows={2} />
        <CancellationPolicyField />
        <FormCheckbox name="active" label={label('active')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {t('productForm.save')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}
