import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signIn } from './support/demo';
import { createTranslator } from './support/i18n';

/**
 * The agent's quoting as issue 19 found it wanting (points 12, 15, 16, 17 and 18), against the
 * real server and the demo catalogue: a custom quote from scratch filled day by day and from
 * product search; a red line's badge; every place with products; typed dates; rooms that are never
 * changed silently; a priced quote that survives a reload; unsaved edits that are not lost unasked.
 */

const { t } = createTranslator('en');
const FILE_REFERENCE = /NZ-\d{6,9}/;

/** The demo catalogue runs 18 months from the day it was seeded: a date well inside it. */
function catalogueDate(monthsAhead: number, day: number, today = new Date()) {
  const date = new Date(Date.UTC(today.getFullYear(), today.getMonth() + monthsAhead, day));
  const iso = date.toISOString().slice(0, 10);
  const [year, month, dd] = iso.split('-');
  return { iso, typed: `${dd}/${month}/${year}` };
}

/** A June date: the Kaikoura whale cruise has no sailings from 1 to 21 June (a red line). */
function juneIso(today = new Date()) {
  const year = today.getMonth() < 4 ? today.getFullYear() : today.getFullYear() + 1;
  return `${year}-06-08`;
}

async function choose(page: Page, combobox: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('quoting (issue 19)', () => {
  test.setTimeout(240_000);

  test('a custom quote from scratch, filled day by day and from product search', async ({
    page,
  }) => {
    const start = catalogueDate(3, 10);
    const run = `CQ${Date.now().toString(36).toUpperCase()}`;
    await signIn(page, 'agent', DEMO_USERS.nzAgent);

    let reference = '';
    await test.step('point 12: dates, nights and rooms, no package', async () => {
      await page.goto('/app/quick-quote');
      await page.getByRole('link', { name: t('quick-quote', 'custom.start') }).click();
      await expect(page).toHaveURL(/\/app\/quick-quote\/custom$/);
      const form = page.getByRole('form', { name: t('quick-quote', 'custom.formLabel') });
      await form
        .getByRole('textbox', { name: new RegExp(t('quick-quote', 'save.bookingName')) })
        .fill(`${run} self-drive`);
      // Point 17: a date typed day first, as SPEC section 9 writes dates.
      const travelDate = form.getByRole('textbox', {
        name: new RegExp(t('quick-quote', 'price.travelDate')),
      });
      await travelDate.clear();
      await travelDate.pressSequentially(start.typed);
      await travelDate.press('Tab');
      const [year, month, day] = start.iso.split('-');
      const monthName = new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleString(
        'en-US',
        { month: 'short', timeZone: 'UTC' },
      );
      await expect(travelDate).toHaveValue(`${day} ${monthName} ${year}`);
      const nights = form.getByRole('textbox', {
        name: new RegExp(t('quick-quote', 'custom.nights')),
      });
      await nights.fill('3');
      await form.getByRole('button', { name: t('quick-quote', 'custom.submit') }).click();
      await expect(page).toHaveURL(/\/app\/quick-quote\/customise\/NZ-\d+$/);
      reference = FILE_REFERENCE.exec(page.url())?.[0] ?? '';
      await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    });

    await test.step('point 12: a service added on the customise screen', async () => {
      await page
        .getByRole('button', { name: t('files', 'customise.addService'), exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: t('files', 'search.addTitle', { day: 1 }) });
      const results = dialog.getByRole('table', { name: t('files', 'search.resultsLabel') });
      await expect(results).toBeVisible({ timeout: 30_000 });
      const offered = results.locator('button:not([disabled])');
      await expect(offered.first()).toBeVisible();
      await offered.first().click();
      await expect(dialog).toBeHidden({ timeout: 30_000 });
      await expect(page.getByTestId('last-change')).toBeVisible();
    });

    await test.step('point 18: leaving with unsaved trip details asks first', async () => {
      const details = page.getByRole('form', { name: t('files', 'customise.detailsTitle') });
      await details
        .getByRole('textbox', { name: new RegExp(t('files', 'customise.bookingName')) })
        .fill(`${run} renamed`);
      await page.getByRole('link', { name: t('files', 'customise.backToOverview') }).click();
      const ask = page.getByRole('dialog', { name: t('files', 'customise.leaveTitle') });
      await expect(ask).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/customise/${reference}$`));
      await ask.getByRole('button', { name: t('files', 'customise.leaveConfirm') }).click();
      await expect(page).toHaveURL(new RegExp(`/app/view-booking/${reference}$`));
    });

    await test.step('points 16 and 17: every place, and a typed date read day first', async () => {
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/api/app/products/') && response.status() >= 400) {
          refused.push(`${response.status()} ${response.url()}`);
        }
      });
      await page.goto('/app/product-search?serviceType=AC');
      await page.getByRole('combobox', { name: t('product-search', 'filters.location') }).click();
      await expect(page.getByRole('option', { name: 'Franz Josef' })).toBeVisible();
      await page.keyboard.press('Escape');

      const second = catalogueDate(3, 11);
      const date = page.getByRole('textbox', { name: t('product-search', 'filters.date') });
      await date.pressSequentially(second.typed);
      await date.press('Tab');
      await expect(page).toHaveURL(new RegExp(`date=${second.iso}`));
      await expect(
        page.getByRole('textbox', { name: t('product-search', 'filters.search') }),
      ).toBeVisible();
      expect(refused).toEqual([]);

      // Point 12: "add to quote" from product search, into the quote made above, on its day 2.
      const rows = page.getByRole('row').filter({ has: page.getByRole('button') });
      await expect(rows.first()).toBeVisible({ timeout: 30_000 });
      const priced = rows.filter({ hasNotText: t('product-search', 'noRate') }).first();
      await priced.getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await choose(page, t('product-search', 'addToQuote.quote'), new RegExp(reference));
      await expect(
        dialog.getByRole('combobox', { name: t('product-search', 'addToQuote.day') }),
      ).toHaveValue(/Day 2/);
      await dialog
        .getByRole('button', { name: t('product-search', 'addToQuote.submit'), exact: true })
        .click();
      await expect(dialog.getByRole('status')).toContainText(reference, { timeout: 30_000 });
      await dialog.getByRole('link', { name: t('product-search', 'addToQuote.open') }).click();
      await expect(page).toHaveURL(new RegExp(`/customise/${reference}$`));
      const lines = page.getByRole('table', { name: t('files', 'lines.label') });
      await expect(lines.locator('tbody tr').filter({ hasText: /\$/ })).not.toHaveCount(0);
    });
  });

  test('a red line, rooms never changed silently, and a priced quote that survives a reload', async ({
    page,
  }) => {
    await signIn(page, 'agent', DEMO_USERS.nzAgent);
    const list = await page.request.get('/api/app/packages?per_page=100', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const packages = (await list.json()) as {
      data: { id: number; name: string; accommodationClasses: string[] }[];
    };
    const southIsland = packages.data.find((pkg) => pkg.name === 'South Island Highlights');
    expect(southIsland).toBeDefined();
    const travelDate = juneIso();
    const address = `/app/quick-quote/${southIsland?.id}?travelDate=${travelDate}&class=${southIsland?.accommodationClasses[0]}&rooms=DB-2&priced=1`;

    await test.step('point 18: a priced address prices again, also on reload', async () => {
      await page.goto(address);
      const quote = page.getByRole('region', { name: t('quick-quote', 'quote.label') });
      await expect(quote).toBeVisible({ timeout: 30_000 });
      await page.reload();
      await expect(quote).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(/priced=1/);
    });

    await test.step('point 15: a red line shows no green availability badge', async () => {
      const quote = page.getByRole('region', { name: t('quick-quote', 'quote.label') });
      const red = quote.locator('[data-missing-rate="true"]').first();
      await expect(red).toContainText('Kaikoura Ocean Giants Whale Cruise');
      await expect(red.locator('[data-status-colour="green"]')).toHaveCount(0);
      await expect(red.locator('[data-status-colour="red"]')).toHaveText(
        t('quick-quote', 'quote.noRate'),
      );
    });

    await test.step('point 18: 20 adults stay 20 and say why they cannot be priced', async () => {
      await page.getByRole('button', { name: t('quick-quote', 'price.moreChanges') }).click();
      const form = page.getByRole('form', { name: t('quick-quote', 'price.formLabel') });
      const adults = form.getByRole('textbox', {
        name: t('quick-quote', 'price.adults', { room: 1 }),
      });
      await adults.fill('20');
      await adults.press('Tab');
      await expect(adults).toHaveValue('20');
      await expect(form.getByText('Double Room: 1 to 2 adults.')).toBeVisible();
      await expect(page).not.toHaveURL(/priced=1/);
    });
  });
});

test('a quote saved in quick quote is in My Files at once, without a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const bookingName = `Straight to My Files ${Date.now()}`;
  await signIn(page, 'agent', DEMO_USERS.nzAgent);
  const menu = (name: string) =>
    page.getByRole('navigation').getByRole('link', { name, exact: true });

  // My Files first, through the menu: its list is now cached in the page.
  await menu(t('files', 'nav.myFiles')).click();
  await page.waitForURL(/\/app\/list-bookings$/);
  await expect(page.getByRole('table')).toBeVisible();

  await menu(t('quick-quote', 'nav.quickQuote')).click();
  await page.waitForURL(/\/app\/quick-quote$/);
  await page
    .getByRole('link', { name: new RegExp(`^${t('quick-quote', 'search.pricePackage')} `) })
    .first()
    .click();
  await page.waitForURL(/\/app\/quick-quote\/\d+$/);
  await page.getByRole('button', { name: t('quick-quote', 'price.getPrice') }).click();
  await expect(page.getByRole('region', { name: t('quick-quote', 'quote.label') })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: t('quick-quote', 'price.saveAndCustomise') }).click();
  const dialog = page.getByRole('dialog', { name: t('quick-quote', 'save.title') });
  await dialog.getByLabel(t('quick-quote', 'save.bookingName')).fill(bookingName);
  await dialog.getByRole('button', { name: t('quick-quote', 'save.submit') }).click();
  await expect(page).toHaveURL(/\/app\/quick-quote\/customise\/NZ-\d+$/, { timeout: 20_000 });
  const reference = FILE_REFERENCE.exec(page.url())?.[0] ?? '';

  // Back through the menu, no reload: the new quote heads the list (newest first).
  await menu(t('files', 'nav.myFiles')).click();
  await page.waitForURL(/\/app\/list-bookings$/);
  const row = page.getByRole('row').filter({ hasText: bookingName });
  await expect(row).toBeVisible();
  await expect(row).toContainText(reference);
});

test("the AU net agency's priced quote labels every figure, and they add up (issue 19 point 20)", async ({
  page,
}) => {
  // Guards the fix of issue 19 point 20 (shared agencyFigures, used by priced-quote.tsx): a net
  // agency's quote showed "Your commission A$0.00" and a net lower than the total with nothing
  // to say what the difference was. Now it shows the net it pays and, labelled, its margin at the
  // published price, and the two make the total; no commission line.
  test.setTimeout(120_000);
  await signIn(page, 'agent', DEMO_USERS.auAgent);
  const list = await page.request.get('/api/app/packages?per_page=100', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const packages = (await list.json()) as { data: { code: string; name: string }[] };
  const reefAndRainforest = packages.data.find((pkg) => pkg.code === 'AU-RRF-6');
  if (!reefAndRainforest) throw new Error('The AU agent sees no AU-RRF-6 package');

  await page.goto('/app/quick-quote');
  await page
    .getByRole('link', {
      name: t('quick-quote', 'search.pricePackageNamed', { name: reefAndRainforest.name }),
    })
    .click();
  await page.waitForURL(/\/app\/quick-quote\/\d+$/);
  await page.getByRole('button', { name: t('quick-quote', 'price.getPrice') }).click();
  const quote = page.getByRole('region', { name: t('quick-quote', 'quote.label') });
  await expect(quote).toBeVisible({ timeout: 30_000 });
  const totals = quote.getByRole('region', {
    name: t('quick-quote', 'quote.totalsLabel'),
    exact: true,
  });
  await expect(totals.getByTestId('gst-message')).toHaveText(
    t('quick-quote', 'quote.gstMessage', { currency: 'AUD', percent: 10 }),
  );

  // Each figure beside its label (the label is the cell before it in the totals grid).
  const figure = async (label: string, testId: string) => {
    const labelCell = totals.getByText(label, { exact: true });
    await expect(labelCell).toBeVisible();
    const value = labelCell.locator('xpath=following-sibling::*[1]');
    await expect(value).toHaveAttribute('data-testid', testId);
    const text = (await value.textContent()) ?? '';
    const match = /^A\$([\d,]+\.\d{2})$/.exec(text.trim());
    if (!match?.[1]) throw new Error(`"${label}" shows "${text}", not an A$ amount`);
    return Math.round(Number(match[1].replace(/,/g, '')) * 100);
  };
  const total = await figure(t('quick-quote', 'quote.total'), 'quote-total');
  const net = await figure(t('quick-quote', 'quote.net'), 'quote-net');
  const margin = await figure(
    t('quick-quote', 'quote.marginAtPublished'),
    'quote-marginAtPublished',
  );
  // A net agency earns no commission: no "A$0.00" line left unexplained.
  await expect(totals.getByText(t('quick-quote', 'quote.commission'))).toHaveCount(0);
  await expect(totals.getByTestId('quote-commission')).toHaveCount(0);

  expect(total).toBeGreaterThan(0);
  expect(net).toBeGreaterThan(0);
  expect(margin).toBeGreaterThan(0);
  expect(net + margin).toBe(total);
});
