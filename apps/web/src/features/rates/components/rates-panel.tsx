import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TProduct, TRate } from '@portal/shared/contracts/catalogue';
import {
  addDays,
  ALL_WEEKDAYS_MASK,
  weekdaysOfMask,
  WEEKDAYS,
} from '@portal/shared/domain/pricing/calendar';
import { formatDayMonthYear, formatDayName } from '@portal/shared/format/dates';
import { formatPrice } from '@portal/shared/format/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { useDeleteRate } from '../api/delete-rate';
import { useExportRates } from '../api/export-rates';
import { useRates } from '../api/get-rates';
import { useSaveRate } from '../api/save-rate';
import { RateForm } from './rate-form';
import { RateImport } from './rate-import';

const A_MONDAY = '2024-01-01';

/** (sell - cost) / sell as a percentage with one decimal, or null without a sell price. */
export function marginPercent(costCents: number, sellCents: number): number | null {
  if (sellCents <= 0) return null;
  return Math.round(((sellCents - costCents) / sellCents) * 1000) / 10;
}

function useWeekdaysLabel() {
  const { t, i18n } = useTranslation('rates');
  return (mask: number) => {
    if (mask === ALL_WEEKDAYS_MASK) return t('everyDay');
    const days = weekdaysOfMask(mask);
    return days
      .map((day) => formatDayName(addDays(A_MONDAY, WEEKDAYS.indexOf(day)), i18n.language))
      .join(' ');
  };
}

type TEditing = { rate: TRate | null } | null;

/**
 * The rates of a supplier's products: one product at a time, filtered by market and a date,
 * with add, edit and delete, and the supplier's whole contract as a CSV to export and import.
 */
