/* The travel app's service worker (docs/decisions/010-traveller-pages.md). Plain JavaScript, served
 * as it is from /travel-app-sw.js and registered with the scope /travel-app: the find page (the
 * installed app's start page) and the itineraries under it.
 *
 * - The page (navigations) and the itinerary (GET /api/travel-app/{token}) are network-first:
 *   the latest copy when there is signal, the saved copy when there is none or it is too slow.
 * - Hashed build assets (/assets/...) never change: cache-first.
 * - Other files of the page (manifest, icons, settings) are network-first with a saved fallback.
 * A saved itinerary answers with the header X-Travel-App-Saved-At, so the page can say it is
 * showing a saved copy and from when.
 */
const VERSION = 'v1';
const PAGES_CACHE = `travel-app-pages-${VERSION}`;
const DATA_CACHE = `travel-app-data-${VERSION}`;
const ASSETS_CACHE = `travel-app-assets-${VERSION}`;
const KNOWN_CACHES = [PAGES_CACHE, DATA_CACHE, ASSETS_CACHE];
const SHELL_KEY = '/travel-app/__shell';
const SAVED_AT_HEADER = 'X-Travel-App-Saved-At';
/** On a poor connection, wait this long for the network before answering from the saved copy. */
const NETWORK_TIMEOUT_MS = 4000;
const ITINERARY_PATH = /^\/api\/travel-app\/[A-Za-z0-9_-]+$/;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('travel-app-') && !KNOWN_CACHES.includes(name)) {
          await caches.delete(name);
        }
      }
      await self.clients.claim();
    })(),
  );
});

function kindOf(url, request) {
  if (url.origin !== self.location.origin) return null;
  if (request.mode === 'navigate') return 'page';
  if (ITINERARY_PATH.test(url.pathname)) return 'itinerary';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (url.pathname === '/api/get-settings') return 'other';
  if (url.pathname.startsWith('/api/')) return null;
  return 'other';
}

async function withSavedAt(response) {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  const body = await response.blob();
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

async function save(kind, request, response) {
  if (!response || !response.ok || response.type === 'opaque') return;
  if (kind === 'page') {
    const cache = await caches.open(PAGES_CACHE);
    await cache.put(request.url, response.clone());
    await cache.put(SHELL_KEY, response);
  } else if (kind === 'itinerary') {
    const cache = await caches.open(DATA_CACHE);
    await cache.put(request.url, await withSavedAt(response));
  } else {
    const cache = await caches.open(kind === 'asset' ? ASSETS_CACHE : PAGES_CACHE);
    await cache.put(request.url, response);
  }
}

async function findSaved(kind, request) {
  if (kind === 'itinerary') return (await caches.open(DATA_CACHE)).match(request.url);
  if (kind === 'asset') return (await caches.open(ASSETS_CACHE)).match(request.url);
  const pages = await caches.open(PAGES_CACHE);
  const exact = await pages.match(request.url, { ignoreSearch: kind === 'page' });
  if (exact || kind !== 'page') return exact;
  return pages.match(SHELL_KEY);
}

function timeout(ms) {
  return new Promise((resolve) => setTimeout(() => resolve(null), ms));
}

async function networkFirst(kind, request, event) {
  const fromNetwork = fetch(request).then(
    (response) => {
      event.waitUntil(save(kind, request, response.clone()));
      return response;
    },
    () => null,
  );
  const first = await Promise.race([fromNetwork, timeout(NETWORK_TIMEOUT_MS)]);
  if (first) return first;
  const saved = await findSaved(kind, request);
  if (saved) return saved;
  const late = await fromNetwork;
  if (late) return late;
  return Response.error();
}

async function cacheFirst(kind, request, event) {
  const saved = await findSaved(kind, request);
  if (saved) return saved;
  const response = await fetch(request);
  event.waitUntil(save(kind, request, response.clone()));
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const kind = kindOf(url, request);
  if (!kind) return;
  event.respondWith(
    kind === 'asset' ? cacheFirst(kind, request, event) : networkFirst(kind, request, event),
  );
});

/** The page hands over what it loaded before this worker controlled it (its first visit). */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'travel-app:save' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    Promise.all(
      data.urls.map(async (href) => {
        try {
          const url = new URL(href, self.location.origin);
          const isPage =
            (url.pathname === '/travel-app' || url.pathname.startsWith('/travel-app/')) &&
            url.origin === self.location.origin;
          const request = new Request(url.href, {
            headers: isPage ? { Accept: 'text/html' } : { 'X-Requested-With': 'XMLHttpRequest' },
            credentials: 'same-origin',
          });
          const kind = isPage ? 'page' : kindOf(url, request);
          if (!kind) return;
          if (kind === 'asset' && (await findSaved(kind, request))) return;
          await save(kind, request, await fetch(request));
        } catch {
          // Offline again or a file is gone: the next visit saves it.
        }
      }),
    ),
  );
});
