import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminFileView, TFileView } from '@portal/shared/contracts/files';
import {
  ERASED_TRAVELLER_NAME,
  type TErasePersonalDataResponse,
  type TPersonalDataExport,
} from '@portal/shared/contracts/privacy';
import type { TTravelApp, TTravellerLinks } from '@portal/shared/contracts/traveller';
import { selectRows } from '../src/db/database';
import { auditLog } from '../src/db/schema/audit-log';
import { files } from '../src/db/schema/files';
import { invoices, ledgerTransactions, payments } from '../src/db/schema/finance';
import type { TestClient } from './build-test-app';
import { buildAdmin } from './factories';
import { buildFilesWorld, linesOf, TODAY, type TFilesTestWorld } from './files-support';

/**
 * Issue 11: a traveller's personal data on request. The export lists everything held about the
 * travellers of a file; the erasure removes every trace of their names from the whole database
 * while the accounting keeps its amounts and numbers. The surname is one nobody else in the demo
 * data has, so a search of every table shows what is left.
 */
const SURNAME = 'Quillfeather';
const GUESTS = [`Ottilie ${SURNAME}`, `Bram ${SURNAME}`] as const;
const CONTACT = `Marguerite ${SURNAME}`;

let world: TFilesTestWorld;
let consultant: TestClient;
let booking: TFileView;
let links: TTravellerLinks;

const tokenOf = (url: string) => url.split('/').pop() ?? '';
const exportUrl = (reference: string) => `/api/admin/client-files/${reference}/personal-data`;
const eraseUrl = (reference: string) => `${exportUrl(reference)}/erase`;

/** Every table row (as text) that still holds `needle`, by table. */
async function tablesHolding(needle: string): Promise<Record<string, number>> {
  const tables = await selectRows<{ table_name: string }>(
    world.t.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const found: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await selectRows<{ n: number }>(
      world.t.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} t where t::text ilike ${`%${needle}%`}`,
    );
    const n = Number(row?.n ?? 0);
    if (n > 0) found[table] = n;
  }
  return found;
}

async function accountingOf(fileId: number) {
  const [invoiceRows, ledgerRows, paymentRows] = await Promise.all([
    world.t.db
      .select({ number: invoices.number, total: invoices.totalCents, paid: invoices.paidCents })
      .from(invoices)
      .where(eq(invoices.fileId, fileId)),
    world.t.db
      .select({ value: ledgerTransactions.valueCents, type: ledgerTransactions.type })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.fileId, fileId)),
    world.t.db
      .select({ amount: payments.amountCents, on: payments.receivedOn })
      .from(payments)
      .where(eq(payments.fileId, fileId)),
  ]);
  return { invoiceRows, ledgerRows, paymentRows };
}

beforeAll(async () => {
  world = await buildFilesWorld();
  const consultantUser = await buildAdmin(world.t, { roles: ['consultant'] });
  consultant = await world.t.signIn(consultantUser.username, 'admin', consultantUser.password);

  // A quote for the Quillfeathers, accepted by them, then booked (suppliers are sent the names).
  const quote = await world.createQuote(world.nzAgent, {
    bookingName: `${SURNAME} honeymoon`,
    yourReference: `${SURNAME.toUpperCase()}/O`,
    notes: `${GUESTS[0]} prefers a quiet room`,
    supplierNote: `${GUESTS[1]} needs a ground-floor room`,
    rooms: [
      {
        roomType: 'DB',
        adults: 2,
        guests: [
          { title: 'Mrs', fullName: GUESTS[0] },
          { title: 'Mr', fullName: GUESTS[1] },
        ],
      },
    ],
  });
  const linksResponse = await world.nzAgent.post(
    `/api/app/files/${quote.reference}/traveller-links`,
  );
  links = linksResponse.json<TTravellerLinks>();
  const traveller = world.t.client({ remoteAddress: '10.9.0.1' });
  const accepted = await traveller.post(`/api/quotes/public/${tokenOf(links.quoteUrl)}/accept`, {
    fullName: GUESTS[0],
    comment: `Thanks from ${GUESTS[0]} and ${GUESTS[1]}`,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const preview = await world.nzAgent.post(
    `/api/app/files/${quote.reference}/request-booking/preview`,
  );
  const requested = await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking`, {
    expectedSellCents: preview.json<{ file: TFileView }>().file.totals.sellCents,
  });
  expect(requested.statusCode, requested.body).toBe(200);
  booking = requested.json<TFileView>();

  // In the travel app: an emergency contact, then feedback after the trip.
  const travelApp = `/api/travel-app/${tokenOf(links.travelAppUrl)}`;
  const contact = await traveller.put(`${travelApp}/emergency-contact`, {
    title: 'Ms',
    fullName: CONTACT,
    relationship: 'Mother',
    phone: '021 5550123',
    email: 'marguerite@example.com',
  });
  expect(contact.statusCode, contact.body).toBe(200);
  await world.t.db
    .update(files)
    .set({ travelDate: '2030-01-26', endDate: TODAY })
    .where(eq(files.id, booking.id));
  const feedback = await traveller.post(`${travelApp}/feedback`, {
    tripRating: 5,
    comment: `${GUESTS[1]} loved the ferry`,
    serviceRatings: [{ serviceLineId: linesOf(booking)[0]?.id, rating: 4 }],
  });
  expect(feedback.statusCode, feedback.body).toBe(201);

  // A card payment phoned in, its reference naming the card holder.
  const payment = await world.admin.post('/api/admin/payments', {
    fileReference: booking.reference,
    amountCents: 10_000,
    reference: `VISA 4242 ${GUESTS[0]}`,
    notes: 'Deposit',
    receivedOn: TODAY,
  });
  expect(payment.statusCode, payment.body).toBe(201);
});
afterAll(() => world.t.close());

