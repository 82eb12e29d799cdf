import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadAllNamespaces } from '../lib/i18n';

// The app loads most namespaces on demand; components under test render with every string at once.
await loadAllNamespaces();

// findBy/waitFor wait up to 1 s by default; a loaded CI machine can take longer to render a screen.
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads these browser APIs, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
// ScrollRestoration scrolls on navigation; jsdom does not implement scrolling.
window.scrollTo = () => {};

/**
 * No surprise network in tests (STYLE habit 9): a request a test did not stub fails that test, even
 * when the code under test catches the error. Tests that expect calls replace `fetch` themselves.
 */
const unexpectedRequests: string[] = [];
beforeEach(() => {
  unexpectedRequests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      unexpectedRequests.push(url);
      throw new Error(`Unexpected network request in a test: ${url}`);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (unexpectedRequests.length > 0) {
    throw new Error(`Unexpected network requests: ${unexpectedRequests.join(', ')}`);
  }
});
