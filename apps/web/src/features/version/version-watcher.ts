import { getVersion } from './api/get-version';

/**
 * Version watching (SPEC sections 4 and 7): the first version read is recorded; when a later poll
 * answers a different one, a new release is live and the page reloads so the tab runs it. 503 is
 * maintenance and other statuses or failed requests are logged and skipped: the next poll tries again.
 */

export interface TVersionWatcherOptions {
  intervalMs: number;
  fetchVersion?: () => Promise<Response>;
  onNewVersion?: () => void;
  logger?: Pick<Console, 'warn' | 'error'>;
}

export interface TVersionWatcher {
  stop: () => void;
  /** Runs one check now; resolves when it is done (used by the interval and by tests). */
  check: () => Promise<void>;
}

export function startVersionWatcher({
  intervalMs,
  fetchVersion = getVersion,
  onNewVersion = () => window.location.reload(),
  logger = console,
}: TVersionWatcherOptions): TVersionWatcher {
  let knownVersion: string | null = null;
  let isStopped = false;
  let inFlight: Promise<void> | null = null;

  async function runCheck(): Promise<void> {
    let response: Response;
    try {
      response = await fetchVersion();
    } catch (error) {
      logger.error('Version check failed; skipped.', error);
      return;
    }
    if (response.status === 503) {
      logger.warn('The server is in maintenance mode; version check skipped.');
      return;
    }
    if (response.status !== 200) {
      logger.error(`Unexpected status ${response.status} from the version check; skipped.`);
      return;
    }
    // Read by hand rather than with ZVersionResponse: the watcher runs on the login page, whose
    // JavaScript carries no zod (docs/decisions/012-front-end-budgets.md).
    let version: unknown;
    try {
      version = ((await response.json()) as { version?: unknown } | null)?.version;
    } catch (error) {
      logger.error('Invalid version response; skipped.', error);
      return;
    }
    if (typeof version !== 'string') {
      logger.error('Invalid version response; skipped.', version);
      return;
    }
    if (isStopped) return;
    if (knownVersion === null) {
      knownVersion = version;
      return;
    }
    if (version !== knownVersion) {
      // Stop first: a reload that is slow to start must not be asked for again.
      stop();
      onNewVersion();
    }
  }

  function check(): Promise<void> {
    // A slow answer must not overlap the next poll and record versions out of order.
    inFlight ??= runCheck().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  const timer = setInterval(() => void check(), intervalMs);

  function stop() {
    isStopped = true;
    clearInterval(timer);
  }

  void check();
  return { stop, check };
}
