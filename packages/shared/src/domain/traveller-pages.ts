/**
 * The traveller pages (issue 8) are a second, lighter web entry (`traveller.html`): the server and
 * the dev server answer these paths with it instead of the main app's index.html.
 */
export const TRAVELLER_PAGE_PATTERN =
  /^\/(?:travel-app(?:\/.*)?|quote(?:\/.*)?|payments(?:\/.*)?|prize-cart\/?)$/;

export const TRAVELLER_HTML = 'traveller.html';

/**
 * The service worker's scope: Find Your Travel App (`/travel-app`, also the installed app's start
 * page) and the itineraries under it, which work offline after a first visit. Without the slash:
 * a traveller who arrives through the find form stays in the document created at `/travel-app`,
 * and a worker scoped to `/travel-app/` would never control it (issue 19 point 5).
 */
export const TRAVEL_APP_SW_SCOPE = '/travel-app';

/** The start page and the itineraries (not `/travel-apps` or other pages sharing the prefix). */
export function isTravelAppPath(pathname: string): boolean {
  return pathname === TRAVEL_APP_SW_SCOPE || pathname.startsWith(`${TRAVEL_APP_SW_SCOPE}/`);
}

export function isTravellerPagePath(pathname: string): boolean {
  return TRAVELLER_PAGE_PATTERN.test(pathname);
}
