import { OPERATOR_TIME_ZONE, operatorDateOf } from '@portal/shared/domain/operator-calendar';

/** The current time, injected so expiry rules can be tested without waiting. */
export interface TClock {
  now(): Date;
}

export const systemClock: TClock = { now: () => new Date() };

/**
 * The head office's time zone: reports over both brands (audit log, insights, reviews) are dated
 * on its calendar. A booking's dates are on its brand's calendar instead (brandToday in
 * modules/settings).
 */
export { OPERATOR_TIME_ZONE };

/** The head office's calendar date (YYYY-MM-DD) at the clock's current instant. */
export function operatorToday(clock: TClock): string {
  return operatorDateOf(clock.now());
}
