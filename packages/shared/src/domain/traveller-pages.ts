/**
 * The traveller pages (issue 8) are a second, lighter web entry (`traveller.html`): the server and
 * the dev server answer these paths with it instead of the main app's index.html.
 */
export const TRAVELLER_PAGE_PATTERN =
  /^\/(?:travel-app(?:\/.*)?|quote(?:\/.*)?|payments(?:\/.*)?|prize-cart\/?)$/;

export const TRAVELLER_HTML = 'traveller.html';

/** The service worker's scope: the itinerary pages, which work offline after a first visit. */
export const TRAVEL_APP_SW_SCOPE = '/travel-app/';

export function isTravellerPagePath(pathname: string): boolean {
  return TRAVELLER_PAGE_PATTERN.test(pathname);
}
