import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TAdminFileView } from '@portal/shared/contracts/files';
import { SERVICE_TYPE_CODES, type TServiceTypeCode } from '@portal/shared/domain/pricing/codes';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hasOnlyFieldErrors, readServerFieldErrors } from '../../../components/ui/use-rules-form';
import { useAddManualLine, useSupplierSearch } from '../api/add-manual-line';

const FIELDS = [
  'supplierId',
  'serviceTypeCode',
  'name',
  'date',
  'span',
  'quantity',
  'startTime',
  'costCents',
  'sellCents',
  'remarks',
];

interface TValues {
  supplierId: string | null;
  serviceTypeCode: string | null;
  name: string;
  date: string | null;
  span: number | string;
  quantity: number | string;
  startTime: string;
  cost: number | string;
  sell: number | string;
  remarks: string;
}

function emptyValues(date: string): TValues {
  return {
    supplierId: null,
    serviceTypeCode: null,
    name: '',
    date,
    span: 1,
    quantity: 1,
    startTime: '',
    cost: '',
    sell: '',
    remarks: '',
  };
}

function toCents(value: number | string): number {
  return Math.round(Number(value) * 100);
}

/**
 * A service the catalogue does not sell, priced by hand: its supplier, what it is, the day, and
 * the cost and sell price of the whole line (GST inclusive). The server splits the sell price by
 * the agency's commission rule; on a booking the service is requested from its supplier and
 * invoiced to the agency.
 */
export function AddManualLineForm({ file }: { file: TAdminFileView }) {
  const { t, i18n } = useTranslation(['client-files', 'files']);
  const [values, setValues] = useState<TValues>(() => emptyValues(file.travelDate));
  const [supplierSearch, setSupplierSearch] = useState('');
  const [missing, setMissing] = useState<Partial<Record<keyof TValues, string>>>({});
  const suppliers = useSupplierSearch(supplierSearch);
  const addLine = useAddManualLine(file.reference);
  const serverErrors = readServerFieldErrors(addLine.error);
  const set = <K extends keyof TValues>(key: K, value: TValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const errorOf = (local: keyof TValues, server: string) =>
    missing[local] ?? serverErrors?.[server]?.[0];

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const required = t('edit.manualLine.required');
    const gaps: Partial<Record<keyof TValues, string>> = {};
    if (!values.supplierId) gaps.supplierId = required;
    if (!values.serviceTypeCode) gaps.serviceTypeCode = required;
    if (values.name.trim() === '') gaps.name = required;
    if (!values.date) gaps.date = required;
    if (values.cost === '') gaps.cost = required;
    if (values.sell === '') gaps.sell = required;
    setMissing(gaps);
    if (Object.keys(gaps).length > 0 || !values.date) return;
    addLine.mutate(
      {
        supplierId: Number(values.supplierId),
        serviceTypeCode: values.serviceTypeCode as TServiceTypeCode,
        name: values.name.trim(),
        date: values.date,
        span: Number(values.span) || 1,
        quantity: Number(values.quantity) || 1,
        startTime: values.startTime.trim() === '' ? null : values.startTime.trim(),
        costCents: toCents(values.cost),
        sellCents: toCents(values.sell),
        remarks: values.remarks.trim(),
      },
      {
        onSuccess: () => {
          setValues(emptyValues(values.date ?? file.travelDate));
          setSupplierSearch('');
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="client-file-manual-line">
      <Title order={2} size="h4" id="client-file-manual-line" mb="xs">
        {t('edit.manualLine.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('edit.manualLine.hint')}
      </Text>
      <form aria-label={t('edit.manualLine.title')} onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={t('edit.manualLine.supplier')}
              placeholder={t('edit.manualLine.supplierHint')}
              searchable
              searchValue={supplierSearch}
              onSearchChange={setSupplierSearch}
              filter={({ options }) => options}
              data={(suppliers.data?.data ?? []).map((supplier) => ({
                value: String(supplier.id),
                label: `${supplier.code} – ${supplier.name}`,
              }))}
              value={values.supplierId}
              onChange={(value) => set('supplierId', value)}
              error={errorOf('supplierId', 'supplierId')}
              withAsterisk
            />
            <Select
              label={t('edit.manualLine.serviceType')}
              data={SERVICE_TYPE_CODES.map((code) => ({
                value: code,
                label: `${code} ${t(`codes.serviceTypes.${code}`, { ns: 'files' })}`.trim(),
              }))}
              value={values.serviceTypeCode}
              onChange={(value) => set('serviceTypeCode', value)}
              error={errorOf('serviceTypeCode', 'serviceTypeCode')}
              withAsterisk
            />
            <TextInput
              label={t('edit.manualLine.name')}
              value={values.name}
              maxLength={200}
              onChange={(event) => set('name', event.currentTarget.value)}
              error={errorOf('name', 'name')}
              withAsterisk
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Select
              label={t('edit.addLine.date')}
              data={file.days.map((day) => ({
                value: day.date,
                label: t('edit.addLine.day', {
                  n: day.dayNumber,
                  date: formatDayMonthYear(day.date, i18n.language),
                }),
              }))}
              value={values.date}
              onChange={(value) => set('date', value)}
              allowDeselect={false}
              error={errorOf('date', 'date')}
              withAsterisk
            />
            <NumberInput
              label={t('edit.addLine.span')}
              min={1}
              max={60}
              value={values.span}
              onChange={(value) => set('span', value)}
              error={serverErrors?.span?.[0]}
            />
            <NumberInput
              label={t('edit.manualLine.quantity')}
              min={1}
              max={99}
              value={values.quantity}
              onChange={(value) => set('quantity', value)}
              error={serverErrors?.quantity?.[0]}
            />
            <TextInput
              label={t('edit.manualLine.startTime')}
              placeholder="0930"
              maxLength={4}
              value={values.startTime}
              onChange={(event) => set('startTime', event.currentTarget.value)}
              error={serverErrors?.startTime?.[0]}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NumberInput
              label={t('edit.manualLine.cost')}
              min={0}
              decimalScale={2}
              fixedDecimalScale
              value={values.cost}
              onChange={(value) => set('cost', value)}
              error={errorOf('cost', 'costCents')}
              withAsterisk
            />
            <NumberInput
              label={t('edit.manualLine.sell')}
              description={t('edit.manualLine.sellHint')}
              min={0}
              decimalScale={2}
              fixedDecimalScale
              value={values.sell}
              onChange={(value) => set('sell', value)}
              error={errorOf('sell', 'sellCents')}
              withAsterisk
            />
            <TextInput
              label={t('edit.manualLine.remarks')}
              value={values.remarks}
              maxLength={1000}
              onChange={(event) => set('remarks', event.currentTarget.value)}
              error={serverErrors?.remarks?.[0]}
            />
          </SimpleGrid>
          {file.status !== 'Quote' ? (
            <Text size="sm" c="dimmed">
              {t('edit.addLine.bookingNote')}
            </Text>
          ) : null}
          {addLine.error && !hasOnlyFieldErrors(addLine.error, FIELDS) ? (
            <Text c="red" size="sm" role="alert">
              {addLine.error.message}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={addLine.isPending}>
              {t('edit.manualLine.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
