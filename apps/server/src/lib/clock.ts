/** The current time, injected so expiry rules can be tested without waiting. */
export interface TClock {
  now(): Date;
}

export const systemClock: TClock = { now: () => new Date() };
