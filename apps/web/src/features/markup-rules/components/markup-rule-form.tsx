import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { TCreateMarkupRuleRequest } from '@portal/shared/contracts/catalogue';
import type { TMarkupRuleListItem } from '@portal/shared/contracts/catalogue-api';
import { BRANDS } from '@portal/shared/domain/brands';
import { MARKUP_RULE_KINDS, type TMarkupRuleKind } from '@portal/shared/domain/pricing/codes';
import { SERVICE_TYPES, isServiceTypeCode } from '@portal/shared/domain/service-types';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { basisPointsToPercent, percentToBasisPoints } from './basis-points';

export const MARKUP_RULE_RULES = {
  name: 'required|length:160',
  kind: 'required',
  percent: 'required',
  priority: 'required',
} as const satisfies TFieldRules;

/** The inputs shown; the server's 422 names the request's fields, mapped back below. */
const FIELDS = [
  ...Object.keys(MARKUP_RULE_RULES),
  'basisPoints',
  'brandId',
  'agencyId',
  'supplierId',
  'serviceTypeCode',
  'validFrom',
  'validTo',
];

interface TMarkupRuleValues extends Record<string, unknown> {
  name: string;
  kind: string;
  /** The rule's rate in percent with up to two decimals ("12.5"); the server keeps basis points. */
  percent: number | string;
  priority: number | string;
  brandId: string;
  agencyId: string;
  supplierId: string;
  serviceTypeCode: string;
  validFrom: string;
  validTo: string;
}

export interface TScopeOption {
  value: string;
  label: string;
}

function idOrEmpty(id: number | null | undefined): string {
  return id === null || id === undefined ? '' : String(id);
}

function toValues(rule: TMarkupRuleListItem | null): TMarkupRuleValues {
  return {
    name: rule?.name ?? '',
    kind: rule?.kind ?? 'markup_percent',
    percent: rule ? basisPointsToPercent(rule.basisPoints) : '',
    priority: rule?.priority ?? 0,
    brandId: idOrEmpty(rule?.brandId),
    agencyId: idOrEmpty(rule?.agencyId),
    supplierId: idOrEmpty(rule?.supplierId),
    serviceTypeCode: rule?.serviceTypeCode ?? '',
    validFrom: rule?.validFrom ?? '',
    validTo: rule?.validTo ?? '',
  };
}

function isKind(value: string): value is TMarkupRuleKind {
  return (MARKUP_RULE_KINDS as readonly string[]).includes(value);
}

function brandIdOf(value: string): 1 | 2 | null {
  return value === '1' ? 1 : value === '2' ? 2 : null;
}

/**
 * One markup or commission rule: its rate, and the scope it applies to (brand, agency, supplier,
 * service type, travel dates; empty means any). The most specific matching rule wins, then the
 * higher priority (docs/pricing.md).
 */
export function MarkupRuleForm({
  rule,
  agencies,
  suppliers,
  onSubmit,
  onCancel,
}: {
  rule: TMarkupRuleListItem | null;
  agencies: TScopeOption[];
  suppliers: TScopeOption[];
  onSubmit: (body: TCreateMarkupRuleRequest) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('markup-rules');
  const form = useRulesForm({ initialValues: toValues(rule), rules: MARKUP_RULE_RULES });

  return (
    <RulesForm
      form={form}
      onSubmit={async (values) => {
        if (!isKind(values.kind)) return;
        if (values.validFrom && values.validTo && values.validTo < values.validFrom) {
          form.setServerErrors({ validTo: [t('form.endsBeforeStart')] });
          return;
        }
        try {
          await onSubmit({
            name: values.name.trim(),
            kind: values.kind,
            basisPoints: percentToBasisPoints(Number(values.percent)),
            priority: Number(values.priority),
            brandId: brandIdOf(values.brandId),
            agencyId: values.agencyId === '' ? null : Number(values.agencyId),
            supplierId: values.supplierId === '' ? null : Number(values.supplierId),
            serviceTypeCode: isServiceTypeCode(values.serviceTypeCode)
              ? values.serviceTypeCode
              : null,
            validFrom: values.validFrom || null,
            validTo: values.validTo || null,
          });
        } catch (error) {
          // The server speaks in basis points; the form shows a percentage.
          const basisPointsErrors = readBasisPointsErrors(error);
          if (basisPointsErrors) form.setServerErrors({ percent: basisPointsErrors });
          throw error;
        }
      }}
    >
      <Stack gap="md">
        <FormErrorAlert error={form.submitError} fields={FIELDS} />
        <FormTextInput name="name" label={t('form.name')} autoComplete="off" maxLength={160} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <FormSelect
            name="kind"
            label={t('form.kind')}
            // A rule always has a kind: picking the chosen one again must not clear it.
            allowDeselect={false}
            data={MARKUP_RULE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          />
          <FormNumberInput
            name="percent"
            label={t('form.percent')}
            description={t('form.percentHint')}
            min={0}
            max={1000}
            decimalScale={2}
            suffix=" %"
          />
          <FormNumberInput
            name="priority"
            label={t('form.priority')}
            description={t('form.priorityHint')}
            min={-1000}
            max={1000}
            allowDecimal={false}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormSelect
            name="brandId"
            label={t('form.brand')}
            allOption
            data={Object.values(BRANDS).map((brand) => ({
              value: String(brand.id),
              label: `${brand.code} (${brand.currency})`,
            }))}
          />
          <FormSelect
            name="agencyId"
            label={t('form.agency')}
            allOption
            searchable
            data={agencies}
          />
          <FormSelect
            name="supplierId"
            label={t('form.supplier')}
            allOption
            searchable
            data={suppliers}
          />
          <FormSelect
            name="serviceTypeCode"
            label={t('form.serviceType')}
            allOption
            searchable
            data={Object.keys(SERVICE_TYPES).map((code) => ({
              value: code,
              label: `${t(`codes.serviceTypes.${code}`, { ns: 'catalogue' })} (${code})`,
            }))}
          />
          <FormDateInput name="validFrom" label={t('form.validFrom')} clearable />
          <FormDateInput name="validTo" label={t('form.validTo')} clearable />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}

function readBasisPointsErrors(error: unknown): string[] | null {
  if (typeof error !== 'object' || error === null || !('errors' in error)) return null;
  const errors = (error as { errors?: Record<string, string[]> }).errors;
  return errors?.basisPoints ?? null;
}