export function RatesPanel({
  supplierId,
  supplierCode,
  products,
}: {
  supplierId: number;
  supplierCode: string;
  products: readonly TProduct[];
}) {
  const { t, i18n } = useTranslation('rates');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = Number(searchParams.get('productId'));
  const product = products.find((item) => item.id === requested) ?? products[0] ?? null;
  const [page, setPage] = useState(1);
  const [brandId, setBrandId] = useState<'' | '1' | '2'>('');
  const [validOn, setValidOn] = useState('');
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TRate | null>(null);
  const ratesQuery = useRates(
    { productId: product?.id ?? 0, page, brandId, validOn },
    { enabled: product !== null },
  );
  const saveMutation = useSaveRate();
  const deleteMutation = useDeleteRate();
  const exportMutation = useExportRates();
  const weekdaysLabel = useWeekdaysLabel();
  const rows = product ? (ratesQuery.data?.data ?? []) : [];
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });

  const selectProduct = (value: string | null) => {
    setPage(1);
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set('productId', value);
        return next;
      },
      { replace: true },
    );
  };

  const handleExport = () =>
    exportMutation.mutate(
      { supplierId, fallbackName: `rates-${supplierCode}.csv` },
      {
        onSuccess: (fileName) =>
          notifications.show({ color: 'fern', message: t('export.done', { file: fileName }) }),
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text c="dimmed">{t('panel.intro')}</Text>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={exportMutation.isPending}
          onClick={handleExport}
        >
          {t('export.button')}
        </Button>
      </Group>
      {exportMutation.error ? (
        <Alert color="red" role="alert">
          {exportMutation.error.message}
        </Alert>
      ) : null}
      {product ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={t('panel.product')}
              data={products.map((item) => ({
                value: String(item.id),
                label: `${item.code} – ${item.name}`,
              }))}
              value={String(product.id)}
              onChange={selectProduct}
              allowDeselect={false}
              searchable
            />
            <Select
              label={t('panel.market')}
              placeholder={t('panel.allMarkets')}
              clearable
              data={[
                { value: '1', label: t('markets.1') },
                { value: '2', label: t('markets.2') },
              ]}
              value={brandId || null}
              onChange={(value) => {
                setPage(1);
                setBrandId(value === '1' || value === '2' ? value : '');
              }}
            />
            <DateInput
              label={t('panel.validOn')}
              valueFormat="DD MMM YYYY"
              locale={i18n.language}
              clearable
              value={validOn || null}
              onChange={(value) => {
                setPage(1);
                setValidOn(value ?? '');
              }}
            />
          </SimpleGrid>
          <Group justify="space-between">
            <Title order={3}>{t('panel.ratesOf', { name: product.name })}</Title>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ rate: null })}>
              {t('panel.add')}
            </Button>
          </Group>
          {ratesQuery.error ? (
            <Alert color="red" role="alert">
              {ratesQuery.error.message}
            </Alert>
          ) : null}
          {ratesQuery.isPending ? (
            <Loader aria-label={t('loading', { ns: 'common' })} />
          ) : rows.length === 0 && !ratesQuery.error ? (
            <Text>{t('panel.empty')}</Text>
          ) : rows.length > 0 ? (
            <Table.ScrollContainer minWidth={980}>
              <Table
                striped
                highlightOnHover
                verticalSpacing="xs"
                aria-label={t('panel.tableLabel')}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('columns.market')}</Table.Th>
                    <Table.Th>{t('columns.roomType')}</Table.Th>
                    <Table.Th>{t('columns.validFrom')}</Table.Th>
                    <Table.Th>{t('columns.validTo')}</Table.Th>
                    <Table.Th>{t('columns.weekdays')}</Table.Th>
                    <Table.Th>{t('columns.minStay')}</Table.Th>
                    <Table.Th>{t('columns.cost')}</Table.Th>
                    <Table.Th>{t('columns.sell')}</Table.Th>
                    <Table.Th>{t('columns.child')}</Table.Th>
                    <Table.Th>{t('columns.margin')}</Table.Th>
                    <Table.Th>{t('columns.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((rate) => {
                    const margin = marginPercent(rate.costCents, rate.sellCents);
                    return (
                      <Table.Tr key={rate.id}>
                        <Table.Td>{t(`markets.${rate.brandId}`)}</Table.Td>
                        <Table.Td>{rate.roomType ?? '—'}</Table.Td>
                        <Table.Td>{formatDayMonthYear(rate.validFrom, i18n.language)}</Table.Td>
                        <Table.Td>{formatDayMonthYear(rate.validTo, i18n.language)}</Table.Td>
                        <Table.Td>{weekdaysLabel(rate.weekdayMask)}</Table.Td>
                        <Table.Td>{rate.minStay}</Table.Td>
                        <Table.Td>
                          {formatPrice(rate.costCents, rate.brandId, i18n.language)}
                        </Table.Td>
                        <Table.Td>
                          {formatPrice(rate.sellCents, rate.brandId, i18n.language)}
                        </Table.Td>
                        <Table.Td>
                          {rate.childSellCents !== null && rate.childCostCents !== null
                            ? `${formatPrice(rate.childCostCents, rate.brandId, i18n.language)} / ${formatPrice(rate.childSellCents, rate.brandId, i18n.language)}`
                            : '—'}
                        </Table.Td>
                        <Table.Td>{margin === null ? '—' : `${percent.format(margin)}%`}</Table.Td>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <Button
                              size="compact-sm"
                              variant="light"
                              leftSection={<IconPencil size={14} />}
                              aria-label={t('panel.editNamed', {
                                from: rate.validFrom,
                                to: rate.validTo,
                              })}
                              onClick={() => setEditing({ rate })}
                            >
                              {t('actions.edit')}
                            </Button>
                            <Button
                              size="compact-sm"
                              variant="light"
                              color="red"
                              leftSection={<IconTrash size={14} />}
                              aria-label={t('panel.deleteNamed', {
                                from: rate.validFrom,
                                to: rate.validTo,
                              })}
                              onClick={() => setDeleting(rate)}
                            >
                              {t('actions.delete')}
                            </Button>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
          <Pagination
            pagination={ratesQuery.data}
            onPageChange={setPage}
            disabled={ratesQuery.isFetching}
          />
        </>
      ) : (
        <Text>{t('panel.noProducts')}</Text>
      )}
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={3}>{t('import.title')}</Title>
          <RateImport />
        </Stack>
      </Paper>
      <Modal
        opened={editing !== null && product !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={editing?.rate ? t('form.editTitle') : t('form.addTitle')}
      >
        {editing && product ? (
          <RateForm
            product={product}
            rate={editing.rate}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              await saveMutation.mutateAsync({ id: editing.rate?.id ?? null, body });
              notifications.show({ color: 'fern', message: t('form.saved') });
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => {
          setDeleting(null);
          deleteMutation.reset();
        }}
        title={t('delete.title')}
      >
        {deleting ? (
          <Stack gap="md">
            <Text>
              {t('delete.confirm', {
                from: formatDayMonthYear(deleting.validFrom, i18n.language),
                to: formatDayMonthYear(deleting.validTo, i18n.language),
                market: t(`markets.${deleting.brandId}`),
              })}
            </Text>
            {deleteMutation.error ? (
              <Text c="red" role="alert">
                {deleteMutation.error.message}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                {t('actions.cancel')}
              </Button>
              <Button
                color="red"
                loading={deleteMutation.isPending}
                onClick={() =>
                  deleteMutation.mutate(deleting.id, {
                    onSuccess: () => {
                      notifications.show({ color: 'fern', message: t('delete.done') });
                      setDeleting(null);
                    },
                  })
                }
              >
                {t('actions.delete')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
