import { expect, test, type Page } from '@playwright/test';
import { apiHeaders, DEMO_USERS, signIn } from './support/demo';
import { createTranslator } from './support/i18n';

/**
 * The travel agent's file screens (issue 19): a booking request double-clicked is sent once and
 * succeeds; My Files finds a file by its number alone; the client view shows nothing at net.
 */
const { t } = createTranslator('en');
const CLIENT_VIEW_STORAGE_KEY = 'portal.client-view';

/** A quote of the first private-transfer package, two months ahead, as the signed-in agent. */
async function createQuote(page: Page, bookingName: string): Promise<string> {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const packages = await page.request.get('/api/app/packages?transportType=private_transfer', {
    headers,
  });
  expect(packages.ok()).toBe(true);
  const { data } = (await packages.json()) as { data: { id: number }[] };
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const travelDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post('/api/app/files', {
    headers: { ...headers, 'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? '') },
    data: {
      packageId: data[0]?.id,
      travelDate,
      accommodationClass: 'standard',
      rooms: [{ roomType: 'DB', adults: 2 }],
      bookingName,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { reference: string }).reference;
}

test.describe('agent file screens (issue 19)', () => {
  test.setTimeout(120_000);

  test('a double-clicked booking request is sent once and books the file (point 4)', async ({
    page,
  }) => {
    await signIn(page, 'agent', DEMO_USERS.nzAgent);
    const reference = await createQuote(page, `Double click ${Date.now().toString(36)}`);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/request-booking')) {
        sent.push(request.url());
      }
    });
    await page.goto(`/app/view-booking/${reference}`);
    await page.getByRole('button', { name: t('files', 'overview.requestBooking') }).click();
    const dialog = page.getByRole('dialog', {
      name: t('files', 'request.title', { reference }),
    });
    await expect(
      dialog.getByRole('heading', { name: t('files', 'request.whatChanged') }),
    ).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: t('files', 'request.confirm') }).dblclick();
    await expect(page.getByTestId('file-status')).toHaveText('Requested', { timeout: 20_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/already Requested/)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(sent).toHaveLength(1);
  });

  test('a double-clicked "Yes, cancel" is sent once and cancels the booking', async ({ page }) => {
    await signIn(page, 'agent', DEMO_USERS.nzAgent);
    const reference = await createQuote(page, `Cancel twice ${Date.now().toString(36)}`);
    const booked = await page.request.post(`/api/app/files/${reference}/request-booking`, {
      headers: await apiHeaders(page),
      data: {},
    });
    expect(booked.status(), await booked.text()).toBe(200);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/cancel'))
        sent.push(request.url());
    });
    await page.goto(`/app/view-booking/${reference}`);
    await page.getByRole('button', { name: t('files', 'overview.cancelBooking') }).click();
    const dialog = page.getByRole('dialog', { name: t('files', 'overview.cancelBooking') });
    await dialog.getByRole('button', { name: t('files', 'actionsUi.confirmCancel') }).dblclick();
    await expect(page.getByTestId('file-status')).toHaveText('Cancellation', { timeout: 20_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(sent).toHaveLength(1);
  });

  test('My Files finds a file by its number alone (point 22)', async ({ page }) => {
    await signIn(page, 'agent', DEMO_USERS.nzAgent);
    const reference = await createQuote(page, `By number ${Date.now().toString(36)}`);
    const number = reference.replace(/^[A-Z]{2}-/, '');
    await page.goto('/app/list-bookings');
    const filters = page.getByRole('form', { name: t('files', 'list.filtersLabel') });
    await filters
      .getByRole('textbox', { name: t('files', 'list.filters.reference'), exact: true })
      .fill(number);
    await filters.getByRole('button', { name: t('files', 'list.search') }).click();
    await expect(page).toHaveURL(new RegExp(`reference=${number}`));
    const table = page.getByRole('table', { name: t('files', 'list.tableLabel') });
    await expect(table.locator('[data-reference]')).toHaveCount(1);
    await expect(table.locator(`[data-reference="${reference}"]`)).toBeVisible();
  });

  test('the client view shows nothing at net: invoices, transactions, account (point 9)', async ({
    page,
  }) => {
    await page.addInitScript(([key]) => window.localStorage.setItem(key, 'true'), [
      CLIENT_VIEW_STORAGE_KEY,
    ] as const);
    await signIn(page, 'agent', DEMO_USERS.nzAgent);
    await page.goto('/app/view-booking/NZ-100001');
    await expect(page.getByRole('switch', { name: t('files', 'clientView.label') })).toBeChecked();
    await expect(page.getByTestId('file-total')).toBeVisible();
    await expect(page.getByTestId('file-net')).toHaveCount(0);
    for (const tab of ['invoices', 'transactions'] as const) {
      await page.getByRole('tab', { name: t('files', `overview.tabs.${tab}`) }).click();
      await expect(page.getByTestId('client-view-hidden')).toHaveText(
        t('files', 'clientView.documentsHidden'),
      );
      await expect(page.getByRole('tabpanel')).not.toContainText('NZ$');
    }

    await page.goto('/app/account');
    await expect(page.getByTestId('client-view-hidden')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('NZ$');
    await page.getByRole('switch', { name: t('account', 'clientView.label') }).click();
    await expect(page.getByTestId('closing-balance')).toContainText('NZ$');
  });
});
