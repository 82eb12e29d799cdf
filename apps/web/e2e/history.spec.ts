import { expect, test, type Browser, type Page } from '@playwright/test';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TOutboxMessage } from '@portal/shared/contracts/outbox';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { apiHeaders, DEMO_USERS, signIn } from './support/demo';

/**
 * History, timeline and audit (issue 19, points 10, 11, 29 and 30), against the real server and
 * its demo data: what a file went through reads in the trade's words for the agent (History tab)
 * and for the back office (the file's timeline, the audit log), never as internal ids or JSON.
 *
 * Bookings are the demo package North Island Explorer saved through the API and cut down to one
 * supplier's services, so that supplier's answer decides the service line.
 */

const HOTEL = 'Harbourview Hotel Auckland';
const CARS = 'Tasman Car Rentals';
/** What the raw detail of a file event looked like on screen before (issue 19, point 10). */
const RAW_DETAIL = /\bkey:|productId|sellDeltaCents|lineId|supplierRequestId|\{"/;

function travelDate(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 96);
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
            { title: 'Ms', fullName: 'Hana Reid' },
            { title: 'Mr', fullName: 'Owen Reid' },
          ],
        },
      ],
      bookingName,
      yourReference: 'HIST-E2E',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quote = (await created.json()) as TFileView;
  for (const line of quote.days
    .flatMap((day) => day.lines)
    .filter((row) => row.supplierName !== supplierName)) {
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
  return (await booked.json()) as TFileView;
}

/** The link in the newest supplier mail about `reference`, read as the back office reads it. */
async function supplierLink(admin: Page, reference: string) {
  const headers = await apiHeaders(admin);
  let link: string | null = null;
  await expect(async () => {
    const answer = await admin.request.get('/api/admin/outbox?per_page=100', { headers });
    expect(answer.ok()).toBe(true);
    const messages = ((await answer.json()) as TPaginated<TOutboxMessage>).data;
    const mail = messages.find(
      (message) =>
        message.subject.includes(reference) && message.text.includes('/supplier/service/'),
    );
    const match = mail ? /(\/supplier\/service\/[A-Za-z0-9_-]+)/.exec(mail.text) : null;
    expect(match, `no supplier mail for ${reference} yet`).not.toBeNull();
    link = match?.[1] ?? null;
  }).toPass({ timeout: 15_000 });
  if (!link) throw new Error(`No supplier link for ${reference}`);
  return link;
}

async function anonymousPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('the agent’s History tab speaks the trade’s words and a declined line says why', async ({
  page: agent,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signIn(agent, 'agent', DEMO_USERS.nzAgent);
  await signIn(admin, 'admin', DEMO_USERS.admin);
  const supplier = await anonymousPage(browser, baseURL);

  // The hotel confirms with its "-cl" marker; the car supplier declines with a reason.
  const hotelBooking = await bookWithOnly(agent, HOTEL, 'Reid hotel stay');
  await supplier.goto(await supplierLink(admin, hotelBooking.reference));
  const confirmForm = supplier.getByRole('form', { name: 'Confirm the service' });
  await confirmForm.getByLabel(/Confirmation number/).fill('HV7731 -cl');
  await confirmForm.getByRole('button', { name: 'Confirm service' }).click();
  await expect(supplier.getByTestId('request-status')).toHaveText('Confirmed');

  const carBooking = await bookWithOnly(agent, CARS, 'Reid self-drive');
  await supplier.goto(await supplierLink(admin, carBooking.reference));
  await supplier.getByText('Unable', { exact: true }).click();
  const declineForm = supplier.getByRole('form', { name: 'Decline the service' });
  await declineForm.getByLabel(/Reason/).fill('No SUVs left on these dates');
  await declineForm.getByRole('button', { name: 'Send Unable' }).click();
  await expect(supplier.getByTestId('request-status')).toHaveText('Unable');

  // The declined service line says why, where the agent looks first.
  await agent.goto(`/app/view-booking/${carBooking.reference}`);
  await expect(agent.getByTestId('supplier-reason').first()).toHaveText(
    "Supplier's reason: No SUVs left on these dates",
  );

  // History: sentences and laid-out facts, never keys, ids or JSON.
  await agent.getByRole('tab', { name: 'History' }).click();
  const history = agent.getByRole('table', { name: 'History' });
  const answer = history.getByRole('row').filter({ hasText: "Changed a service's status" });
  await expect(answer).toContainText('Unable');
  await expect(answer).toContainText('No SUVs left on these dates');
  await expect(
    history.getByRole('row').filter({ hasText: 'Removed a service' }).first(),
  ).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: 'Requested the booking' })).toBeVisible();
  await expect(history).not.toContainText(RAW_DETAIL);

  // The confirmation number reads without its marker (SPEC section 9).
  await agent.goto(`/app/view-booking/${hotelBooking.reference}`);
  await agent.getByRole('tab', { name: 'History' }).click();
  const hotelHistory = agent.getByRole('table', { name: 'History' });
  const confirmed = hotelHistory.getByRole('row').filter({ hasText: 'Confirmation' }).first();
  await expect(confirmed).toContainText('HV7731');
  await expect(hotelHistory).not.toContainText('-cl');
  await expect(hotelHistory).not.toContainText(RAW_DETAIL);
});

