import { isTravelAppPath, TRAVEL_APP_SW_SCOPE } from '@portal/shared/domain/traveller-pages';

/**
 * The travel app works offline after one visit (docs/decisions/010-traveller-pages.md): a
 * service worker (public/travel-app-sw.js) controls /travel-app/ and keeps the latest itinerary,
 * the page and its scripts.
 */
export const TRAVEL_APP_SW_URL = '/travel-app-sw.js';

/** Everything the page loaded from its own origin (scripts, styles, locale chunks, icons). */
function loadedSameOriginUrls(): string[] {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(window.location.origin) && !url.includes('/api/'));
  return [...new Set(urls)];
}

/**
 * The first visit loads the page before the worker runs, so nothing it fetched went through it:
 * once the worker is active, hand it the page, the itinerary and the assets to keep.
 */
export function saveForOffline(extraUrls: string[]): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => {
    registration.active?.postMessage({
      type: 'travel-app:save',
      // The start page too: the installed app opens there (the manifest's start_url).
      urls: [
        window.location.href,
        new URL(TRAVEL_APP_SW_SCOPE, window.location.origin).href,
        ...extraUrls,
        ...loadedSameOriginUrls(),
      ],
    });
  });
}

/** The scope of the first workers (`/travel-app/`), which never controlled the find page. */
const OLD_SCOPE_PATH = '/travel-app/';

export function registerTravelAppServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (!isTravelAppPath(window.location.pathname)) return;
  const { serviceWorker } = navigator;
  serviceWorker
    .register(TRAVEL_APP_SW_URL, { scope: TRAVEL_APP_SW_SCOPE })
    .then(async () => {
      // A device that kept the narrower registration would let it answer the itineraries.
      for (const registration of await serviceWorker.getRegistrations()) {
        if (new URL(registration.scope).pathname === OLD_SCOPE_PATH) {
          await registration.unregister();
        }
      }
    })
    .catch((error: unknown) => console.error('The offline travel app could not start.', error));
}

const LAST_ITINERARY_KEY = 'portal.travel-app.last';

export interface TLastItinerary {
  token: string;
  reference: string;
}

/** The itinerary this device opened last, so the installed app's start page can offer it. */
export function rememberItinerary(itinerary: TLastItinerary): void {
  try {
    window.localStorage.setItem(LAST_ITINERARY_KEY, JSON.stringify(itinerary));
  } catch {
    // Without storage the start page simply asks for the reference.
  }
}

export function readLastItinerary(): TLastItinerary | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(LAST_ITINERARY_KEY) ?? 'null');
    if (
      typeof value === 'object' &&
      value !== null &&
      'token' in value &&
      'reference' in value &&
      typeof value.token === 'string' &&
      typeof value.reference === 'string'
    ) {
      return { token: value.token, reference: value.reference };
    }
  } catch {
    // A corrupt entry is no entry.
  }
  return null;
}
