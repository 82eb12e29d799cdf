import { UNAUTHENTICATED_MESSAGES } from '@portal/shared/contracts/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, stubFetch } from '../testing/test-utils';
import {
  api,
  ApiError,
  configureApiClient,
  resetApiClientConfig,
  unauthenticatedRedirectPath,
} from './api-client';

describe('api client', () => {
  const onUnauthenticated = vi.fn();

  beforeEach(() => {
    configureApiClient({ onUnauthenticated });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    resetApiClientConfig();
    onUnauthenticated.mockReset();
    vi.restoreAllMocks();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('marks every call as XHR, asks for JSON and sends cookies on the same origin only', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }));
    await api.get('/api/things', { query: { page: 2, to: 'a b', empty: '', none: undefined } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things?page=2&to=a+b');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({
      Accept: 'application/json',
      'Accept-Language': 'en',
      'X-Requested-With': 'XMLHttpRequest',
    });
    expect(init?.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('echoes the XSRF-TOKEN cookie on state-changing calls and sends JSON bodies', async () => {
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('abc/123=')}; path=/`;
    const requests: { method: string; headers: Record<string, string>; body: unknown }[] = [];
    stubFetch((request) => {
      requests.push(request);
      return jsonResponse({ message: 'ok' });
    });
    await api.post('/api/a', { name: 'Kiwi' });
    await api.put('/api/b', {});
    await api.patch('/api/c', {});
    await api.delete('/api/d');
    await api.get('/api/e');
    expect(requests.map((request) => request.headers['X-XSRF-TOKEN'])).toEqual([
      'abc/123=',
      'abc/123=',
      'abc/123=',
      'abc/123=',
      undefined,
    ]);
    expect(requests[0]?.body).toEqual({ name: 'Kiwi' });
    expect(requests[0]?.headers['Content-Type']).toBe('application/json');
  });

  it('sends form bodies as they are (the broadcasting auth calls are form-encoded)', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ auth: 'x' }));
    const form = new URLSearchParams({ socket_id: '1.2', channel_name: 'private-x' });
    await api.post('/broadcasting/auth', form);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('returns the validated answer when a schema is given', async () => {
    stubFetch(() => jsonResponse({ version: '1.2.3', extra: true }));
    await expect(
      api.get('/api/version', { schema: z.object({ version: z.string() }) }),
    ).resolves.toEqual({ version: '1.2.3' });
  });

  it('logs and throws when an answer does not match its schema', async () => {
    stubFetch(() => jsonResponse({ version: 3 }));
    const error = await api
      .get('/api/version', { schema: z.object({ version: z.string() }) })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(console.error).toHaveBeenCalledWith(
      'Invalid response!',
      'GET /api/version',
      expect.anything(),
    );
  });

  it.each([
    [UNAUTHENTICATED_MESSAGES.admin, '/admin/login'],
    [UNAUTHENTICATED_MESSAGES.supplier, '/supplier/login'],
    [UNAUTHENTICATED_MESSAGES.agent, '/'],
  ])('on 401 "%s" goes to %s and still rejects the call', async (message, path) => {
    stubFetch(() => jsonResponse({ message }, 401));
    const error = await api.get('/api/anything').catch((caught: unknown) => caught);
    expect(onUnauthenticated).toHaveBeenCalledWith(path);
    expect(error).toBeInstanceOf(ApiError);
    expect(console.error).toHaveBeenCalled();
  });

  it('never redirects for other statuses, even when the message names an admin', async () => {
    stubFetch(() =>
      jsonResponse(
        { message: 'The admin field is required.', errors: { admin: ['Required'] } },
        422,
      ),
    );
    const error = await api.post('/api/x', {}).catch((caught: unknown) => caught);
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(ApiError);
  });

  it('passes status, message, field errors and request id to the caller', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          message: 'The given data was invalid.',
          errors: { email: ['This field must be a valid email'], name: 'Too long' },
          requestId: 'req-7',
        },
        422,
      ),
    );
    const error = await api.patch('/api/profile', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.message).toBe('The given data was invalid.');
    expect(apiError.fieldError('email')).toBe('This field must be a valid email');
    expect(apiError.fieldError('name')).toBe('Too long');
    expect(apiError.requestId).toBe('req-7');
    expect(console.error).toHaveBeenCalledWith(
      'PATCH /api/profile failed with status 422.',
      expect.objectContaining({ requestId: 'req-7' }),
    );
  });

  it('does not crash on a 401 without a body, and does not redirect without a message', async () => {
    stubFetch(() => new Response(null, { status: 401 }));
    const error = await api.get('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Something went wrong. Please try again.');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('uses the generic message for an HTML error page or a body without a message', async () => {
    stubFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(api.get('/api/x')).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong. Please try again.',
    });
    stubFetch(() => jsonResponse({ error: 'nope' }, 500));
    await expect(api.get('/api/x')).rejects.toMatchObject({
      status: 500,
      message: 'Something went wrong. Please try again.',
      errors: {},
    });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/api/x')).rejects.toMatchObject({
      status: 0,
      message: 'The server could not be reached. Please check your connection and try again.',
    });
    expect(console.error).toHaveBeenCalled();
  });

  it('returns undefined for an empty success answer', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(api.delete('/api/x')).resolves.toBeUndefined();
  });

  it('without configuration, a 401 loads the login page', async () => {
    resetApiClientConfig();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/admin/outbox', assign });
    stubFetch(() => jsonResponse({ message: UNAUTHENTICATED_MESSAGES.admin }, 401));
    await api.get('/api/admin/outbox').catch(() => undefined);
    expect(assign).toHaveBeenCalledWith('/admin/login');
  });
});

describe('unauthenticatedRedirectPath', () => {
  it('follows the message fragments of SPEC section 6', () => {
    expect(unauthenticatedRedirectPath('Unauthenticated: please sign in as an admin.')).toBe(
      '/admin/login',
    );
    expect(unauthenticatedRedirectPath('admin only')).toBe('/admin/login');
    expect(unauthenticatedRedirectPath('Unauthenticated: supplier')).toBe('/supplier/login');
    expect(unauthenticatedRedirectPath('Unauthenticated.')).toBe('/');
    expect(unauthenticatedRedirectPath('Session expired')).toBeNull();
  });

  it('sends a plain "Unauthenticated." back to the login of the area the user is in', () => {
    expect(unauthenticatedRedirectPath('Unauthenticated.', '/admin/profile')).toBe('/admin/login');
    expect(unauthenticatedRedirectPath('Unauthenticated.', '/admin')).toBe('/admin/login');
    expect(unauthenticatedRedirectPath('Unauthenticated.', '/supplier-app/profile')).toBe(
      '/supplier/login',
    );
    expect(unauthenticatedRedirectPath('Unauthenticated.', '/app/profile')).toBe('/');
    expect(unauthenticatedRedirectPath('Unauthenticated.', '/administrator')).toBe('/');
  });
});
