import {
  Alert,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { TAgentPricedLine, TAgentPricedQuote } from '@portal/shared/contracts/pricing';
import { agencyFigures } from '@portal/shared/domain/pricing/agency-figures';
import { formatDayMonth, formatDayMonthYear, formatDayName } from '@portal/shared/format/dates';
import { formatPrice } from '@portal/shared/format/money';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';
import { MAX_ALTERNATIVES_SHOWN, type TAlternative } from '../api/find-alternatives';
import { useClientView } from '../../../lib/use-client-view';
import { useCodeLabels } from '../hooks/use-code-labels';

const RED_LINE_STYLE = { backgroundColor: 'var(--mantine-color-red-light)' } as const;
const COLUMNS = 6;

function AlternativesHint({ alternatives }: { alternatives: TAlternative[] | undefined }) {
  const { t } = useTranslation('quick-quote');
  if (!alternatives) return null;
  if (alternatives.length === 0) {
    return (
      <Text size="xs" c="red">
        {t('quote.noAlternatives')}
      </Text>
    );
  }
  const named = alternatives.slice(0, MAX_ALTERNATIVES_SHOWN).map((row) => row.name);
  const more = alternatives.length - named.length;
  return (
    <Text size="xs" c="red" data-testid="alternatives-hint">
      {more > 0
        ? t('quote.alternativesMore', { names: named.join(', '), count: more })
        : t('quote.alternatives', { names: named.join(', ') })}
    </Text>
  );
}

/**
 * The day-by-day priced quote (SPEC sections 2 and 5): each service with its day, date, type,
 * name, status and price; services without a rate on the date in red (not saved, not in the
 * total) with the alternatives found for them; the consultant notes and the total with the
 * brand's GST message. The Client view switch hides commission and net.
 */
export function PricedQuote({
  quote,
  alternatives,
}: {
  quote: TAgentPricedQuote;
  alternatives: ReadonlyMap<string, TAlternative[]>;
}) {
  const { t, i18n } = useTranslation('quick-quote');
  const labels = useCodeLabels();
  const [isClientView, setClientView] = useClientView();
  const language = i18n.language;
  const price = (cents: number) => formatPrice(cents, quote.brandId, language);
  const lineDates = (line: TAgentPricedLine) =>
    line.endDate !== line.date
      ? `${formatDayName(line.date, language)} ${formatDayMonth(line.date, language)} – ${formatDayMonth(line.endDate, language)}`
      : `${formatDayName(line.date, language)} ${formatDayMonth(line.date, language)}`;
  const { totals, flags } = quote;

  return (
    <Stack gap="md" component="section" aria-label={t('quote.label')}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2}>{t('quote.title')}</Title>
          <Text c="dimmed">
            {t('quote.summary', {
              from: formatDayMonthYear(quote.travelDate, language),
              to: formatDayMonthYear(quote.endDate, language),
              class: quote.accommodationClass
                ? labels.accommodationClass(quote.accommodationClass)
                : '',
              rooms: quote.rooms.length,
              adults: quote.pax.adults,
            })}
          </Text>
        </div>
        <Switch
          label={t('quote.clientView')}
          description={t('quote.clientViewHint')}
          checked={isClientView}
          onChange={(event) => setClientView(event.currentTarget.checked)}
        />
      </Group>
      {flags.hasMissingRates ? (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          data-testid="missing-rates-note"
        >
          {t('quote.missingRates')}
        </Alert>
      ) : null}
      {flags.hasMissingAccommodation ? (
        <Alert color="orange">
          {t('quote.missingAccommodation', { days: flags.missingAccommodationDays.join(', ') })}
        </Alert>
      ) : null}
      {flags.hasUnavailable ? <Alert color="red">{t('quote.unavailable')}</Alert> : null}
      {flags.hasOnRequest ? <Alert color="orange">{t('quote.onRequest')}</Alert> : null}
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="xs" aria-label={t('quote.linesLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('quote.columns.day')}</Table.Th>
              <Table.Th>{t('quote.columns.date')}</Table.Th>
              <Table.Th>{t('quote.columns.serviceType')}</Table.Th>
              <Table.Th>{t('quote.columns.name')}</Table.Th>
              <Table.Th miw={120}>{t('quote.columns.status')}</Table.Th>
              <Table.Th ta="right">{t('quote.columns.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quote.days.map((day) => (
              <Fragment key={day.dayNumber}>
                <Table.Tr>
                  <Table.Td colSpan={COLUMNS} bg="var(--mantine-color-default-hover)">
                    <Text fw={600} size="sm">
                      {t('quote.dayHeader', {
                        day: day.dayNumber,
                        date: `${formatDayName(day.date, language)} ${formatDayMonth(day.date, language)}`,
                        title: day.title,
                      })}
                    </Text>
                  </Table.Td>
                </Table.Tr>
                {day.lines.map((line) => (
                  <Table.Tr
                    key={line.key}
                    data-missing-rate={line.missingRate ? 'true' : undefined}
                    style={line.missingRate ? RED_LINE_STYLE : undefined}
                  >
                    <Table.Td>{line.dayNumber}</Table.Td>
                    <Table.Td>{lineDates(line)}</Table.Td>
                    <Table.Td>{labels.serviceType(line.serviceTypeCode)}</Table.Td>
                    <Table.Td>
                      <Text
                        size="sm"
                        c={line.missingRate ? 'red' : undefined}
                        fw={line.missingRate ? 600 : undefined}
                      >
                        {line.productName}
                      </Text>
                      {line.missingRate ? (
                        <>
                          <Text size="xs" c="red">
                            {t('quote.noRateOn', {
                              dates: line.missingRateDates
                                .map((date) => formatDayMonth(date, language))
                                .join(', '),
                            })}
                          </Text>
                          <AlternativesHint alternatives={alternatives.get(line.key)} />
                        </>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {/* Availability says nothing when there is no price to sell at. */}
                      {line.missingRate ? (
                        <Badge color="red" variant="light" tt="none" data-status-colour="red">
                          {t('quote.noRate')}
                        </Badge>
                      ) : (
                        <StatusBadge status={line.status} />
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{line.missingRate ? '—' : price(line.sellCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group align="flex-start" justify="space-between" gap="md" wrap="wrap">
        <Paper withBorder p="md" maw={520} component="aside" aria-label={t('quote.notesLabel')}>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <IconInfoCircle size={18} aria-hidden />
            <Stack gap={4}>
              <Text size="sm">{t('quote.estimateNote')}</Text>
              <Text size="sm">{t('quote.breakfastNote')}</Text>
            </Stack>
          </Group>
        </Paper>
        <Paper withBorder p="md" miw={320} aria-label={t('quote.totalsLabel')} component="section">
          <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
            <Text fw={700}>{t('quote.total')}</Text>
            <Text fw={700} ta="right" data-testid="quote-total">
              {price(totals.sellCents)}
            </Text>
            <Text size="sm">{t('quote.gstIncluded')}</Text>
            <Text size="sm" ta="right">
              {price(totals.gstCents)}
            </Text>
            {isClientView
              ? null
              : agencyFigures(totals, quote.pricingModel).map((figure) => (
                  <Fragment key={figure.kind}>
                    <Text size="sm">{t(`quote.${figure.kind}`)}</Text>
                    <Text size="sm" ta="right" data-testid={`quote-${figure.kind}`}>
                      {price(figure.cents)}
                    </Text>
                  </Fragment>
                ))}
          </SimpleGrid>
          <Text size="sm" fw={600} ta="right" mt="xs" data-testid="gst-message">
            {t('quote.gstMessage', { currency: quote.currency, percent: quote.gstPercent })}
          </Text>
          {totals.excludedLineCount > 0 ? (
            <Text size="xs" c="dimmed" ta="right">
              {t('quote.excluded', { count: totals.excludedLineCount })}
            </Text>
          ) : null}
        </Paper>
      </Group>
    </Stack>
  );
}
