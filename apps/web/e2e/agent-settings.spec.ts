import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn } from './support/demo';

// Issue 19 point 14: SPEC section 2's four groups of the agent's Tools menu.
test("the agent's tools menu shows our tools, planning system, documentation and logout", async ({
  page,
}) => {
  await signIn(page, 'agent', DEMO_USERS.nzAgent);
  await page.getByRole('button', { name: 'Tools' }).click();
  const menu = page.getByRole('menu');
  for (const heading of ['Our tools', 'Planning-system tools', 'Documentation']) {
    await expect(menu.getByText(heading, { exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('menuitem', { name: 'TripCreator planner' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(menu.getByRole('menuitem', { name: 'Screens and styles reference' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
});

// Issue 19 point 13: /app/settings, reached from the account menu, saves the agent's preferences.
test('the agent opens settings from the account menu and saves them', async ({ page }) => {
  await signIn(page, 'agent', DEMO_USERS.auAgent);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const mail = page.getByRole('switch', { name: 'Email me when a client accepts a quote' });
  await expect(mail).toBeChecked();
  await mail.click();
  await page.getByRole('radio', { name: 'Client view' }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your settings have been saved.')).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('switch', { name: 'Email me when a client accepts a quote' }),
  ).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Client view' })).toBeChecked();
  // The default view now applies in this browser.
  expect(await page.evaluate(() => localStorage.getItem('portal.client-view'))).toBe('true');

  // The language is the header's own setting.
  const language = page.getByRole('main').getByRole('combobox');
  await language.selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await language.selectOption('en');
});
