import { expect, test, type Page } from '@playwright/test';
import { AREA_PATHS } from '@portal/shared/domain/user-kinds';
import dayjs from 'dayjs';
import 'dayjs/locale/de.js';
import { DEMO_PASSWORD, DEMO_USERS, PRODUCT_NAME } from './support/demo';
import { createTranslator, type TE2eLanguage, type TTranslator } from './support/i18n';

/**
 * The journey a travel agent makes every day (issue 6), as the demo agent of Kiwi Horizons Travel
 * against the real server and its demo catalogue: a quick quote for each transport type, priced
 * and saved; customising (an alternative for a service with no rate, an added service, a reprice);
 * a copy; a booking request; My Files with its filters and pages. It runs once per UI language,
 * every text read from the app's own locale files; statuses stay as the server stores them.
 */

const FILE_REFERENCE = /NZ-\d{6,9}/;

/** Where the app keeps the chosen UI language (apps/web/src/config/env.ts LANGUAGE_STORAGE_KEY). */
const LANGUAGE_STORAGE_KEY = 'portal.language';

/** A total in NZ dollars: "NZ$1,234.50" in every language (SPEC section 9). */
const NZD_TOTAL: Record<TE2eLanguage, RegExp> = {
  en: /^NZ\$[\d,]+\.\d{2}$/,
  // SPEC section 9's US English money style in every language (issue 19 point 34).
  de: /^NZ\$[\d,]+\.\d{2}$/,
};

/**
 * A June date inside the demo catalogue (it runs 18 months from the day the server seeded it):
 * the Kaikoura whale cruise has no sailings from 1 to 21 June, so South Island Highlights
 * (whales on day 3) has a red line. `typed` is the date field's display format in the language.
 */
function juneTravelDate(language: TE2eLanguage, today = new Date()) {
  const year = today.getMonth() < 4 ? today.getFullYear() : today.getFullYear() + 1;
  const iso = `${year}-06-08`;
  return { iso, typed: dayjs(iso).locale(language).format('DD MMM YYYY') };
}

/** What every step needs: the page and the texts of the language it runs in. */
type TJourney = { page: Page; i18n: TTranslator };

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Signs in through the agent login page, reading its labels in the page's language. */
async function signInAsAgent({ page, i18n }: TJourney) {
  const { t } = i18n;
  const { login, home } = AREA_PATHS.agent;
  await page.goto(login);
  await expect(page.getByLabel(t('common', 'language.menu'))).toHaveValue(i18n.language);
  await page.getByLabel(t('auth', 'fields.username')).fill(DEMO_USERS.nzAgent);
  await page.getByLabel(new RegExp(`^${t('auth', 'fields.password')}`)).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('auth', 'login.submit') }).click();
  await page.waitForURL(
    (url) =>
      url.pathname !== login && (url.pathname === home || url.pathname.startsWith(`${home}/`)),
  );
}

