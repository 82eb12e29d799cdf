import {
  ActionIcon,
  Button,
  Group,
  Input,
  NumberInput,
  Select,
  Stack,
  Switch,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  CANCELLATION_CHARGE_KINDS,
  type TCancellationChargeKind,
  type TCancellationPolicy,
} from '@portal/shared/contracts/cancellation';
import { useTranslation } from 'react-i18next';
import { translateFieldError, useRulesField } from '../../../components/ui/use-rules-field';
import { useRulesFormContext } from '../../../components/ui/use-rules-form';

/**
 * One band of the policy as typed: a fixed amount in dollars, the rest as whole numbers. Numbers
 * keep Mantine's convention: "" while empty, a string while half typed ("125.").
 */
export interface TCancellationBandRow {
  withinDays: number | string;
  kind: TCancellationChargeKind;
  value: number | string;
}

/** As ZCancellationPolicy allows. */
export const MAX_CANCELLATION_BANDS = 10;
const MAX_WITHIN_DAYS = 730;
const MAX_PERCENT = 100;
const MAX_NIGHTS = 60;
const MAX_FIXED_DOLLARS = 1_000_000;

/** The field names the server's 422 uses for a band, so its messages show under the input. */
export function bandFieldName(index: number, part: keyof TCancellationBandRow): string {
  return `cancellationPolicy.bands.${index}.${part}`;
}

export function toBandRows(policy: TCancellationPolicy | null): TCancellationBandRow[] {
  return (policy?.bands ?? []).map((band) => ({
    withinDays: band.withinDays,
    kind: band.kind,
    value: band.kind === 'fixed' ? band.value / 100 : band.value,
  }));
}

/**
 * The policy to store: null when nothing is charged (not non-refundable, no bands), which cancels
 * free of charge. A non-refundable product keeps no bands (they would not apply). Fixed amounts
 * are typed in dollars and stored in cents.
 */
export function toCancellationPolicy(
  nonRefundable: boolean,
  rows: readonly TCancellationBandRow[],
): TCancellationPolicy | null {
  if (nonRefundable) return { nonRefundable: true, bands: [] };
  if (rows.length === 0) return null;
  return {
    nonRefundable: false,
    bands: rows.map((row) => ({
      withinDays: Number(row.withinDays),
      kind: row.kind,
      value: row.kind === 'fixed' ? Math.round(Number(row.value) * 100) : Number(row.value),
    })),
  };
}

/**
 * What the contract would refuse in the bands, as field -> message key of the catalogue namespace
 * (`validation:required` for an empty input). A non-refundable policy sends no bands.
 */
export function checkCancellationBands(
  nonRefundable: boolean,
  rows: readonly TCancellationBandRow[],
): Record<string, string> {
  if (nonRefundable) return {};
  const issues: Record<string, string> = {};
  const seen = new Set<number>();
  rows.forEach((row, index) => {
    const days = Number(row.withinDays);
    if (row.withinDays === '' || !Number.isInteger(days)) {
      issues[bandFieldName(index, 'withinDays')] = 'validation:required';
    } else if (days > MAX_WITHIN_DAYS) {
      issues[bandFieldName(index, 'withinDays')] = 'productForm.policy.errors.daysMax';
    } else if (seen.has(days)) {
      issues[bandFieldName(index, 'withinDays')] = 'productForm.policy.errors.daysRepeated';
    }
    seen.add(days);
    const value = Number(row.value);
    const max =
      row.kind === 'percent' ? MAX_PERCENT : row.kind === 'nights' ? MAX_NIGHTS : MAX_FIXED_DOLLARS;
    if (row.value === '' || !Number.isFinite(value)) {
      issues[bandFieldName(index, 'value')] = 'validation:required';
    } else if (value <= 0) {
      issues[bandFieldName(index, 'value')] = 'productForm.policy.errors.valuePositive';
    } else if (value > max) {
      issues[bandFieldName(index, 'value')] = `productForm.policy.errors.${row.kind}Max`;
    }
  });
  return issues;
}

