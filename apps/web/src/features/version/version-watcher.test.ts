import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing/test-utils';
import { startVersionWatcher, type TVersionWatcher } from './version-watcher';

const INTERVAL = 60_000;

describe('version watcher', () => {
  let watcher: TVersionWatcher | null = null;
  const logger = { warn: vi.fn(), error: vi.fn() };
  const onNewVersion = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    watcher?.stop();
    watcher = null;
    vi.useRealTimers();
    logger.warn.mockReset();
    logger.error.mockReset();
    onNewVersion.mockReset();
  });

  /** Answers in order; the last answer repeats. */
  function answers(...responses: (() => Response | Promise<Response>)[]) {
    let call = 0;
    return vi.fn(() => {
      const next = responses[Math.min(call, responses.length - 1)];
      call += 1;
      if (!next) throw new Error('no answer configured');
      return Promise.resolve().then(next);
    });
  }

  function start(fetchVersion: () => Promise<Response>) {
    watcher = startVersionWatcher({ intervalMs: INTERVAL, fetchVersion, onNewVersion, logger });
  }

  it('checks at start-up and every interval, and records the first version', async () => {
    const fetchVersion = answers(() => jsonResponse({ version: '1.0.0' }));
    start(fetchVersion);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(fetchVersion).toHaveBeenCalledTimes(5);
    expect(onNewVersion).not.toHaveBeenCalled();
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('reloads once when a later poll answers a different version, then stops polling', async () => {
    const fetchVersion = answers(
      () => jsonResponse({ version: '1.0.0' }),
      () => jsonResponse({ version: '1.0.0' }),
      () => jsonResponse({ version: '1.1.0' }),
    );
    start(fetchVersion);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(onNewVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(fetchVersion).toHaveBeenCalledTimes(3);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('skips a 503 with a maintenance warning and keeps the recorded version', async () => {
    const fetchVersion = answers(
      () => jsonResponse({ message: 'Down for maintenance' }, 503),
      () => jsonResponse({ version: '2.0.0' }),
      () => jsonResponse({ version: '2.0.0' }),
    );
    start(fetchVersion);
    await vi.advanceTimersByTimeAsync(0);
    expect(logger.warn).toHaveBeenCalledWith(
      'The server is in maintenance mode; version check skipped.',
    );
    // The 503 recorded nothing: the first real answer becomes the known version.
    await vi.advanceTimersByTimeAsync(INTERVAL * 2);
    expect(onNewVersion).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('logs any other non-200 status as unexpected and skips it', async () => {
    const fetchVersion = answers(
      () => jsonResponse({ version: '1.0.0' }),
      () => jsonResponse({ message: 'Server Error' }, 500),
      () => new Response(null, { status: 404 }),
      () => jsonResponse({ version: '1.0.0' }),
    );
    start(fetchVersion);
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(logger.error).toHaveBeenCalledWith(
      'Unexpected status 500 from the version check; skipped.',
    );
    expect(logger.error).toHaveBeenCalledWith(
      'Unexpected status 404 from the version check; skipped.',
    );
    expect(logger.warn).not.toHaveBeenCalled();
    expect(onNewVersion).not.toHaveBeenCalled();
  });

  it('logs a failed request and skips it', async () => {
    const failure = new TypeError('Failed to fetch');
    const fetchVersion = answers(
      () => Promise.reject(failure),
      () => jsonResponse({ version: '1.0.0' }),
      () => jsonResponse({ version: '1.0.1' }),
    );
    start(fetchVersion);
    await vi.advanceTimersByTimeAsync(0);
    expect(logger.error).toHaveBeenCalledWith('Version check failed; skipped.', failure);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(onNewVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('logs and skips a 200 whose body is not a version', async () => {
    const fetchVersion = answers(
      () => new Response('<html>', { status: 200 }),
      () => jsonResponse({ version: '1.0.0' }),
      () => jsonResponse({ version: '1.0.0' }),
    );
    start(fetchVersion);
    await vi.advanceTimersByTimeAsync(0);
    expect(logger.error).toHaveBeenCalledWith(
      'Invalid version response; skipped.',
      expect.anything(),
    );
    await vi.advanceTimersByTimeAsync(INTERVAL * 2);
    expect(onNewVersion).not.toHaveBeenCalled();
  });

  it('does not start a second check while one is still waiting for its answer', async () => {
    let release: (response: Response) => void = () => {};
    const fetchVersion = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    start(fetchVersion);
    await vi.advanceTimersByTimeAsync(INTERVAL * 2);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    release(jsonResponse({ version: '1.0.0' }));
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('stops polling when stopped', async () => {
    const fetchVersion = answers(() => jsonResponse({ version: '1.0.0' }));
    start(fetchVersion);
    await vi.advanceTimersByTimeAsync(0);
    watcher?.stop();
    await vi.advanceTimersByTimeAsync(INTERVAL * 5);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
  });

  it('calls GET /api/version with the XHR marker by default', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ version: '1.0.0' })));
    vi.stubGlobal('fetch', fetchMock);
    watcher = startVersionWatcher({ intervalMs: INTERVAL, onNewVersion, logger });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/version',
      expect.objectContaining({
        headers: expect.objectContaining({ 'X-Requested-With': 'XMLHttpRequest' }),
      }),
    );
  });
});
