import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { DEMO_USERS, PRODUCT_NAME, signIn } from './support/demo';
import { createTranslator } from './support/i18n';

/**
 * Scheduled tours end to end (issue 10): the back office creates a tour with a season of rates
 * and two departures; one agent books the last seats of a departure while another agent has the
 * same departure open, and the second agent's booking is refused with the server's message.
 */

const { t } = createTranslator('en');
const rt = (key: string, params?: Record<string, string | number>) =>
  t('regular-tours', key, params);

/** A date `days` from today as the date inputs show it ("05 Mar 2027"), and as ISO. */
function dateIn(days: number) {
  const date = dayjs().add(days, 'day');
  return { typed: date.format('DD MMM YYYY'), iso: date.format('YYYY-MM-DD') };
}

/** Picks an option of a Mantine select (closed selects keep hidden options in the page). */
async function choose(scope: Page | Locator, label: RegExp, option: string | RegExp) {
  const page = 'goto' in scope ? scope : scope.page();
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option').filter({ hasText: option }).first().click();
}

async function fillDate(scope: Page | Locator, label: RegExp, value: string) {
  const input = scope.getByRole('textbox', { name: label });
  await input.fill(value);
  await input.press('Tab');
  await expect(input).toHaveValue(value);
}

async function agentPage(browser: Browser, username: string, tourId: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'agent', username);
  await page.goto(`/app/regular-tours-booking?tour=${tourId}`);
  await expect(page).toHaveTitle(`${rt('titles.booking')} | ${PRODUCT_NAME}`);
  return { context, page };
}

