import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { TravellerApp } from '../app';
import { createTravellerI18n } from '../i18n';
import { INITIAL_SETTINGS, type TTravellerSettings } from '../settings';

export interface TFakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TFakeCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Replaces fetch with a table of answers keyed "METHOD /path" (a function may pick an answer per
 * call); any other request fails the test, as the global setup does.
 */
export function fakeServer(
  routes: Record<string, TFakeAnswer | ((call: TFakeCall) => TFakeAnswer)>,
) {
  const calls: TFakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const call: TFakeCall = {
      method,
      url,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = routes[`${method} ${url}`];
    if (!route) throw new Error(`Unexpected network request in a test: ${method} ${url}`);
    const answer = typeof route === 'function' ? route(call) : route;
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const TEST_SETTINGS: TTravellerSettings = {
  ...INITIAL_SETTINGS,
  clean: false,
  companyName: 'Fernway Travel',
  productName: 'Fernway Travel Agent Portal',
  supportPhone: '+64 9 123 4567',
};

export function renderTravellerPage(
  path: string,
  settingsLoader: () => Promise<TTravellerSettings> = async () => TEST_SETTINGS,
) {
  window.history.pushState(null, '', path);
  const i18n = createTravellerI18n('en');
  return render(<TravellerApp i18n={i18n} settingsLoader={settingsLoader} />);
}
