import { expect, test } from '@playwright/test';
import { PRODUCT_NAME } from './support/demo';

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Woops' })).toBeVisible();
  await expect(page.getByText("Sorry, the page you are looking for doesn't exist.")).toBeVisible();
  await expect(page).toHaveTitle(`Woops | ${PRODUCT_NAME}`);
});

test('every route sets its title', async ({ page }) => {
  for (const [path, title] of [
    ['/', 'Login'],
    ['/admin/login', 'Admin Login'],
    ['/supplier/login', 'Supplier Login'],
    ['/forgot-password', 'Forgot Password'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} | ${PRODUCT_NAME}`);
  }
});

test('the colour mode cycles dark, light, auto and survives a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  const toggle = page.getByTestId('color-mode-toggle');
  const start = await toggle.getAttribute('data-mode');
  const cycle = ['dark', 'light', 'auto'];
  const next = cycle[(cycle.indexOf(start ?? 'auto') + 1) % 3]!;
  await toggle.click();
  await expect(toggle).toHaveAttribute('data-mode', next);
  await page.reload();
  await expect(page.getByTestId('color-mode-toggle')).toHaveAttribute('data-mode', next);
  if (next !== 'auto') await expect(html).toHaveAttribute('data-mantine-color-scheme', next);
});

test('the language choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a new version deployed makes the open page reload', async ({ page }) => {
  let version = 'build-1';
  await page.route('**/api/version', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ version }),
    }),
  );
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Mark this page instance: a reload clears it.
  await page.evaluate(
    () => ((window as unknown as { __marker?: string }).__marker = 'before-reload'),
  );

  await page.clock.runFor(60_000);
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
    'before-reload',
  );

  version = 'build-2';
  const reloaded = page.waitForEvent('load');
  await page.clock.runFor(60_000);
  await reloaded;
  expect(
    await page.evaluate(() => (window as unknown as { __marker?: string }).__marker),
  ).toBeUndefined();
});
