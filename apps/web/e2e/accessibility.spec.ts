import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { apiHeaders, DEMO_USERS, signIn } from './support/demo';
import { apiAs, AREA_SCREENS, prepareWalkData, resolveScreen } from './support/screens';

/**
 * Issue 11: axe-core on every screen (the route tables' every path, the sign-in and traveller
 * pages) in the light colour mode, and the first screen of each walk in the dark mode too (the
 * colours are the theme's, the same on every screen; auditing all of them twice would double the
 * run). A serious or critical violation fails the walk, and so does an i18n key shown instead of
 * its text ("namespace:key"). docs/security.md.
 */

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const COLOR_SCHEME_KEY = 'portal.color-scheme';
/** A key i18next shows when its namespace or text is missing ("catalogue:titles.suppliers"). */
const RAW_KEY = /\b[a-z]+(?:-[a-z]+)*:[a-z][A-Za-z]*(?:\.[A-Za-z]+)+\b/;

interface TFinding {
  url: string;
  mode: string;
  problem: string;
}

/** Waits for the page to settle: its main heading shown and its loaders gone. */
async function settle(page: Page) {
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => {
      // A page without a main heading is audited as it is (axe reports it).
    });
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 15_000 });
}

async function audit(page: Page, url: string, mode: 'light' | 'dark'): Promise<TFinding[]> {
  await page.emulateMedia({ colorScheme: mode });
  await page.goto(url);
  await settle(page);
  const findings: TFinding[] = [];
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Only violations are read: axe skips building the details of passes and incomplete checks.
    .options({ resultTypes: ['violations'] })
    .analyze();
  for (const violation of results.violations) {
    if (!BLOCKING_IMPACTS.has(violation.impact ?? '')) continue;
    const targets = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(' | ');
    findings.push({
      url,
      mode,
      problem: `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length}×: ${targets})`,
    });
  }
  const text = await page.locator('body').innerText();
  const rawKey = RAW_KEY.exec(text);
  if (rawKey) findings.push({ url, mode, problem: `untranslated key on screen: ${rawKey[0]}` });
  return findings;
}

/** Screens of each walk audited in the dark mode as well. */
const DARK_SAMPLE = 1;

/** Audits each address (the first ones in both colour modes); reports every finding at once. */
async function auditAll(page: Page, urls: string[]) {
  const findings: TFinding[] = [];
  for (const [index, url] of urls.entries()) {
    const modes = index < DARK_SAMPLE ? (['light', 'dark'] as const) : (['light'] as const);
    for (const mode of modes) findings.push(...(await audit(page, url, mode)));
  }
  expect(
    findings.map((finding) => `${finding.url} [${finding.mode}] ${finding.problem}`),
    'serious or critical accessibility violations',
  ).toEqual([]);
}

/**
 * The walk's own quote, booking, payment, alert and proposal, made once per worker: they stay on
 * the server, and every walk after the first finds them there.
 */
let walkData: Promise<void> | undefined;

test.beforeEach(async ({ page, browser }) => {
  walkData ??= prepareWalkData(browser);
  await walkData;
  // Auto follows the emulated system scheme, so each mode is audited as a visitor would see it.
  await page.addInitScript((key) => window.localStorage.setItem(key, 'auto'), COLOR_SCHEME_KEY);
});

test('the sign-in, password, public supplier and not-found pages', async ({ page }) => {
  test.setTimeout(180_000);
  // The supplier links come from the demo bookings' mail, read as the admin.
  await signIn(page, 'admin', DEMO_USERS.admin);
  const api = apiAs(page);
  const urls = await Promise.all(AREA_SCREENS.public.map((path) => resolveScreen(path, api)));
  await page.context().clearCookies();
  await auditAll(page, [...urls, '/no/such/page']);
});

const AREAS: { area: TUserKind; username: string }[] = [
  { area: 'agent', username: DEMO_USERS.nzAgencyAdmin },
  { area: 'supplier', username: DEMO_USERS.hotel },
  { area: 'admin', username: DEMO_USERS.admin },
];
/**
 * Each walk audits at most this many screens, so it stays inside its time-out however many
 * screens an area grows to (the back office has the most: several walks the workers share).
 */
const SCREENS_PER_PART = 9;

for (const { area, username } of AREAS) {
  const paths = AREA_SCREENS[area];
  const parts = Math.ceil(paths.length / SCREENS_PER_PART);
  for (let part = 0; part < parts; part += 1) {
    // Even slices (73 screens in 9 parts: 8 or 9 each), never a last walk of one screen.
    const slice = paths.slice(
      Math.floor((part * paths.length) / parts),
      Math.floor(((part + 1) * paths.length) / parts),
    );
    const name = parts > 1 ? ` (part ${part + 1} of ${parts})` : '';
    test(`every screen of the ${area} area${name}`, async ({ page }) => {
      test.setTimeout(240_000);
      await signIn(page, area, username);
      const api = apiAs(page);
      const urls: string[] = [];
      for (const path of slice) urls.push(await resolveScreen(path, api));
      expect(urls.length).toBeGreaterThan(5);
      await auditAll(page, urls);
    });
  }
}

test('the traveller pages', async ({ page }) => {
  test.setTimeout(180_000);
  // A quote's public page needs its link, handed out by the back office.
  await signIn(page, 'admin', DEMO_USERS.admin);
  const quote = await resolveScreen('/admin/client-files/:id', async () =>
    apiAs(page)('/api/admin/client-files?status=Quote'),
  );
  const links = await page.request.post(
    `/api/admin/files/${quote.split('/').pop() ?? ''}/traveller-links`,
    { headers: await apiHeaders(page) },
  );
  expect(links.ok(), await links.text()).toBe(true);
  const quotePage = new URL(((await links.json()) as { quoteUrl: string }).quoteUrl).pathname;
  await page.context().clearCookies();

  await page.goto('/travel-app');
  await page.getByPlaceholder('Booking Reference').fill('NZ-100001');
  await page.getByRole('button', { name: 'Find Itinerary' }).click();
  await page.waitForURL(/\/travel-app\/[A-Za-z0-9_-]{20,}$/);
  const travelApp = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/\/payments\/[A-Za-z0-9_-]{20,}$/);
  const payment = new URL(page.url()).pathname;

  await page.goto('/travel-app');
  await page.getByPlaceholder('Booking Reference').fill('NZ-100002');
  await page.getByRole('button', { name: 'Find Itinerary' }).click();
  await page.waitForURL(/\/travel-app\/[A-Za-z0-9_-]{20,}$/);
  const pastTrip = new URL(page.url()).pathname;

  const prizeCart = `/prize-cart?booking=${pastTrip.split('/').pop() ?? ''}`;

  await auditAll(page, ['/travel-app', travelApp, payment, pastTrip, prizeCart, quotePage]);
});
