import type { TClock } from '../../lib/clock';

/** The operator works on New Zealand time: "today" for release periods and reports is its date. */
export const OPERATOR_TIME_ZONE = 'Pacific/Auckland';

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: OPERATOR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The operator's calendar date (YYYY-MM-DD) at the clock's current instant. */
export function operatorToday(clock: TClock): string {
  return formatter.format(clock.now());
}
