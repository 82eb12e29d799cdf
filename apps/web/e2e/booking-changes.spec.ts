import { expect, test, type Page } from '@playwright/test';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TFileInvoices } from '@portal/shared/contracts/invoices';
import type { TOutboxMessage } from '@portal/shared/contracts/outbox';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { formatPrice } from '@portal/shared/format/money';
import { apiHeaders, DEMO_USERS, signIn } from './support/demo';
import { createTranslator } from './support/i18n';

/**
 * Amending and cancelling a confirmed booking (issue 24), as the agent does it: from My Files, the
 * booking, "Amend booking" moves it a week (the preview shows each service and its supplier's part;
 * a double click amends once), the on-request guide gets an amendment request; then "Cancel
 * booking" shows the hotel's cancellation fee before cancelling, and once the suppliers have
 * released, the fee stays invoiced and the rest is credited.
 */
const { t } = createTranslator('en');

const HOTEL = 'REMAZQN-SUP';
const GUIDE = 'ALPGUID-ZQN-FULL';
const GUIDE_EMAIL = 'reservations@alpine-private-guides.example';

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** As the date field reads a typed date: day first. */
function typed(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

async function productOf(admin: Page, code: string) {
  const answer = await admin.request.get(`/api/admin/products?q=${code}&per_page=10`, {
    headers: await apiHeaders(admin),
  });
  expect(answer.ok()).toBe(true);
  const product = (
    (await answer.json()) as TPaginated<{ id: number; code: string; cancellationPolicy: unknown }>
  ).data.find((row) => row.code === code);
  if (!product) throw new Error(`No demo product ${code}`);
  return product;
}

test('an agent amends a confirmed booking a week later, then cancels it with its fee', async ({
  page: agent,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signIn(agent, 'agent', DEMO_USERS.nzAgent);
  await signIn(admin, 'admin', DEMO_USERS.admin);
  const adminHeaders = await apiHeaders(admin);
  const hotel = await productOf(admin, HOTEL);
  const guide = await productOf(admin, GUIDE);
  // Half the hotel is kept when it is cancelled within 120 days (the demo's own policy only
  // charges within 14 days, inside the allotment's release period).
  const policy = await admin.request.patch(`/api/admin/products/${hotel.id}`, {
    headers: adminHeaders,
    data: { cancellationPolicy: { bands: [{ withinDays: 120, kind: 'percent', value: 50 }] } },
  });
  expect(policy.status(), await policy.text()).toBe(200);

  try {
    // A booking of two nights in the allotment hotel (confirmed at once) and the guided day (on
    // request, confirmed by the back office).
    const travel = daysAhead(60);
    const bookingName = `Amend ${Date.now().toString(36)}`;
    const headers = await apiHeaders(agent);
    const created = await agent.request.post('/api/app/files/custom', {
      headers,
      data: { travelDate: travel, nights: 2, rooms: [{ roomType: 'DB', adults: 2 }], bookingName },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { reference } = (await created.json()) as TFileView;
    for (const line of [
      { productId: hotel.id, date: travel, span: 2 },
      { productId: guide.id, date: daysAhead(61), span: 1 },
    ]) {
      const added = await agent.request.post(`/api/app/files/${reference}/lines`, {
        headers,
        data: line,
      });
      expect(added.status(), await added.text()).toBe(200);
    }
    const booked = await agent.request.post(`/api/app/files/${reference}/request-booking`, {
      headers,
    });
    const guideLine = ((await booked.json()) as TFileView).days
      .flatMap((day) => day.lines)
      .find((line) => line.productId === guide.id);
    const confirmed = await admin.request.post(
      `/api/admin/files/${reference}/lines/${guideLine?.id}/status`,
      { headers: adminHeaders, data: { to: 'Confirmed', confirmation: 'AG-1' } },
    );
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    // Through the menu: My Files, the booking, Amend booking.
    await agent.goto('/app');
    await agent.getByRole('link', { name: t('files', 'nav.myFiles') }).click();
    await agent.getByRole('link', { name: reference }).click();
    await expect(agent.getByTestId('file-status')).toHaveText('Confirmed');
    await agent.getByRole('button', { name: t('files', 'overview.amendBooking') }).click();
    const amend = agent.getByRole('dialog', { name: t('booking-changes', 'amend.title') });
    await amend.getByLabel(t('booking-changes', 'amend.newDate')).fill(typed(daysAhead(67)));
    const changes = amend.getByRole('table', { name: t('booking-changes', 'amend.changes') });
    await expect(changes.getByRole('row')).toHaveCount(3);
    await expect(changes.getByRole('row', { name: /Remarkables/ })).toContainText(
      t('booking-changes', 'amend.suppliers.notified'),
    );
    await expect(changes.getByRole('row', { name: /Private Guide/ })).toContainText(
      t('booking-changes', 'amend.suppliers.asked'),
    );
    await amend.getByRole('button', { name: t('booking-changes', 'amend.confirm') }).dblclick();
    await expect(amend).toBeHidden();
    await expect(agent.getByTestId('file-status')).toHaveText('Amendment');

    // The guide is asked to confirm the new date, once.
    const outbox = await admin.request.get('/api/admin/outbox?per_page=100', {
      headers: adminHeaders,
    });
    const mails = ((await outbox.json()) as TPaginated<TOutboxMessage>).data.filter(
      (mail) => mail.to === GUIDE_EMAIL && mail.subject.includes(reference),
    );
    expect(mails.map((mail) => mail.subject)).toContain(
      `Amendment request ${reference} - ${bookingName}`,
    );
    expect(mails.filter((mail) => mail.subject.startsWith('Amendment request')).length).toBe(1);

    // Cancel: the fee is shown before anything is cancelled.
    await agent.getByRole('button', { name: t('files', 'overview.cancelBooking') }).click();
    const cancel = agent.getByRole('dialog', { name: t('files', 'overview.cancelBooking') });
    const fees = cancel.getByRole('table', { name: t('booking-changes', 'cancellation.title') });
    await expect(fees.getByRole('row', { name: /Remarkables/ })).toContainText(
      '50% within 120 days',
    );
    const fee = await cancel.getByTestId('cancellation-fee').textContent();
    expect(fee).toMatch(/Cancellation fee: NZ\$[1-9]/);
    await cancel.getByRole('button', { name: t('files', 'actionsUi.confirmCancel') }).click();
    await expect(agent.getByTestId('file-status')).toHaveText('Cancellation');

    // The suppliers released (recorded by the back office): the fee stays invoiced.
    const released = await admin.request.post(`/api/admin/files/${reference}/status`, {
      headers: adminHeaders,
      data: { to: 'Cancelled', note: 'Released' },
    });
    expect(released.status(), await released.text()).toBe(200);
    const billing = (await (
      await agent.request.get(`/api/app/files/${reference}/invoices`, { headers })
    ).json()) as TFileInvoices;
    const invoiced = billing.invoices.reduce((sum, invoice) => sum + invoice.totalCents, 0);
    const credited = billing.creditNotes.reduce((sum, note) => sum + note.totalCents, 0);
    expect(`Cancellation fee: ${formatPrice(invoiced - credited, 1)}`).toBe(fee);
    await agent.getByRole('tab', { name: t('files', 'overview.tabs.invoices') }).click();
    await expect(agent.getByRole('tabpanel')).toContainText(billing.creditNotes[0]?.number ?? '-');
  } finally {
    await admin.request.patch(`/api/admin/products/${hotel.id}`, {
      headers: adminHeaders,
      data: { cancellationPolicy: hotel.cancellationPolicy },
    });
  }
});
