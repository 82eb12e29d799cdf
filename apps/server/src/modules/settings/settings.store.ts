import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  SETTINGS_SECTIONS,
  type TSettingsSection,
  type TSettingsValue,
} from '@portal/shared/contracts/settings-sections';
import type { TExecutor } from '../../db/database';
import { readSettingsSection } from './settings.sections';

/**
 * Settings for the hot read paths (every page's /api/get-settings, documents, traveller pages):
 * each section is cached for a short time so a page load does not cost a query per section.
 *
 * A change made through the settings service is forgotten here at once and announced to the other
 * instances over Redis (when REDIS_URL is set); an instance that misses the announcement (no Redis,
 * a reconnecting subscriber) still re-reads within `ttlMs`. Writes that must see exactly what their
 * transaction sees (invoices, file references, jobs) read with readSettingsSection instead.
 */
export interface TSettingsStore {
  get<S extends TSettingsSection>(section: S): Promise<TSettingsValue<S>>;
  /** Forgets cached sections here only (after a change made outside the store, e.g. a seed). */
  invalidate(section?: TSettingsSection): void;
  /** After a committed change: forgets the section here and tells the other instances. */
  announceChange(section: TSettingsSection): Promise<void>;
  close(): Promise<void>;
}

export const SETTINGS_CACHE_TTL_MS = 10_000;

interface TEntry {
  value: Promise<unknown>;
  expiresAt: number;
}

export function createSettingsStore(deps: {
  db: TExecutor;
  companyName: string;
  log: FastifyBaseLogger;
  /** A Redis connection to publish on; the store subscribes on a duplicate of it. */
  redis?: Redis | null;
  redisPrefix?: string;
  ttlMs?: number;
  /** Monotonic milliseconds; the cache's age is real time, whatever the business clock says. */
  now?: () => number;
}): TSettingsStore {
  const ttlMs = deps.ttlMs ?? SETTINGS_CACHE_TTL_MS;
  const now = deps.now ?? (() => performance.now());
  const entries = new Map<TSettingsSection, TEntry>();
  const channel = `${deps.redisPrefix ?? ''}settings-changed`;

  function invalidate(section?: TSettingsSection): void {
    if (section) entries.delete(section);
    else entries.clear();
  }

  let subscriber: Redis | null = null;
  if (deps.redis) {
    subscriber = deps.redis.duplicate();
    subscriber.on('message', (_channel: string, message: string) => {
      const section = SETTINGS_SECTIONS.find((name) => name === message);
      // Anything else on the channel is not ours to interpret: forget everything to be safe.
      invalidate(section);
    });
    subscriber.on('error', (error: unknown) =>
      deps.log.warn({ err: error }, 'Settings change subscription failed; relying on the TTL'),
    );
    subscriber.subscribe(channel).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'Could not subscribe to settings changes; relying on the TTL');
    });
  }

  return {
    get<S extends TSettingsSection>(section: S): Promise<TSettingsValue<S>> {
      const cached = entries.get(section);
      if (cached && cached.expiresAt > now()) return cached.value as Promise<TSettingsValue<S>>;
      const value = readSettingsSection(deps.db, section, deps.companyName);
      const entry = { value, expiresAt: now() + ttlMs };
      entries.set(section, entry);
      // A failed read is not cached: the next caller tries again.
      value.catch(() => {
        if (entries.get(section) === entry) entries.delete(section);
      });
      return value;
    },

    invalidate,

    async announceChange(section) {
      invalidate(section);
      if (!deps.redis) return;
      try {
        await deps.redis.publish(channel, section);
      } catch (error) {
        deps.log.warn({ err: error, section }, 'Could not announce a settings change');
      }
    },

    async close() {
      entries.clear();
      if (subscriber) {
        subscriber.disconnect();
        subscriber = null;
      }
    },
  };
}
