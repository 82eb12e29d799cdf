import { eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileView } from '@portal/shared/contracts/files';
import type {
  TStoredSupplierRequestDetails,
  TSupplierRequestSnapshot,
  TSupplierRequestView,
} from '@portal/shared/contracts/supplier-requests';
import { supplierRequests } from '../src/db/schema/files-supplier-requests';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { suppliers } from '../src/db/schema/suppliers';
import { DEMO_PASSWORD } from '../src/db/seed';
import { runReminders } from '../src/modules/supplier-requests/supplier-requests.jobs';
import { HOUR, type TestClient } from './build-test-app';
import { buildFilesWorld, type TFilesTestWorld } from './files-support';

/**
 * A supplier deals with the operator only: every request it reads (by link, signed in, as sent,
 * by mail) names the trading name of the brand that sold the booking and carries the file's note
 * to suppliers, never the travel agency's name nor the agent's notes — requests frozen before
 * this rule (holding `agencyName` and `notes`) included.
 */

const AGENT_NOTES = 'AGENT-ONLY: the client pays the balance by card';
const SUPPLIER_NOTE = 'Please have a cot ready in the room';
const SERVICE_LINK = /\/supplier\/service\/([A-Za-z0-9_-]{20,100})/g;

let world: TFilesTestWorld;
let hotel: TestClient;
let tradingName: string;
let hotelId: number;
let addresses = 0;

/** The public link endpoints are rate limited per address: one browser each. */
function linkBrowser(): TestClient {
  addresses += 1;
  return world.t.client({ remoteAddress: `10.41.0.${addresses}` });
}

async function lastMailId(): Promise<number> {
  const rows = await world.t.db.select({ id: mailOutbox.id }).from(mailOutbox);
  return Math.max(0, ...rows.map((row) => row.id));
}

async function mailsAfter(afterId: number) {
  return world.t.db
    .select()
    .from(mailOutbox)
    .where(gt(mailOutbox.id, afterId))
    .orderBy(mailOutbox.id);
}

async function hotelSupplierId(): Promise<number> {
  const [row] = await world.t.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.code, 'HARBAKL'));
  if (!row) throw new Error('No demo hotel');
  return row.id;
}

/** A quote with agent's notes and a note to suppliers, requested; its requests and new mails. */
async function bookWithNotes(travelDate: string) {
  const quote = await world.createQuote(world.nzAgent, {
    travelDate,
    notes: AGENT_NOTES,
    supplierNote: SUPPLIER_NOTE,
  });
  expect(quote.notes).toBe(AGENT_NOTES);
  expect(quote.supplierNote).toBe(SUPPLIER_NOTE);
  const before = await lastMailId();
  const booked = await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking`);
  expect(booked.statusCode, booked.body).toBe(200);
  const file = booked.json<TFileView>();
  const mails = await mailsAfter(before);
  const rows = await world.t.db
    .select()
    .from(supplierRequests)
    .where(eq(supplierRequests.fileId, file.id))
    .orderBy(supplierRequests.id);
  return { file, mails, rows };
}

/** What a supplier must never be told, whatever the channel. */
function expectOperatorOnly(text: string, file: TFileView, note: string) {
  expect(text).toContain(tradingName);
  if (note) expect(text).toContain(note);
  expect(text).not.toContain(file.agencyName);
  expect(text).not.toContain(AGENT_NOTES);
}

beforeAll(async () => {
  world = await buildFilesWorld({ inventoryConfirmation: 'ask-supplier' });
  hotel = await world.t.signIn('supplier.hotel', 'supplier', DEMO_PASSWORD);
  tradingName = (await world.t.app.ctx.settings.get('brands')).NZ.tradingName;
  expect(tradingName).toBeTruthy();
  hotelId = await hotelSupplierId();
});
afterAll(() => world.t.close());

describe('what a supplier is told about a booking', () => {
  it('names the operator and the note to suppliers, never the agency nor the agent’s notes', async () => {
    const { file, mails, rows } = await bookWithNotes('2030-03-04');
    expect(file.agencyName).toBeTruthy();
    expect(rows.length).toBeGreaterThan(0);
    // Stored as sent: the operator and the note, nothing of the agency.
    for (const row of rows) {
      expect(row.details).toMatchObject({ operatorName: tradingName, supplierNote: SUPPLIER_NOTE });
      expect(row.details).not.toHaveProperty('agencyName');
      expect(row.details).not.toHaveProperty('notes');
    }

    // The request mail, text and HTML.
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expectOperatorOnly(mail.text, file, SUPPLIER_NOTE);
      expectOperatorOnly(mail.html ?? '', file, SUPPLIER_NOTE);
      expect(mail.text).toContain(`Operator: ${tradingName}`);
      expect(mail.text).toContain(`Note to supplier: ${SUPPLIER_NOTE}`);
    }

    // The emailed link and the request as sent.
    const token = [...(mails[0]?.text.matchAll(SERVICE_LINK) ?? [])][0]?.[1] ?? '';
    const browser = linkBrowser();
    const view = await browser.get(`/api/supplier-links/${token}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<TSupplierRequestView>().details).toMatchObject({
      operatorName: tradingName,
      supplierNote: SUPPLIER_NOTE,
    });
    expect(view.json<TSupplierRequestView>().details).not.toHaveProperty('agencyName');
    expectOperatorOnly(view.body, file, SUPPLIER_NOTE);
    const asSent = await browser.get(`/api/supplier-links/${token}/snapshot`);
    expect(asSent.statusCode, asSent.body).toBe(200);
    expectOperatorOnly(asSent.body, file, SUPPLIER_NOTE);

    // The supplier app, signed in.
    const own = rows.find((row) => row.supplierId === hotelId);
    if (!own) throw new Error('no hotel request');
    const signedIn = await hotel.get(`/api/supplier/requests/${own.id}`);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json<TSupplierRequestView>().details.operatorName).toBe(tradingName);
    expectOperatorOnly(signedIn.body, file, SUPPLIER_NOTE);
  });
});

