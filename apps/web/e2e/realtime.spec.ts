import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn } from './support/demo';

test('an admin notice appears on an open agent page without a reload', async ({ browser }) => {
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await signIn(agentPage, 'agent', DEMO_USERS.nzAgent);
  await expect(agentPage.getByRole('status', { name: 'Live updates: Live' })).toBeVisible();
  // A reload would clear this marker: the notice must arrive over the open connection.
  await agentPage.evaluate(() => ((window as unknown as { __marker?: string }).__marker = 'open'));

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'admin', DEMO_USERS.admin);
  await adminPage.goto('/admin/notices');
  const message = `State Highway 6 closed at Haast Pass until 4 pm (${Date.now()})`;
  await adminPage.getByRole('textbox', { name: /^Message/ }).fill(message);
  await adminPage.getByRole('combobox', { name: /^Level/ }).click();
  await adminPage.getByRole('option', { name: 'Warning' }).click();
  await adminPage.getByRole('combobox', { name: /^Audience/ }).click();
  await adminPage.getByRole('option', { name: 'Travel agents' }).click();
  await adminPage.getByRole('button', { name: 'Publish notice' }).click();
  await expect(
    adminPage.getByRole('status').filter({ hasText: `Published: ${message}` }),
  ).toBeVisible();

  await expect(agentPage.getByText(message)).toBeVisible();
  expect(
    await agentPage.evaluate(() => (window as unknown as { __marker?: string }).__marker),
  ).toBe('open');

  await agentContext.close();
  await adminContext.close();
});
