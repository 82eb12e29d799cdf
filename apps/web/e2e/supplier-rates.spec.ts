import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signIn } from './support/demo';

/**
 * Supplier self-service for rates (issue 7): the hotel proposes a stop-sell, the back office
 * reviews the diff and approves it, and the hotel's list shows Approved without a reload.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date `days` from today as the date inputs show it ("05 Mar 2027"). */
function dateInput(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${String(date.getDate()).padStart(2, '0')} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

async function fillDate(page: Page, label: RegExp, value: string) {
  const input = page.getByRole('textbox', { name: label });
  await input.fill(value);
  await input.press('Tab');
  await expect(input).toHaveValue(value);
}

test('a supplier proposes a stop-sell, the admin approves it, the supplier sees Approved', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const supplierContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const supplier = await supplierContext.newPage();
  const admin = await adminContext.newPage();

  await signIn(supplier, 'supplier', DEMO_USERS.hotel);
  await supplier.getByRole('link', { name: 'Rates' }).click();
  await expect(supplier).toHaveTitle(/^Rates \|/);
  await expect(supplier.getByRole('table', { name: 'Current rate seasons' })).toBeVisible();

  const form = supplier.getByRole('form', { name: 'Propose a change' });
  await expect(form.getByRole('combobox', { name: /^Change/ })).toHaveValue('Stop sell dates');
  // Submitting without dates is caught before anything is sent.
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();

  await fillDate(supplier, /^From/, dateInput(150));
  await fillDate(supplier, /^To/, dateInput(152));
  await form.getByRole('textbox', { name: /Note for the reviewer/ }).fill('Hotel closed for works');
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(supplier.getByText('Your proposal was sent for review.')).toBeVisible();

  const proposals = supplier.getByRole('table', { name: 'Rate proposals' });
  const row = proposals.getByRole('row').filter({ hasText: 'Stop sell' }).first();
  await expect(row.getByText('Pending')).toBeVisible();
  const proposalId = await row.getAttribute('data-proposal-id');
  expect(proposalId).toMatch(/^\d+$/);

  await signIn(admin, 'admin', DEMO_USERS.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.getByRole('link', { name: 'Rate proposals' }).click();
  await expect(admin).toHaveTitle(/^Rate Proposals \|/);
  await admin
    .getByRole('row')
    .filter({ hasText: `#${proposalId}` })
    .getByRole('link', { name: 'Review' })
    .click();
  await expect(admin).toHaveTitle(/^Rate Proposal \|/);
  await expect(admin.getByText('Note: Hotel closed for works')).toBeVisible();
  const diff = admin.getByRole('table', { name: 'Current and proposed values' });
  await expect(diff.getByRole('cell', { name: 'Stop sell' }).first()).toBeVisible();

  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Approved').first()).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The supplier's open page follows live; the stop-sell now shows in its availability.
  await expect(row.getByText('Approved')).toBeVisible();
  await expect(
    supplier
      .getByRole('table', { name: 'Allotments and stop sells' })
      .getByRole('cell', { name: 'Stop sell' })
      .first(),
  ).toBeVisible();

  await supplierContext.close();
  await adminContext.close();
});