describe("a traveller's personal data on request", () => {
  it('is only for back-office staff holding privacy.manage', async () => {
    for (const client of [consultant, world.nzAgent, world.t.client()]) {
      const exported = await client.get(exportUrl(booking.reference));
      expect([401, 403]).toContain(exported.statusCode);
      const erased = await client.post(eraseUrl(booking.reference), {
        confirmReference: booking.reference,
      });
      expect([401, 403]).toContain(erased.statusCode);
    }
    expect((await world.admin.get(exportUrl('NZ-999999'))).statusCode).toBe(404);
  });

  it('exports everything held about the travellers as a JSON download, audited', async () => {
    const response = await world.admin.get(exportUrl(booking.reference.toLowerCase()));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="personal-data-${booking.reference}.json"`,
    );
    const data = response.json<TPersonalDataExport>();
    expect(data.file).toMatchObject({
      reference: booking.reference,
      bookingName: `${SURNAME} honeymoon`,
      yourReference: `${SURNAME.toUpperCase()}/O`,
      agencyName: 'Kiwi Horizons Travel',
      supplierNote: `${GUESTS[1]} needs a ground-floor room`,
    });
    expect(data.guests).toEqual([
      { room: 1, title: 'Mrs', fullName: GUESTS[0], isChild: false, dateOfBirth: null },
      { room: 1, title: 'Mr', fullName: GUESTS[1], isChild: false, dateOfBirth: null },
    ]);
    expect(data.emergencyContact).toMatchObject({ fullName: CONTACT, phone: '021 5550123' });
    expect(data.feedback).toMatchObject({
      tripRating: 5,
      comment: `${GUESTS[1]} loved the ferry`,
      serviceRatings: [{ service: linesOf(booking)[0]?.name, rating: 4 }],
    });
    expect(data.quoteAcceptance).toMatchObject({ fullName: GUESTS[0] });
    expect(data.payments).toEqual([
      expect.objectContaining({ amountCents: 10_000, reference: `VISA 4242 ${GUESTS[0]}` }),
    ]);
    expect(data.invoices.length).toBeGreaterThan(0);
    expect(data.travellerLinks.map((link) => link.kind).sort()).toEqual(['quote', 'travel-app']);
    expect(data.sharedWithSuppliers.length).toBeGreaterThan(0);
    expect(data.sharedWithSuppliers[0]?.guests).toEqual(GUESTS);
    expect(data.erasures).toEqual([]);
    // No card data is held at all: nothing to export.
    expect(response.body).not.toMatch(/4242 4242|cvc/i);

    const audit = await world.t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'privacy.exported'), eq(auditLog.entityId, booking.reference)),
      );
    expect(audit).toHaveLength(1);
  });

  it('asks for the reference to be typed again before erasing', async () => {
    const response = await world.admin.post(eraseUrl(booking.reference), {
      confirmReference: 'NZ-100000',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.confirmReference).toEqual(['Type the reference of this file.']);
    const empty = await world.admin.post(eraseUrl(booking.reference), {});
    expect(empty.statusCode).toBe(422);
  });

  it('erases every trace of the names and keeps the accounting, audited', async () => {
    const before = await tablesHolding(SURNAME);
    // Held by the file, its versions and history, the suppliers' requests and mail, the
    // traveller's own records, the payment and the audit log.
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        'files',
        'file_versions',
        'supplier_requests',
        'mail_outbox',
        'traveller_emergency_contacts',
        'traveller_reviews',
        'quote_acceptances',
        'payments',
        'file_search_words',
      ]),
    );
    const accountingBefore = await accountingOf(booking.id);

    const response = await world.admin.post(eraseUrl(booking.reference), {
      confirmReference: booking.reference,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<TErasePersonalDataResponse>();
    expect(result.reference).toBe(booking.reference);
    expect(result.changed).toMatchObject({ file: 1, emergencyContact: 1, feedback: 1 });

    expect(await tablesHolding(SURNAME)).toEqual({});
    expect(await tablesHolding('marguerite@example.com')).toEqual({});
    expect(await accountingOf(booking.id)).toEqual(accountingBefore);

    const view = (
      await world.admin.get(`/api/admin/files/${booking.reference}`)
    ).json<TAdminFileView>();
    expect(view.bookingName).toBe(ERASED_TRAVELLER_NAME);
    expect(view.supplierNote).toBe('');
    expect(view.rooms[0]?.guests).toEqual([
      { title: null, fullName: ERASED_TRAVELLER_NAME, isChild: false, dateOfBirth: null },
      { title: null, fullName: ERASED_TRAVELLER_NAME, isChild: false, dateOfBirth: null },
    ]);
    expect(view.totals.sellCents).toBe(booking.totals.sellCents);

    // The traveller's links no longer open the booking.
    const travelApp = await world.t
      .client({ remoteAddress: '10.9.0.2' })
      .get(`/api/travel-app/${tokenOf(links.travelAppUrl)}`);
    expect(travelApp.statusCode).toBe(404);

    const exported = (
      await world.admin.get(exportUrl(booking.reference))
    ).json<TPersonalDataExport>();
    expect(exported.emergencyContact).toBeNull();
    expect(exported.feedback).toMatchObject({ tripRating: 5, comment: '' });
    expect(exported.quoteAcceptance).toMatchObject({ fullName: ERASED_TRAVELLER_NAME, ip: '' });
    expect(exported.erasures).toEqual([{ at: result.erasedAt, by: 'admin' }]);
    expect(exported.travellerLinks.every((link) => link.revokedAt !== null)).toBe(true);

    const [entry] = await world.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'privacy.erased'), eq(auditLog.entityId, booking.reference)));
    expect(entry?.actorLabel).toBe('admin');
    expect(entry?.detail).toMatchObject({ changed: result.changed });
  });

  it('can be asked again: a second erasure finds nothing more to remove', async () => {
    const response = await world.admin.post(eraseUrl(booking.reference), {
      confirmReference: booking.reference,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TErasePersonalDataResponse>().changed).toMatchObject({
      emergencyContact: 0,
      travellerLinks: 0,
    });
    const app = await world.t
      .client({ remoteAddress: '10.9.0.3' })
      .get(`/api/travel-app/${tokenOf(links.travelAppUrl)}`);
    expect(app.json<TTravelApp | { message: string }>()).toMatchObject({
      message: 'This itinerary link is not valid.',
    });
  });
});