const NEW_BAND: TCancellationBandRow = { withinDays: '', kind: 'percent', value: '' };

/**
 * A product's cancellation policy (docs/pricing.md, "Cancellation fees"): non-refundable, or bands
 * of days before the service date, each charging a percentage of the line, a number of its
 * nights or a fixed amount. Its values are the form's `nonRefundable` and `cancellationBands`.
 */
export function CancellationPolicyField() {
  const { t } = useTranslation('catalogue');
  const form = useRulesFormContext('CancellationPolicyField');
  const nonRefundableField = useRulesField({ name: 'nonRefundable' }, undefined);
  const bandsField = useRulesField({ name: 'cancellationBands' }, undefined);
  const isNonRefundable = nonRefundableField.value === true;
  const rows = Array.isArray(bandsField.value) ? (bandsField.value as TCancellationBandRow[]) : [];
  const update = (index: number, patch: Partial<TCancellationBandRow>) =>
    bandsField.setValue(
      rows.map((row, position) => (position === index ? { ...row, ...patch } : row)),
    );
  const errorOf = (index: number, part: keyof TCancellationBandRow, label: string) => {
    const error = form.errors[bandFieldName(index, part)];
    return error ? translateFieldError(t, error, label) : undefined;
  };
  const kindOptions = CANCELLATION_CHARGE_KINDS.map((kind) => ({
    value: kind,
    label: t(`productForm.policy.kinds.${kind}`),
  }));
  const valueLabel = (row: TCancellationBandRow, band: number) =>
    t(`productForm.policy.value.${row.kind}`, { band });

  const title = t('productForm.policy.title');
  const policyError = form.errors.cancellationPolicy;

  return (
    <Input.Wrapper
      label={title}
      description={t('productForm.policy.hint')}
      error={policyError ? translateFieldError(t, policyError, title) : undefined}
    >
      <Stack gap="xs" mt="xs">
        <Switch
          label={t('productForm.policy.nonRefundable')}
          description={t('productForm.policy.nonRefundableHint')}
          checked={isNonRefundable}
          onChange={(event) => nonRefundableField.commit(event.currentTarget.checked)}
        />
        {isNonRefundable
          ? null
          : rows.map((row, index) => {
              const band = index + 1;
              const daysLabel = t('productForm.policy.withinDays', { band });
              return (
                <Group key={index} gap="xs" align="flex-start" data-testid="cancellation-band">
                  <NumberInput
                    label={daysLabel}
                    min={0}
                    max={MAX_WITHIN_DAYS}
                    clampBehavior="none"
                    allowDecimal={false}
                    allowNegative={false}
                    value={row.withinDays}
                    error={errorOf(index, 'withinDays', daysLabel)}
                    onChange={(value) => update(index, { withinDays: value })}
                    w={170}
                  />
                  <Select
                    label={t('productForm.policy.kind', { band })}
                    data={kindOptions}
                    value={row.kind}
                    allowDeselect={false}
                    onChange={(value) =>
                      update(index, {
                        kind: (value ?? 'percent') as TCancellationChargeKind,
                      })
                    }
                    w={170}
                  />
                  <NumberInput
                    label={valueLabel(row, band)}
                    min={0}
                    clampBehavior="none"
                    allowDecimal={row.kind === 'fixed'}
                    decimalScale={row.kind === 'fixed' ? 2 : 0}
                    allowNegative={false}
                    value={row.value}
                    error={errorOf(index, 'value', valueLabel(row, band))}
                    onChange={(value) => update(index, { value })}
                    w={170}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mt={24}
                    aria-label={t('productForm.policy.removeBand', { band })}
                    onClick={() =>
                      bandsField.commit(rows.filter((_, position) => position !== index))
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              );
            })}
        {isNonRefundable ? null : (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={rows.length >= MAX_CANCELLATION_BANDS}
              onClick={() => bandsField.commit([...rows, NEW_BAND])}
            >
              {t('productForm.policy.addBand')}
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
