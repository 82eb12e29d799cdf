import { Alert, Card, Group, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TAvailabilityDay } from '@portal/shared/contracts/catalogue-api';
import { operatorDateOf } from '@portal/shared/domain/operator-calendar';
import { addDays } from '@portal/shared/domain/pricing/calendar';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatPrice } from '@portal/shared/format/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealtimeConnection } from '../../../lib/realtime';
import {
  useSupplierProductAvailability,
  useSupplierProductRates,
  useSupplierRateProducts,
} from '../api/get-supplier-catalogue';
import { useRateProposalLiveUpdates } from '../hooks/use-rate-proposal-live-updates';
import { formatDateRange, formatDayValues, formatWeekdays } from './proposal-format';
import { ProposeChangeForm } from './propose-change-form';
import { RateProposalsTable } from './rate-proposals-table';

/** Days of availability the page shows from today. */
const AVAILABILITY_DAYS = 180;

interface TDayRun {
  dateFrom: string;
  dateTo: string;
  day: TAvailabilityDay;
}

/** Consecutive dates with the same record, as one row. */
function groupDays(days: readonly TAvailabilityDay[]): TDayRun[] {
  const runs: TDayRun[] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (
      last &&
      addDays(last.dateTo, 1) === day.date &&
      last.day.kind === day.kind &&
      last.day.allotment === day.allotment &&
      last.day.releaseDays === day.releaseDays
    ) {
      last.dateTo = day.date;
    } else {
      runs.push({ dateFrom: day.date, dateTo: day.date, day });
    }
  }
  return runs;
}

/** Rates are shown from the operator's today (a supplier works for both brands). */
function todayIso(): string {
  return operatorDateOf(new Date());
}

/**
 * The supplier's Rates page (/supplier-app/rates): its products, their current rate seasons,
 * allotments and stop-sells, a form to propose a change, and its proposals with their status
 * (updated live when the back office decides).
 */
export function SupplierRatesPage({ connection }: { connection?: RealtimeConnection }) {
  const { t, i18n } = useTranslation('rate-proposals');
  const products = useSupplierRateProducts();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const productId = chosenId ?? products.data?.[0]?.id ?? null;
  const product = products.data?.find((row) => row.id === productId) ?? null;
  const [from] = useState(todayIso);
  const to = addDays(from, AVAILABILITY_DAYS - 1);
  const rates = useSupplierProductRates(productId);
  const availability = useSupplierProductAvailability(productId, from, to);
  const [formKey, setFormKey] = useState(0);
  useRateProposalLiveUpdates('supplier', connection);

  const locale = i18n.language;
  const runs = groupDays(availability.data?.days ?? []);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('supplier.title')}</Title>
        <Text c="dimmed">{t('supplier.intro')}</Text>
      </div>
      {products.error ? (
        <Alert color="red" role="alert">
          {products.error.message}
        </Alert>
      ) : null}
      {products.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('loading')}</Text>
        </Group>
      ) : products.data && products.data.length === 0 ? (
        <Text>{t('supplier.noProducts')}</Text>
      ) : (
        <Select
          label={t('supplier.product')}
          allowDeselect={false}
          value={productId === null ? null : String(productId)}
          onChange={(value) => setChosenId(value ? Number(value) : null)}
          data={(products.data ?? []).map((row) => ({
            value: String(row.id),
            label: `${row.code} – ${row.name}`,
          }))}
          maw={480}
        />
      )}

      {product ? (
        <>
          <Card withBorder>
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('supplier.rates')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('supplier.basis', { basis: t(`catalogue:codes.bases.${product.pricingBasis}`) })}
              </Text>
              {rates.error ? (
                <Alert color="red" role="alert">
                  {rates.error.message}
                </Alert>
              ) : rates.data && rates.data.length === 0 ? (
                <Text>{t('supplier.noRates')}</Text>
              ) : (
                <Table.ScrollContainer minWidth={640}>
                  <Table striped verticalSpacing="xs" aria-label={t('supplier.rates')}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('fields.brandId')}</Table.Th>
                        <Table.Th>{t('fields.roomType')}</Table.Th>
                        <Table.Th>{t('columns.season')}</Table.Th>
                        <Table.Th>{t('fields.weekdayMask')}</Table.Th>
                        <Table.Th>{t('fields.minStay')}</Table.Th>
                        <Table.Th>{t('fields.costCents')}</Table.Th>
                        <Table.Th>{t('fields.sellCents')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {(rates.data ?? []).map((rate) => (
                        <Table.Tr key={rate.id}>
                          <Table.Td>{t(`markets.${rate.brandId}`)}</Table.Td>
                          <Table.Td>{rate.roomType ?? '—'}</Table.Td>
                          <Table.Td>
                            {formatDateRange(rate.validFrom, rate.validTo, locale)}
                          </Table.Td>
                          <Table.Td>{formatWeekdays(t, rate.weekdayMask)}</Table.Td>
                          <Table.Td>{rate.minStay}</Table.Td>
                          <Table.Td>{formatPrice(rate.costCents, rate.brandId, locale)}</Table.Td>
                          <Table.Td>{formatPrice(rate.sellCents, rate.brandId, locale)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Stack>
          </Card>

          <Card withBorder>
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('supplier.availability')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('supplier.availabilityIntro', {
                  from: formatDayMonthYear(from, locale),
                  to: formatDayMonthYear(to, locale),
                })}
              </Text>
              {availability.error ? (
                <Alert color="red" role="alert">
                  {availability.error.message}
                </Alert>
              ) : runs.length === 0 ? (
                <Text>{t('supplier.noAvailability')}</Text>
              ) : (
                <Table striped verticalSpacing="xs" aria-label={t('supplier.availability')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('diff.dates')}</Table.Th>
                      <Table.Th>{t('columns.availability')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {runs.map((run) => (
                      <Table.Tr key={run.dateFrom}>
                        <Table.Td>{formatDateRange(run.dateFrom, run.dateTo, locale)}</Table.Td>
                        <Table.Td>{formatDayValues(t, run.day)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          </Card>

          <Card withBorder>
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('form.title')}
              </Title>
              <ProposeChangeForm
                key={`${product.id}-${formKey}`}
                product={product}
                rates={rates.data ?? []}
                onProposed={() => {
                  notifications.show({ color: 'green', message: t('form.sent') });
                  setFormKey((value) => value + 1);
                }}
              />
            </Stack>
          </Card>
        </>
      ) : null}

      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('supplier.proposals')}
        </Title>
        <RateProposalsTable area="supplier" products={products.data ?? []} />
      </Stack>
    </Stack>
  );
}
