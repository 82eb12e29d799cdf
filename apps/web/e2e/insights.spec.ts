import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signIn } from './support/demo';

/**
 * The back office's insights, reviews and prizes (issue 10) on the demo data: the charts draw
 * (SVG bars, with their text alternatives), a review is published and answered, a prize's stock
 * is changed.
 */

/**
 * Signs in and waits for the back office itself: signIn's address check also matches the login
 * page (/admin/login), so navigating straight after it could abort the sign-in.
 */
async function signInAsAdmin(page: Page) {
  await signIn(page, 'admin', DEMO_USERS.admin);
  await expect(page).toHaveURL(/\/admin$/);
}

test('the activities overview and the edited services draw their charts from the demo data', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\/admin\/insights$/);
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Insights \| /);

  // Every chart is an image to assistive technology, named by its summary.
  const activity = page.getByRole('img', { name: /\d+ quotes and \d+ bookings from / });
  await expect(activity).toBeVisible();
  await expect(activity.locator('.recharts-wrapper > svg.recharts-surface')).toHaveCount(1);
  expect(await activity.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(4);
  const nzd = page.getByRole('img', {
    name: /with a margin excl\. GST of NZ\$[\d,.]+ \([\d.]+%\) in NZD\.$/,
  });
  const aud = page.getByRole('img', {
    name: /with a margin excl\. GST of A\$[\d,.]+ \([\d.]+%\) in AUD\.$/,
  });
  await expect(nzd.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(aud.locator('.recharts-bar-rectangle').first()).toBeVisible();
  expect(
    await page.locator('figure .recharts-wrapper > svg.recharts-surface').count(),
  ).toBeGreaterThanOrEqual(5);

  const agencies = page.getByRole('table', { name: 'By agency' });
  await expect(agencies.getByRole('cell', { name: 'Aotearoa Adventures' })).toBeVisible();
  await expect(agencies.getByRole('cell', { name: 'Outback & Reef Holidays' })).toBeVisible();

  // The brand filter leaves one currency.
  await page.getByRole('combobox', { name: 'Brand' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Fernway Australia (AUD)' }).click();
  await expect(page).toHaveURL(/brand_id=2/);
  await expect(nzd).toHaveCount(0);
  await expect(aud).toBeVisible();

  await page.getByRole('tab', { name: 'Edited services' }).click();
  await expect(page).toHaveURL(/tab=edited-services/);
  await page.getByRole('button', { name: 'Reset' }).click();
  const edited = page.getByRole('table', { name: 'Services changed by hand' });
  await expect(edited.getByRole('row').nth(1)).toBeVisible();
  await expect(edited.getByRole('cell', { name: 'Sophie Martin' }).first()).toBeVisible();
  const byConsultant = page.getByRole('img', { name: /^Changes by hand: .*Sophie Martin \d+/ });
  await expect(byConsultant.locator('.recharts-bar-rectangle').first()).toBeVisible();
});

test('an admin publishes a pending review and replies to it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/reviews?status=pending');
  const table = page.getByRole('table', { name: 'Reviews' });
  // A review of the insights demo agencies (the traveller journey adds its own to Kiwi Horizons).
  const row = table
    .locator('tr[data-review]')
    .filter({ hasNotText: 'Kiwi Horizons Travel' })
    .first();
  await expect(row).toBeVisible();
  const reference = await row.getAttribute('data-review');
  if (!reference) throw new Error('no pending demo review');

  await page.getByRole('button', { name: `Publish the review of ${reference}` }).click();
  await expect(page.getByText(`The review of ${reference} is published.`)).toBeVisible();

  await page.goto(`/admin/reviews?reference=${reference}`);
  const published = page.locator(`tr[data-review="${reference}"]`);
  await expect(published.getByText('Published')).toBeVisible();
  await page.getByRole('button', { name: `Reply to the review of ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reply to the review of ${reference}` });
  await dialog.getByLabel('Your reply').fill('Thank you for travelling with us!');
  await dialog.getByRole('button', { name: 'Save reply' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    published.getByText(/Reply by Portal Administrator: Thank you for travelling/),
  ).toBeVisible();
});

test("an admin changes a prize's stock", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Prizes' }).click();
  await expect(page).toHaveURL(/\/admin\/prizes$/);
  const row = page.locator('tr[data-prize="Pounamu keepsake"]');
  await expect(row.getByRole('cell', { name: '10', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Pounamu keepsake' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Pounamu keepsake' });
  const stock = dialog.getByRole('textbox', { name: /Stock/ });
  await stock.fill('14');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Pounamu keepsake saved.')).toBeVisible();
  await expect(row.getByRole('cell', { name: '14', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Claims' }).click();
  await expect(
    page.getByRole('table', { name: 'Prize claims' }).getByRole('row').nth(1),
  ).toBeVisible();
});