test('the audit log reads as sentences by people’s names, in the user’s language', async ({
  page,
}) => {
  await signIn(page, 'admin', DEMO_USERS.admin);
  await page.goto('/admin/audit-log?action=auth.login');
  const table = page.getByRole('table', { name: 'Audit log entries' });
  const signedIn = table.getByRole('row').filter({ hasText: 'Signed in' }).first();
  await expect(signedIn).toContainText('Portal Administrator');
  await expect(signedIn.getByTestId('actor-username')).toHaveText('admin');
  await expect(table).not.toContainText('auth.login');
  await expect(table).not.toContainText(RAW_DETAIL);

  // A label created by the admin: the sentence and its name laid out, never JSON.
  const name = `Audit ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/labels', {
    headers: await apiHeaders(page),
    data: { name, colour: 'red', description: '' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/admin/audit-log?action=label.created');
  const label = table.getByRole('row').filter({ hasText: name });
  await expect(label).toContainText('Created a label');
  await expect(label).toContainText(new RegExp(`Name:\\s*${name}`));
  await expect(label).toContainText('Portal Administrator');
  await expect(table).not.toContainText('label.created');
  await expect(table).not.toContainText(RAW_DETAIL);

  // The same log in German.
  await page.evaluate(() => window.localStorage.setItem('portal.language', 'de'));
  await page.goto('/admin/audit-log?action=auth.login');
  const german = page.getByRole('table', { name: 'Einträge des Änderungsprotokolls' });
  await expect(german.getByRole('row').filter({ hasText: 'Angemeldet' }).first()).toBeVisible();
  await expect(german).not.toContainText('auth.login');
});

test('the operations team reads a traveller’s emergency contact on the file, each view audited', async ({
  page,
}) => {
  const reference = 'NZ-100001';
  await signIn(page, 'admin', DEMO_USERS.admin);
  const headers = await apiHeaders(page);
  // The traveller saves a contact in the travel app (its link, as the back office hands it out).
  const links = await page.request.post(`/api/admin/files/${reference}/traveller-links`, {
    headers,
  });
  expect(links.status(), await links.text()).toBe(200);
  const { travelAppUrl } = (await links.json()) as { travelAppUrl: string };
  const token = travelAppUrl.split('/').pop() ?? '';
  const saved = await page.request.put(`/api/travel-app/${token}/emergency-contact`, {
    headers,
    data: {
      title: 'Mrs',
      fullName: 'Mere Tane',
      relationship: 'Sister',
      phone: '021 5550123',
      email: 'mere@example.com',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto(`/admin/client-files/${reference}`);
  const panel = page.getByRole('region', { name: 'Emergency contact' });
  await expect(panel.getByText('Mere Tane')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Show emergency contact' }).click();
  await expect(panel.getByTestId('emergency-name')).toHaveText('Mrs Mere Tane');
  await expect(panel.getByTestId('emergency-phone')).toHaveText('021 5550123');
  await expect(panel.getByTestId('emergency-relationship')).toHaveText('Sister');

  // Who looked, and when, is in the audit log.
  await page.goto(`/admin/audit-log?action=emergency-contact-viewed&entity=${reference}`);
  const viewed = page
    .getByRole('table', { name: 'Audit log entries' })
    .getByRole('row')
    .filter({ hasText: 'Viewed the emergency contact' })
    .first();
  await expect(viewed).toContainText('Portal Administrator');
  await expect(viewed.getByRole('link', { name: reference })).toBeVisible();
});
