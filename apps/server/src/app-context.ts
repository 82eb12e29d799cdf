import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from './config/env';
import type { TDatabase } from './db/database';
import type { TClock } from './lib/clock';
import type { TPasswordHasher } from './lib/passwords';
import type { TLoginLimiter } from './modules/auth/login-limiter';
import type { TSessionService } from './modules/auth/session.service';
import type { TMailDispatcher } from './modules/mail/mail.service';
import type { TBroadcaster } from './modules/realtime/broadcaster';
import type { TSettingsStore } from './modules/settings/settings.store';

/** What services need from the outside world; built once in buildApp and passed explicitly. */
export interface TAppContext {
  config: TConfig;
  db: TDatabase;
  clock: TClock;
  log: FastifyBaseLogger;
  passwords: TPasswordHasher;
  sessions: TSessionService;
  loginLimiter: TLoginLimiter;
  mail: TMailDispatcher;
  /** Admin-editable settings for hot read paths, cached briefly (settings.store.ts). */
  settings: TSettingsStore;
  /**
   * Live updates. A getter because the broadcaster is built when realtime registers, after the
   * context; scheduled jobs push through it once their transaction has committed.
   */
  broadcaster: () => TBroadcaster;
}
