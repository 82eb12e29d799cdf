/**
 * The traveller pages' fetch helper. It sends what the main api-client sends (the XHR marker on
 * every call, the XSRF token on state-changing calls) without pulling in the main app's i18n and
 * every English namespace with it. Answers are typed by the shared contracts (types only: the zod
 * schemas stay the server's, see docs/decisions/010-traveller-pages.md).
 */

export type TFieldErrors = Record<string, string[]>;

/** The header the travel-app service worker adds when it answers from its saved copy. */
export const SAVED_COPY_HEADER = 'X-Travel-App-Saved-At';

export class TravellerApiError extends Error {
  override readonly name = 'TravellerApiError';

  constructor(
    /** HTTP status; 0 when there was no answer (offline). */
    readonly status: number,
    /** The server's message, or null when it sent none (the page shows its own text). */
    readonly serverMessage: string | null,
    readonly errors: TFieldErrors = {},
  ) {
    super(serverMessage ?? `Request failed with status ${status}.`);
  }

  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export interface TApiAnswer<T> {
  data: T;
  /** When the service worker answered from its saved copy: when that copy was saved. */
  savedAt: string | null;
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
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

export async function requestJson<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<TApiAnswer<T>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The page's language (i18n.ts keeps <html lang> on it): catalogue texts and prize names
    // come back in it where they are translated.
    'Accept-Language': document.documentElement.lang || 'en',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (method !== 'GET') {
    const xsrfToken = readCookie('XSRF-TOKEN');
    if (xsrfToken) headers['X-XSRF-TOKEN'] = xsrfToken;
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch (error) {
    console.error(`${method} ${path} failed: no answer from the server.`, error);
    throw new TravellerApiError(0, null);
  }

  let payload: unknown;
  try {
    const text = await response.text();
    payload = text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    payload = undefined;
  }

  if (!response.ok) {
    console.error(`${method} ${path} failed with status ${response.status}.`, payload);
    const data = isRecord(payload) ? payload : {};
    const message =
      typeof data.message === 'string' && data.message.trim() !== '' ? data.message : null;
    throw new TravellerApiError(response.status, message, readFieldErrors(data.errors));
  }
  return { data: payload as T, savedAt: response.headers.get(SAVED_COPY_HEADER) };
}

export const travellerApi = {
  get: async <T>(path: string) => (await requestJson<T>('GET', path)).data,
  post: async <T>(path: string, body?: unknown) => (await requestJson<T>('POST', path, body)).data,
  put: async <T>(path: string, body?: unknown) => (await requestJson<T>('PUT', path, body)).data,
};

/** Path segments from tokens and references are encoded, so "a/b" cannot reach another route. */
export const segment = (value: string) => encodeURIComponent(value.trim());
