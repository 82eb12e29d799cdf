import {
  Alert,
  Button,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TPackage } from '@portal/shared/contracts/catalogue';
import {
  PACKAGE_STATUSES,
  TRANSPORT_TYPES,
  type TPackageStatus,
  type TTransportType,
} from '@portal/shared/domain/pricing/codes';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { readServerFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import { useLocationOptions } from '../../../lib/catalogue-lookups';
import type { TCreatePackageBody } from '../api/save-package';
import {
  fromPackageDays,
  initialDays,
  toPackageDays,
  usePackageDays,
  validateDays,
  type TDayIssue,
} from '../hooks/package-days';
import { DayEditor } from './day-editor';

/** The header's limits, as ZCreatePackageRequest checks them. */
export const PACKAGE_RULES = {
  code: 'required|min-length:2|length:20',
  name: 'required|length:160',
  brandId: 'required',
  description: 'length:4000',
  startLocationId: 'required',
  transportType: 'required',
  productTariff: 'required|length:60',
  status: 'required',
} as const satisfies TFieldRules;

const HEADER_FIELDS: readonly string[] = Object.keys(PACKAGE_RULES);

interface TPackageValues extends Record<string, unknown> {
  code: string;
  name: string;
  brandId: string;
  description: string;
  startLocationId: string;
  transportType: string;
  productTariff: string;
  status: string;
}

function toValues(pkg: TPackage | null): TPackageValues {
  return {
    code: pkg?.code ?? '',
    name: pkg?.name ?? '',
    brandId: pkg ? String(pkg.brandId) : '1',
    description: pkg?.description ?? '',
    startLocationId: pkg ? String(pkg.startLocationId) : '',
    transportType: pkg?.transportType ?? '',
    productTariff: pkg?.productTariff ?? '',
    status: pkg?.status ?? 'test',
  };
}

/**
 * A quick-quote package: its header (code, market, start, transport, tariff, status) and its days.
 * The number of nights follows the days (N nights have N + 1 days).
 */
export function PackageForm({
  pkg,
  onSubmit,
  submitLabel,
  actions,
  readOnly = false,
}: {
  pkg: TPackage | null;
  onSubmit: (body: TCreatePackageBody) => Promise<unknown>;
  submitLabel: string;
  actions?: ReactNode;
  /** For users who may see packages but not change them. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation('packages');
  const locations = useLocationOptions();
  const form = useRulesForm({ initialValues: toValues(pkg), rules: PACKAGE_RULES });
  const [days, dispatch] = usePackageDays(() => (pkg ? fromPackageDays(pkg.days) : initialDays()));
  const [issues, setIssues] = useState<TDayIssue[]>([]);
  const serverErrors = readServerFieldErrors(form.submitError) ?? {};
  const otherServerMessages = Object.entries(serverErrors)
    .filter(([field]) => !HEADER_FIELDS.includes(field))
    .flatMap(([, messages]) => messages);

  const brandOptions = [
    { value: '1', label: t('markets.1') },
    { value: '2', label: t('markets.2') },
  ];
  const transportOptions = TRANSPORT_TYPES.map((code) => ({
    value: code,
    label: t(`transport.${code}`),
  }));
  const statusOptions = PACKAGE_STATUSES.map((code) => ({
    value: code,
    label: t(`status.${code}`),
  }));

  return (
    <RulesForm
      form={form}
      onSubmit={async (values) => {
        const found = validateDays(days);
        setIssues(found);
        if (found.length > 0) return;
        await onSubmit({
          code: values.code.trim().toUpperCase(),
          brandId: values.brandId === '2' ? 2 : 1,
          name: values.name.trim(),
          description: values.description.trim(),
          startLocationId: Number(values.startLocationId),
          durationNights: days.length - 1,
          transportType: values.transportType as TTransportType,
          productTariff: values.productTariff.trim(),
          status: values.status as TPackageStatus,
          days: toPackageDays(days),
        });
      }}
    >
      <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0}>
        <Stack gap="lg">
          {form.submitError &&
          (otherServerMessages.length > 0 || !readServerFieldErrors(form.submitError)) ? (
            <Alert color="red" role="alert" title={t('form.notSaved')}>
              {otherServerMessages.length > 0
                ? otherServerMessages.join(' ')
                : form.submitError instanceof Error
                  ? form.submitError.message
                  : null}
            </Alert>
          ) : null}
          {issues.length > 0 ? (
            <Alert color="red" role="alert" title={t('form.notSaved')}>
              {t('form.fixDays', { number: issues.length })}
            </Alert>
          ) : null}
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Title order={2}>{t('form.header')}</Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                <FormTextInput name="code" label={t('form.code')} autoComplete="off" />
                <FormTextInput name="name" label={t('form.name')} />
                <FormSelect
                  name="brandId"
                  label={t('form.brandId')}
                  data={brandOptions}
                  allowDeselect={false}
                />
                <FormSelect
                  name="startLocationId"
                  label={t('form.startLocationId')}
                  data={locations.options}
                  searchable
                />
                <FormSelect
                  name="transportType"
                  label={t('form.transportType')}
                  data={transportOptions}
                />
                <FormTextInput
                  name="productTariff"
                  label={t('form.productTariff')}
                  placeholder="FIT 2026/27"
                />
                <FormSelect
                  name="status"
                  label={t('form.status')}
                  data={statusOptions}
                  allowDeselect={false}
                />
              </SimpleGrid>
              <FormTextarea name="description" label={t('form.description')} rows={3} />
              <Text size="sm" c="dimmed">
                {t('form.nights', { count: days.length - 1 })}
              </Text>
            </Stack>
          </Paper>
          <Stack gap="sm">
            <Title order={2}>{t('editor.sectionTitle')}</Title>
            <DayEditor
              days={days}
              dispatch={dispatch}
              issues={issues}
              locations={locations.options}
            />
          </Stack>
          {readOnly ? null : (
            <Group justify="flex-end">
              {actions}
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
