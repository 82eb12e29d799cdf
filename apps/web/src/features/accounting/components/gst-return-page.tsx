import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import {
  ACCOUNTING_BRANDS,
  type TAccountingBrand,
  type TGstReturn,
  type TGstReturnDocument,
  type TGstReturnTotals,
} from '@portal/shared/contracts/accounting';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatMoney } from '@portal/shared/format/money';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormSelect } from '../../../components/ui/form-select';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { useBrandToday } from '../../../lib/settings';
import { downloadGstReturn, useGstReturn, type TGstReturnPeriod } from '../api/get-gst-return';
import { BRAND_IDS, previousMonthOf, readBrand } from './period';

type TPeriodValues = { brand: string; from: string; to: string };

/** The period shown: the address's, else the brand's previous calendar month. */
function usePeriod(): [TGstReturnPeriod, (period: TGstReturnPeriod) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const brand = readBrand(searchParams.get('brand')) ?? 'NZ';
  const fallback = previousMonthOf(useBrandToday(BRAND_IDS[brand]));
  const period = {
    brand,
    from: searchParams.get('from') || fallback.from,
    to: searchParams.get('to') || fallback.to,
  };
  return [period, (next) => setSearchParams({ brand: next.brand, from: next.from, to: next.to })];
}

function PeriodForm({
  period,
  onShow,
}: {
  period: TGstReturnPeriod;
  onShow: (period: TGstReturnPeriod) => void;
}) {
  const { t } = useTranslation('accounting');
  const form = useRulesForm<TPeriodValues>({
    initialValues: period,
    rules: { brand: 'required', from: 'required|date', to: 'required|date' },
  });
  return (
    <Paper withBorder p="md">
      <RulesForm
        form={form}
        aria-label={t('period.label')}
        onSubmit={(values) =>
          onShow({ brand: values.brand as TAccountingBrand, from: values.from, to: values.to })
        }
      >
        <Group align="flex-start" gap="sm">
          <FormSelect
            name="brand"
            label={t('period.brand')}
            data={ACCOUNTING_BRANDS.map((code) => ({ value: code, label: t(`brands.${code}`) }))}
            w={200}
          />
          <FormDateInput name="from" label={t('period.from')} w={170} />
          <FormDateInput name="to" label={t('period.to')} w={170} />
          <Button type="submit" mt={25} leftSection={<IconSearch size={16} />}>
            {t('period.show')}
          </Button>
        </Group>
      </RulesForm>
    </Paper>
  );
}

function DownloadButton({ period, format }: { period: TGstReturnPeriod; format: 'csv' | 'xlsx' }) {
  const { t } = useTranslation('accounting');
  const download = useMutation({
    mutationFn: () => downloadGstReturn(period, format),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('gstReturn.downloadFailed'),
        message: error.message,
      }),
  });
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={download.isPending}
      onClick={() => download.mutate()}
    >
      {t(`gstReturn.download.${format}`)}
    </Button>
  );
}

function Figure({ label, cents, currency }: { label: string; cents: number; currency: string }) {
  const { i18n } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={500} ta="right">
        {formatMoney(cents, currency, i18n.language)}
      </Text>
    </Group>
  );
}

function SideSummary({
  side,
  totals,
  gstReturn,
}: {
  side: 'sales' | 'purchases';
  totals: TGstReturnTotals;
  gstReturn: TGstReturn;
}) {
  const { t } = useTranslation('accounting');
  const { currency } = gstReturn;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`gst-${side}-title`}>
      <Stack gap={6}>
        <Title order={2} size="h4" id={`gst-${side}-title`}>
          {t(`gstReturn.${side}.title`)}
        </Title>
        <Figure label={t('gstReturn.taxable')} cents={totals.taxableCents} currency={currency} />
        <Figure
          label={t(`zeroRated.${gstReturn.brand}`)}
          cents={totals.zeroRatedCents}
          currency={currency}
        />
        <Figure label={t('gstReturn.total')} cents={totals.totalCents} currency={currency} />
        <Figure label={t(`gstReturn.${side}.gst`)} cents={totals.gstCents} currency={currency} />
      </Stack>
    </Paper>
  );
}

function Summary({ gstReturn }: { gstReturn: TGstReturn }) {
  const { t, i18n } = useTranslation('accounting');
  const isRefund = gstReturn.gstToPayCents < 0;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <SideSummary side="sales" totals={gstReturn.sales} gstReturn={gstReturn} />
      <SideSummary side="purchases" totals={gstReturn.purchases} gstReturn={gstReturn} />
      <Paper withBorder p="md" component="section" aria-labelledby="gst-to-pay-title">
        <Stack gap={6}>
          <Title order={2} size="h4" id="gst-to-pay-title">
            {t(isRefund ? 'gstReturn.refundDue' : 'gstReturn.toPay')}
          </Title>
          <Text size="xl" fw={700}>
            {formatMoney(Math.abs(gstReturn.gstToPayCents), gstReturn.currency, i18n.language)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('gstReturn.toPayHint', { percent: gstReturn.gstPercent })}
          </Text>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}

