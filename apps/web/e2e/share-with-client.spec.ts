import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn } from './support/demo';
import { PHONE, quoteAsAgent } from './support/traveller';

/**
 * Issue 19 point 8: the agent shares a quote from its overview (copy, email, revoke) and sees
 * the client's acceptance arrive live, without reloading.
 */
test('the agent shares a quote and sees the client accept it live', async ({ page, browser }) => {
  await signIn(page, 'agent', DEMO_USERS.nzAgent);
  const quote = await quoteAsAgent(page, page.request, 'Shared from the overview');
  await page.goto(`/app/view-booking/${quote.reference}`);

  const panel = page.getByRole('region', { name: 'Share with client' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('The client has not accepted the quote yet.')).toBeVisible();
  await panel.getByRole('button', { name: 'Create client links' }).click();
  const link = panel.getByRole('textbox', { name: 'Quote link' });
  await expect(link).toHaveValue(/\/quote\/[A-Za-z0-9_-]{20,}$/);
  await expect(panel.getByRole('button', { name: 'Copy Quote link' })).toBeVisible();

  await panel.getByRole('textbox', { name: "Client's email" }).fill('casey@example.com');
  await panel.getByRole('button', { name: 'Email quote link' }).click();
  await expect(panel.getByText('The link was emailed to casey@example.com.')).toBeVisible();

  const client = await browser.newContext(PHONE);
  const clientPage = await client.newPage();
  await clientPage.goto(new URL(await link.inputValue()).pathname);
  await clientPage.getByLabel(/^Full name/).fill('Casey Client');
  await clientPage.getByRole('button', { name: 'Accept quote' }).click();
  await expect(clientPage.getByText(/^Accepted by Casey Client on /)).toBeVisible();
  await client.close();

  // No reload: the quote.accepted push on the file's channel refreshes the panel.
  await expect(panel.getByText(/^Quote accepted by Casey Client on /)).toBeVisible();

  await panel.getByRole('button', { name: 'Revoke Quote link' }).click();
  await expect(panel.getByRole('textbox', { name: 'Quote link' })).toHaveCount(0);
});
