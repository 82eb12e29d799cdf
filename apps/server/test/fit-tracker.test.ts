import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TFitTrackerActionResult,
  TFitTrackerListResponse,
  TFitTrackerRow,
} from '@portal/shared/contracts/fit-tracker';
import type { TFileEvent, TFileView } from '@portal/shared/contracts/files';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { auditLog } from '../src/db/schema/audit-log';
import { fileDocumentsSent } from '../src/db/schema/file-documents-sent';
import { fileServiceLines } from '../src/db/schema/files-lines';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import type { TestClient } from './build-test-app';
import { buildAdmin } from './factories';
import { buildFilesWorld, type TFilesTestWorld } from './files-support';

// TODAY is 2030-02-01; the booking below travels on 2030-03-04, 31 days out.
const TRAVEL_DATE = '2030-03-04';

let world: TFilesTestWorld;
let booking: TFileView;
let quote: TFileView;
let accountant: TestClient;

async function lastMailId(): Promise<number> {
  const rows = await world.t.db.select({ id: mailOutbox.id }).from(mailOutbox);
  return Math.max(0, ...rows.map((row) => row.id));
}

function mailsAfter(afterId: number) {
  return world.t.db
    .select()
    .from(mailOutbox)
    .where(gt(mailOutbox.id, afterId))
    .orderBy(mailOutbox.id);
}

