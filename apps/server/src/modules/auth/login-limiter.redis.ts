import type { Redis } from 'ioredis';
import type { TLoginLimiter, TLoginLimits } from './login-limiter';

/** The login limiter shared by every server process, using Redis counters that expire with the window. */
export function createRedisLoginLimiter(
  redis: Redis,
  limits: TLoginLimits,
  options: { prefix: string },
): TLoginLimiter {
  const windowMs = limits.windowMinutes * 60_000;
  const accountKey = (account: string) => `${options.prefix}login-fail:account:${account}`;
  const ipKey = (ip: string) => `${options.prefix}login-fail:ip:${ip}`;

  const blockedFor = async (key: string, max: number): Promise<number> => {
    const [[, count], [, ttl]] = (await redis.multi().get(key).pttl(key).exec()) as [
      [Error | null, string | null],
      [Error | null, number],
    ];
    if (count === null || Number(count) < max) return 0;
    return Math.max(1, Math.ceil((ttl > 0 ? ttl : windowMs) / 1000));
  };

  return {
    async retryAfterSeconds(account, ip) {
      const [byAccount, byIp] = await Promise.all([
        blockedFor(accountKey(account), limits.maxAttempts),
        blockedFor(ipKey(ip), limits.maxAttemptsPerIp),
      ]);
      return Math.max(byAccount, byIp);
    },
    async recordFailure(account, ip) {
      // PEXPIRE NX starts the window at the first failure and never extends it.
      await redis
        .multi()
        .incr(accountKey(account))
        .pexpire(accountKey(account), windowMs, 'NX')
        .incr(ipKey(ip))
        .pexpire(ipKey(ip), windowMs, 'NX')
        .exec();
    },
    async clearAccount(account) {
      await redis.del(accountKey(account));
    },
  };
}
