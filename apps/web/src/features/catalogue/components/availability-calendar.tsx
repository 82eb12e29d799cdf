import { Badge, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { TAvailabilityDay } from '@portal/shared/contracts/catalogue-api';
import type { TAvailabilityKind } from '@portal/shared/domain/pricing/codes';
import { addDays } from '@portal/shared/domain/pricing/calendar';
import { formatDayName } from '@portal/shared/format/dates';
import { useTranslation } from 'react-i18next';
import { buildMonthWeeks } from './month-grid';

const KIND_COLOURS: Record<TAvailabilityKind, string> = {
  free_sell: 'green',
  allotment: 'teal',
  on_request: 'orange',
  stop_sell: 'red',
};

/** A Monday, to name the weekdays in the user's language. */
const A_MONDAY = '2024-01-01';

function DayCell({
  date,
  general,
  splits,
  onSelect,
}: {
  date: string;
  general: TAvailabilityDay | undefined;
  splits: number;
  onSelect: (date: string) => void;
}) {
  const { t } = useTranslation('catalogue');
  const kind = general?.kind ?? null;
  const summary = !general
    ? t('availability.noRecord')
    : general.kind === 'allotment'
      ? t('availability.remaining', {
          remaining: general.remaining ?? 0,
          allotment: general.allotment ?? 0,
        })
      : t(`codes.availability.${general.kind}`);
  return (
    <UnstyledButton
      onClick={() => onSelect(date)}
      data-date={date}
      data-kind={kind ?? 'none'}
      aria-label={`${date}: ${summary}`}
      w="100%"
      p={4}
    >
      <Stack gap={2} align="flex-start">
        <Text size="sm" fw={600}>
          {Number(date.slice(8))}
        </Text>
        {general ? (
          <Badge size="xs" variant="light" color={KIND_COLOURS[general.kind]} tt="none">
            {t(`codes.availability.${general.kind}`)}
          </Badge>
        ) : (
          <Text size="xs" c="dimmed">
            {t('availability.noRecordShort')}
          </Text>
        )}
        {general?.kind === 'allotment' ? (
          <Text size="xs" c={(general.remaining ?? 0) <= 0 ? 'red' : undefined}>
            {t('availability.remaining', {
              remaining: general.remaining ?? 0,
              allotment: general.allotment ?? 0,
            })}
          </Text>
        ) : null}
        {general?.kind === 'allotment' && general.releaseDays !== null ? (
          <Text size="xs" c="dimmed">
            {t('availability.release', { count: general.releaseDays })}
          </Text>
        ) : null}
        {splits > 0 ? (
          <Text size="xs" c="dimmed">
            {t('availability.splits', { number: splits })}
          </Text>
        ) : null}
      </Stack>
    </UnstyledButton>
  );
}

/**
 * One month of a product's availability: free sell, allotment remaining, on request or stop sell on
 * each date, and the dates with no record (which price as On Request). A click picks the date for
 * the range form.
 */
export function AvailabilityCalendar({
  month,
  monthLabel,
  days,
  onSelectDate,
}: {
  month: string;
  monthLabel: string;
  days: readonly TAvailabilityDay[];
  onSelectDate: (date: string) => void;
}) {
  const { i18n } = useTranslation('catalogue');
  const general = new Map<string, TAvailabilityDay>();
  const splits = new Map<string, number>();
  for (const day of days) {
    if (day.agencyId === null) general.set(day.date, day);
    else splits.set(day.date, (splits.get(day.date) ?? 0) + 1);
  }
  const weekdays = Array.from({ length: 7 }, (_, index) =>
    formatDayName(addDays(A_MONDAY, index), i18n.language),
  );

  return (
    <Table withTableBorder withColumnBorders layout="fixed" aria-label={monthLabel}>
      <Table.Thead>
        <Table.Tr>
          {weekdays.map((name) => (
            <Table.Th key={name}>{name}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {buildMonthWeeks(month).map((week) => (
          <Table.Tr key={week.find(Boolean) ?? 'blank'}>
            {week.map((date, index) => (
              <Table.Td key={date ?? `blank-${index}`} p={0} valign="top">
                {date ? (
                  <DayCell
                    date={date}
                    general={general.get(date)}
                    splits={splits.get(date) ?? 0}
                    onSelect={onSelectDate}
                  />
                ) : null}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
