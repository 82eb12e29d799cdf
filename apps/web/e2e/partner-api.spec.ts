import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expectNoCspViolation, watchCspViolations } from './support/csp';
import { DEMO_USERS, signIn } from './support/demo';

/**
 * Issue 25 in Chromium: the partner API's reference renders from the portal alone, and an agency
 * administrator makes a key through the menu, a partner's system calls with it, and the key stops
 * working the moment it is revoked.
 */

test('the API reference at /api/docs renders with nothing from another host', async ({ page }) => {
  const read = await watchCspViolations(page);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== new URL(baseURL).origin) {
      elsewhere.push(request.url());
    }
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Fernway partner API/ })).toBeVisible();
  await expect(page.getByText('/api/partner/v1/files/{ref}/request-booking').first()).toBeVisible();
  // Every operation of the document is listed, each under its tag.
  const document = (await (await page.request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.values(document.paths).flatMap((path) => Object.keys(path)).length;
  await expect(page.locator('.opblock')).toHaveCount(operations);
  await page.waitForLoadState('networkidle');
  expect(elsewhere).toEqual([]);
  await expectNoCspViolation(page, read);
});

test('an agency administrator makes a key, a partner system uses it, then it is revoked', async ({
  page,
  request,
}) => {
  await signIn(page, 'agent', DEMO_USERS.nzAgencyAdmin);
  await page.getByRole('navigation').getByRole('link', { name: 'API keys' }).click();
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New API key' }).click();
  const name = `Tour system ${String(Date.now())}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('checkbox', { name: /^Quote/ }).check();
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/app/api-keys') && response.request().method() === 'POST',
  );
  // A double click makes one key.
  await page.getByRole('button', { name: 'Create key' }).dblclick();
  await created;
  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(dialog).toBeVisible();
  const key = (await dialog.getByText(/^fw_live_/).innerText()).trim();
  expect(key).toMatch(/^fw_live_[A-Za-z0-9_-]{40,}$/);
  await dialog.getByRole('button', { name: 'Done, I have copied it' }).click();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  // The list shows the key's start only: the whole key is never on the page again.
  await expect(page.getByText(key)).toHaveCount(0);
  await expect(row.getByText(`${key.slice(0, 14)}…`)).toBeVisible();

  // A partner's system calls with the key alone (a request context of its own: no cookie).
  const call = () =>
    request.get('/api/partner/v1/locations', { headers: { authorization: `Bearer ${key}` } });
  expect((await call()).status()).toBe(200);

  await row.getByRole('button', { name: /Revoke/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(row.getByText('Revoked')).toBeVisible();
  const refused = await call();
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { message: string }).message).toMatch(/API key/);
});

/** Serious and critical axe findings of the page as it is now (the accessibility walk's bar). */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${page.url()} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.html).join(' | ')})`,
    );
}

// The accessibility walk signs in as the demo agent, who may not manage keys: these screens are
// audited here as the people who use them, with a form open as well as the list.
test('the API keys and webhooks screens pass the accessibility audit', async ({ page }) => {
  const findings: string[] = [];
  await signIn(page, 'agent', DEMO_USERS.nzAgencyAdmin);
  await page.goto('/app/api-keys');
  await page.getByRole('button', { name: 'New API key' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  findings.push(...(await blockingViolations(page)));
  await page.goto('/app/webhooks');
  await page.getByRole('button', { name: 'New endpoint' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  findings.push(...(await blockingViolations(page)));

  await page.context().clearCookies();
  await signIn(page, 'admin', DEMO_USERS.admin);
  await page.goto('/admin/webhooks');
  await page.getByRole('tab', { name: 'Deliveries' }).click();
  await expect(page.getByRole('tab', { name: 'Deliveries', selected: true })).toBeVisible();
  findings.push(...(await blockingViolations(page)));
  expect(findings).toEqual([]);
});
