import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditEntryView } from '@portal/shared/contracts/audit';
import type {
  TAdminFileView,
  TFileView,
  TRequestBookingPreview,
} from '@portal/shared/contracts/files';
import type { TClientFileListResponse } from '@portal/shared/contracts/files-admin';
import type { TFileInvoices } from '@portal/shared/contracts/invoices';
import { SANDBOX_CARDS, type TPaymentSessionView } from '@portal/shared/contracts/online-payments';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { defaultSettings } from '@portal/shared/contracts/settings-sections';
import type {
  TSupplierRequestListItem,
  TSupplierRequestView,
} from '@portal/shared/contracts/supplier-requests';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import type { TestClient } from './build-test-app';
import { buildAdmin, buildAgency, buildAgent, buildSupplierUser } from './factories';
import { buildFilesWorld, TODAY, type TFilesTestWorld } from './files-support';

/**
 * Credit limits (issue 23, docs/pricing.md "Credit limits"): a booking that takes its agency
 * over its limit is requested and invoiced, but its suppliers hear nothing until its deposit is
 * paid or a finance user approves; the audit log records the approval.
 */

let world: TFilesTestWorld;
let agent: TestClient;
let agencyId: number;
/** What one booking of the test quote costs the agency. */
let netCents: number;

beforeAll(async () => {
  world = await buildFilesWorld({ inventoryConfirmation: 'ask-supplier' });
  const agency = await buildAgency(world.t, { name: 'Credit Test Travel', brandId: 1 });
  agencyId = agency.id;
  const user = await buildAgent(world.t, { agencyId });
  agent = await world.t.signIn(user.username, 'agent', user.password);
  netCents = (await world.createQuote(agent)).totals.netCents;
  expect(netCents).toBeGreaterThan(0);
  // Room for one booking and a half: the first fits, the second does not.
  const limit = await world.admin.patch(`/api/admin/agencies/${agencyId}`, {
    creditLimitCents: Math.round(netCents * 1.5),
  });
  expect(limit.statusCode, limit.body).toBe(200);
});
afterAll(() => world.t.close());

async function request(quote: TFileView): Promise<TFileView> {
  const response = await agent.post(`/api/app/files/${quote.reference}/request-booking`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFileView>();
}

async function supplierRequestsOf(reference: string): Promise<TSupplierRequestView[]> {
  const response = await world.admin.get(`/api/admin/files/${reference}/supplier-requests`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TSupplierRequestView[]>();
}

async function mailsAbout(fileId: number): Promise<number> {
  const rows = await world.t.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.fileId, fileId));
  return rows.length;
}

/** Nothing of the booking reached a supplier: no mail, no request sent, none in their lists. */
async function expectSuppliersSeeNothing(file: TFileView): Promise<void> {
  expect(await mailsAbout(file.id)).toBe(0);
  const requests = await supplierRequestsOf(file.reference);
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.every((row) => row.sentAt === null)).toBe(true);
  const supplierUser = await buildSupplierUser(world.t, { supplierId: requests[0]!.supplierId });
  const supplier = await world.t.signIn(supplierUser.username, 'supplier', supplierUser.password);
  for (const list of ['current', 'confirmed', 'cancelled']) {
    const page = await supplier.get(`/api/supplier/requests?list=${list}&per_page=100`);
    expect(page.statusCode, page.body).toBe(200);
    const references = page
      .json<TPaginated<TSupplierRequestListItem>>()
      .data.map((row) => row.bookingReference);
    expect(references).not.toContain(file.reference);
  }
}

async function expectSentToSuppliers(reference: string): Promise<void> {
  const requests = await supplierRequestsOf(reference);
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.every((row) => row.status === 'sent' && row.sentAt !== null)).toBe(true);
}

