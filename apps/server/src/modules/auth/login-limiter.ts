import type { TClock } from '../../lib/clock';

export interface TLoginLimits {
  maxAttempts: number;
  maxAttemptsPerIp: number;
  windowMinutes: number;
}

/**
 * Counts failed sign-ins per account and per IP address within a fixed window. While either count
 * is at its limit, sign-in is refused before the password is even checked.
 */
export interface TLoginLimiter {
  /** Seconds until the caller may try again, or 0 when not blocked. */
  retryAfterSeconds(account: string, ip: string): Promise<number>;
  recordFailure(account: string, ip: string): Promise<void>;
  /** A successful sign-in forgives the account's failures (the IP count stays). */
  clearAccount(account: string): Promise<void>;
}

interface TCounter {
  count: number;
  resetAt: number;
}

export function createMemoryLoginLimiter(limits: TLoginLimits, clock: TClock): TLoginLimiter {
  const windowMs = limits.windowMinutes * 60_000;
  const counters = new Map<string, TCounter>();

  const current = (key: string): TCounter | null => {
    const counter = counters.get(key);
    if (!counter) return null;
    if (counter.resetAt <= clock.now().getTime()) {
      counters.delete(key);
      return null;
    }
    return counter;
  };
  const blockedFor = (key: string, max: number): number => {
    const counter = current(key);
    if (!counter || counter.count < max) return 0;
    return Math.max(1, Math.ceil((counter.resetAt - clock.now().getTime()) / 1000));
  };
  const increment = (key: string) => {
    const counter = current(key);
    if (counter) counter.count += 1;
    else counters.set(key, { count: 1, resetAt: clock.now().getTime() + windowMs });
  };

  return {
    async retryAfterSeconds(account, ip) {
      return Math.max(
        blockedFor(`account:${account}`, limits.maxAttempts),
        blockedFor(`ip:${ip}`, limits.maxAttemptsPerIp),
      );
    },
    async recordFailure(account, ip) {
      increment(`account:${account}`);
      increment(`ip:${ip}`);
      // Keep memory bounded under a credential-stuffing run.
      if (counters.size > 50_000) {
        for (const key of counters.keys()) current(key);
      }
    },
    async clearAccount(account) {
      counters.delete(`account:${account}`);
    },
  };
}
