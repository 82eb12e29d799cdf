import { SENTRY_TRACES_SAMPLE_RATE } from '../config/env';
// Type-only: erased at build time, so the SDK stays out of the entry chunk.
import type * as SentrySdk from './sentry-sdk';

/**
 * Error reporting. The Sentry SDK is imported only when the settings carry a DSN, so it never weighs
 * on the first page and never loads at all where reporting is off.
 */

type TSentrySdk = typeof SentrySdk;

let sentry: Promise<TSentrySdk | null> | null = null;

export function initSentry(
  dsn: string | null | undefined,
  loadSdk: () => Promise<TSentrySdk> = () => import('./sentry-sdk'),
): Promise<TSentrySdk | null> {
  if (!dsn) return Promise.resolve(null);
  sentry ??= loadSdk().then(
    (sdk) => {
      sdk.init({
        dsn,
        tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
        integrations: [sdk.browserTracingIntegration()],
      });
      return sdk;
    },
    (error: unknown) => {
      console.error('Error reporting could not start.', error);
      return null;
    },
  );
  return sentry;
}

/** Reports an unexpected error when reporting is on; a no-op otherwise. */
export function captureError(error: unknown): void {
  void sentry?.then((sdk) => sdk?.captureException(error));
}

/** Tests start each case without a running SDK. */
export function resetSentry(): void {
  sentry = null;
}
