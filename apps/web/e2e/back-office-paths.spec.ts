import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signIn } from './support/demo';

/**
 * Issue 19, point 27: every path SPEC section 2 lists answers (src/app/spec-paths.test.ts walks
 * them all against the route tables); here the new screens and the aliases, in a browser. Screens
 * that live elsewhere answer through an alias or a redirect; none shows the not-found page.
 */

// Each test signs in and opens several screens: a loaded two-core machine needs the time.
test.describe.configure({ timeout: 180_000 });

/** The paths that showed "Woops" before: new screens and aliases of screens living elsewhere. */
const ADMIN_PATHS = [
  'attachments',
  'attachments/add',
  'roles/permissions',
  'insights/activities-overview',
  'insights/edited-services',
] as const;

const PUBLIC_PATHS = ['/travel-app', '/quote', '/prize-cart', '/forgot-password'] as const;

async function expectNotWoops(page: Page, path: string) {
  await expect(page.locator('main, #root, body').first()).not.toBeEmpty();
  // Wait for the page (or the not-found page) to render before judging it.
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(page.getByText('Woops', { exact: true }), path).toHaveCount(0);
  await expect(
    page.getByText("Sorry, the page you are looking for doesn't exist."),
    path,
  ).toHaveCount(0);
  await expect(page, path).not.toHaveTitle(/^Woops/);
}

/** A demo file's reference, read from the back office's own list. */
async function demoFileReference(page: Page, status?: string): Promise<string> {
  const response = await page.request.get('/api/admin/files', {
    params: { per_page: 1, ...(status ? { status } : {}) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { reference: string }[] };
  const reference = body.data[0]?.reference;
  if (!reference) throw new Error(`No demo file${status ? ` in status ${status}` : ''}`);
  return reference;
}

test('27: the new admin screens and the aliases of SPEC section 2 answer, none shows Woops', async ({
  page,
}) => {
  await signIn(page, 'admin', DEMO_USERS.admin);
  for (const path of ADMIN_PATHS) {
    const url = `/admin/${path}`;
    await page.goto(url);
    await expectNotWoops(page, url);
  }
  // The aliases land on the screens that hold them.
  await page.goto('/admin/roles/permissions');
  await expect(page).toHaveURL(/\/admin\/permissions$/);
  await page.goto('/admin/insights/edited-services');
  await expect(page).toHaveURL(/\/admin\/insights\?tab=edited-services$/);
  await expect(page.getByRole('tab', { name: 'Edited services' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('27: public paths of SPEC section 2 answer, /quote with no id included', async ({ page }) => {
  for (const path of PUBLIC_PATHS) {
    await page.goto(path);
    await expectNotWoops(page, path);
  }
});

test('27: /admin/attachments lists every supplier’s documents; add and open one', async ({
  page,
}) => {
  await signIn(page, 'admin', DEMO_USERS.admin);
  await page.goto('/admin/attachments');
  await expect(page.getByRole('heading', { name: 'Supplier Attachments', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add document' }).click();
  await expect(page).toHaveURL(/\/admin\/attachments\/add$/);
  const supplier = page.getByRole('combobox', { name: 'Supplier' });
  await supplier.click();
  await supplier.fill('Harbourview');
  await page.getByRole('option', { name: /Harbourview Hotel Auckland/ }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'harbourview-contract-2027.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% a demo contract\n'),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page).toHaveURL(/\/admin\/attachments\/\d+$/);
  await expect(
    page.getByRole('heading', { name: 'harbourview-contract-2027.pdf', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Harbourview Hotel Auckland' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to supplier attachments' }).click();
  const row = page.getByRole('row', { name: /harbourview-contract-2027\.pdf/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: 'Harbourview Hotel Auckland' })).toBeVisible();
});

test('27: /quote with no id finds a quote by its reference', async ({ page, browser }) => {
  await signIn(page, 'admin', DEMO_USERS.admin);
  const reference = await demoFileReference(page, 'Quote');
  const traveller = await browser.newPage();
  await traveller.goto('/quote');
  await expect(traveller.getByRole('heading', { name: 'Find Your Quote' })).toBeVisible();
  await traveller.getByPlaceholder('Quote Reference').fill(reference.toLowerCase());
  await traveller.getByRole('button', { name: 'Find Quote' }).click();
  await expect(traveller).toHaveURL(/\/quote\/[^/]+$/);
  await expect(traveller.getByText(reference).first()).toBeVisible();
  await traveller.close();
});

/** Console errors and failed requests of a page, from now on. */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A navigation cancels what the page it leaves was still loading: not a failure.
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') errors.push(`request: ${request.url()} ${reason}`);
  });
  return errors;
}

/** Every tour picture on the page came from the portal itself and was drawn. */
async function expectTourImagesShown(page: Page) {
  const images = page.locator('main img');
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() =>
      images.evaluateAll((nodes) =>
        nodes.every(
          (node) =>
            node instanceof HTMLImageElement &&
            node.complete &&
            node.naturalWidth > 0 &&
            new URL(node.currentSrc || node.src).origin === window.location.origin,
        ),
      ),
    )
    .toBe(true);
}

test('28: demo tour images are served by the portal: no console error, no empty box', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin', DEMO_USERS.admin);
  const errors = watchPageErrors(page);
  await page.goto('/admin/regular-tours/category-tour-list');
  await page.getByRole('link', { name: 'Coach tours' }).first().click();
  await expect(page).toHaveURL(/\/admin\/regular-tours\/category-catalogue\/\d+/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectTourImagesShown(page);
  expect(errors).toEqual([]);

  const context = await browser.newContext();
  const agent = await context.newPage();
  await signIn(agent, 'agent', DEMO_USERS.nzAgent);
  const agentErrors = watchPageErrors(agent);
  await agent.goto('/app/regular-tours-booking');
  await expect(agent.getByRole('heading', { level: 1 })).toBeVisible();
  await expectTourImagesShown(agent);
  expect(agentErrors).toEqual([]);
  await context.close();
});

test('36: "Skip to content" is the first tab stop of each area and lands on the page', async ({
  browser,
}) => {
  for (const [area, username] of [
    ['admin', DEMO_USERS.admin],
    ['agent', DEMO_USERS.nzAgent],
    ['supplier', DEMO_USERS.hotel],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, area, username);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip, area).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main'), area).toBeFocused();
    await context.close();
  }
});

test('36: the back-office menu is grouped by the work', async ({ page }) => {
  await signIn(page, 'admin', DEMO_USERS.admin);
  const menu = page.getByRole('navigation', { name: 'Back office navigation' });
  const groups = [
    ['Files', 'Client files'],
    ['Suppliers & products', 'Supplier attachments'],
    ['Finance', 'Card payments'],
    ['Tours', null],
    ['Content', 'Content assessment'],
    ['People & access', 'Roles'],
    ['Settings', 'Environment settings'],
  ] as const;
  await expect(menu.getByRole('group')).toHaveCount(groups.length);
  for (const [name, link] of groups) {
    const group = menu.getByRole('group', { name, exact: true });
    await expect(group).toBeVisible();
    if (link) await expect(group.getByRole('link', { name: link })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
});

test('36: /admin/permissions downloads as CSV', async ({ page }) => {
  await signIn(page, 'admin', DEMO_USERS.admin);
  await page.goto('/admin/permissions');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('permissions.csv');
});
