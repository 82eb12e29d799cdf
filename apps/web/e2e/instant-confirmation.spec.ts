import { expect, test, type Page } from '@playwright/test';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TOutboxMessage } from '@portal/shared/contracts/outbox';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { apiHeaders, DEMO_USERS, signIn } from './support/demo';
import { createTranslator } from './support/i18n';

/**
 * Instant confirmation (issue 24): the agent books Queenstown & Milford, whose Queenstown hotel
 * (Remarkables Lodge, superior) is sold from an allotment and whose private guided day is on
 * request. The hotel is Confirmed at once, its allotment drops by one and it gets a booking
 * notice; the guide gets a booking request and the booking stays Requested until it answers.
 */
const { t } = createTranslator('en');

const HOTEL = 'REMAZQN-SUP';
const GUIDE = 'ALPGUID-ZQN-FULL';
const GUIDE_EMAIL = 'reservations@alpine-private-guides.example';

/** About three months ahead: inside the rates, and well before the hotel's release period. */
function travelDate(): string {
  return new Date(Date.now() + 95 * 86_400_000).toISOString().slice(0, 10);
}

async function productIdOf(admin: Page, code: string): Promise<number> {
  const answer = await admin.request.get(`/api/admin/products?q=${code}&per_page=10`, {
    headers: await apiHeaders(admin),
  });
  expect(answer.ok()).toBe(true);
  const product = ((await answer.json()) as TPaginated<{ id: number; code: string }>).data.find(
    (row) => row.code === code,
  );
  if (!product) throw new Error(`No demo product ${code}`);
  return product.id;
}

/** Rooms taken from the hotel's allotment on each date (general and agency rows together). */
async function allotmentUsed(admin: Page, productId: number, dates: string[]): Promise<number[]> {
  const [from, to] = [dates[0], dates[dates.length - 1]];
  const answer = await admin.request.get(
    `/api/admin/products/${productId}/availability?from=${from}&to=${to}`,
    { headers: await apiHeaders(admin) },
  );
  expect(answer.ok()).toBe(true);
  const { days } = (await answer.json()) as { days: { date: string; allotmentUsed: number }[] };
  return dates.map((date) =>
    days.filter((day) => day.date === date).reduce((sum, day) => sum + day.allotmentUsed, 0),
  );
}

async function mailsAbout(admin: Page, reference: string): Promise<TOutboxMessage[]> {
  const answer = await admin.request.get(`/api/admin/outbox?per_page=100`, {
    headers: await apiHeaders(admin),
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as TPaginated<TOutboxMessage>).data.filter((mail) =>
    mail.subject.includes(reference),
  );
}

test('an allotment hotel is confirmed at once, an on-request guide is asked', async ({
  page: agent,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signIn(agent, 'agent', DEMO_USERS.nzAgent);
  await signIn(admin, 'admin', DEMO_USERS.admin);

  // The agent's quote of the package (saved as quick quote saves it).
  const headers = await apiHeaders(agent);
  const packages = await agent.request.get('/api/app/packages?per_page=100', { headers });
  const demo = ((await packages.json()) as TPaginated<{ id: number; code: string }>).data.find(
    (pkg) => pkg.code === 'NZ-QMP-5',
  );
  if (!demo) throw new Error('The demo catalogue has no Queenstown & Milford package');
  const bookingName = `Instant ${Date.now().toString(36)}`;
  const created = await agent.request.post('/api/app/files', {
    headers,
    data: {
      packageId: demo.id,
      travelDate: travelDate(),
      accommodationClass: 'superior',
      rooms: [{ roomType: 'DB', adults: 2 }],
      bookingName,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quote = (await created.json()) as TFileView;
  const quoteLines = quote.days.flatMap((day) => day.lines);
  const hotelId = await productIdOf(admin, HOTEL);
  const guideId = await productIdOf(admin, GUIDE);
  const hotelLine = quoteLines.find((line) => line.productId === hotelId);
  const guideLine = quoteLines.find((line) => line.productId === guideId);
  expect(hotelLine?.status).toBe('Allotment');
  expect(guideLine?.status).toBe('On Request');
  const nights = quote.days
    .filter((day) => day.lines.some((line) => line.productId === hotelId))
    .map((day) => day.date);
  const usedBefore = await allotmentUsed(admin, hotelId, nights);

  // Through the menu: My Files, the quote, Request booking.
  await agent.goto('/app');
  await agent.getByRole('link', { name: t('files', 'nav.myFiles') }).click();
  await agent.getByRole('link', { name: quote.reference }).click();
  await expect(agent).toHaveURL(new RegExp(`/app/view-booking/${quote.reference}$`));
  await agent.getByRole('button', { name: t('files', 'overview.requestBooking') }).click();
  const dialog = agent.getByRole('dialog', {
    name: t('files', 'request.title', { reference: quote.reference }),
  });
  await expect(
    dialog.getByRole('heading', { name: t('files', 'request.whatChanged') }),
  ).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: t('files', 'request.confirm') }).dblclick();
  await expect(agent.getByTestId('file-status')).toHaveText('Requested', { timeout: 20_000 });

  // On the booking: the hotel nights Confirmed, the guided day Requested.
  const rowOf = (key: string | undefined) => agent.locator(`[data-line-key="${key ?? ''}"]`);
  await expect(rowOf(hotelLine?.key)).toContainText(t('common', 'statusBadge.Confirmed'));
  await expect(rowOf(guideLine?.key)).toContainText(t('common', 'statusBadge.Requested'));

  // One room taken from the allotment on each night.
  expect(await allotmentUsed(admin, hotelId, nights)).toEqual(usedBefore.map((used) => used + 1));

  // The hotel is told (a notice under the operator's reference), the guide is asked.
  const mails = await mailsAbout(admin, quote.reference);
  const notice = mails.find((mail) => mail.to === 'reservations@remarkables-view-hotel.example');
  const request = mails.find((mail) => mail.to === GUIDE_EMAIL);
  expect(notice?.subject).toBe(`Booking notice ${quote.reference} - ${bookingName}`);
  expect(notice?.text).toContain(`confirmed under our reference ${quote.reference}`);
  expect(request?.subject).toBe(`Booking request ${quote.reference} - ${bookingName}`);
  expect(request?.text).toContain('Please confirm the services below');
});