test('an admin creates a tour with two departures; the last seats go to one agent only', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36).slice(-5).toUpperCase();
  const code = `E2E-${suffix}`;
  const name = `Waikato Glowworm Trail ${suffix}`;
  const first = dateIn(30);
  const second = dateIn(44);

  // The back office: the tour and its itinerary.
  await signIn(page, 'admin', DEMO_USERS.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: rt('nav.admin') }).click();
  await expect(page).toHaveTitle(`${rt('titles.list')} | ${PRODUCT_NAME}`);
  await page.getByRole('link', { name: rt('list.add') }).click();
  await expect(page).toHaveTitle(`${rt('titles.add')} | ${PRODUCT_NAME}`);
  const form = page.getByRole('form', { name: rt('form.label') });
  await form.getByRole('textbox', { name: new RegExp(rt('form.code')) }).fill(code);
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  await choose(form, /^Status/, rt('status.published'));
  await choose(form, /^Category/, 'Coach tours');
  await choose(form, new RegExp(rt('form.supplier')), 'Kiwi Coachlines (KIWICOA)');
  await choose(form, new RegExp(rt('form.start')), /^Auckland \(/);
  await choose(form, new RegExp(rt('form.end')), /^Rotorua \(/);
  await form
    .getByRole('textbox', { name: /Overview \(English\)/ })
    .fill('Two days underground with the glowworms of Waitomo.');
  await form.getByRole('textbox', { name: /Day 1 title \(English\)/ }).fill('Auckland to Waitomo');
  await form.getByRole('button', { name: rt('form.addDay') }).click();
  await form.getByRole('textbox', { name: /Day 2 title \(English\)/ }).fill('Waitomo to Rotorua');
  await form.getByRole('button', { name: rt('form.create') }).click();
  await expect(page).toHaveURL(/\/admin\/regular-tours\/edit\/\d+\?tab=rates$/);
  await expect(page).toHaveTitle(`${rt('titles.edit')} | ${PRODUCT_NAME}`);
  const tourId = Number(/edit\/(\d+)/.exec(page.url())?.[1]);

  // Its rates: twin share for the coming year.
  await expect(page.getByText(rt('seasons.empty'))).toBeVisible();
  await page.getByRole('button', { name: rt('seasons.add') }).click();
  const seasonDialog = page.getByRole('dialog', { name: rt('seasons.addTitle') });
  await seasonDialog.getByRole('textbox', { name: /Season name/ }).fill('Year one');
  await fillDate(seasonDialog, /Valid from/, dateIn(0).typed);
  await fillDate(seasonDialog, /Valid to/, dateIn(365).typed);
  await seasonDialog
    .getByRole('textbox', { name: rt('seasons.form.costOf', { room: 'Twin Room' }) })
    .fill('150');
  await seasonDialog
    .getByRole('textbox', { name: rt('seasons.form.sellOf', { room: 'Twin Room' }) })
    .fill('210');
  await seasonDialog.getByRole('button', { name: rt('seasons.form.save') }).click();
  await expect(seasonDialog).toBeHidden();
  await expect(page.getByRole('table', { name: rt('seasons.tableLabel') })).toContainText(
    'Year one',
  );

  // Two departures: two seats on the first, ten on the second.
  await page.getByRole('tab', { name: rt('edit.tabs.departures') }).click();
  for (const [date, seats, breakEven] of [
    [first, '2', '2'],
    [second, '10', '6'],
  ] as const) {
    await page.getByRole('button', { name: rt('departures.add') }).click();
    const dialog = page.getByRole('dialog', { name: rt('departures.addTitle') });
    await fillDate(dialog, /Departure date/, date.typed);
    await dialog.getByRole('textbox', { name: /^Seats/ }).fill(seats);
    await dialog.getByRole('textbox', { name: /Break-even seats/ }).fill(breakEven);
    await dialog.getByRole('textbox', { name: /Fixed costs/ }).fill('400');
    await dialog.getByRole('button', { name: rt('departures.form.save') }).click();
    await expect(dialog).toBeHidden();
  }
  const departures = page.getByRole('table', { name: rt('departures.tableLabel') });
  await expect(departures.getByRole('row')).toHaveCount(3);
  await expect(
    departures.getByRole('img', {
      name: rt('seatsBar.label_other', { sold: 0, count: 2, breakEven: 2 }),
    }),
  ).toBeVisible();

  // Two agents of the same agency open the tour; the first departure (two seats) is chosen.
  const agentA = await agentPage(browser, DEMO_USERS.nzAgent, tourId);
  const agentB = await agentPage(browser, DEMO_USERS.nzAgencyAdmin, tourId);
  for (const { page: agent } of [agentA, agentB]) {
    await expect(agent.getByText(rt('booking.prompt'))).toBeVisible();
    const table = agent.getByRole('table', { name: rt('booking.departuresLabel', { name }) });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText(
      rt('booking.seatsLeft_other', { count: 2 }),
    );
    await expect(
      agent.getByRole('heading', {
        name: rt('booking.form.title', { date: dayjs(first.iso).format('DD MMM YYYY') }),
      }),
    ).toBeVisible();
    await expect(agent.getByTestId('tour-total')).toHaveText('NZ$420.00');
    await agent
      .getByRole('textbox', { name: /Booking name/ })
      .fill(`Party of ${agent === agentA.page ? 'A' : 'B'}`);
  }

  // Clicking the other departure changes the selection, and back.
  const tableA = agentA.page.getByRole('table', { name: rt('booking.departuresLabel', { name }) });
  await tableA.getByText(dayjs(second.iso).format('DD MMM YYYY')).click();
  await expect(
    agentA.page.getByRole('heading', {
      name: rt('booking.form.title', { date: dayjs(second.iso).format('DD MMM YYYY') }),
    }),
  ).toBeVisible();
  await tableA.getByText(dayjs(first.iso).format('DD MMM YYYY')).click();
  await expect(
    agentA.page.getByRole('heading', {
      name: rt('booking.form.title', { date: dayjs(first.iso).format('DD MMM YYYY') }),
    }),
  ).toBeVisible();
  // What the agent typed stays while choosing another departure.
  await expect(agentA.page.getByRole('textbox', { name: /Booking name/ })).toHaveValue(
    'Party of A',
  );

  // Agent A takes the last two seats.
  await agentA.page.getByRole('button', { name: rt('booking.form.submit') }).click();
  const booked = agentA.page.getByRole('status').filter({ hasText: rt('booking.bookedTitle') });
  await expect(booked).toBeVisible();
  const link = booked.getByRole('link', { name: /^Open NZ-\d+$/ });
  const reference = ((await link.textContent()) ?? '').replace('Open ', '');
  await expect(tableA.getByRole('row').nth(1)).toContainText(rt('availability.Full'));

  // Agent B, still looking at two free seats, is refused with the server's message.
  await agentB.page.getByRole('button', { name: rt('booking.form.submit') }).click();
  const refusal = agentB.page.getByRole('alert').filter({ hasText: rt('booking.refused') });
  await expect(refusal).toContainText('This departure is full: no seats are left.');
  const tableB = agentB.page.getByRole('table', { name: rt('booking.departuresLabel', { name }) });
  await expect(tableB.getByRole('row').nth(1)).toContainText(rt('availability.Full'));

  // Agent A's booking is a file with the tour as its service.
  await link.click();
  await expect(agentA.page).toHaveURL(new RegExp(`/app/view-booking/${reference}$`));
  await expect(agentA.page.getByText(name).first()).toBeVisible();

  // The back office sees the departure full and who holds the seats.
  await page.reload();
  await expect(
    departures.getByRole('img', {
      name: rt('seatsBar.label_other', { sold: 2, count: 2, breakEven: 2 }),
    }),
  ).toBeVisible();
  await departures
    .getByRole('button', {
      name: rt('departures.bookings', { date: dayjs(first.iso).format('DD MMM YYYY') }),
    })
    .click();
  await expect(page.getByRole('table', { name: rt('departures.bookingsLabel') })).toContainText(
    reference,
  );

  await agentA.context.close();
  await agentB.context.close();
});
