import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  MAX_SUPPLIER_INVOICE_LINES,
  ZCreateSupplierInvoiceRequest,
  ZSupplierInvoiceLineInput,
  type TCreateSupplierInvoiceInput,
} from '@portal/shared/contracts/payables';
import { getBrand } from '@portal/shared/domain/brands';
import { formatMoney } from '@portal/shared/format/money';
import type { TFieldRules } from '@portal/shared/validation/schema';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z, type ZodType } from 'zod';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { ApiError, type TFieldErrors } from '../../../lib/api-client';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useCreateSupplierInvoice } from '../api/create-supplier-invoice';
import { BRAND_OPTIONS, centsOf } from './payables-format';
import { useSupplierPicker } from './use-supplier-picker';

/** A text field's maximum length as the contract declares it (through a `.default('')`). */
function maxLengthOf(schema: ZodType): number {
  const inner = schema instanceof z.ZodDefault ? (schema.unwrap() as ZodType) : schema;
  if (inner instanceof z.ZodString && typeof inner.maxLength === 'number') return inner.maxLength;
  throw new Error('The contract field declares no maximum length.');
}

const HEADER = ZCreateSupplierInvoiceRequest.shape;
const LINE = ZSupplierInvoiceLineInput.shape;

/** The header's rules (SPEC section 5's messages), from the contract's own limits. */
export const SUPPLIER_INVOICE_RULES = {
  brandId: 'required',
  supplierId: 'required',
  supplierReference: `required|length:${maxLengthOf(HEADER.supplierReference)}`,
  issuedOn: 'required|date',
  dueOn: 'date',
  notes: `length:${maxLengthOf(HEADER.notes)}`,
} as const satisfies TFieldRules;

const LINE_RULES = {
  fileReference: `length:${maxLengthOf(LINE.fileReference)}`,
  description: `length:${maxLengthOf(LINE.description)}`,
  amount: 'required|numeric',
} as const;

const HEADER_FIELDS = Object.keys(SUPPLIER_INVOICE_RULES);

/** The contract's own messages (beyond the shared rules'), with their keys in this namespace. */
const CONTRACT_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Must be more than 0': 'errors.amountPositive',
  'Add at least one line': 'errors.linesRequired',
};

type TLineField = keyof typeof LINE_RULES;
const lineField = (key: number, field: TLineField) => `lines.${key}.${field}`;

function translateMessages(messages: string[], t: TFunction): string[] {
  return messages.map((message) => {
    const key = CONTRACT_MESSAGE_KEYS[message];
    return key ? t(key) : message;
  });
}

/**
 * A refused entry with its messages under the right inputs: the server names a line by its
 * position (`lines.2.amountCents`), the form by the row's own key, which survives removals.
 */
function toFormError(error: unknown, rowKeys: readonly number[], t: TFunction): unknown {
  if (!(error instanceof ApiError) || Object.keys(error.errors).length === 0) return error;
  const errors: TFieldErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const line = /^lines\.(\d+)\.(\w+)$/.exec(field);
    const key = line ? rowKeys[Number(line[1])] : undefined;
    const name =
      line && key !== undefined
        ? lineField(key, line[2] === 'amountCents' ? 'amount' : (line[2] as TLineField))
        : field;
    errors[name] = translateMessages(messages, t);
  }
  return new ApiError(error.status, error.message, errors, error.requestId);
}

function initialValues(params: URLSearchParams, firstKey: number): Record<string, unknown> {
  const brandId = params.get('brandId');
  const supplierId = params.get('supplierId') ?? '';
  return {
    brandId: brandId === '1' || brandId === '2' ? brandId : '',
    supplierId: /^\d{1,10}$/.test(supplierId) ? supplierId : '',
    supplierReference: '',
    issuedOn: '',
    dueOn: '',
    notes: '',
    [lineField(firstKey, 'fileReference')]: (params.get('fileReference') ?? '').slice(0, 40),
    [lineField(firstKey, 'description')]: (params.get('description') ?? '').slice(0, 500),
    [lineField(firstKey, 'amount')]: '',
  };
}

/**
 * Enter a supplier's invoice (`/admin/finance/supplier-invoices/new`): who billed which brand,
 * their invoice number and dates, and one line per service billed (our file reference, what it
 * is, the amount including GST). Lines whose file and amount match an expected line are matched
 * on entry; the rest are matched on the invoice's page, where it opens once saved. An expected
 * line's "Enter invoice" link fills in its brand, supplier, file and service.
 */