async function list(query: string): Promise<TFitTrackerListResponse> {
  const response = await world.admin.get(`/api/admin/fit-tracker?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFitTrackerListResponse>();
}

async function rowOf(query = 'days=60'): Promise<TFitTrackerRow | undefined> {
  return (await list(`${query}&per_page=100`)).data.find(
    (row) => row.reference === booking.reference,
  );
}

async function act(action: string, client = world.admin) {
  return client.post(`/api/admin/fit-tracker/${booking.reference}/${action}`);
}

beforeAll(async () => {
  world = await buildFilesWorld({ inventoryConfirmation: 'ask-supplier' });
  quote = await world.createQuote(world.nzAgent, { travelDate: TRAVEL_DATE });
  const created = await world.createQuote(world.nzAgent, { travelDate: TRAVEL_DATE });
  const requested = await world.nzAgent.post(`/api/app/files/${created.reference}/request-booking`);
  expect(requested.statusCode, requested.body).toBe(200);
  booking = requested.json<TFileView>();
  const user = await buildAdmin(world.t, { roles: ['accountant'] });
  accountant = await world.t.signIn(user.username, 'admin', user.password);
});
afterAll(() => world.t.close());

describe('the tracker list', () => {
  it('lists a booking travelling in the window with everything it lacks', async () => {
    const row = await rowOf();
    expect(row).toMatchObject({
      bookingName: 'Smith family',
      status: 'Requested',
      travelDate: TRAVEL_DATE,
      daysToGo: 31,
      hasEmergencyContact: false,
      documentsSentAt: null,
      isComplete: false,
      lacking: ['unconfirmed-services', 'balance-owing', 'emergency-contact', 'travel-documents'],
    });
    expect(row?.unconfirmedServices).toBeGreaterThan(0);
    expect(row?.balanceOwingCents).toBeGreaterThan(0);
  });

  it('leaves out quotes, files beyond the window and other agencies', async () => {
    const all = await list('days=60&per_page=100');
    expect(all.data.map((row) => row.reference)).not.toContain(quote.reference);
    expect(await rowOf('days=30')).toBeUndefined();
    expect(await rowOf(`days=60&agency=${booking.agencyId + 100_000}`)).toBeUndefined();
    expect(await rowOf(`days=60&agency=${booking.agencyId}`)).toBeDefined();
    expect(await rowOf('days=60&status=Confirmed')).toBeUndefined();
    expect(await rowOf('days=60&lacking=emergency-contact')).toBeDefined();
  });

  it('offers the agencies to filter by', async () => {
    const response = await world.admin.get('/api/admin/fit-tracker/agencies');
    expect(response.statusCode, response.body).toBe(200);
    const agencies = response.json<{ data: { id: number; name: string }[] }>().data;
    expect(agencies.map((agency) => agency.id)).toContain(booking.agencyId);
  });

  it('paginates on the server', async () => {
    const page = await list('days=60&per_page=1');
    expect(page.meta).toMatchObject({ per_page: 1, current_page: 1 });
    expect(page.data.length).toBeLessThanOrEqual(1);
    expect(page.meta.total).toBeGreaterThanOrEqual(1);
  });

  it('refuses bad filters with a 4xx, never a 500', async () => {
    for (const query of ['days=366', 'days=-1', 'lacking=nothing', 'status=Quote', 'agency=x']) {
      const response = await world.admin.get(`/api/admin/fit-tracker?${query}`);
      expect(response.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, query).toBeLessThan(500);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('exports the same rows to CSV', async () => {
    const response = await world.admin.get('/api/admin/fit-tracker/export.csv?days=60');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Booking name,Agency,Agent,Status,Travel date,Days to go,Unconfirmed services,Balance owing,Emergency contact,Documents sent,Lacking',
    );
    const line = lines.find((candidate) => candidate.startsWith(`"${booking.reference}"`));
    expect(line).toContain(`${TRAVEL_DATE},31,`);
    expect(line).toContain(
      '"unconfirmed-services; balance-owing; emergency-contact; travel-documents"',
    );
  });
});

describe('who may use it', () => {
  it('keeps agents out and lets only file managers act', async () => {
    expect((await world.nzAgent.get('/api/admin/fit-tracker')).statusCode).toBe(403);
    expect((await accountant.get('/api/admin/fit-tracker?days=60')).statusCode).toBe(200);
    const refused = await act('send-documents', accountant);
    expect(refused.statusCode).toBe(403);
    expect((await world.t.client().get('/api/admin/fit-tracker')).statusCode).toBe(401);
  });

  it('answers 404 for an unknown file and 409 for a quote', async () => {
    const unknown = await world.admin.post('/api/admin/fit-tracker/NZ-999999/send-documents');
    expect(unknown.statusCode).toBe(404);
    const onQuote = await world.admin.post(
      `/api/admin/fit-tracker/${quote.reference}/send-documents`,
    );
    expect(onQuote.statusCode).toBe(409);
    const badAction = await act('launch-rocket');
    expect(badAction.statusCode).toBeGreaterThanOrEqual(400);
    expect(badAction.statusCode).toBeLessThan(500);
  });
});

describe('one-click actions', () => {
  it('sends the travel documents to the agent and records it', async () => {
    const before = await lastMailId();
    const response = await act('send-documents');
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<TFitTrackerActionResult>();
    expect(result.count).toBe(1);
    expect(result.row.lacking).not.toContain('travel-documents');
    expect(result.row.documentsSentAt).not.toBeNull();

    const mails = await mailsAfter(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('liam@kiwihorizons.example');
    expect(mails[0]?.fileId).toBe(booking.id);
    expect(mails[0]?.text).toMatch(/https:\/\/portal\.test\/travel-app\/[A-Za-z0-9_-]{20,}/);
    expect(mails[0]?.text).toContain(`/api/app/files/${booking.reference}/itinerary.pdf`);

    const sent = await world.t.db
      .select()
      .from(fileDocumentsSent)
      .where(eq(fileDocumentsSent.fileId, booking.id));
    expect(sent).toHaveLength(1);
    const events = await world.admin.get(`/api/admin/files/${booking.reference}/events`);
    expect(events.statusCode, events.body).toBe(200);
    expect(events.json<TPaginated<TFileEvent>>().data.map((event) => event.action)).toContain(
      'tracker.documents-sent',
    );
    const audit = await world.t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'fit-tracker.send-documents'),
          eq(auditLog.entityId, String(booking.id)),
        ),
      );
    expect(audit).toHaveLength(1);
  });

  it('asks the agent for the emergency contact, which the travel app then fills in', async () => {
    const before = await lastMailId();
    const response = await act('request-emergency-contact');
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await mailsAfter(before);
    expect(mail?.subject).toContain('Emergency contact needed');
    const token = /\/travel-app\/([A-Za-z0-9_-]{20,})/.exec(mail?.text ?? '')?.[1] ?? '';
    const saved = await world.t.client().put(`/api/travel-app/${token}/emergency-contact`, {
      title: 'Mrs',
      fullName: 'Jane Smith',
      relationship: 'Sister',
      phone: '0215550199',
      email: 'jane@example.com',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await rowOf())?.lacking).not.toContain('emergency-contact');
  });

  it('chases every supplier still to answer', async () => {
    const before = await lastMailId();
    const response = await act('chase-suppliers');
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<TFitTrackerActionResult>();
    expect(result.count).toBeGreaterThan(0);
    const mails = await mailsAfter(before);
    expect(mails.length).toBe(result.count);
    expect(mails.every((mail) => /\/supplier\/service\//.test(mail.text))).toBe(true);
  });

  it('sends a payment reminder for what is owing', async () => {
    const before = await lastMailId();
    const response = await act('send-payment-reminder');
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await mailsAfter(before);
    expect(mail?.subject).toContain(`Payment reminder: deposit for ${booking.reference}`);
  });

  it('hides the booking once complete, unless asked for complete ones', async () => {
    const row = await rowOf();
    const paid = await world.admin.post(`/api/admin/files/${booking.reference}/payments`, {
      amountCents: row?.balanceOwingCents,
      method: 'bank-transfer',
      reference: 'FT-1',
      receivedOn: '2030-02-01',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    // The suppliers' answers are the supplier-requests suite's business: confirm the lines here.
    await world.t.db
      .update(fileServiceLines)
      .set({ status: 'Confirmed' })
      .where(eq(fileServiceLines.fileId, booking.id));

    expect(await rowOf()).toBeUndefined();
    expect(await rowOf('days=60&include_complete=true')).toMatchObject({
      isComplete: true,
      lacking: [],
      unconfirmedServices: 0,
      balanceOwingCents: 0,
    });
    expect((await act('send-payment-reminder')).statusCode).toBe(409);
    expect((await act('chase-suppliers')).statusCode).toBe(409);
  });
});
