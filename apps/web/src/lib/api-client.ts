import type { ZodType } from 'zod';
import i18n from './i18n';

/**
 * The one way the web app talks to the server. Every call carries the XHR marker (SPEC section 7),
 * state-changing calls echo the XSRF-TOKEN cookie, every failure is logged, a 401 sends the user to
 * the right login page (SPEC sections 6 and 8) and anything else reaches the caller as an ApiError.
 */

export type TFieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    message: string,
    readonly errors: TFieldErrors = {},
    readonly requestId?: string,
  ) {
    super(message);
  }

  /** The first server message for a form field, if any. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type TQueryParams = Record<string, string | number | boolean | null | undefined>;

export interface TRequestOptions<T> {
  query?: TQueryParams;
  /** JSON-serialisable value, or FormData / URLSearchParams sent as they are. */
  body?: unknown;
  /** Validates a successful answer; a mismatch is logged and thrown as an ApiError. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

interface TApiClientConfig {
  /** Called with the login path an unauthenticated answer points to. */
  onUnauthenticated: (path: string) => void;
}

function defaultOnUnauthenticated(path: string) {
  const here = window.location.pathname;
  if (here !== path) window.location.assign(path);
}

let config: TApiClientConfig = { onUnauthenticated: defaultOnUnauthenticated };

/** The app wires navigation through its router instead of a full page load. */
export function configureApiClient(next: Partial<TApiClientConfig>): void {
  config = { ...config, ...next };
}

export function resetApiClientConfig(): void {
  config = { onUnauthenticated: defaultOnUnauthenticated };
}

/**
 * Where an unauthenticated answer sends the user, from the message the server chose for the area
 * (UNAUTHENTICATED_MESSAGES): admin messages name "admin"; supplier ones say "Unauthenticated" and
 * name "supplier". A plain "Unauthenticated." comes from routes every kind of user shares (the
 * profile, say), so it returns the user to the login of the area they are in; outside the admin and
 * supplier areas that is the agent login at "/".
 */
export function unauthenticatedRedirectPath(
  message: string,
  currentPath: string = window.location.pathname,
): string | null {
  if (message.includes('admin')) return '/admin/login';
  if (!message.includes('Unauthenticated')) return null;
  if (message.includes('supplier') || currentPath.startsWith('/supplier-app')) {
    return '/supplier/login';
  }
  if (currentPath === '/admin' || currentPath.startsWith('/admin/')) return '/admin/login';
  return '/';
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

function buildUrl(path: string, query: TQueryParams | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFieldErrors(value: unknown): TFieldErrors {
  if (!isRecord(value)) return {};
  const errors: TFieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) {
      errors[field] = messages.filter((message): message is string => typeof message === 'string');
    } else if (typeof messages === 'string') {
      errors[field] = [messages];
    }
  }
  return errors;
}

async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page or plain text: keep it for the log, there is no message to show.
    return text;
  }
}

function genericMessage(): string {
  return i18n.t('errors.generic', { ns: 'common' });
}

export async function apiRequest<T>(
  method: THttpMethod,
  path: string,
  options: TRequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The interface language: catalogue descriptions come back in it (English where missing).
    'Accept-Language': i18n.language || 'en',
    'X-Requested-With': 'XMLHttpRequest',
    ...options.headers,
  };
  if (method !== 'GET') {
    const xsrfToken = readCookie('XSRF-TOKEN');
    if (xsrfToken) headers['X-XSRF-TOKEN'] = xsrfToken;
  }

  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof URLSearchParams) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const url = buildUrl(path, options.query);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.error(`${method} ${url} failed: no answer from the server.`, error);
    throw new ApiError(0, i18n.t('errors.network', { ns: 'common' }));
  }

  const payload = response.status === 204 ? undefined : await readBody(response);

  if (!response.ok) {
    console.error(`${method} ${url} failed with status ${response.status}.`, payload);
    const data = isRecord(payload) ? payload : {};
    const serverMessage =
      typeof data.message === 'string' && data.message.trim() !== '' ? data.message : null;
    if (response.status === 401 && serverMessage) {
      const redirectPath = unauthenticatedRedirectPath(serverMessage);
      if (redirectPath) config.onUnauthenticated(redirectPath);
    }
    throw new ApiError(
      response.status,
      serverMessage ?? genericMessage(),
      readFieldErrors(data.errors),
      typeof data.requestId === 'string' ? data.requestId : undefined,
    );
  }

  if (!options.schema) return payload as T;
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) {
    console.error('Invalid response!', `${method} ${url}`, parsed.error.issues);
    throw new ApiError(response.status, genericMessage());
  }
  return parsed.data;
}

type TBodyOptions<T> = Omit<TRequestOptions<T>, 'body'>;

export const api = {
  get: <T>(path: string, options?: Omit<TRequestOptions<T>, 'body'>) =>
    apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: TBodyOptions<T>) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: TBodyOptions<T>) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: TBodyOptions<T>) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: TBodyOptions<T>) => apiRequest<T>('DELETE', path, options),
};
