import { Alert, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TPricedLine, TPricedQuote } from '@portal/shared/contracts/pricing';
import { gstSplitOf } from '@portal/shared/domain/margin';
import { formatDayMonth, formatDayMonthYear, formatDayName } from '@portal/shared/format/dates';
import { formatPrice } from '@portal/shared/format/money';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';

/** Status badges shrink with their column and cut their word short: the column keeps room for it. */
const STATUS_WIDTH = 130;

const MISSING_RATE_STYLE = { backgroundColor: 'var(--mantine-color-red-light)' } as const;

function useLineText(quote: TPricedQuote) {
  const { t, i18n } = useTranslation('packages');
  const language = i18n.language;
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  return {
    price: (cents: number) => formatPrice(cents, quote.brandId, language),
    date: (line: TPricedLine) =>
      line.endDate !== line.date
        ? `${formatDayName(line.date, language)} ${formatDayMonth(line.date, language)} – ${formatDayMonth(line.endDate, language)}`
        : `${formatDayName(line.date, language)} ${formatDayMonth(line.date, language)}`,
    rules: (line: TPricedLine) =>
      line.appliedRules.length === 0
        ? t('test.noRule')
        : line.appliedRules
            .map((rule) =>
              t(`test.ruleKinds.${rule.kind}`, {
                percent: percent.format(rule.basisPoints / 100),
                basis: t(`test.ruleSources.${rule.source}`, { id: rule.id }),
              }),
            )
            .join(' · '),
    missingDates: (line: TPricedLine) =>
      line.missingRateDates.map((date) => formatDayMonth(date, language)).join(', '),
  };
}

/**
 * A priced package as the admin test screen shows it: every line with its status, cost, sell,
 * margin and the rule that priced it; lines without a rate in red (SPEC section 5), left out of
 * the totals; the totals with the brand's GST message.
 */
export function PricedQuoteView({ quote }: { quote: TPricedQuote }) {
  const { t, i18n } = useTranslation('packages');
  const text = useLineText(quote);
  const { totals, flags } = quote;
  const language = i18n.language;
  const className = quote.accommodationClass
    ? t(`codes.classes.${quote.accommodationClass}`, { ns: 'catalogue' })
    : '—';

  return (
    <Stack gap="md" aria-label={t('test.resultLabel')} component="section">
      <div>
        <Title order={2}>{quote.packageName ?? t('test.result')}</Title>
        <Text c="dimmed">
          {t('test.resultSummary', {
            from: formatDayMonthYear(quote.travelDate, language),
            to: formatDayMonthYear(quote.endDate, language),
            class: className,
            rooms: quote.rooms.length,
            adults: quote.pax.adults,
            model: t(`test.models.${quote.pricingModel}`),
          })}
        </Text>
      </div>
      {flags.hasMissingRates ? (
        <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t('test.missingRates')}
        </Alert>
      ) : null}
      {flags.hasMissingAccommodation ? (
        <Alert color="orange" role="status">
          {t('test.missingAccommodation', {
            class: className,
            days: flags.missingAccommodationDays.join(', '),
            count: flags.missingAccommodationDays.length,
          })}
        </Alert>
      ) : null}
      {flags.hasUnavailable ? (
        <Alert color="red" role="status">
          {t('test.unavailable')}
        </Alert>
      ) : null}
      {flags.hasOnRequest ? (
        <Alert color="orange" role="status">
          {t('test.onRequest')}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={1000}>
        <Table verticalSpacing="xs" aria-label={t('test.linesLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('test.columns.day')}</Table.Th>
              <Table.Th>{t('test.columns.date')}</Table.Th>
              <Table.Th>{t('test.columns.serviceType')}</Table.Th>
              <Table.Th>{t('test.columns.name')}</Table.Th>
              <Table.Th w={STATUS_WIDTH}>{t('test.columns.status')}</Table.Th>
              <Table.Th ta="right">{t('test.columns.cost')}</Table.Th>
              <Table.Th ta="right">{t('test.columns.sell')}</Table.Th>
              <Table.Th ta="right">{t('test.columns.margin')}</Table.Th>
              <Table.Th>{t('test.columns.rule')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quote.days.map((day) => (
              <Fragment key={day.dayNumber}>
                <Table.Tr>
                  <Table.Td colSpan={9} bg="var(--mantine-color-default-hover)">
                    <Text fw={600} size="sm">
                      {t('test.dayHeader', {
                        day: day.dayNumber,
                        date: `${formatDayName(day.date, language)} ${formatDayMonth(day.date, language)}`,
                        title: day.title,
                      })}
                    </Text>
                  </Table.Td>
                </Table.Tr>
                {day.lines.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={9}>
                      <Text size="sm" c="dimmed">
                        {t('test.noServices')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
                {day.lines.map((line) => (
                  <Table.Tr
                    key={line.key}
                    data-missing-rate={line.missingRate ? 'true' : undefined}
                    style={line.missingRate ? MISSING_RATE_STYLE : undefined}
                  >
                    <Table.Td>{line.dayNumber}</Table.Td>
                    <Table.Td>{text.date(line)}</Table.Td>
                    <Table.Td>
                      {t(`codes.serviceTypes.${line.serviceTypeCode}`, { ns: 'catalogue' })}
                    </Table.Td>
                    <Table.Td>
                      <Text
                        size="sm"
                        c={line.missingRate ? 'red' : undefined}
                        fw={line.missingRate ? 600 : undefined}
                      >
                        {line.productName}
                      </Text>
                      {line.missingRate ? (
                        <Text size="xs" c="red">
                          {t('test.noRateOn', { dates: text.missingDates(line) })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={line.status} />
                    </Table.Td>
                    <Table.Td ta="right">
                      {line.missingRate ? '—' : text.price(line.costCents)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {line.missingRate ? '—' : text.price(line.sellCents)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {line.missingRate
                        ? '—'
                        : text.price(gstSplitOf(line, quote.gstPercent).marginExGstCents)}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">{line.missingRate ? '—' : text.rules(line)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Paper withBorder p="md" maw={560} ml="auto" w="100%">
        <Stack gap="xs">
          <Title order={3}>{t('test.totals')}</Title>
          <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
            <Text size="sm">{t('test.totalCost')}</Text>
            <Text size="sm" ta="right">
              {text.price(totals.costCents)}
            </Text>
            <Text size="sm" fw={600}>
              {t('test.totalSell')}
            </Text>
            <Text size="sm" ta="right" fw={600} data-testid="total-sell">
              {text.price(totals.sellCents)}
            </Text>
            <Text size="sm">{t('test.totalCommission')}</Text>
            <Text size="sm" ta="right">
              {text.price(totals.commissionCents)}
            </Text>
            <Text size="sm">{t('test.totalNet')}</Text>
            <Text size="sm" ta="right">
              {text.price(totals.netCents)}
            </Text>
            <Text size="sm">{t('test.totalMargin')}</Text>
            <Text size="sm" ta="right">
              {text.price(totals.marginExGstCents)}
            </Text>
            <Text size="sm">{t('test.totalGst')}</Text>
            <Text size="sm" ta="right">
              {text.price(totals.gstCents)}
            </Text>
          </SimpleGrid>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('test.lineCounts', {
                priced: totals.pricedLineCount,
                excluded: totals.excludedLineCount,
              })}
            </Text>
            <Text size="sm" fw={600} data-testid="gst-message">
              {t('test.gstMessage', { currency: quote.currency, percent: quote.gstPercent })}
            </Text>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