export function SupplierInvoiceFormPage() {
  const { t } = useTranslation('payables');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [rowKeys, setRowKeys] = useState<number[]>([0]);
  const [nextKey, setNextKey] = useState(1);
  const form = useRulesForm<Record<string, unknown>>({
    initialValues: initialValues(searchParams, 0),
    rules: SUPPLIER_INVOICE_RULES,
  });
  const supplierPicker = useSupplierPicker(String(form.values.supplierId ?? ''));
  const create = useCreateSupplierInvoice();
  // A double click lands both clicks before the button's loading state renders: the second
  // submit must not send a second entry (the Idempotency-Key would make it a twin of the first).
  const once = useSingleFlight();

  const currency = getBrand(form.values.brandId === '2' ? 2 : 1).currency;
  const totalCents = rowKeys.reduce((sum, key) => {
    const amount = form.values[lineField(key, 'amount')];
    return sum + (amount === '' || amount === undefined ? 0 : centsOf(amount) || 0);
  }, 0);

  const addLine = () => {
    const key = nextKey;
    setNextKey(key + 1);
    setRowKeys((keys) => [...keys, key]);
    form.setValue(lineField(key, 'fileReference'), '');
    form.setValue(lineField(key, 'description'), '');
    form.setValue(lineField(key, 'amount'), '');
  };

  const toBody = (values: Record<string, unknown>): TCreateSupplierInvoiceInput => {
    const text = (name: string) => String(values[name] ?? '').trim();
    return {
      brandId: values.brandId === '2' ? 2 : 1,
      supplierId: Number(values.supplierId),
      supplierReference: text('supplierReference'),
      issuedOn: text('issuedOn'),
      ...(text('dueOn') ? { dueOn: text('dueOn') } : {}),
      notes: text('notes'),
      lines: rowKeys.map((key) => ({
        fileReference: text(lineField(key, 'fileReference')).toUpperCase(),
        description: text(lineField(key, 'description')),
        amountCents: centsOf(values[lineField(key, 'amount')]),
      })),
    };
  };

  return (
    <Stack gap="md" maw={960}>
      <Title order={1}>{t('form.title')}</Title>
      <Paper withBorder p="md">
        <RulesForm
          form={form}
          aria-label={t('form.title')}
          onSubmit={async (values) => {
            let saving: Promise<void> | undefined;
            once((done) => {
              saving = create
                .mutateAsync(toBody(values))
                .then((invoice) => navigate(`/admin/finance/supplier-invoices/${invoice.id}`))
                .finally(done);
            });
            try {
              await saving;
            } catch (error) {
              throw toFormError(error, rowKeys, t);
            }
          }}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <FormSelect name="brandId" label={t('form.brand')} data={BRAND_OPTIONS} />
              <FormSelect
                name="supplierId"
                label={t('form.supplier')}
                {...supplierPicker}
                clearable
              />
              <FormTextInput
                name="supplierReference"
                label={t('form.supplierReference')}
                description={t('form.supplierReferenceHint')}
              />
              <div />
              <FormDateInput name="issuedOn" label={t('form.issuedOn')} />
              <FormDateInput
                name="dueOn"
                label={t('form.dueOn')}
                description={t('form.dueOnHint')}
              />
            </SimpleGrid>
            <FormTextarea name="notes" label={t('form.notes')} rows={2} />
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('form.lines')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('form.linesHint')}
              </Text>
              {rowKeys.map((key, index) => (
                <Group
                  key={key}
                  role="group"
                  aria-label={t('form.line', { n: index + 1 })}
                  align="flex-start"
                  gap="sm"
                  wrap="nowrap"
                >
                  <FormTextInput
                    name={lineField(key, 'fileReference')}
                    rules={LINE_RULES.fileReference}
                    label={t('form.fileReference')}
                    w={160}
                  />
                  <FormTextInput
                    name={lineField(key, 'description')}
                    rules={LINE_RULES.description}
                    label={t('form.description')}
                    style={{ flex: 1 }}
                  />
                  <FormNumberInput
                    name={lineField(key, 'amount')}
                    rules={LINE_RULES.amount}
                    label={t('form.amount')}
                    min={0.01}
                    decimalScale={2}
                    fixedDecimalScale
                    w={150}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={26}
                    disabled={rowKeys.length === 1}
                    aria-label={t('form.removeLine', { n: index + 1 })}
                    onClick={() => setRowKeys((keys) => keys.filter((other) => other !== key))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
              <Group justify="space-between">
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  onClick={addLine}
                  disabled={rowKeys.length >= MAX_SUPPLIER_INVOICE_LINES}
                >
                  {t('form.addLine')}
                </Button>
                <Text fw={600} data-testid="supplier-invoice-total">
                  {t('form.total', { amount: formatMoney(totalCents, currency) })}
                </Text>
              </Group>
            </Stack>
            <FormErrorAlert
              error={form.submitError}
              fields={[
                ...HEADER_FIELDS,
                ...rowKeys.flatMap((key) =>
                  (Object.keys(LINE_RULES) as TLineField[]).map((field) => lineField(key, field)),
                ),
              ]}
            />
            <Group justify="flex-end">
              <Button variant="default" component={Link} to="/admin/finance/payables?view=invoices">
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={form.isSubmitting}>
                {t('form.save')}
              </Button>
            </Group>
          </Stack>
        </RulesForm>
      </Paper>
    </Stack>
  );
}
