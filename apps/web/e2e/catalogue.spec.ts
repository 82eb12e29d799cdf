import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO_USERS, signIn } from './support/demo';

/**
 * The admin catalogue journeys (issue 4): a supplier with a product and its rates, a package that
 * sells it, and the package's price for a travel date; then every demo package priced on the test
 * screen.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date `days` from today as the date inputs show it ("05 Mar 2027"). */
function dateInput(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${String(date.getDate()).padStart(2, '0')} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** The options of the open dropdown (closed ones stay in the page, hidden). */
function openOptions(page: Page): Locator {
  return page.getByRole('listbox').getByRole('option');
}

/**
 * Signs in and waits for the back office itself: signIn's address check also matches the login
 * page (/admin/login), so navigating straight after it could abort the sign-in.
 */
async function signInAsAdmin(page: Page) {
  await signIn(page, 'admin', DEMO_USERS.admin);
  await expect(page).toHaveURL(/\/admin$/);
}

function isPage(scope: Page | Locator): scope is Page {
  return typeof (scope as Page).goto === 'function';
}

/** Picks an option of a Mantine select: its dropdown opens on click and lists the options. */
async function choose(scope: Page | Locator, label: RegExp, option: RegExp | string) {
  await scope.getByRole('combobox', { name: label }).click();
  await openOptions(isPage(scope) ? scope : scope.page())
    .filter({ hasText: option })
    .first()
    .click();
}

async function fillDate(scope: Page | Locator, label: RegExp, value: string) {
  const input = scope.getByRole('textbox', { name: label });
  await input.fill(value);
  await input.press('Tab');
  await expect(input).toHaveValue(value);
}

test('an admin adds a supplier, a product with rates and a package, then prices it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).slice(-6).toUpperCase();
  const supplierCode = `E2E${suffix}`;
  const productCode = `${supplierCode}-TOUR`;
  const productName = `Harbour Heritage Walk ${suffix}`;
  const packageName = `Auckland Stopover ${suffix}`;

  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Suppliers' }).click();
  await expect(page).toHaveTitle(/^Suppliers \|/);
  await page.getByRole('link', { name: 'Add supplier' }).click();
  await expect(page).toHaveTitle(/^Add Supplier \|/);

  // A required field left empty is caught before anything is sent.
  await page.getByRole('button', { name: 'Create supplier' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  await page.getByRole('textbox', { name: /Supplier code/ }).fill(supplierCode);
  await page.getByRole('textbox', { name: /^Name/ }).fill(`Harbour Heritage Walks ${suffix}`);
  await page.getByRole('textbox', { name: /Reservations email/ }).fill('walks@heritage.example');
  await choose(page, /^Location/, /^Auckland \(/);
  await page.getByRole('button', { name: 'Create supplier' }).click();
  await expect(page).toHaveURL(/\/admin\/suppliers\/\d+\?tab=products$/);
  await expect(page).toHaveTitle(/^Edit Supplier \|/);
  await expect(page.getByText('This supplier has no products yet.')).toBeVisible();

  // A product: sightseeing in Auckland, priced per person.
  await page.getByRole('button', { name: 'Add product' }).click();
  const productDialog = page.getByRole('dialog', { name: 'Add product' });
  await productDialog.getByRole('textbox', { name: /Product code/ }).fill(productCode);
  await productDialog.getByRole('textbox', { name: /^Name/ }).fill(productName);
  await choose(productDialog, /Service type/, 'AT – Sightseeing');
  await choose(productDialog, /^Location/, /^Auckland \(/);
  await choose(productDialog, /Pricing basis/, 'Per person');
  await productDialog.getByRole('textbox', { name: /Start time/ }).fill('1000');
  await productDialog.getByRole('button', { name: 'Save product' }).click();
  await expect(productDialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(productCode) })).toBeVisible();

  // Its rate for the New Zealand market over the next year.
  await page.getByRole('tab', { name: 'Rates' }).click();
  await expect(page.getByText('No rates match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Add rate' }).click();
  const rateDialog = page.getByRole('dialog', { name: 'Add rate' });
  await fillDate(rateDialog, /Valid from/, dateInput(0));
  await fillDate(rateDialog, /Valid to/, dateInput(365));
  await rateDialog.getByRole('textbox', { name: /^Cost/ }).fill('80');
  await rateDialog.getByRole('textbox', { name: /^Sell/ }).fill('120');
  await rateDialog.getByRole('button', { name: 'Save rate' }).click();
  await expect(rateDialog).toBeHidden();
  const rates = page.getByRole('table', { name: 'Rates' });
  await expect(rates.getByRole('cell', { name: 'NZ$120.00' })).toBeVisible();
  await expect(rates.getByRole('cell', { name: '33.3%' })).toBeVisible();

  // The supplier's rates as a CSV: an exported file imports unchanged, a broken one is refused
  // with a report naming the bad row.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const exported = await readFile(await download.path());
  const lines = exported.toString('utf8').trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(productCode);

  const csvInput = page.locator('input[type="file"][accept=".csv,text/csv"]');
  await csvInput.setInputFiles({ name: 'rates.csv', mimeType: 'text/csv', buffer: exported });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'rates.csv imported' })).toContainText(
    'Rates imported: 1 (added: 0, updated: 1).',
  );

  const broken = `${lines[0]}\n${(lines[1] ?? '').replace(productCode, `${supplierCode}-NONE`)}\n`;
  await csvInput.setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(broken, 'utf8'),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'broken.csv was not imported' }),
  ).toBeVisible();
  const report = page.getByRole('table', { name: 'Import problems by row' });
  await expect(report.getByRole('row', { name: /^Row 2/ })).toBeVisible();

  // A package that stays a night in Auckland and takes the walk on day 1.
  await page.getByRole('link', { name: 'Quick quote packages' }).click();
  await expect(page).toHaveTitle(/^Quick Quote Packages \|/);
  await page.getByRole('link', { name: 'Add package' }).click();
  await page.getByRole('textbox', { name: /Package code/ }).fill(`${supplierCode}-PKG`);
  await page.getByRole('textbox', { name: /^Name/ }).fill(packageName);
  await choose(page, /Start location/, /^Auckland \(/);
  await choose(page, /Transport type/, 'Private transfer');
  await page.getByRole('textbox', { name: /Product tariff/ }).fill('FIT 2026/27');

  const day1 = page.getByRole('region', { name: 'Day 1', exact: true });
  await day1.getByRole('textbox', { name: /Day 1 header/ }).fill('Arrive in Auckland');
  await choose(day1, /Day 1 overnight location/, /^Auckland \(/);
  await choose(day1, /Day 1 Standard accommodation/, /./);
  await day1.getByRole('button', { name: 'Add service to day 1' }).click();
  const service = day1.getByRole('combobox', { name: /Day 1 service 1/ });
  await service.click();
  await service.fill(productCode);
  await openOptions(page)
    .filter({ hasText: new RegExp(`^${productCode} – `) })
    .click();
  const day2 = page.getByRole('region', { name: 'Day 2', exact: true });
  await day2.getByRole('textbox', { name: /Day 2 header/ }).fill('Depart Auckland');
  await page.getByRole('button', { name: 'Create package' }).click();
  await expect(page).toHaveURL(/\/admin\/quick-quote\/\d+$/);
  await expect(page.getByRole('heading', { name: packageName })).toBeVisible();

  // Its price for a date a month ahead, two adults in a double room.
  await page.getByRole('link', { name: 'Test price' }).click();
  await expect(page).toHaveTitle(/^Test Package Prices \|/);
  const form = page.getByRole('form', { name: 'Price form' });
  await expect(form.getByRole('combobox', { name: /^Package/ })).toHaveValue(
    new RegExp(packageName),
  );
  await fillDate(form, /Travel date/, dateInput(30));
  await form.getByRole('button', { name: 'Get price' }).click();

  const result = page.getByRole('region', { name: 'Priced package' });
  await expect(result.getByRole('heading', { name: packageName })).toBeVisible();
  const walk = result.getByRole('row', { name: new RegExp(productName) });
  await expect(walk).toBeVisible();
  await expect(walk).not.toHaveAttribute('data-missing-rate', 'true');
  await expect(walk.getByRole('cell', { name: 'Sightseeing' })).toBeVisible();
  // Two adults at NZ$80 cost and NZ$120 sell.
  await expect(walk.getByRole('cell', { name: 'NZ$160.00' })).toBeVisible();
  await expect(walk.getByRole('cell', { name: 'NZ$240.00' })).toBeVisible();
  await expect(result.getByRole('row', { name: /Accommodation/ }).first()).toBeVisible();
  await expect(result.getByTestId('gst-message')).toHaveText('NZD incl. 15% GST');
  await expect(result.getByTestId('total-sell')).toHaveText(/^NZ\$[\d,]+\.\d\d$/);
});

