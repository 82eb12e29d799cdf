import { OPERATOR_TIME_ZONE, operatorDateOf } from '@portal/shared/domain/operator-calendar';

/** The current time, injected so expiry rules can be tested without waiting. */
export interface TClock {
  now(): Date;
}

export const systemClock: TClock = { now: () => new Date() };

/** The operator works on New Zealand time: "today" for release periods and reports is its date. */
export { OPERATOR_TIME_ZONE };

/** The operator's calendar date (YYYY-MM-DD) at the clock's current instant. */
export function operatorToday(clock: TClock): string {
  return operatorDateOf(clock.now());
}
