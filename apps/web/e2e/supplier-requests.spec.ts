import { expect, test, type Browser, type Page } from '@playwright/test';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TOutboxMessage } from '@portal/shared/contracts/outbox';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { apiHeaders, DEMO_USERS, signIn } from './support/demo';

/**
 * The supplier request workflow (issue 7), end to end against the real server and its demo data:
 * an agent books → the supplier's mail lands in the outbox → its link opens Confirm Service with
 * no login → "ABC123 -cl" confirms the booking live on the agent's open file; a second supplier
 * declines and the back office sees the alert live; in the supplier app the request moves from
 * Current to Confirmed, and the cancellation that follows is released into Cancelled.
 *
 * Each booking is the demo package North Island Explorer saved through the API, cut down to the
 * services of one supplier so that the supplier's answers decide the booking's status.
 */

const HOTEL = 'Harbourview Hotel Auckland';
const CARS = 'Tasman Car Rentals';

/** About three months ahead: inside the demo catalogue's rates. */
function travelDate(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 95);
  return date.toISOString().slice(0, 10);
}

/** Saves the package as a quote, keeps only `supplierName`'s services, and requests the booking. */
async function bookWithOnly(agent: Page, supplierName: string, bookingName: string) {
  const headers = await apiHeaders(agent);
  const packages = await agent.request.get('/api/app/packages?per_page=100', { headers });
  expect(packages.ok()).toBe(true);
  const list = (await packages.json()) as TPaginated<{ id: number; code: string }>;
  const demo = list.data.find((pkg) => pkg.code === 'NZ-NIE-7');
  if (!demo) throw new Error('The demo catalogue has no North Island Explorer');

  const created = await agent.request.post('/api/app/files', {
    headers,
    data: {
      packageId: demo.id,
      travelDate: travelDate(),
      accommodationClass: 'superior',
      rooms: [
        {
          roomType: 'DB',
          adults: 2,
          guests: [
            { title: 'Mr', fullName: 'Tom Walker' },
            { title: 'Mrs', fullName: 'Ana Walker' },
          ],
        },
      ],
      bookingName,
      yourReference: 'SUP-E2E',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quote = (await created.json()) as TFileView;
  const lines = quote.days.flatMap((day) => day.lines);
  expect(lines.some((line) => line.supplierName === supplierName)).toBe(true);
  for (const line of lines.filter((row) => row.supplierName !== supplierName)) {
    const removed = await agent.request.delete(
      `/api/app/files/${quote.reference}/lines/${line.id}`,
      { headers },
    );
    expect(removed.status(), await removed.text()).toBe(200);
  }
  const booked = await agent.request.post(`/api/app/files/${quote.reference}/request-booking`, {
    headers,
    data: {},
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const file = (await booked.json()) as TFileView;
  expect(
    file.days.flatMap((day) => day.lines).every((line) => line.supplierName === supplierName),
  ).toBe(true);
  return file;
}

/** The link of the newest supplier mail about `reference` (read as the back office reads the outbox). */
async function supplierLink(
  admin: Page,
  reference: string,
  kind: 'service' | 'reconfirm' = 'service',
) {
  const headers = await apiHeaders(admin);
  let link: string | null = null;
  await expect(async () => {
    const answer = await admin.request.get('/api/admin/outbox?per_page=100', { headers });
    expect(answer.ok()).toBe(true);
    const messages = ((await answer.json()) as TPaginated<TOutboxMessage>).data;
    const mail = messages.find(
      (message) =>
        message.subject.includes(reference) && message.text.includes(`/supplier/${kind}/`),
    );
    const match = mail ? new RegExp(`(/supplier/${kind}/[A-Za-z0-9_-]+)`).exec(mail.text) : null;
    expect(match, `no supplier mail for ${reference} yet`).not.toBeNull();
    link = match?.[1] ?? null;
  }).toPass({ timeout: 15_000 });
  if (!link) throw new Error(`No supplier link for ${reference}`);
  return link;
}

/** A fresh browser with no session: what a supplier who never signs in has. */
async function anonymousPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  return context.newPage();
}

test('suppliers answer from the emailed link and in the supplier app', async ({
  page: agent,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await (await browser.newContext({ baseURL })).newPage();
  const hotel = await (await browser.newContext({ baseURL })).newPage();
  await signIn(agent, 'agent', DEMO_USERS.nzAgent);
  await signIn(admin, 'admin', DEMO_USERS.admin);
  await signIn(hotel, 'supplier', DEMO_USERS.hotel);

  // The agent requests a booking whose only services are the hotel's, and keeps it open.
  const booking = await bookWithOnly(agent, HOTEL, 'Walker hotel stay');
  // The booking stays Requested while its supplier is asked.
  expect(booking.status).toBe('Requested');
  await agent.goto(`/app/view-booking/${booking.reference}`);
  await expect(agent.getByTestId('file-status')).toHaveText('Requested');

  // The hotel sees it among its Current Requests.
  await hotel.goto(`/supplier-app/requests?q=${booking.reference}`);
  const current = hotel.getByRole('table', { name: 'Current Requests' });
  await expect(current.getByRole('link', { name: booking.reference })).toBeVisible();

  // The mail's link opens Confirm Service without login, on a phone-sized screen.
  const link = await supplierLink(admin, booking.reference);
  const supplier = await anonymousPage(browser, baseURL);
  await supplier.goto(link);
  await expect(supplier).toHaveTitle(/^Confirm Service/);
  await expect(supplier.getByTestId('booking-reference')).toHaveText(booking.reference);
  await expect(supplier.getByTestId('lead-guest')).toHaveText('Mr Tom Walker');
  await expect(supplier.getByTestId('guest-names')).toHaveText('Mr Tom Walker, Mrs Ana Walker');
  const confirmForm = supplier.getByRole('form', { name: 'Confirm the service' });
  await confirmForm.getByRole('button', { name: 'Confirm service' }).click();
  await expect(confirmForm.getByText('This field is required')).toBeVisible();
  await confirmForm.getByLabel(/Confirmation number/).fill('ABC123 -cl');
  await confirmForm.getByRole('button', { name: 'Confirm service' }).click();
  await expect(supplier.getByTestId('answer-summary')).toContainText('Confirmation: ABC123');
  await expect(supplier.getByTestId('request-status')).toHaveText('Confirmed');
  await expect(supplier.getByText('ABC123 -cl')).toHaveCount(0);

  // The agent's open file follows without a reload.
  await expect(agent.getByTestId('file-status')).toHaveText('Confirmed');
  // Confirmation and voucher both show the number without its suffix.
  await expect(agent.getByRole('cell', { name: 'ABC123', exact: true }).first()).toBeVisible();
  await expect(agent.getByText('ABC123 -cl')).toHaveCount(0);

  // In the supplier app the request left Current (live) and is among Confirmed Bookings.
  await expect(current.getByRole('link', { name: booking.reference })).toHaveCount(0);
  await hotel.goto(`/supplier-app/confirmed?q=${booking.reference}`);
  const confirmed = hotel.getByRole('table', { name: 'Confirmed Bookings' });
  await expect(confirmed.getByRole('link', { name: booking.reference })).toBeVisible();
  await expect(confirmed.getByRole('cell', { name: 'ABC123', exact: true })).toBeVisible();

  // The back office sees the request with its answer.
  await admin.goto(`/admin/supplier-requests?reference=${booking.reference}`);
  const staffRow = admin
    .getByRole('table', { name: 'Supplier Requests' })
    .getByRole('row')
    .filter({ hasText: booking.reference });
  await expect(staffRow).toContainText(HOTEL);
  await expect(staffRow).toContainText('Confirmed');
  await expect(staffRow).toContainText('ABC123');

  // A second supplier declines another booking; the back office sees the alert arrive.
  await admin.goto('/admin/booking-alerts');
  await expect(admin.getByRole('heading', { level: 1, name: 'Booking Alerts' })).toBeVisible();
  const carBooking = await bookWithOnly(agent, CARS, 'Walker self-drive');
  const carLink = await supplierLink(admin, carBooking.reference);
  await supplier.goto(carLink);
  await expect(supplier.getByTestId('booking-reference')).toHaveText(carBooking.reference);
  await supplier.getByText('Unable', { exact: true }).click();
  const declineForm = supplier.getByRole('form', { name: 'Decline the service' });
  await declineForm.getByLabel(/Reason/).fill('No SUVs left on these dates');
  await declineForm.getByRole('button', { name: 'Send Unable' }).click();
  await expect(supplier.getByTestId('request-status')).toHaveText('Unable');
  await expect(admin.getByText(`New alert for ${carBooking.reference}`)).toBeVisible();
  const alerts = admin.getByRole('table', { name: 'Booking alerts' });
  const alertRow = alerts.getByRole('row').filter({ hasText: carBooking.reference });
  await expect(alertRow).toContainText(CARS);
  await alertRow
    .getByRole('button', { name: `Resolve the alert for ${carBooking.reference}` })
    .click();
  await expect(alertRow).toHaveCount(0);

  // The agent cancels the hotel booking: a cancel request appears in the hotel's Current list.
  await agent.getByRole('button', { name: 'Cancel booking' }).click();
  await agent.getByRole('dialog').getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(agent.getByTestId('file-status')).toHaveText(/Cancel/);
  await hotel.goto(`/supplier-app/requests?q=${booking.reference}`);
  const cancelRow = hotel
    .getByRole('table', { name: 'Current Requests' })
    .getByRole('row')
    .filter({ hasText: booking.reference });
  await expect(cancelRow).toContainText('Cancellation Requested');
  await cancelRow.getByRole('link', { name: booking.reference }).click();
  await expect(hotel).toHaveURL(/\/supplier-app\/service\/\d+$/);
  // A release records the supplier's cancellation number (issue 19, point 23).
  await hotel.getByRole('button', { name: 'Release' }).click();
  await expect(hotel.getByText('This field is required')).toBeVisible();
  await hotel.getByLabel(/Cancellation number/).fill('CXL-4411');
  await hotel.getByRole('button', { name: 'Release' }).click();
  await expect(hotel.getByTestId('answer-summary')).toContainText('Service released');
  await expect(hotel.getByTestId('answer-summary')).toContainText('Cancellation number: CXL-4411');

  await hotel.goto(`/supplier-app/cancelled?q=${booking.reference}`);
  await expect(
    hotel
      .getByRole('table', { name: 'Cancelled Bookings' })
      .getByRole('link', { name: booking.reference }),
  ).toBeVisible();
  await hotel.goto(`/supplier-app/requests?q=${booking.reference}`);
  await expect(hotel.getByTestId('requests-empty')).toBeVisible();
});

test('an emailed link that is not valid says so without a login', async ({ browser, baseURL }) => {
  const supplier = await anonymousPage(browser, baseURL);
  await supplier.goto('/supplier/service/not-a-real-token-0123456789abcdef');
  await expect(supplier.getByTestId('link-error')).toContainText('This link is not valid');
});

test("the hotel's Confirmed Bookings hold the demo's confirmed stays, with the guests' names", async ({
  page: hotel,
}) => {
  await signIn(hotel, 'supplier', DEMO_USERS.hotel);
  await hotel.goto('/supplier-app/confirmed?q=NZ-100001');
  const confirmed = hotel.getByRole('table', { name: 'Confirmed Bookings' });
  const row = confirmed.getByRole('row').filter({ hasText: 'NZ-100001' }).first();
  await expect(row).toContainText('Mr James Wilson');
  await expect(row).toContainText('Confirmed');
  await row.getByRole('link', { name: 'NZ-100001' }).click();
  await expect(hotel.getByTestId('lead-guest')).toHaveText('Mr James Wilson');
  await expect(hotel.getByTestId('guest-names')).toHaveText('Mr James Wilson, Mrs Emma Wilson');
});

test('a supplier holds a service provisionally, then corrects its answer from the link; the agent sees each change live', async ({
  page: agent,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signIn(agent, 'agent', DEMO_USERS.nzAgent);
  await signIn(admin, 'admin', DEMO_USERS.admin);
  const booking = await bookWithOnly(agent, HOTEL, 'Walker option hold');
  await agent.goto(`/app/view-booking/${booking.reference}`);
  await expect(agent.getByTestId('file-status')).toHaveText('Requested');

  const supplier = await anonymousPage(browser, baseURL);
  await supplier.goto(await supplierLink(admin, booking.reference));
  await supplier.getByText('Provisional', { exact: true }).click();
  const holdForm = supplier.getByRole('form', { name: 'Hold the service provisionally' });
  const option = new Date();
  option.setUTCDate(option.getUTCDate() + 20);
  await holdForm.getByLabel(/Option expiry date/).fill(option.toISOString().slice(0, 10));
  await holdForm.getByLabel(/Option expiry date/).press('Enter');
  await holdForm.getByLabel(/Provisional reference/).fill('OPT-88');
  await holdForm.getByRole('button', { name: 'Send Provisional' }).click();
  await expect(supplier.getByTestId('request-status')).toHaveText('Provisional');
  const months = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  const optionText = `${String(option.getUTCDate()).padStart(2, '0')} ${months[option.getUTCMonth()]} ${option.getUTCFullYear()}`;
  await expect(supplier.getByTestId('option-expires-on')).toContainText(optionText);
  // The agent's open file shows the held service without a reload.
  await expect(agent.getByText('Provisional', { exact: true }).first()).toBeVisible();

  // The hold becomes a confirmation; the booking confirms.
  const confirmForm = supplier.getByRole('form', { name: 'Confirm the service' });
  await supplier.getByText('Confirm', { exact: true }).click();
  await confirmForm.getByLabel(/Confirmation number/).fill('HV-100');
  await confirmForm.getByRole('button', { name: 'Confirm service' }).click();
  await expect(supplier.getByTestId('request-status')).toHaveText('Confirmed');
  await expect(agent.getByTestId('file-status')).toHaveText('Confirmed');

  // Before the service date the supplier corrects its answer: Unable after all.
  await supplier.getByRole('button', { name: 'Change your answer' }).click();
  await supplier.getByText('Unable', { exact: true }).click();
  const declineForm = supplier.getByRole('form', { name: 'Decline the service' });
  await declineForm.getByLabel(/Reason/).fill('Pipe burst: rooms closed');
  await declineForm.getByRole('button', { name: 'Send Unable' }).click();
  await expect(supplier.getByTestId('request-status')).toHaveText('Unable');
  await expect(agent.getByText('Unable', { exact: true }).first()).toBeVisible();

  // Who and when: the request's history records the correction.
  await supplier
    .getByRole('link', { name: /request as sent|Snapshot/i })
    .first()
    .click();
  await expect(supplier.getByRole('table', { name: 'History' })).toContainText(
    'Unable (corrected from Confirmed)',
  );
});
