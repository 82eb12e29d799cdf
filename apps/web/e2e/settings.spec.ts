import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiHeaders, DEMO_USERS, signIn } from './support/demo';

/**
 * Issue 10: an admin renames the company in the Environment settings and the traveller's Find page
 * says so at once (no restart); the User Guide takes a new article that search then finds.
 *
 * Other specs run at the same time against the same server, so the name is changed only for the
 * few seconds this test needs and put back afterwards, and it keeps the product name (the page
 * titles other specs check end with it).
 */

function uniqueWord(prefix: string): string {
  return `${prefix}${randomBytes(3).toString('hex')}`;
}

test('a new company name shows on the Find Your Travel App page without a restart', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin', DEMO_USERS.admin);
  const before = await page.request.get('/api/admin/settings/general');
  expect(before.ok()).toBe(true);
  const original = ((await before.json()) as { value: Record<string, string> }).value;
  const newName = `Kea Journeys ${uniqueWord('')}`;

  try {
    await page.goto('/admin/settings');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Environment Settings' }),
    ).toBeVisible();
    const company = page.getByRole('region', { name: 'Company' });
    const form = company.getByRole('form', { name: 'Company' });
    const name = form.getByRole('textbox', { name: /Company name/ });
    await expect(name).toHaveValue(original.company_name ?? '');
    await name.fill(newName);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(company.getByText(/^Last changed by Portal Administrator on /)).toBeVisible();

    // A traveller's browser: no session, nothing cached.
    const traveller = await browser.newContext();
    try {
      const find = await traveller.newPage();
      await find.goto('/travel-app');
      await expect(
        find.getByText(`Please enter your ${newName} booking reference.`, { exact: true }),
      ).toBeVisible();
    } finally {
      await traveller.close();
    }
  } finally {
    const restored = await page.request.put('/api/admin/settings/general', {
      headers: await apiHeaders(page),
      data: original,
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});

test('an admin adds a guide article and search finds it', async ({ page }) => {
  const word = uniqueWord('kakapo');
  const title = `Night check-ins ${word}`;
  await signIn(page, 'admin', DEMO_USERS.admin);
  await page.goto('/admin/guide');
  await expect(page.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();
  // The demo guide is there to read.
  await expect(page.getByRole('link', { name: 'Create a custom booking' })).toBeVisible();

  await page.getByRole('link', { name: 'New article' }).click();
  const form = page.getByRole('form', { name: 'Create article' });
  await form.getByRole('textbox', { name: /Title/ }).fill(title);
  await form.getByRole('textbox', { name: /Category/ }).fill('Suppliers');
  await form
    .getByRole('textbox', { name: /Article \(Markdown\)/ })
    .fill(
      `## Late arrivals\n\nTell the hotel about arrivals after **22:00** (${word}).\n\n<script>window.hacked = true</script>`,
    );
  await form.getByRole('button', { name: 'Create article' }).click();

  await expect(page).toHaveURL(/\/admin\/guide\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Late arrivals' })).toBeVisible();
  // Raw HTML is shown as text, never run.
  await expect(page.getByText('<script>window.hacked = true</script>')).toBeVisible();
  expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
  const articleUrl = page.url();

  await page.getByRole('link', { name: 'Back to the guide' }).click();
  await page.getByRole('searchbox', { name: 'Search the guide' }).fill(word);
  const results = page.getByRole('list', { name: 'Articles' });
  await expect(results.getByRole('link')).toHaveCount(1);
  await expect(results.getByRole('link', { name: title })).toBeVisible();
  await expect(results.locator('mark', { hasText: word })).toBeVisible();

  // Leave the shared demo guide as it was.
  await page.goto(articleUrl);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete article' }).click();
  await expect(page).toHaveURL(/\/admin\/guide$/);
});