async function auditOf(reference: string): Promise<TAuditEntryView[]> {
  const response = await world.admin.get(
    `/api/admin/audit-log?action=booking.credit&entity=${reference}&per_page=100`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPaginated<TAuditEntryView>>().data;
}

async function heldReferences(): Promise<string[]> {
  const response = await world.admin.get(
    `/api/admin/client-files?creditHeld=true&agencyId=${agencyId}&per_page=100`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TClientFileListResponse>().data.map((row) => row.reference);
}

describe('credit limits', () => {
  let approved: TFileView;

  it('sends a booking within the limit to its suppliers', async () => {
    const booking = await request(await world.createQuote(agent));
    expect(booking.status).toBe('Requested');
    expect(booking.creditHold).toBeNull();
    await expectSentToSuppliers(booking.reference);
  });

  it('warns before, then holds a booking over the limit: invoiced, unseen by suppliers', async () => {
    const quote = await world.createQuote(agent);
    const preview = await agent.post(`/api/app/files/${quote.reference}/request-booking/preview`);
    expect(preview.statusCode, preview.body).toBe(200);
    const { canRequest, creditHold } = preview.json<TRequestBookingPreview>();
    expect(canRequest).toBe(true);
    expect(creditHold).toEqual({
      limitCents: Math.round(netCents * 1.5),
      usedCents: 2 * netCents,
    });

    approved = await request(quote);
    expect(approved.status).toBe('Requested');
    const invoices = await agent.get(`/api/app/files/${approved.reference}/invoices`);
    const [invoice] = invoices.json<TFileInvoices>().invoices;
    expect(invoice?.totalCents).toBe(netCents);
    expect(approved.creditHold).toMatchObject({
      depositCents: invoice?.depositCents,
      releasedAt: null,
      release: null,
    });
    await expectSuppliersSeeNothing(approved);
    expect(await heldReferences()).toEqual([approved.reference]);

    const events = await agent.get(`/api/app/files/${approved.reference}/events`);
    const actions = events.json<TPaginated<{ action: string }>>().data.map((e) => e.action);
    expect(actions).toContain('booking.credit-held');
  });

  it('refuses the approval to an agent, and to staff without finance.manage', async () => {
    const byAgent = await agent.post(`/api/admin/files/${approved.reference}/credit-approval`, {});
    expect(byAgent.statusCode).toBe(403);
    const consultant = await buildAdmin(world.t, { roles: ['consultant'] });
    const staff = await world.t.signIn(consultant.username, 'admin', consultant.password);
    const byStaff = await staff.post(`/api/admin/files/${approved.reference}/credit-approval`, {});
    expect(byStaff.statusCode).toBe(403);
    expect((await supplierRequestsOf(approved.reference)).every((row) => !row.sentAt)).toBe(true);
  });

  it('sends a held booking to its suppliers once finance approves, once, in the audit log', async () => {
    const key = 'credit-approval-0001';
    const url = `/api/admin/files/${approved.reference}/credit-approval`;
    const headers = { headers: { 'Idempotency-Key': key } };
    const body = { reason: 'Agency paid by bank transfer' };
    const [first, second] = await Promise.all([
      world.admin.post(url, body, headers),
      world.admin.post(url, body, headers),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const file = first.json<TAdminFileView>();
    expect(file.creditHold).toMatchObject({ release: 'approval' });
    expect(file.creditHold?.releasedAt).not.toBeNull();
    await expectSentToSuppliers(approved.reference);
    expect(await heldReferences()).toEqual([]);

    const entries = await auditOf(approved.reference);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'booking.credit-approved',
      actorLabel: 'admin',
      fileReference: approved.reference,
      detail: expect.objectContaining({
        agency: 'Credit Test Travel',
        agencyId,
        limitCents: Math.round(netCents * 1.5),
        usedCents: 2 * netCents,
        reason: 'Agency paid by bank transfer',
      }),
    });

    // Approving again (another click, no key) changes nothing and says why.
    const again = await world.admin.post(url, {});
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/not waiting for a credit approval/);
    expect(await auditOf(approved.reference)).toHaveLength(1);
  });

  it('refuses a bad approval body with a 422 and a file never held with a 409', async () => {
    const tooLong = await world.admin.post(
      `/api/admin/files/${approved.reference}/credit-approval`,
      { reason: 'x'.repeat(501) },
    );
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json<{ errors: Record<string, unknown> }>().errors).toHaveProperty('reason');
    const quote = await world.createQuote(agent);
    const neverHeld = await world.admin.post(`/api/admin/files/${quote.reference}/credit-approval`);
    expect(neverHeld.statusCode).toBe(409);
  });

  it('lifts the hold when the deposit is paid, not before', async () => {
    const held = await request(await world.createQuote(agent));
    expect(held.creditHold?.releasedAt).toBeNull();
    const deposit = held.creditHold?.depositCents ?? 0;
    expect(deposit).toBeGreaterThan(1);

    const pay = (amountCents: number, reference: string) =>
      world.admin.post(`/api/admin/files/${held.reference}/payments`, {
        amountCents,
        method: 'bank-transfer',
        reference,
        receivedOn: TODAY,
      });
    const part = await pay(deposit - 1, 'DEP-PART');
    expect(part.statusCode, part.body).toBe(201);
    await expectSuppliersSeeNothing(held);

    const rest = await pay(1, 'DEP-REST');
    expect(rest.statusCode, rest.body).toBe(201);
    await expectSentToSuppliers(held.reference);
    const file = await world.admin.get(`/api/admin/files/${held.reference}`);
    expect(file.json<TAdminFileView>().creditHold).toMatchObject({ release: 'deposit' });
    const events = await world.admin.get(`/api/admin/files/${held.reference}/events`);
    const released = events
      .json<TPaginated<{ kind: string; action?: string; actorKind?: string }>>()
      .data.find((entry) => entry.action === 'booking.credit-released');
    expect(released).toMatchObject({ actorKind: 'system' });
  });

  it('lifts the hold when the agent pays the deposit online', async () => {
    const held = await request(await world.createQuote(agent));
    expect(held.creditHold?.releasedAt).toBeNull();
    const opened = await agent.post(`/api/app/files/${held.reference}/payment-sessions`, {
      purpose: 'deposit',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const session = opened.json<TPaymentSessionView>();
    expect(session.amountCents).toBe(held.creditHold?.depositCents);
    await expectSuppliersSeeNothing(held);
    const paid = await world.t.client().post(`/api/payments/${session.token}/sandbox-card`, {
      cardholderName: 'Aroha Ngata',
      cardNumber: SANDBOX_CARDS.success,
      expiry: '12/31',
      cvc: '123',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await expectSentToSuppliers(held.reference);
    const file = await agent.get(`/api/app/files/${held.reference}`);
    expect(file.json<TFileView>().creditHold).toMatchObject({ release: 'deposit' });
  });

  it('cancels a held booking at once: nothing to withdraw from its suppliers', async () => {
    const held = await request(await world.createQuote(agent));
    expect(held.creditHold?.releasedAt).toBeNull();
    const cancelled = await agent.post(`/api/app/files/${held.reference}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<TFileView>().status).toBe('Cancelled');
    await expectSuppliersSeeNothing(held);
    expect(await heldReferences()).toEqual([]);
    const invoices = await agent.get(`/api/app/files/${held.reference}/invoices`);
    const { creditNotes } = invoices.json<TFileInvoices>();
    expect(creditNotes.map((note) => note.totalCents)).toEqual([netCents]);
  });

  it('tells no supplier of a service cancelled while the booking was held', async () => {
    const strict = await buildAgency(world.t, { brandId: 1, creditLimitCents: 0 });
    const user = await buildAgent(world.t, { agencyId: strict.id });
    const strictAgent = await world.t.signIn(user.username, 'agent', user.password);
    const quote = await world.createQuote(strictAgent);
    const booked = await strictAgent.post(`/api/app/files/${quote.reference}/request-booking`);
    expect(booked.statusCode, booked.body).toBe(200);
    const held = booked.json<TFileView>();
    expect(held.creditHold?.releasedAt).toBeNull();
    const [dropped] = held.days.flatMap((day) => day.lines);
    if (!dropped) throw new Error('no line');
    const cancelled = await world.admin.post(
      `/api/admin/files/${held.reference}/lines/${dropped.id}/status`,
      { to: 'Cancelled' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const approval = await world.admin.post(`/api/admin/files/${held.reference}/credit-approval`, {
      reason: 'Known agency',
    });
    expect(approval.statusCode, approval.body).toBe(200);
    const requests = await supplierRequestsOf(held.reference);
    // The cancelled service's supplier never saw the booking: no request, no release, is sent.
    const ofDropped = requests.filter((row) => row.serviceLineId === dropped.id);
    expect(ofDropped.length).toBeGreaterThan(0);
    expect(ofDropped.every((row) => row.status === 'cancelled' && row.sentAt === null)).toBe(true);
    // The others go out as usual.
    const others = requests.filter((row) => row.serviceLineId !== dropped.id);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((row) => row.status === 'sent')).toBe(true);
  });

  it('checks nothing for an agency without a limit', async () => {
    const unlimited = await world.admin.patch(`/api/admin/agencies/${agencyId}`, {
      creditLimitCents: null,
    });
    expect(unlimited.statusCode, unlimited.body).toBe(200);
    expect(unlimited.json<{ creditLimitCents: number | null }>().creditLimitCents).toBeNull();
    const csv = await world.admin.get('/api/admin/agencies/export.csv?q=Credit%20Test');
    expect(csv.statusCode, csv.body).toBe(200);
    // Empty: no limit is checked (0 would read 0.00).
    expect(csv.body).toMatch(/"Credit Test Travel",NZ,0\.00,,/);
    const booking = await request(await world.createQuote(agent));
    expect(booking.creditHold).toBeNull();
    await expectSentToSuppliers(booking.reference);
  });

  it('invoices a held booking at once where the brand waits for confirmation', async () => {
    const timing = await world.admin.put('/api/admin/settings/bookings', {
      ...defaultSettings().bookings,
      inventoryConfirmation: 'ask-supplier',
      invoiceTimingNZ: 'confirmation',
    });
    expect(timing.statusCode, timing.body).toBe(200);
    // 0: every booking waits for its deposit or an approval.
    const zero = await world.admin.patch(`/api/admin/agencies/${agencyId}`, {
      creditLimitCents: 0,
    });
    expect(zero.statusCode, zero.body).toBe(200);
    const held = await request(await world.createQuote(agent));
    expect(held.creditHold?.releasedAt).toBeNull();
    const invoices = await agent.get(`/api/app/files/${held.reference}/invoices`);
    const [invoice] = invoices.json<TFileInvoices>().invoices;
    expect(invoice).toMatchObject({ totalCents: netCents, depositDueOn: TODAY });
    expect(held.creditHold?.depositCents).toBe(invoice?.depositCents);
  });
});
