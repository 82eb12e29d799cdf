import { expect, test, type Locator, type Page } from '@playwright/test';
import type { TOutboxMessage } from '@portal/shared/contracts/outbox';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { apiHeaders, DEMO_USERS, signIn } from './support/demo';
import { bookAsAgent } from './support/traveller';

/**
 * The back office's acceptance journey (issue 9), as the demo admin against the real server and
 * its demo data, while the agent of the agency has the file open in a second browser and sees
 * every change arrive without reloading:
 * a custom booking for Kiwi Horizons Travel with a catalogue hotel and a manual (hand-priced)
 * guide → requested (its invoice, deposit and balance, issued with the request) → each service
 * confirmed, so the booking is Confirmed → a payment of the deposit → the guide cancelled, which
 * issues a credit note for it → the ledger balances on both sides → the yield screen shows the
 * margin before and after → the FIT finalisation tracker lists the file until nothing is missing.
 */

const AGENCY = 'Kiwi Horizons Travel';
/** The display name of nz.agent (apps/server/src/db/seed.ts). */
const AGENT_NAME = 'Liam Walker';
const HOTEL_CODE = 'HARBAKL-SUP';
const GUIDE_SUPPLIER_CODE = 'KIWIGUI';
const GUIDE = 'Private guide: Auckland food walk';

/** The operator's date (New Zealand), as the server counts days to travel. */
function operatorDate(daysAhead = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  return date.toISOString().slice(0, 10);
}

/** The first amount in a text ("Deposit NZ$1,234.50 due …", "-NZ$12.00") as cents. */
function cents(text: string | null): number {
  const match = /(-?)NZ\$([\d,]+\.\d{2})/.exec(text ?? '');
  if (!match?.[2]) throw new Error(`No amount in "${text}"`);
  const value = Math.round(Number(match[2].replace(/,/g, '')) * 100);
  return match[1] === '-' ? -value : value;
}

function amountInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Opens a Mantine select by its label and picks an option. */
async function choose(
  page: Page,
  scope: Locator,
  label: string | RegExp,
  option: string | RegExp,
  search?: string,
) {
  const combobox = scope.getByRole('combobox', { name: label });
  const choice = page.getByRole('option', { name: option, exact: typeof option === 'string' });
  // A live update arriving while the list is open can re-render the page under it, and Mantine
  // hides a list whose field has moved out of view: close it and open it again, as a person would.
  await expect(async () => {
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') {
      await combobox.click();
      if (search !== undefined) await combobox.fill(search);
    }
    try {
      await choice.first().click({ timeout: 3_000 });
    } catch (error) {
      await combobox.press('Escape');
      throw error;
    }
  }).toPass({ timeout: 30_000 });
}

async function summaryOf(admin: Page) {
  const read = async (key: string) =>
    cents(await admin.getByTestId(`summary-${key}`).textContent());
  return {
    invoiced: await read('invoiced'),
    paid: await read('paid'),
    credited: await read('credited'),
    refunded: await read('refunded'),
    balance: await read('balance'),
  };
}