async function priceFirstPackage(
  { page, i18n }: TJourney,
  transport: string,
  packageName?: string,
) {
  const { t, pattern } = i18n;
  await page.goto('/app/quick-quote');
  await expect(page).toHaveTitle(`${t('quick-quote', 'titles.search')} | ${PRODUCT_NAME}`);
  // The previous results stay on screen while the new search runs, and the region is not busy
  // yet in the moment between the address changing and the search starting: wait for the
  // search's own answer, or a card of the previous results is read and then replaced.
  const searched = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/app/packages' &&
      new URL(response.url()).searchParams.has('transportType'),
  );
  await choose(page, t('quick-quote', 'search.transportType'), transport);
  await expect(page).toHaveURL(/transportType=/);
  const answer = (await (await searched).json()) as { data: { name: string }[] };
  await expect(
    page.getByRole('region', { name: t('quick-quote', 'search.resultsLabel') }),
  ).toHaveAttribute('aria-busy', 'false');
  const matching = ['search.matching_one', 'search.matching_other'].map(
    (key) => pattern('quick-quote', key).source,
  );
  await expect(page.getByText(new RegExp(matching.join('|')))).toBeVisible();
  const cards = page.getByRole('article');
  // The answer reaches the page a moment after it reaches the test: its first card shown means
  // the list is the new search's.
  await expect(cards.first().getByRole('heading')).toHaveText(answer.data[0]?.name ?? '');
  const card = packageName ? cards.filter({ hasText: packageName }) : cards.first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card
    .getByRole('link', { name: t('quick-quote', 'search.pricePackageNamed', { name }) })
    .click();
  await expect(page).toHaveTitle(`${t('quick-quote', 'titles.price')} | ${PRODUCT_NAME}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

async function getPrice({ page, i18n }: TJourney, travelDate?: string) {
  const { t, language } = i18n;
  const form = page.getByRole('form', { name: t('quick-quote', 'price.formLabel') });
  if (travelDate) {
    const date = form.getByRole('textbox', {
      name: new RegExp(t('quick-quote', 'price.travelDate')),
    });
    await date.fill(travelDate);
    await date.press('Tab');
  }
  await form.getByRole('button', { name: t('quick-quote', 'price.getPrice') }).click();
  const quote = page.getByRole('region', { name: t('quick-quote', 'quote.label') });
  await expect(quote).toBeVisible({ timeout: 20_000 });
  await expect(quote.getByTestId('gst-message')).toHaveText(
    t('quick-quote', 'quote.gstMessage', { currency: 'NZD', percent: 15 }),
  );
  await expect(quote.getByTestId('quote-total')).toHaveText(NZD_TOTAL[language]);
  await expect(quote.getByText(t('quick-quote', 'quote.estimateNote'))).toBeVisible();
  await expect(quote.getByText(t('quick-quote', 'quote.breakfastNote'))).toBeVisible();
  return quote;
}

async function saveQuote({ page, i18n }: TJourney, bookingName: string, yourReference: string) {
  const { t } = i18n;
  await page.getByRole('button', { name: t('quick-quote', 'price.saveAndCustomise') }).click();
  const dialog = page.getByRole('dialog', { name: t('quick-quote', 'save.title') });
  await dialog
    .getByRole('textbox', { name: new RegExp(t('quick-quote', 'save.bookingName')) })
    .fill(bookingName);
  await dialog
    .getByRole('textbox', { name: t('quick-quote', 'save.yourReference') })
    .fill(yourReference);
  await dialog.getByRole('button', { name: t('quick-quote', 'save.submit') }).click();
  await expect(page).toHaveURL(/\/app\/quick-quote\/customise\/NZ-\d+$/);
  await expect(page).toHaveTitle(`${t('files', 'titles.customise')} | ${PRODUCT_NAME}`);
  const reference = FILE_REFERENCE.exec(page.url())?.[0] ?? '';
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  return reference;
}

/** Picks the first service the search offers (one with a rate on the date) and returns its name. */
async function addFirstOffered({ page, i18n }: TJourney, dialogName: string) {
  const { t, pattern } = i18n;
  const dialog = page.getByRole('dialog', { name: dialogName, exact: true });
  await expect(dialog).toBeVisible();
  const results = dialog.getByRole('table', { name: t('files', 'search.resultsLabel') });
  const none = dialog.getByText(t('files', 'search.noResults'));
  await expect(results.or(none)).toBeVisible({ timeout: 20_000 });
  if (await none.isVisible()) {
    // Nothing near it with a rate that day: look further afield.
    await choose(page, t('files', 'search.location'), t('files', 'search.anyLocation'));
    await expect(results).toBeVisible({ timeout: 20_000 });
  }
  const named = [pattern('files', 'search.addNamed'), pattern('files', 'search.useNamed')];
  const offered = results
    .getByRole('button', { name: new RegExp(named.map((name) => name.source).join('|')) })
    .and(results.locator('button:not([disabled])'));
  await expect(offered.first()).toBeVisible();
  const label = (await offered.first().getAttribute('aria-label')) ?? '';
  await offered.first().click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const name = named.map((name) => name.exec(label)?.[1]).find((match) => match !== undefined);
  expect(name, `a service name in "${label}"`).toBeDefined();
  return name ?? '';
}

/** The agent's session cookies are the page's: the API calls below act as the signed-in agent. */
async function createQuotesThroughApi(
  page: Page,
  count: number,
  bookingName: string,
  travelDate: string,
) {
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
        travelDate,
        accommodationClass: 'standard',
        rooms: [{ roomType: 'DB', adults: 2 }],
        bookingName: `${bookingName} ${index}`,
      },
    });
    expect(created.status()).toBe(201);
  }
}

for (const language of ['en', 'de'] as const) {
  test.describe(`agent journey (${language})`, () => {
    test.setTimeout(240_000);

    const i18n = createTranslator(language);
    const { t } = i18n;
    /** A tag per language run: the two runs go in parallel and must not see each other's files. */
    const RUN = `R${language.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    const WHALES = 'Kaikoura Ocean Giants Whale Cruise';

    test.beforeEach(async ({ page }) => {
      // The choice a user makes with the header's language select, kept before the app starts.
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        LANGUAGE_STORAGE_KEY,
        language,
      ] as const);
    });

    test('quick quote for each transport type, customise, copy, request booking, My Files', async ({
      page,
    }) => {
      const journey: TJourney = { page, i18n };
      const june = juneTravelDate(language);
      await signInAsAgent(journey);
      await expect(page.getByLabel(t('common', 'language.menu'))).toHaveValue(language);
      await expect(
        page.getByRole('link', { name: t('quick-quote', 'nav.quickQuote') }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: t('files', 'nav.myFiles') })).toBeVisible();

      const saved: string[] = [];
      await test.step('seat in coach and private transfer: price and save', async () => {
        for (const transport of ['seat_in_coach', 'private_transfer']) {
          await priceFirstPackage(journey, t('quick-quote', `codes.transportTypes.${transport}`));
          await getPrice(journey);
          saved.push(
            await saveQuote(journey, `${RUN} ${transport} family`, `${RUN}-${saved.length}`),
          );
        }
      });

      let reference = '';
      await test.step('rental car: a red line on a June date, then save', async () => {
        await priceFirstPackage(
          journey,
          t('quick-quote', 'codes.transportTypes.rental_car'),
          'South Island Highlights',
        );
        const quote = await getPrice(journey, june.typed);
        await expect(quote.getByTestId('missing-rates-note')).toHaveText(
          t('quick-quote', 'quote.missingRates'),
        );
        const red = quote.locator('[data-missing-rate="true"]');
        await expect(red.first()).toContainText(WHALES);
        // "Make more changes" returns to the form as it was, and pricing again gives the same.
        await page.getByRole('button', { name: t('quick-quote', 'price.moreChanges') }).click();
        await expect(
          page
            .getByRole('form', { name: t('quick-quote', 'price.formLabel') })
            .getByRole('textbox', { name: new RegExp(t('quick-quote', 'price.travelDate')) }),
        ).toHaveValue(june.typed);
        await getPrice(journey);
        reference = await saveQuote(journey, `${RUN} Rental family`, `${RUN}-CAR`);
      });

      await test.step('customise: an alternative for the red line, an added service, reprice', async () => {
        const dropped = page.getByTestId('dropped-lines');
        await expect(dropped).toContainText(WHALES);
        await dropped
          .getByRole('button', { name: t('files', 'dropped.findAlternativeFor', { name: WHALES }) })
          .click();
        const alternative = await addFirstOffered(
          journey,
          t('files', 'search.alternativeTitle', { name: WHALES }),
        );
        await expect(page.getByTestId('last-change')).toContainText(
          t('files', 'customise.added', { name: alternative }),
        );
        // Other services may have no rate that day too; the whale cruise's place is taken.
        await expect(page.locator('[data-dropped-key]')).not.toContainText([WHALES]);

        await page
          .getByRole('button', { name: t('files', 'customise.addService'), exact: true })
          .click();
        const added = await addFirstOffered(journey, t('files', 'search.addTitle', { day: 1 }));
        await expect(page.getByTestId('last-change')).toContainText(
          t('files', 'customise.added', { name: added }),
        );
        await expect(
          page
            .getByRole('table', { name: t('files', 'lines.label') })
            .getByText(added)
            .first(),
        ).toBeVisible();

        await page
          .getByRole('button', { name: t('files', 'customise.reprice'), exact: true })
          .click();
        const reprice = page.getByRole('dialog', { name: t('files', 'customise.repriceTitle') });
        await expect(
          reprice.getByTestId('diff-total').or(reprice.getByTestId('diff-none')),
        ).toBeVisible();
        const apply = reprice.getByRole('button', { name: t('files', 'customise.applyPrices') });
        if (await apply.isEnabled()) {
          await apply.click();
          await expect(page.getByTestId('last-change')).toContainText(
            t('files', 'customise.repriced'),
          );
        } else {
          await reprice.getByRole('button', { name: t('files', 'actionsUi.cancel') }).click();
        }

        await page.getByRole('button', { name: t('files', 'customise.saveAndView') }).click();
        await expect(page).toHaveURL(new RegExp(`/app/view-booking/${reference}$`));
        await expect(page).toHaveTitle(`${t('files', 'titles.view')} | ${PRODUCT_NAME}`);
        await page.getByRole('tab', { name: t('files', 'overview.tabs.versions') }).click();
        const versions = page
          .getByRole('table', { name: t('files', 'versions.label') })
          .locator('[data-version]');
        // Saved, alternative added, service added (and perhaps repriced): three versions or more.
        await expect(versions).not.toHaveCount(0);
        expect(await versions.count()).toBeGreaterThanOrEqual(3);
        await expect(
          page.getByRole('table', { name: t('files', 'diff.linesLabel') }),
        ).toBeVisible();
      });

      let copy = '';
      await test.step('copy the quote, then request the copy as a booking', async () => {
        await page.getByRole('link', { name: t('files', 'overview.copy') }).click();
        await expect(page).toHaveTitle(`${t('files', 'titles.copy')} | ${PRODUCT_NAME}`);
        const form = page.getByRole('form', { name: t('files', 'copy.formLabel') });
        await form
          .getByRole('textbox', { name: new RegExp(t('files', 'copy.bookingName')) })
          .fill(`${RUN} Rental copy`);
        await form.getByRole('button', { name: t('files', 'copy.confirm') }).click();
        await expect(page).toHaveURL(/\/app\/quick-quote\/customise\/NZ-\d+$/);
        copy = FILE_REFERENCE.exec(page.url())?.[0] ?? '';
        expect(copy).not.toBe(reference);
        await expect(page.getByRole('link', { name: reference })).toBeVisible();

        await page.getByRole('link', { name: t('files', 'customise.viewQuote') }).click();
        await page.getByRole('button', { name: t('files', 'overview.requestBooking') }).click();
        const dialog = page.getByRole('dialog', {
          name: t('files', 'request.title', { reference: copy }),
        });
        await expect(
          dialog.getByRole('heading', { name: t('files', 'request.whatChanged') }),
        ).toBeVisible({ timeout: 20_000 });
        await expect(dialog.getByTestId('request-total')).toContainText(
          t('files', 'totals.gstMessage', { currency: 'NZD', percent: 15 }),
        );
        await dialog.getByRole('button', { name: t('files', 'request.confirm') }).click();
        // The stored status is the same in every language; its badge reads in the page's language.
        const status = page.getByTestId('file-status');
        await expect(status).toHaveAttribute('data-status', 'Requested', { timeout: 20_000 });
        await expect(status).toHaveText(t('common', 'statusBadge.Requested'));
        await expect(
          page.getByRole('button', { name: t('files', 'overview.requestBooking') }),
        ).toBeHidden();
      });

      await test.step('My Files shows the booking Requested and filters by reference', async () => {
        await page.getByRole('link', { name: t('files', 'nav.myFiles') }).click();
        await expect(page).toHaveTitle(`${t('files', 'titles.list')} | ${PRODUCT_NAME}`);
        const filters = page.getByRole('form', { name: t('files', 'list.filtersLabel') });
        await filters
          .getByRole('textbox', { name: t('files', 'list.filters.reference'), exact: true })
          .fill(copy);
        await filters.getByRole('button', { name: t('files', 'list.search') }).click();
        await expect(page).toHaveURL(new RegExp(`reference=${copy}`));
        const table = page.getByRole('table', { name: t('files', 'list.tableLabel') });
        await expect(table.locator('[data-reference]')).toHaveCount(1);
        const row = table.locator(`[data-reference="${copy}"]`);
        await expect(row).toContainText(t('common', 'statusBadge.Requested'));
        await expect(row).toContainText(reference);

        await filters.getByRole('button', { name: t('files', 'list.reset') }).click();
        await expect(page).toHaveURL(/\/app\/list-bookings$/);
        await filters
          .getByRole('textbox', { name: t('files', 'list.filters.bookingName') })
          .fill(RUN);
        await filters.getByRole('button', { name: t('files', 'list.search') }).click();
        await expect(page).toHaveURL(new RegExp(`bookingName=${RUN}`));
        // The three quotes priced above and the copy.
        await expect(table.locator('[data-reference]')).toHaveCount(4);
        for (const other of [...saved, reference]) {
          await expect(table.locator(`[data-reference="${other}"]`)).toContainText(
            t('common', 'statusBadge.Quote'),
          );
        }
      });

      await test.step('My Files pages on the server', async () => {
        const pager = `${RUN}P`;
        await createQuotesThroughApi(page, 21, pager, june.iso);
        await page.goto(`/app/list-bookings?bookingName=${pager}`);
        const table = page.getByRole('table', { name: t('files', 'list.tableLabel') });
        await expect(table.locator('[data-reference]')).toHaveCount(20);
        const pagination = page.getByRole('navigation', { name: t('ui-kit', 'pagination.label') });
        await expect(pagination).toContainText('21');
        await pagination.getByRole('button', { name: t('ui-kit', 'pagination.next') }).click();
        await expect(page).toHaveURL(/page=2/);
        await expect(table.locator('[data-reference]')).toHaveCount(1);
        // Sorting by booking name, ascending, starts with "... 1", then "... 10".
        await page
          .getByRole('button', {
            name: t('files', 'list.sortBy', { column: t('files', 'list.columns.bookingName') }),
          })
          .click();
        await expect(page).not.toHaveURL(/page=2/);
        await expect(table.locator('[data-reference]').first()).toContainText(`${pager} 1`);
      });
    });
  });
}
