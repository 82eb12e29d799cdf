import { Alert, Loader, Stack, Table, Text } from '@mantine/core';
import type {
  TCancellationLineQuote,
  TCancellationQuote,
} from '@portal/shared/contracts/cancellation';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatPrice } from '@portal/shared/format/money';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The policy's rule that priced a fee, in the reader's language. */
function ruleOf(
  line: Pick<TCancellationLineQuote, 'band' | 'whole'>,
  t: TFunction,
  money: (cents: number) => string,
): string {
  if (line.whole === 'non-refundable') return t('cancellation.rule.nonRefundable');
  if (line.whole === 'begun') return t('cancellation.rule.begun');
  const { band } = line;
  if (band === null) return t('cancellation.rule.free');
  const charge =
    band.kind === 'percent'
      ? t('cancellation.rule.percent', { value: band.value })
      : band.kind === 'nights'
        ? t('cancellation.rule.nights', { count: band.value })
        : money(band.value);
  return t('cancellation.rule.band', {
    charge,
    within: t('cancellation.rule.within', { count: band.withinDays }),
  });
}

/**
 * What cancelling the booking today costs, service by service (docs/pricing.md, "Cancellation
 * fees"): shown in the confirm dialog of the agent's cancellation and the back office's move to
 * Cancellation, before anything is cancelled.
 */
export function CancellationFees({
  quote,
  brandId,
  isLoading,
  error,
}: {
  quote: TCancellationQuote | undefined;
  brandId: number;
  isLoading: boolean;
  error: Error | null;
}) {
  const { t, i18n } = useTranslation('booking-changes');
  const money = (cents: number) => formatPrice(cents, brandId, i18n.language);
  if (isLoading) return <Loader size="sm" aria-label={t('cancellation.loading')} />;
  if (error) {
    return (
      <Alert color="red" role="alert">
        {error.message}
      </Alert>
    );
  }
  if (!quote || quote.lines.length === 0) return null;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={480}>
        <Table striped aria-label={t('cancellation.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('cancellation.service')}</Table.Th>
              <Table.Th>{t('cancellation.date')}</Table.Th>
              <Table.Th>{t('cancellation.rule.title')}</Table.Th>
              <Table.Th ta="right">{t('cancellation.fee')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quote.lines.map((line) => (
              <Table.Tr key={line.lineId}>
                <Table.Td>{line.name}</Table.Td>
                <Table.Td>{formatDayMonthYear(line.date, i18n.language)}</Table.Td>
                <Table.Td>{ruleOf(line, t, money)}</Table.Td>
                <Table.Td ta="right">{money(line.feeCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" fw={600} data-testid="cancellation-fee">
        {t('cancellation.total', { fee: money(quote.feeCents) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('cancellation.refund', {
          refund: money(quote.refundCents),
          date: formatDayMonthYear(quote.on, i18n.language),
        })}
      </Text>
    </Stack>
  );
}
