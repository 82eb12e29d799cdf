import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureError, initSentry, resetSentry } from './sentry';

function fakeSdk() {
  return {
    init: vi.fn(),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
    captureException: vi.fn(),
  };
}

describe('sentry', () => {
  afterEach(() => resetSentry());

  it('does not load the SDK without a DSN', async () => {
    const loadSdk = vi.fn();
    await expect(initSentry(null, loadSdk)).resolves.toBeNull();
    await expect(initSentry('', loadSdk)).resolves.toBeNull();
    expect(loadSdk).not.toHaveBeenCalled();
  });

  it('starts once with the DSN and samples 25% of traces', async () => {
    const sdk = fakeSdk();
    const loadSdk = vi.fn(() => Promise.resolve(sdk as never));
    await initSentry('https://key@errors.example/1', loadSdk);
    await initSentry('https://key@errors.example/1', loadSdk);
    expect(loadSdk).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith({
      dsn: 'https://key@errors.example/1',
      tracesSampleRate: 0.25,
      integrations: [{ name: 'BrowserTracing' }],
    });

    const error = new Error('Boom');
    captureError(error);
    await vi.waitFor(() => expect(sdk.captureException).toHaveBeenCalledWith(error));
  });

  it('keeps running when the SDK cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      initSentry('https://key@errors.example/1', () => Promise.reject(new Error('offline'))),
    ).resolves.toBeNull();
    expect(() => captureError(new Error('x'))).not.toThrow();
    vi.restoreAllMocks();
  });
});