describe('a request frozen before suppliers were told the operator', () => {
  it('shows neither the agency’s name nor the agent’s notes it still holds', async () => {
    const { file, rows } = await bookWithNotes('2030-04-08');
    const own = rows.find((row) => row.supplierId === hotelId);
    if (!own?.details) throw new Error('no hotel request');
    // The details as requests were frozen before: the agency's name and the agent's notes.
    const { operatorName: _operatorName, supplierNote: _supplierNote, ...kept } = own.details;
    const old: TStoredSupplierRequestDetails = {
      ...kept,
      agencyName: file.agencyName,
      notes: AGENT_NOTES,
    };
    await world.t.db
      .update(supplierRequests)
      .set({ details: old })
      .where(eq(supplierRequests.id, own.id));

    // Signed in: the request and the request as sent.
    const signedIn = await hotel.get(`/api/supplier/requests/${own.id}`);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const details = signedIn.json<TSupplierRequestView>().details;
    expect(details).toMatchObject({ operatorName: tradingName, supplierNote: '' });
    expect(details).not.toHaveProperty('agencyName');
    expect(details).not.toHaveProperty('notes');
    expectOperatorOnly(signedIn.body, file, '');
    const snapshot = await hotel.get(`/api/supplier/requests/${own.id}/snapshot`);
    expect(snapshot.statusCode, snapshot.body).toBe(200);
    expect(snapshot.json<TSupplierRequestSnapshot>().request.details.operatorName).toBe(
      tradingName,
    );
    expectOperatorOnly(snapshot.body, file, '');

    // Sent again by the back office: the mail and its new link.
    const before = await lastMailId();
    const resend = await world.admin.post(`/api/admin/supplier-requests/${own.id}/resend`);
    expect(resend.statusCode, resend.body).toBe(200);
    const [mail] = await mailsAfter(before);
    if (!mail) throw new Error('no mail resent');
    expectOperatorOnly(mail.text, file, '');
    expectOperatorOnly(mail.html ?? '', file, '');
    expect(mail.text).not.toContain('Note to supplier');
    const token = [...mail.text.matchAll(SERVICE_LINK)][0]?.[1] ?? '';
    const link = await linkBrowser().get(`/api/supplier-links/${token}`);
    expect(link.statusCode, link.body).toBe(200);
    expectOperatorOnly(link.body, file, '');

    // The reminder a job sends when the supplier has not answered.
    const remindedAfter = await lastMailId();
    await runReminders(
      world.t.app.ctx,
      new Date(world.t.app.ctx.clock.now().getTime() + 25 * HOUR),
    );
    const reminder = (await mailsAfter(remindedAfter)).find(
      (row) => row.to === mail.to && row.subject.includes(file.reference),
    );
    if (!reminder) throw new Error('no reminder');
    expect(reminder.subject).toMatch(/^Reminder/);
    expectOperatorOnly(reminder.text, file, '');
    expectOperatorOnly(reminder.html ?? '', file, '');
  });
});
