/**
 * GET /api/version. Deliberately not through the api client: every status is an answer here (503
 * means maintenance, SPEC section 7), and a 401 must never send anyone to a login page.
 */
export function getVersion(): Promise<Response> {
  return fetch('/api/version', {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    credentials: 'same-origin',
    cache: 'no-store',
  });
}
