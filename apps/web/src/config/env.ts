/**
 * Constants of the web shell. Nothing here is secret: the browser sees it all. Values that depend on
 * the deployment (company and product names, the Sentry DSN) come from GET /api/get-settings instead.
 */

/** Shown as the document title until settings arrive, and whenever they carry no product name. */
export const DEFAULT_PRODUCT_NAME = 'Fernway Portal';

/** SPEC section 9: the version endpoint is polled every minute. */
export const VERSION_POLL_INTERVAL_MS = 60_000;

/** SPEC section 9: error-reporting performance traces are sampled at 25 percent. */
export const SENTRY_TRACES_SAMPLE_RATE = 0.25;

export const LANGUAGE_STORAGE_KEY = 'portal.language';
export const COLOR_SCHEME_STORAGE_KEY = 'portal.color-scheme';
export const CHUNK_RELOAD_STORAGE_KEY = 'portal.chunk-reload';

declare global {
  interface Window {
    /**
     * Test hook for the version poll interval (milliseconds). End-to-end tests set it with
     * `page.addInitScript` before the app starts so they need not wait a minute; it is read once at
     * start-up. Production never sets it, and a visitor who sets it only changes their own tab.
     */
    __PORTAL_VERSION_POLL_MS__?: unknown;
  }
}

/** Polling faster than this would hammer the server, whatever a test asks for. */
const MIN_VERSION_POLL_INTERVAL_MS = 100;

export function readVersionPollIntervalMs(
  source: Pick<Window, '__PORTAL_VERSION_POLL_MS__'>,
): number {
  const override = source.__PORTAL_VERSION_POLL_MS__;
  if (
    typeof override === 'number' &&
    Number.isInteger(override) &&
    override >= MIN_VERSION_POLL_INTERVAL_MS
  ) {
    return override;
  }
  return VERSION_POLL_INTERVAL_MS;
}
