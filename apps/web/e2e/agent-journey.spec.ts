import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, PRODUCT_NAME, signIn } from './support/demo';

/**
 * The journey a travel agent makes every day (issue 6), as the demo agent of Kiwi Horizons Travel
 * against the real server and its demo catalogue: a quick quote for each transport type, priced
 * and saved; customising (an alternative for a service with no rate, an added service, a reprice);
 * a copy; a booking request; My Files with its filters and pages.
 */

const FILE_REFERENCE = /NZ-\d{6,9}/;

/**
 * A June date inside the demo catalogue (it runs 18 months from the day the server seeded it):
 * the Kaikoura whale cruise has no sailings from 1 to 21 June, so South Island Highlights
 * (whales on day 3) has a red line.
 */
function juneTravelDate(today = new Date()): { iso: string; typed: string } {
  const year = today.getMonth() < 4 ? today.getFullYear() : today.getFullYear() + 1;
  return { iso: `${year}-06-08`, typed: `08 Jun ${year}` };
}

/** A tag that keeps this run's files apart from anything else in the database. */
const RUN = `R${Date.now().toString(36).toUpperCase()}`;

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function priceFirstPackage(page: Page, transport: string, packageName?: string) {
  await page.goto('/app/quick-quote');
  await expect(page).toHaveTitle(`Quick Quote | ${PRODUCT_NAME}`);
  await choose(page, 'Transport type', transport);
  await expect(page).toHaveURL(/transportType=/);
  // The previous results stay on screen while the new search runs.
  await expect(page.getByRole('region', { name: 'Matching packages' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await expect(page.getByText(/\d+ matching packages?/)).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const card = packageName ? cards.filter({ hasText: packageName }) : cards.first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name: `Price ${name}` }).click();
  await expect(page).toHaveTitle(`Price Quick Quote | ${PRODUCT_NAME}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

async function getPrice(page: Page, travelDate?: string) {
  const form = page.getByRole('form', { name: 'Price form' });
  if (travelDate) {
    const date = form.getByRole('textbox', { name: /Travel date/ });
    await date.fill(travelDate);
    await date.press('Tab');
  }
  await form.getByRole('button', { name: 'Get price' }).click();
  const quote = page.getByRole('region', { name: 'Priced quote' });
  await expect(quote).toBeVisible({ timeout: 20_000 });
  await expect(quote.getByTestId('gst-message')).toHaveText('NZD incl. 15% GST');
  await expect(quote.getByTestId('quote-total')).toHaveText(/NZ\$[\d,]+\.\d{2}/);
  await expect(
    quote.getByText(
      "The estimated total price is subject to change. Final pricing needs the consultant's confirmation.",
    ),
  ).toBeVisible();
  await expect(
    quote.getByText('The extra cost of breakfast is confirmed by the consultant.'),
  ).toBeVisible();
  return quote;
}

async function saveQuote(page: Page, bookingName: string, yourReference: string) {
  await page.getByRole('button', { name: 'Save quote and customise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save quote' });
  await dialog.getByRole('textbox', { name: /Booking name/ }).fill(bookingName);
  await dialog.getByRole('textbox', { name: 'Your reference' }).fill(yourReference);
  await dialog.getByRole('button', { name: 'Save quote and customise' }).click();
  await expect(page).toHaveURL(/\/app\/quick-quote\/customise\/NZ-\d+$/);
  await expect(page).toHaveTitle(`Customise Quote | ${PRODUCT_NAME}`);
  const reference = FILE_REFERENCE.exec(page.url())?.[0] ?? '';
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  return reference;
}

/** Picks the first service the search offers (one with a rate on the date). */
async function addFirstOffered(page: Page, dialogName: RegExp) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  const results = dialog.getByRole('table', { name: 'Services found' });
  const none = dialog.getByText('No service matches this search.');
  await expect(results.or(none)).toBeVisible({ timeout: 20_000 });
  if (await none.isVisible()) {
    // Nothing near it with a rate that day: look further afield.
    await choose(page, 'Location', 'Anywhere');
    await expect(results).toBeVisible({ timeout: 20_000 });
  }
  const offered = results
    .getByRole('button', { name: /^(Add|Use) / })
    .and(results.locator('button:not([disabled])'));
  await expect(offered.first()).toBeVisible();
  const label = (await offered.first().getAttribute('aria-label')) ?? '';
  await offered.first().click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  return label.replace(/^Add /, '').replace(/^Use (.*) instead$/, '$1');
}

/** The agent's session cookies are the page's: the API calls below act as the signed-in agent. */
async function createQuotesThroughApi(page: Page, count: number, bookingName: string) {
  const packages = await page.request.get('/api/app/packages?transportType=private_transfer', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(packages.ok()).toBe(true);
  const { data } = (await packages.json()) as { data: { id: number }[] };
  const packageId = data[0]?.id;
  expect(packageId).toBeDefined();
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  for (let index = 1; index <= count; index += 1) {
    const created = await page.request.post('/api/app/files', {
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? ''),
      },
      data: {
        packageId,
        travelDate: juneTravelDate().iso,
        accommodationClass: 'standard',
        rooms: [{ roomType: 'DB', adults: 2 }],
        bookingName: `${bookingName} ${index}`,
      },
    });
    expect(created.status()).toBe(201);
  }
}

test.describe('agent journey', () => {
  test.setTimeout(240_000);

  test('quick quote for each transport type, customise, copy, request booking, My Files', async ({
    page,
  }) => {
    const june = juneTravelDate();
    await signIn(page, 'agent', DEMO_USERS.nzAgent);
    await expect(page.getByRole('link', { name: 'Quick quote' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Files' })).toBeVisible();

    const saved: string[] = [];
    await test.step('seat in coach and private transfer: price and save', async () => {
      for (const transport of ['Seat in coach', 'Private transfer']) {
        await priceFirstPackage(page, transport);
        await getPrice(page);
        saved.push(await saveQuote(page, `${RUN} ${transport} family`, `${RUN}-${saved.length}`));
      }
    });

    let reference = '';
    await test.step('rental car: a red line on a June date, then save', async () => {
      await priceFirstPackage(page, 'Rental car', 'South Island Highlights');
      const quote = await getPrice(page, june.typed);
      await expect(quote.getByTestId('missing-rates-note')).toHaveText(
        'Services highlighted in red have no rates for the selected travel date and are not saved to the quote. Alternatives can be added from the customise screen after saving.',
      );
      const red = quote.locator('[data-missing-rate="true"]');
      await expect(red.first()).toContainText('Kaikoura Ocean Giants Whale Cruise');
      // "Make more changes" returns to the form as it was, and pricing again gives the same.
      await page.getByRole('button', { name: 'Make more changes' }).click();
      await expect(
        page
          .getByRole('form', { name: 'Price form' })
          .getByRole('textbox', { name: /Travel date/ }),
      ).toHaveValue(june.typed);
      await getPrice(page);
      reference = await saveQuote(page, `${RUN} Rental family`, `${RUN}-CAR`);
    });

    await test.step('customise: an alternative for the red line, an added service, reprice', async () => {
      const dropped = page.getByTestId('dropped-lines');
      await expect(dropped).toContainText('Kaikoura Ocean Giants Whale Cruise');
      await dropped
        .getByRole('button', { name: 'Find an alternative for Kaikoura Ocean Giants Whale Cruise' })
        .click();
      const alternative = await addFirstOffered(page, /^Alternatives for /);
      await expect(page.getByTestId('last-change')).toContainText(`${alternative} added`);
      // Other services may have no rate that day too; the whale cruise's place is taken.
      await expect(page.getByTestId('last-change')).toBeVisible();
      await expect(page.locator('[data-dropped-key]')).not.toContainText([
        'Kaikoura Ocean Giants Whale Cruise',
      ]);

      await page.getByRole('button', { name: 'Add a service', exact: true }).click();
      const added = await addFirstOffered(page, /^Add a service \(day 1\)$/);
      await expect(page.getByTestId('last-change')).toContainText(`${added} added`);
      await expect(
        page.getByRole('table', { name: 'Services by day' }).getByText(added).first(),
      ).toBeVisible();

      await page.getByRole('button', { name: 'Reprice', exact: true }).click();
      const reprice = page.getByRole('dialog', { name: 'Reprice: what would change' });
      await expect(
        reprice.getByTestId('diff-total').or(reprice.getByTestId('diff-none')),
      ).toBeVisible();
      const apply = reprice.getByRole('button', { name: 'Apply new prices' });
      if (await apply.isEnabled()) {
        await apply.click();
        await expect(page.getByTestId('last-change')).toContainText('Repriced');
      } else {
        await reprice.getByRole('button', { name: 'Cancel' }).click();
      }

      await page.getByRole('button', { name: 'Save and view quote' }).click();
      await expect(page).toHaveURL(new RegExp(`/app/view-booking/${reference}$`));
      await expect(page).toHaveTitle(`Booking Overview | ${PRODUCT_NAME}`);
      await page.getByRole('tab', { name: 'Versions' }).click();
      // Saved, alternative added, service added (and perhaps repriced): three versions or more.
      await expect(
        page.getByRole('table', { name: 'Versions' }).locator('[data-version]'),
      ).not.toHaveCount(0);
      expect(
        await page.getByRole('table', { name: 'Versions' }).locator('[data-version]').count(),
      ).toBeGreaterThanOrEqual(3);
      await expect(page.getByRole('table', { name: 'Changed services' })).toBeVisible();
    });

    let copy = '';
    await test.step('copy the quote, then request the copy as a booking', async () => {
      await page.getByRole('link', { name: 'Copy quote' }).click();
      await expect(page).toHaveTitle(`Copy Quote | ${PRODUCT_NAME}`);
      const form = page.getByRole('form', { name: 'Copy quote' });
      await form.getByRole('textbox', { name: /Booking name/ }).fill(`${RUN} Rental copy`);
      await form.getByRole('button', { name: 'Copy and customise' }).click();
      await expect(page).toHaveURL(/\/app\/quick-quote\/customise\/NZ-\d+$/);
      copy = FILE_REFERENCE.exec(page.url())?.[0] ?? '';
      expect(copy).not.toBe(reference);
      await expect(page.getByRole('link', { name: reference })).toBeVisible();

      await page.getByRole('link', { name: 'View quote' }).click();
      await page.getByRole('button', { name: 'Request booking' }).click();
      const dialog = page.getByRole('dialog', { name: `Request booking ${copy}` });
      await expect(
        dialog.getByRole('heading', { name: 'What changed since the quote was saved' }),
      ).toBeVisible({ timeout: 20_000 });
      await expect(dialog.getByTestId('request-total')).toContainText('NZD incl. 15% GST');
      await dialog.getByRole('button', { name: 'Confirm booking request' }).click();
      await expect(page.getByTestId('file-status')).toHaveText('Requested', { timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Request booking' })).toBeHidden();
    });

    await test.step('My Files shows the booking Requested and filters by reference', async () => {
      await page.getByRole('link', { name: 'My Files' }).click();
      await expect(page).toHaveTitle(`My Files | ${PRODUCT_NAME}`);
      const filters = page.getByRole('form', { name: 'Filter files' });
      await filters.getByRole('textbox', { name: 'Reference', exact: true }).fill(copy);
      await filters.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(new RegExp(`reference=${copy}`));
      const table = page.getByRole('table', { name: 'Quotes and bookings' });
      await expect(table.locator('[data-reference]')).toHaveCount(1);
      const row = table.locator(`[data-reference="${copy}"]`);
      await expect(row).toContainText('Requested');
      await expect(row).toContainText(reference);

      await filters.getByRole('button', { name: 'Reset' }).click();
      await expect(page).toHaveURL(/\/app\/list-bookings$/);
      await filters.getByRole('textbox', { name: 'Booking name' }).fill(RUN);
      await filters.getByRole('button', { name: 'Search' }).click();
      // The three quotes priced above and the copy.
      await expect(table.locator('[data-reference]')).toHaveCount(4);
      for (const other of [...saved, reference]) {
        await expect(table.locator(`[data-reference="${other}"]`)).toContainText('Quote');
      }
    });

    await test.step('My Files pages on the server', async () => {
      const pager = `${RUN}P`;
      await createQuotesThroughApi(page, 21, pager);
      await page.goto(`/app/list-bookings?bookingName=${pager}`);
      const table = page.getByRole('table', { name: 'Quotes and bookings' });
      await expect(table.locator('[data-reference]')).toHaveCount(20);
      const pagination = page.getByRole('navigation', { name: 'Pagination' });
      await expect(pagination).toContainText('21');
      await pagination.getByRole('button', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(table.locator('[data-reference]')).toHaveCount(1);
      // Sorting by booking name, ascending, starts with "... 1", then "... 10".
      await page.getByRole('button', { name: 'Sort by Booking name' }).click();
      await expect(page).not.toHaveURL(/page=2/);
      await expect(table.locator('[data-reference]').first()).toContainText(`${pager} 1`);
    });
  });

  test('the quick quote speaks German', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Language').selectOption('de');
    await page.getByLabel('Benutzername').fill(DEMO_USERS.nzAgent);
    await page.getByLabel(/^Passwort/).fill('Demo-pass-2026');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await page.getByRole('link', { name: 'Schnellangebot' }).click();
    await expect(page).toHaveTitle(new RegExp('^Schnellangebot \\|'));
    await choose(page, 'Beförderungsart', 'Privattransfer');
    const card = page.getByRole('article').first();
    await card.getByRole('link', { name: /berechnen$/ }).click();
    await page.getByRole('button', { name: 'Preis abrufen' }).click();
    const quote = page.getByRole('region', { name: 'Berechnetes Angebot' });
    await expect(quote).toBeVisible({ timeout: 20_000 });
    await expect(quote.getByTestId('gst-message')).toHaveText('NZD inkl. 15 % GST');
    await expect(
      quote.getByText('Die Mehrkosten für das Frühstück bestätigt die Beraterin oder der Berater.'),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Angebot speichern und anpassen' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Meine Vorgänge' }).click();
    await expect(page.getByRole('heading', { name: 'Meine Vorgänge' })).toBeVisible();
  });
});
