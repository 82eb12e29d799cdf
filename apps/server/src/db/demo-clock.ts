import { operatorToday, systemClock, type TClock } from '../lib/clock';

/**
 * When the demo seed says a row of `date` happened: midday in Auckland (00:00 UTC, so the row's
 * UTC date is the operator's date too), or, on the real today, no later than the moment of
 * seeding. Seeded at 08:00 in New Zealand, a row stamped at midday would read as four hours
 * later than every change made after the seed, and a file's History would list them out of
 * order. Seeds of another day (the tests' fixed date) keep midday, so they stay the same.
 */
export function demoMoment(date: string, clock: TClock = systemClock): Date {
  const midday = new Date(`${date}T00:00:00Z`);
  if (date !== operatorToday(clock)) return midday;
  const now = clock.now();
  return now < midday ? now : midday;
}

/** A clock that reads `demoMoment(date)`: what the seed hands the commands it runs. */
export function demoClockOn(date: string): TClock {
  const at = demoMoment(date);
  return { now: () => at };
}