test('every demo package prices on the test screen', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await page.goto('/admin/quick-quote/test');
  await expect(page).toHaveTitle(/^Test Package Prices \|/);
  const form = page.getByRole('form', { name: 'Price form' });
  const packageSelect = form.getByRole('combobox', { name: /^Package/ });

  await packageSelect.click();
  const options = openOptions(page);
  await expect(options.first()).toBeVisible();
  const names = (await options.allTextContents()).filter((name) => !name.startsWith('E2E'));
  await page.keyboard.press('Escape');
  // The demo data has 13 packages over both brands.
  expect(names.length).toBeGreaterThanOrEqual(13);

  for (const name of names) {
    await packageSelect.click();
    await openOptions(page).getByText(name, { exact: true }).click();
    await expect(packageSelect).toHaveValue(name);
    await form.getByRole('button', { name: 'Get price' }).click();

    const result = page.getByRole('region', { name: 'Priced package' });
    // Options read "NZ-NIE-7 – North Island Explorer · New Zealand (NZD) · Published".
    const packageName = name.split(' – ').slice(1).join(' – ').split(' · ')[0] ?? name;
    await expect(result.getByRole('heading', { name: packageName, exact: true })).toBeVisible();
    const isAustralian = name.includes('Australia (AUD)');
    await expect(result.getByTestId('gst-message')).toHaveText(
      isAustralian ? 'AUD incl. 10% GST' : 'NZD incl. 15% GST',
    );
    await expect(result.getByTestId('total-sell')).toHaveText(
      isAustralian ? /^A\$[\d,]+\.\d\d$/ : /^NZ\$[\d,]+\.\d\d$/,
    );
    // Every package has priced services; lines without a rate come with the spec's note.
    expect(await result.getByRole('row').count()).toBeGreaterThan(2);
    if ((await result.locator('[data-missing-rate="true"]').count()) > 0) {
      await expect(
        result.getByText(
          'Services highlighted in red have no rates for the selected travel date and are not saved to the quote.',
        ),
      ).toBeVisible();
    }
  }
});