async function recordPayment(admin: Page, amountCents: number, reference: string) {
  await admin.getByRole('button', { name: 'Record payment' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Record a payment' });
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill(amountInput(amountCents));
  await dialog.getByRole('textbox', { name: /^Reference/ }).fill(reference);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    admin
      .getByRole('table', { name: 'Payments and refunds' })
      .getByRole('row', { name: reference }),
  ).toBeVisible();
}

async function moveLine(admin: Page, lineName: string, to: string) {
  const lines = admin.getByRole('table', { name: 'Service lines' });
  const row = lines.getByRole('row').filter({ hasText: lineName });
  await choose(admin, row, `Change the status of ${lineName}`, to);
  await expect(row).toContainText(to);
}

test('the back office runs a custom booking end to end while the agent follows it live', async ({
  page: admin,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const agent = await (await browser.newContext({ baseURL })).newPage();
  await signIn(admin, 'admin', DEMO_USERS.admin);
  await signIn(agent, 'agent', DEMO_USERS.nzAgent);
  const bookingName = `Back office journey ${Date.now()}`;
  // Inside the tracker's default window (30 days) and the demo catalogue's rates.
  const travelDate = operatorDate(20);

  // A custom file for the agency: an empty quote of three days.
  await admin.goto('/admin/client-files/add');
  const addForm = admin.getByRole('form', { name: 'New client file' });
  await choose(admin, addForm, /^Agency/, AGENCY);
  await choose(admin, addForm, /^Agent/, AGENT_NAME);
  await addForm.getByRole('textbox', { name: /^Booking name/ }).fill(bookingName);
  const date = addForm.getByRole('textbox', { name: /^Travel date/ });
  await date.fill(travelDate);
  await date.press('Tab');
  await addForm.getByRole('textbox', { name: /^Nights/ }).fill('2');
  await addForm.getByRole('button', { name: 'Create file' }).click();
  await admin.waitForURL(/\/admin\/client-files\/NZ-\d{6,9}$/);
  const reference = new URL(admin.url()).pathname.split('/').pop() ?? '';
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(`Client file ${reference}`);

  // The agent opens it and keeps it open from here on.
  await agent.goto(`/app/view-booking/${reference}`);
  await expect(agent.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  await expect(agent.getByText(bookingName)).toBeVisible();
  await expect(agent.getByTestId('file-status')).toHaveText('Quote');

  // A catalogue service: the hotel for both nights, priced by the server.
  const catalogueForm = admin.getByRole('form', { name: 'Add a catalogue service' });
  await choose(admin, catalogueForm, 'Service', new RegExp(`^${HOTEL_CODE} – `), HOTEL_CODE);
  await catalogueForm.getByRole('textbox', { name: 'Nights / days' }).fill('2');
  await catalogueForm.getByRole('button', { name: 'Add service' }).click();
  const adminLines = admin.getByRole('table', { name: 'Service lines' });
  const hotelRow = adminLines.getByRole('row').filter({ hasText: 'Harbourview Hotel Auckland' });
  await expect(hotelRow).toHaveCount(1);
  const hotelName = ((await hotelRow.getByRole('cell').nth(1).textContent()) ?? '').trim();
  await expect(agent.getByText(hotelName)).toBeVisible();

  // A manual service: a private guide the catalogue does not sell, priced by hand.
  const manualForm = admin.getByRole('form', { name: 'Add a manual service' });
  await choose(admin, manualForm, /^Supplier/, new RegExp(`^${GUIDE_SUPPLIER_CODE} – `), 'KIWI');
  await choose(admin, manualForm, /^Service type/, 'GU Guides');
  await manualForm.getByRole('textbox', { name: /^Description/ }).fill(GUIDE);
  await choose(admin, manualForm, /^Day/, /^Day 2 · /);
  await manualForm.getByRole('textbox', { name: /^Start time/ }).fill('1000');
  await manualForm.getByRole('textbox', { name: /^Cost/ }).fill('150');
  await manualForm.getByRole('textbox', { name: /^Sell price/ }).fill('250');
  await manualForm.getByRole('button', { name: 'Add manual service' }).click();
  const guideRow = adminLines.getByRole('row').filter({ hasText: GUIDE });
  await expect(guideRow).toContainText('Manual');
  await expect(guideRow).toContainText('On Request');
  await expect(agent.getByText(GUIDE)).toBeVisible();

  // Requested: the agent watches the invoices tab; the invoice comes with the request.
  await agent.getByRole('tab', { name: 'Invoices' }).click();
  await expect(agent.getByText('No invoices yet.', { exact: false })).toBeVisible();
  const statusForm = admin.getByRole('form', { name: 'Status' });
  await choose(admin, statusForm, 'Move to', 'Requested');
  await statusForm.getByRole('button', { name: 'Change status' }).click();
  await expect(admin.getByRole('region', { name: 'Status' })).toContainText('Requested');
  await expect(agent.getByTestId('file-status')).toHaveText('Requested');
  const agentInvoice = agent.getByRole('row').filter({ hasText: /^INV-NZ-\d{6}/ });
  await expect(agentInvoice).toHaveCount(1);
  const invoiceNumber = /INV-NZ-\d{6}/.exec((await agentInvoice.textContent()) ?? '')?.[0] ?? '';
  expect(invoiceNumber).not.toBe('');

  // Confirmed: the consultant records each supplier's confirmation; the booking follows.
  await agent.getByRole('tab', { name: 'Services' }).click();
  await moveLine(admin, hotelName, 'Confirmed');
  await moveLine(admin, GUIDE, 'Confirmed');
  await expect(agent.getByTestId('file-status')).toHaveText('Confirmed');
  await expect(
    agent.getByRole('row').filter({ hasText: GUIDE }).getByText('Confirmed'),
  ).toBeVisible();

  // The yield now, before anything changes.
  await admin.goto(`/admin/client-files/yield/${reference}`);
  const marginBefore = cents(await admin.getByTestId('total-margin').textContent());
  expect(marginBefore).toBeGreaterThan(0);

  // The deposit invoice: issued with the request, its deposit due now and its balance later.
  await admin.goto(`/admin/client-files/invoices/${reference}`);
  const invoiceRow = admin
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row')
    .filter({ hasText: invoiceNumber });
  await expect(invoiceRow).toContainText('Issued');
  const depositCell = invoiceRow.getByRole('cell').nth(4);
  await expect(depositCell).toContainText(/due/);
  const deposit = cents(await depositCell.textContent());
  const issued = await summaryOf(admin);
  expect(deposit).toBeGreaterThan(0);
  expect(deposit).toBeLessThan(issued.invoiced);

  // A payment of the deposit; the agent's transactions show it at once.
  await agent.getByRole('tab', { name: 'Transactions' }).click();
  await expect(agent.getByRole('row').filter({ hasText: invoiceNumber })).toBeVisible();
  const depositReference = `DEP-${reference}`;
  await recordPayment(admin, deposit, depositReference);
  await expect(invoiceRow).toContainText('Part paid');
  await expect(agent.getByRole('row').filter({ hasText: depositReference })).toBeVisible();

  // One service cancelled: the guide's net is credited; the agent sees the credit note arrive.
  await agent.getByRole('tab', { name: 'Invoices' }).click();
  await expect(agent.getByRole('row').filter({ hasText: 'Credit note' })).toHaveCount(0);
  await admin.goto(`/admin/client-files/${reference}`);
  const guideSell = cents(
    await adminLines
      .getByRole('row')
      .filter({ hasText: GUIDE })
      .getByRole('cell')
      .nth(6)
      .textContent(),
  );
  await moveLine(admin, GUIDE, 'Cancelled');
  const agentCredit = agent.getByRole('row').filter({ hasText: 'Credit note' });
  await expect(agentCredit).toHaveCount(1);
  const creditNumber = /CN-NZ-\d{6}/.exec((await agentCredit.textContent()) ?? '')?.[0] ?? '';
  expect(creditNumber).not.toBe('');
  await agent.getByRole('tab', { name: 'Services' }).click();
  await expect(
    agent.getByRole('row').filter({ hasText: GUIDE }).getByText('Cancelled'),
  ).toBeVisible();
  await expect(agent.getByTestId('file-status')).toHaveText('Confirmed');

  // The ledger balances: invoices − payments − credit notes, on the admin and on the agent.
  await admin.goto(`/admin/client-files/invoices/${reference}`);
  const creditRow = admin
    .getByRole('table', { name: 'Credit notes' })
    .getByRole('row')
    .filter({ hasText: creditNumber });
  await expect(creditRow).toContainText(`Cancelled service: ${GUIDE}`);
  const afterCredit = await summaryOf(admin);
  expect(afterCredit.paid).toBe(deposit);
  expect(afterCredit.credited).toBeGreaterThan(0);
  // The agency is credited what it was billed for the guide: its sell less its commission.
  expect(afterCredit.credited).toBeLessThan(guideSell);
  expect(afterCredit.balance).toBe(
    afterCredit.invoiced - afterCredit.paid - afterCredit.credited + afterCredit.refunded,
  );
  await agent.getByRole('tab', { name: 'Transactions' }).click();
  await expect(agent.getByText(/^Balance: /)).toHaveText(
    new RegExp(`^Balance: .*${amountInput(afterCredit.balance).replace('.', '\\.')}`),
  );
  expect(cents(await agent.getByText(/^Balance: /).textContent())).toBe(afterCredit.balance);

  // The yield screen: the margin at the requested version and now.
  await admin.goto(`/admin/client-files/yield/${reference}`);
  const marginAfter = cents(await admin.getByTestId('total-margin').textContent());
  expect(marginAfter).toBeLessThan(marginBefore);
  await choose(admin, admin.locator('body'), 'Compare with version', /^Version 4 · /);
  const change = admin.getByTestId('margin-change');
  await expect(change).toContainText('Margin excl. GST at version 4');
  const [before, after, delta] = ((await change.textContent()) ?? '')
    .split(/[:;(]/)
    .slice(1)
    .map((part) => part.trim());
  expect(cents(before ?? null)).toBe(marginBefore);
  expect(cents(after ?? null)).toBe(marginAfter);
  expect(cents(delta ?? null)).toBe(marginAfter - marginBefore);
  await expect(
    admin
      .getByRole('table', { name: 'Margin changes by service' })
      .getByRole('row')
      .filter({ hasText: GUIDE }),
  ).toContainText('Changed');

  // The FIT finalisation tracker lists the file with what it still lacks.
  await admin.goto('/admin/fit-finalisation-tracker');
  const tracker = admin.getByRole('table', { name: 'Bookings to finalise' });
  const trackerRow = tracker.locator(`tr[data-reference="${reference}"]`);
  await expect(trackerRow).toBeVisible();
  await expect(trackerRow).toContainText('owing');
  await expect(trackerRow).toContainText('No emergency contact');
  await expect(trackerRow).toContainText('Documents not sent');
  await expect(trackerRow).not.toContainText('unconfirmed');

  // The rest of the balance is paid.
  await admin.goto(`/admin/client-files/invoices/${reference}`);
  await recordPayment(admin, afterCredit.balance, `BAL-${reference}`);
  await expect(admin.getByTestId('summary-balance')).toHaveText(/\$0\.00$/);
  await expect(
    admin.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({
      hasText: invoiceNumber,
    }),
  ).toContainText('Paid');
  await expect(agent.getByText(/^Balance: /)).toHaveText(/\$0\.00$/);

  // Still listed: documents and the emergency contact are missing.
  await admin.goto('/admin/fit-finalisation-tracker');
  await expect(trackerRow).toBeVisible();
  await expect(trackerRow).not.toContainText('owing');
  await trackerRow.getByRole('button', { name: `Send documents for ${reference}` }).click();
  await expect(trackerRow).not.toContainText('Documents not sent');
  await expect(trackerRow).toContainText('No emergency contact');

  // The travellers give their emergency contact in the travel app.
  const traveller = await (await browser.newContext({ baseURL })).newPage();
  await traveller.goto('/travel-app');
  await traveller.getByPlaceholder('Booking Reference').fill(reference);
  await traveller.getByRole('button', { name: 'Find Itinerary' }).click();
  await expect(traveller.getByRole('heading', { name: bookingName })).toBeVisible();
  const emergency = traveller.locator('section', {
    has: traveller.getByRole('heading', { name: 'Emergency contact' }),
  });
  await emergency.getByLabel(/^Title/).fill('Ms');
  await emergency.getByLabel(/^Full name/).fill('Ruth Walker');
  await emergency.getByLabel(/^Relationship/).fill('Sister');
  await emergency.getByLabel(/^Phone/).fill('(021) 555 0101');
  await emergency.getByLabel(/^Email/).fill('ruth@example.test');
  await emergency.getByRole('button', { name: 'Save emergency contact' }).click();
  await expect(emergency.getByText('Emergency contact saved.')).toBeVisible();

  // Complete: the tracker no longer lists it (it shows among complete bookings only).
  await admin.goto('/admin/fit-finalisation-tracker');
  await expect(
    admin.getByRole('heading', { level: 1, name: 'FIT Finalisation Tracker' }),
  ).toBeVisible();
  await expect(admin.locator(`tr[data-reference="${reference}"]`)).toHaveCount(0);
  await admin.goto('/admin/fit-finalisation-tracker?complete=true');
  await expect(admin.locator(`tr[data-reference="${reference}"]`)).toContainText('Complete');

  // The agent's account summary, filtered to the file, carries the same documents for it.
  await agent.goto('/app/account');
  const ledgerFilter = agent.getByRole('form', {
    name: 'Filter the account summary by date or file',
  });
  await ledgerFilter.getByLabel('File reference').fill(reference);
  await ledgerFilter.getByRole('button', { name: 'Search' }).click();
  await agent.waitForURL(new RegExp(`[?&]fileReference=${reference}`));
  const ledger = agent.getByRole('table', { name: 'Agency ledger' });
  const fileRows = ledger.getByRole('row').filter({ hasText: reference });
  for (const documentReference of [invoiceNumber, depositReference, creditNumber]) {
    await expect(fileRows.filter({ hasText: documentReference })).toHaveCount(1);
  }
  let fileTotal = 0;
  for (const row of await fileRows.all()) {
    fileTotal += cents(await row.getByRole('cell').nth(4).textContent());
  }
  expect(fileTotal).toBe(0);
});

test("Record payment keeps the method picked again and is dated on New Zealand's day (issue 19 point 32)", async ({
  browser,
  baseURL,
}) => {
  // Guards the fix of issue 19 point 32: Mantine's select emptied a required field when its
  // chosen option was picked again ("This field is required" under Method; FormSelect now sets
  // allowDeselect only for filters), and the payment date defaulted to the browser's UTC day, not
  // the operator's (file-invoices-page.tsx's todayIso). This browser's clock stands early on New
  // Zealand's today, when it is still yesterday in UTC and in the browser's own zone (UTC−12), so
  // a form dated by either would show yesterday.
  test.setTimeout(120_000);
  const agentContext = await browser.newContext({ baseURL });
  const agent = await agentContext.newPage();
  await signIn(agent, 'agent', DEMO_USERS.nzAgent);
  const file = await bookAsAgent(agent, agent.request, `Record payment ${Date.now().toString(36)}`);
  await agentContext.close();

  const today = operatorDate();
  // 06:00 in New Zealand under daylight saving (05:00 without): 17:00 UTC the day before.
  const earlyToday = new Date(Date.parse(`${today}T06:00:00Z`) - 13 * 3_600_000);
  expect(earlyToday.toISOString().slice(0, 10)).not.toBe(today);
  // As the form and the payments table show a date ("06 Feb 2030").
  const todayShown = formatDayMonthYear(today, 'en');

  const adminContext = await browser.newContext({ baseURL, timezoneId: 'Etc/GMT+12' });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin', DEMO_USERS.admin);
  await admin.clock.setFixedTime(earlyToday);
  await admin.goto(`/admin/client-files/${file.reference}`);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(
    `Client file ${file.reference}`,
  );
  await admin
    .getByRole('navigation', { name: 'File pages' })
    .getByRole('link', { name: 'Invoices' })
    .click();
  await admin.waitForURL(new RegExp(`/admin/client-files/invoices/${file.reference}$`));
  expect(await admin.evaluate(() => new Date().toISOString())).toBe(earlyToday.toISOString());

  await admin.getByRole('button', { name: 'Record payment' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Record a payment' });
  await expect(dialog.getByRole('textbox', { name: /^Received on/ })).toHaveValue(todayShown);

  // The method is preset; picking the same one again keeps it.
  const method = dialog.getByRole('combobox', { name: /^Method/ });
  await expect(method).toHaveValue('Bank transfer');
  await method.click();
  await admin.getByRole('option', { name: 'Bank transfer', exact: true }).click();
  await expect(admin.getByRole('option', { name: 'Bank transfer', exact: true })).toBeHidden();
  await expect(method).toHaveValue('Bank transfer');
  await expect(dialog.getByText('This field is required')).toHaveCount(0);

  // And the payment is recorded with that method on that day.
  const reference = `P32-${file.reference}`;
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('1.00');
  await dialog.getByRole('textbox', { name: /^Reference/ }).fill(reference);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toHaveCount(0);
  const row = admin
    .getByRole('table', { name: 'Payments and refunds' })
    .getByRole('row', { name: reference });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Bank transfer');
  await expect(row).toContainText(todayShown);
  await adminContext.close();
});

test('a back-office user without labels.manage opens a client file with no 403 and no console error (issue 19 point 33)', async ({
  page,
  browser,
  baseURL,
}) => {
  // Guards the fix of issue 19 point 33 (client-file-edit.tsx mounts the labels picker only for
  // can('labels.manage')): the client file page asked every user for the file's labels and the
  // label list, so an accountant met two 403s and their errors on the console.
  test.setTimeout(150_000);
  const run = Date.now().toString(36);
  const username = `accounts.${run}`;
  const email = `accounts.${run}@operator.test`;
  const password = 'Fresh-pass-2026';

  const agentContext = await browser.newContext({ baseURL });
  const agent = await agentContext.newPage();
  await signIn(agent, 'agent', DEMO_USERS.nzAgent);
  const file = await bookAsAgent(agent, agent.request, `No labels ${run}`);
  await agentContext.close();

  // The administrator invites an accountant: a role that may see files but not manage labels.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin', DEMO_USERS.admin);
  const headers = await apiHeaders(admin);
  const invited = await admin.request.post('/api/admin/admins', {
    headers,
    data: { name: `Accounts ${run}`, email, username, roles: ['accountant'] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  let resetPath = '';
  await expect(async () => {
    const answer = await admin.request.get(
      `/api/admin/outbox?per_page=100&to=${encodeURIComponent(email)}`,
      { headers },
    );
    expect(answer.ok()).toBe(true);
    const messages = ((await answer.json()) as TPaginated<TOutboxMessage>).data;
    const match = messages
      .filter((message) => message.to === email)
      .map((message) => /\/reset-password\/[\w-]+/.exec(message.text)?.[0])
      .find((path) => path !== undefined);
    expect(match, `no invitation mail to ${email} yet`).toBeDefined();
    resetPath = match ?? '';
  }).toPass({ timeout: 15_000 });
  await adminContext.close();

  // The accountant sets a password from the invitation and signs in.
  await page.goto(resetPath);
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm new password/).fill(password);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Please login with your new password.')).toBeVisible();
  await signIn(page, 'admin', username, password);

  const refused: string[] = [];
  const answered: string[] = [];
  const consoleErrors: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (response.status() === 403) refused.push(`${response.request().method()} ${path}`);
    if (response.ok()) answered.push(path);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));

  await page.goto(`/admin/client-files/${file.reference}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Client file ${file.reference}`);
  await expect(page.getByRole('table', { name: 'Service lines' })).toBeVisible();
  // Let every call the page makes (and a picker that would mount) finish.
  await page.waitForLoadState('networkidle');
  expect(answered).toContain(`/api/admin/files/${file.reference}`);
  expect(refused).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