function DocumentsTable({
  side,
  documents,
  totals,
  gstReturn,
}: {
  side: 'sales' | 'purchases';
  documents: TGstReturnDocument[];
  totals: TGstReturnTotals;
  gstReturn: TGstReturn;
}) {
  const { t, i18n } = useTranslation('accounting');
  const money = (cents: number) => formatMoney(cents, gstReturn.currency, i18n.language);
  const isSales = side === 'sales';
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t(`gstReturn.${side}.documents`)}
      </Title>
      {documents.length === 0 ? (
        <Text>{t(`gstReturn.${side}.empty`)}</Text>
      ) : (
        <Table.ScrollContainer minWidth={800}>
          <Table striped verticalSpacing="xs" aria-label={t(`gstReturn.${side}.documents`)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.number')}</Table.Th>
                <Table.Th>{t('columns.date')}</Table.Th>
                <Table.Th>{t(isSales ? 'columns.agency' : 'columns.supplier')}</Table.Th>
                {isSales ? <Table.Th>{t('columns.file')}</Table.Th> : null}
                <Table.Th ta="right">{t('columns.total')}</Table.Th>
                <Table.Th ta="right">{t(`zeroRated.${gstReturn.brand}`)}</Table.Th>
                <Table.Th ta="right">{t('columns.gst')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.map((document) => (
                <Table.Tr key={`${document.type}-${document.id}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {document.number}
                    {document.type === 'credit_note' ? (
                      <Text size="xs" c="dimmed">
                        {t('documentTypes.credit_note')}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{formatDayMonthYear(document.issuedOn, i18n.language)}</Table.Td>
                  <Table.Td>{document.party}</Table.Td>
                  {isSales ? <Table.Td>{document.fileReference}</Table.Td> : null}
                  <Table.Td ta="right">{money(document.totalCents)}</Table.Td>
                  <Table.Td ta="right">{money(document.zeroRatedCents)}</Table.Td>
                  <Table.Td ta="right">{money(document.gstCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Th colSpan={isSales ? 4 : 3}>
                  {t('gstReturn.documentCount', { count: documents.length })}
                </Table.Th>
                <Table.Th ta="right">{money(totals.totalCents)}</Table.Th>
                <Table.Th ta="right">{money(totals.zeroRatedCents)}</Table.Th>
                <Table.Th ta="right">{money(totals.gstCents)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/**
 * The GST return (`/admin/finance/gst-return`, finance.manage): a brand's sales and purchases of
 * a period on the invoice basis, the GST to pay, and every document behind the figures, with the
 * same return as CSV or an Excel workbook. The period is kept in the address.
 */
export function GstReturnPage() {
  const { t, i18n } = useTranslation('accounting');
  const [period, setPeriod] = usePeriod();
  const query = useGstReturn(period);
  const gstReturn = query.data;
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('gstReturn.title')}</Title>
        <Text c="dimmed">{t('gstReturn.intro')}</Text>
      </div>
      <PeriodForm
        key={`${period.brand}|${period.from}|${period.to}`}
        period={period}
        onShow={setPeriod}
      />
      {query.error ? (
        <Alert color="red" role="alert">
          {query.error.message}
        </Alert>
      ) : null}
      {query.isPending ? <Loader aria-label={t('loading', { ns: 'common' })} /> : null}
      {gstReturn ? (
        <Stack gap="lg" aria-busy={query.isFetching}>
          <Group justify="space-between" align="flex-end">
            <Text fw={500}>
              {t('gstReturn.heading', {
                brand: t(`brands.${gstReturn.brand}`),
                from: formatDayMonthYear(gstReturn.from, i18n.language),
                to: formatDayMonthYear(gstReturn.to, i18n.language),
              })}
            </Text>
            <Group gap="sm">
              <DownloadButton period={period} format="csv" />
              <DownloadButton period={period} format="xlsx" />
            </Group>
          </Group>
          <Summary gstReturn={gstReturn} />
          <DocumentsTable
            side="sales"
            documents={gstReturn.salesDocuments}
            totals={gstReturn.sales}
            gstReturn={gstReturn}
          />
          <DocumentsTable
            side="purchases"
            documents={gstReturn.purchaseDocuments}
            totals={gstReturn.purchases}
            gstReturn={gstReturn}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
