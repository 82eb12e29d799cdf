import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TDebtorRow,
  TDebtorsReport,
  TProfitReport,
  TProfitRow,
  TStatementEmailed,
} from '@portal/shared/contracts/finance-reports';
import type { TGstReturn } from '@portal/shared/contracts/accounting';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TAdminFileBilling } from '@portal/shared/contracts/invoices-admin';
import { SANDBOX_CARDS, type TPaymentSessionView } from '@portal/shared/contracts/online-payments';
import type { TTravelApp } from '@portal/shared/contracts/traveller';
import { auditLog } from '../src/db/schema/audit-log';
import { products } from '../src/db/schema/catalogue-products';
import { files } from '../src/db/schema/files';
import { fileServiceLines } from '../src/db/schema/files-lines';
import { creditNotes, invoices, ledgerTransactions, payments } from '../src/db/schema/finance';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { DEMO_PASSWORD } from '../src/db/seed';
import { supplierInvoiceLines, supplierInvoices } from '../src/db/schema/payables';
import { getOrCreateTravellerLinks } from '../src/modules/traveller/traveller-links.repository';
import type { TestClient } from './build-test-app';
import { buildAdmin, buildAgency, buildAgent, buildPricedProduct } from './factories';
import { buildFilesWorld, type TFilesTestWorld } from './files-support';
import { pdfText } from './pdf-text';

/**
 * Aged debtors, statements and profit per booking (docs/finance.md, "Debtors" and "Profit per
 * booking") over a fixture set of two agencies of the New Zealand brand, booked through the API on
 * 1 February 2030, one cancelled on 19 February, all reported on 15 March. Every expected figure
 * is worked out here from the raw invoice, credit note, payment, ledger and service line rows —
 * never by the report's own functions — and compared to the cent.
 */

const BOOKED_ON = '2030-02-01';
const CANCELLED_ON = '2030-02-19';
const REPORTED_ON = '2030-03-15';
/** Sold from allotment: Confirmed as soon as it is requested (instant confirmation). */
const ALLOTMENT_HOTEL = 'REMAZQN-SUP';

let world: TFilesTestWorld;
let accountant: TestClient;
let consultant: TestClient;
let accountantLogin: { username: string; password: string };
let consultantLogin: { username: string; password: string };

interface TAgencyFixture {
  id: number;
  name: string;
  agent: TestClient;
  login: { username: string; password: string };
}
let agencyA: TAgencyFixture;
let agencyB: TAgencyFixture;
let agencyC: { id: number; name: string };
let agencyQuiet: { id: number };

/** The fixture bookings by role. */
const ref = {
  zeroRatedPaidByTraveller: '',
  overdue: '',
  overpaid: '',
  cancelledWithFee: '',
  creditedPartPaid: '',
  confirmedNotInvoiced: '',
  overCredited: '',
};
const OVERPAYMENT_CENTS = 5_000;
const OVER_CREDIT_CENTS = 3_000;

async function signInAs(login: { username: string; password: string }, area: 'admin' | 'agent') {
  return world.t.signIn(login.username, area, login.password);
}

/** Jumping days ends the sessions signed in before: everyone signs in again on the new day. */
async function dayIs(date: string) {
  world.t.clock.set(new Date(`${date}T00:00:00Z`));
  accountant = await signInAs(accountantLogin, 'admin');
  consultant = await signInAs(consultantLogin, 'admin');
  agencyA.agent = await signInAs(agencyA.login, 'agent');
  agencyB.agent = await signInAs(agencyB.login, 'agent');
  world.admin = await world.t.signIn('admin', 'admin', DEMO_PASSWORD);
}

async function newAgency(fields: Parameters<typeof buildAgency>[1]): Promise<TAgencyFixture> {
  const agency = await buildAgency(world.t, { brandId: 1, ...fields });
  const agent = await buildAgent(world.t, { agencyId: agency.id });
  const login = { username: agent.username, password: agent.password };
  return { id: agency.id, name: agency.name, agent: await signInAs(login, 'agent'), login };
}

/** A quote of services added one by one, requested as a booking by the agency's agent. */
async function bookServices(
  client: TestClient,
  travelDate: string,
  services: { productId: number; date: string; span: number }[],
  bookingName: string,
): Promise<TFileView> {
  const created = await client.post('/api/app/files/custom', {
    travelDate,
    nights: 2,
    rooms: [{ roomType: 'DB', adults: 2 }],
    bookingName,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { reference } = created.json<TFileView>();
  for (const service of services) {
    const added = await client.post(`/api/app/files/${reference}/lines`, service);
    expect(added.statusCode, added.body).toBe(200);
  }
  const requested = await client.post(`/api/app/files/${reference}/request-booking`);
  expect(requested.statusCode, requested.body).toBe(200);
  return requested.json<TFileView>();
}

async function billingOf(reference: string): Promise<TAdminFileBilling> {
  const response = await accountant.get(`/api/admin/files/${reference}/billing`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAdminFileBilling>();
}

async function firstInvoiceId(reference: string): Promise<number> {
  const [invoice] = (await billingOf(reference)).invoices;
  if (!invoice) throw new Error(`${reference} has no invoice`);
  return invoice.id;
}

async function pay(reference: string, amountCents: number) {
  const response = await accountant.post(`/api/admin/files/${reference}/payments`, {
    amountCents,
    method: 'bank-transfer',
    reference: `BT-${reference}`,
    receivedOn: BOOKED_ON,
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** The traveller pays what the travel app asks (deposit, then balance) with the sandbox card. */
async function travellerPaysInFull(fileId: number) {
  const { travelAppToken } = await getOrCreateTravellerLinks(
    world.t.db,
    fileId,
    world.t.clock.now(),
  );
  // The deposit, then the balance.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const traveller = world.t.client();
    const app = (await traveller.get(`/api/travel-app/${travelAppToken}`)).json<TTravelApp>();
    if (!app.amountDue) return;
    const opened = await traveller.post(`/api/travel-app/${travelAppToken}/payment-sessions`, {
      purpose: app.amountDue.purpose,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const session = opened.json<TPaymentSessionView>();
    const paid = await traveller.post(`/api/payments/${session.token}/sandbox-card`, {
      cardholderName: 'Aroha Ngata',
      cardNumber: SANDBOX_CARDS.success,
      expiry: '12/31',
      cvc: '123',
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  throw new Error('The travel app still asks for money after three payments');
}

async function allotmentHotelId(): Promise<number> {
  const [row] = await world.t.db
    .update(products)
    .set({
      cancellationPolicy: {
        nonRefundable: false,
        bands: [{ withinDays: 14, kind: 'percent', value: 50 }],
      },
    })
    .where(eq(products.code, ALLOTMENT_HOTEL))
    .returning({ id: products.id });
  if (!row) throw new Error(`No product ${ALLOTMENT_HOTEL}`);
  return row.id;
}

beforeAll(async () => {
  world = await buildFilesWorld();
  const [accountantUser, consultantUser] = await Promise.all([
    buildAdmin(world.t, { roles: ['accountant'] }),
    buildAdmin(world.t, { roles: ['consultant'] }),
  ]);
  accountantLogin = { username: accountantUser.username, password: accountantUser.password };
  consultantLogin = { username: consultantUser.username, password: consultantUser.password };
  accountant = await signInAs(accountantLogin, 'admin');
  consultant = await signInAs(consultantLogin, 'admin');

  agencyA = await newAgency({
    name: 'Aoraki Travel (report fixture)',
    pricingModel: 'gross',
    commissionBasisPoints: 1_500,
    creditLimitCents: 1_000_000,
    email: 'accounts@aoraki.test',
  });
  agencyB = await newAgency({ name: 'Bluff Journeys (report fixture)', email: null });
  const c = await buildAgency(world.t, {
    brandId: 1,
    name: 'Coromandel Tours (report fixture)',
    creditLimitCents: 50_000,
  });
  agencyC = { id: c.id, name: c.name };
  agencyQuiet = { id: (await buildAgency(world.t, { brandId: 1 })).id };

  const hotelId = await buildPricedProduct(world.t, {
    code: 'FR-NZ-HOTEL',
    name: 'Wanaka Lakefront - Superior Double',
    serviceTypeCode: 'AC',
    country: 'NZ',
    basis: 'per_room_night',
    costCents: 18_400,
    sellCents: 23_000,
  });
  const tourId = await buildPricedProduct(world.t, {
    code: 'FR-AU-TOUR',
    name: 'Daintree Day Tour',
    serviceTypeCode: 'AT',
    country: 'AU',
    basis: 'per_person',
    costCents: 12_000,
    sellCents: 15_000,
  });
  const allotmentId = await allotmentHotelId();

  // Agency A. A booking with a service abroad (zero-rated), paid by the traveller through the
  // travel app: the invoice is settled and the rest, the agency's commission, credited to it.
  const zeroRated = await bookServices(
    agencyA.agent,
    '2030-04-10',
    [
      { productId: hotelId, date: '2030-04-10', span: 2 },
      { productId: tourId, date: '2030-04-12', span: 1 },
    ],
    'Tasman pair',
  );
  ref.zeroRatedPaidByTraveller = zeroRated.reference;
  await travellerPaysInFull(zeroRated.id);
  // Travelling on 1 March: the balance falls due at once, so by 15 March all of it is 42 days
  // overdue (31–60).
  const overdue = await world.createQuote(agencyA.agent, { travelDate: '2030-03-01' });
  const overdueBooked = await agencyA.agent.post(
    `/api/app/files/${overdue.reference}/request-booking`,
  );
  expect(overdueBooked.statusCode, overdueBooked.body).toBe(200);
  ref.overdue = overdue.reference;
  // Paid 50.00 more than invoiced: a payment on account.
  const overpaid = await bookServices(
    agencyA.agent,
    '2030-04-20',
    [{ productId: hotelId, date: '2030-04-20', span: 1 }],
    'Paid over',
  );
  ref.overpaid = overpaid.reference;
  await pay(overpaid.reference, overpaid.totals.netCents + OVERPAYMENT_CENTS);

  // Agency B, every booking in the allotment hotel (Confirmed at once).
  const withFee = await bookServices(
    agencyB.agent,
    '2030-03-01',
    [{ productId: allotmentId, date: '2030-03-01', span: 2 }],
    'Cancelling',
  );
  expect(withFee.status).toBe('Confirmed');
  ref.cancelledWithFee = withFee.reference;
  const credited = await bookServices(
    agencyB.agent,
    '2030-04-25',
    [{ productId: allotmentId, date: '2030-04-25', span: 2 }],
    'Goodwill',
  );
  ref.creditedPartPaid = credited.reference;
  const creditResponse = await accountant.post(
    `/api/admin/files/${credited.reference}/invoices/${await firstInvoiceId(credited.reference)}/credit`,
    { amountCents: 10_000, reason: 'Goodwill for a room change' },
  );
  expect(creditResponse.statusCode, creditResponse.body).toBe(200);
  await pay(credited.reference, 20_000);
  const notInvoiced = await bookServices(
    agencyB.agent,
    '2030-04-05',
    [{ productId: allotmentId, date: '2030-04-05', span: 1 }],
    'Awaiting invoice',
  );
  expect(notInvoiced.status).toBe('Confirmed');
  ref.confirmedNotInvoiced = notInvoiced.reference;
  const voided = await accountant.post(
    `/api/admin/files/${notInvoiced.reference}/invoices/${await firstInvoiceId(notInvoiced.reference)}/void`,
    { reason: 'Issued to the wrong contact' },
  );
  expect(voided.statusCode, voided.body).toBe(200);
  // Paid in full, then credited: the invoice is settled beyond its total.
  const overCredited = await bookServices(
    agencyB.agent,
    '2030-04-15',
    [{ productId: allotmentId, date: '2030-04-15', span: 1 }],
    'Credited after payment',
  );
  ref.overCredited = overCredited.reference;
  await pay(overCredited.reference, overCredited.totals.netCents);
  const overCredit = await accountant.post(
    `/api/admin/files/${overCredited.reference}/invoices/${await firstInvoiceId(overCredited.reference)}/credit`,
    { amountCents: OVER_CREDIT_CENTS, reason: 'Breakfast not served' },
  );
  expect(overCredit.statusCode, overCredit.body).toBe(200);

  // Cancelled 10 days before travel: half of the stay is kept as a fee, half credited.
  await dayIs(CANCELLED_ON);
  const cancelled = await agencyB.agent.post(`/api/app/files/${withFee.reference}/cancel`);
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const released = await world.admin.post(`/api/admin/files/${withFee.reference}/status`, {
    to: 'Cancelled',
    note: 'Released by the hotel',
  });
  expect(released.statusCode, released.body).toBe(200);

  // The credited booking's supplier has billed its stay and a payment run paid it.
  const [creditedLine] = await world.t.db
    .select()
    .from(fileServiceLines)
    .innerJoin(files, eq(files.id, fileServiceLines.fileId))
    .where(eq(files.reference, credited.reference));
  if (!creditedLine) throw new Error('no line');
  const [bill] = await world.t.db
    .insert(supplierInvoices)
    .values({
      brandId: 1,
      supplierId: creditedLine.file_service_lines.supplierId,
      supplierReference: 'RMZ-7781',
      issuedOn: CANCELLED_ON,
      dueOn: '2030-03-20',
      totalCents: creditedLine.file_service_lines.costCents,
      gstCents: Math.round((creditedLine.file_service_lines.costCents * 15) / 115),
      status: 'paid',
    })
    .returning();
  await world.t.db.insert(supplierInvoiceLines).values({
    supplierInvoiceId: bill?.id ?? 0,
    position: 1,
    fileReference: credited.reference,
    description: 'Two nights',
    amountCents: creditedLine.file_service_lines.costCents,
    fileId: creditedLine.files.id,
    serviceLineId: creditedLine.file_service_lines.id,
    kind: 'service',
    expectedCents: creditedLine.file_service_lines.costCents,
    matchSource: 'manual',
  });

  await dayIs(REPORTED_ON);
}, 120_000);
afterAll(() => world.t.close());

// Figures worked out from the raw rows ------------------------------------------------------------

const fixtureRefs = () => Object.values(ref);

type TBucket = 'current' | 'days1To30' | 'days31To60' | 'days61To90' | 'over90';

/** Whole days from `due` to `on`, and the bucket as docs/finance.md words it. */
function bucketByHand(due: string, on: string): TBucket {
  const days = (Date.parse(`${on}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / 86_400_000;
  if (days <= 0) return 'current';
  if (days <= 30) return 'days1To30';
  if (days <= 60) return 'days31To60';
  if (days <= 90) return 'days61To90';
  return 'over90';
}

function emptyBuckets() {
  return { current: 0, days1To30: 0, days31To60: 0, days61To90: 0, over90: 0, total: 0 };
}

/**
 * What the agency's invoices of the brand still owe, aged on `on`, from the invoice rows: per
 * invoice not void, the deposit still owing (payments meet the deposit first; a credit below it
 * lowers it) on its date, the rest of what is outstanding on the balance's date.
 */
async function agedByHand(agencyId: number, on: string) {
  const rows = await world.t.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.agencyId, agencyId), eq(invoices.brandId, 1)));
  const aged = emptyBuckets();
  for (const invoice of rows) {
    if (invoice.status === 'void') continue;
    const outstanding = Math.max(0, invoice.totalCents - invoice.creditedCents - invoice.paidCents);
    const depositLeft = Math.max(
      0,
      Math.min(invoice.depositCents, invoice.totalCents - invoice.creditedCents) -
        invoice.paidCents,
    );
    aged[bucketByHand(invoice.depositDueOn, on)] += depositLeft;
    aged[bucketByHand(invoice.balanceDueOn, on)] += outstanding - depositLeft;
    aged.total += outstanding;
  }
  return aged;
}

async function ledgerOf(agencyId: number) {
  const rows = await world.t.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.agencyId, agencyId));
  const sum = (type?: string) =>
    rows
      .filter((row) => type === undefined || row.type === type)
      .reduce((total, row) => total + row.valueCents, 0);
  return { balance: sum(), commission: -sum('commission') };
}

async function debtors(query = `brand=NZ&asOf=${REPORTED_ON}`): Promise<TDebtorsReport> {
  const response = await accountant.get(`/api/admin/finance/debtors?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TDebtorsReport>();
}

function rowOf(report: TDebtorsReport, agencyId: number): TDebtorRow {
  const row = report.rows.find((candidate) => candidate.agencyId === agencyId);
  if (!row) throw new Error(`agency ${agencyId} is not in the report`);
  return row;
}

describe('aged debtors', () => {
  it('ages what each agency owes on its invoices, bucket by bucket, to the cent', async () => {
    const report = await debtors();
    expect(report).toMatchObject({ brand: 'NZ', currency: 'NZD', asOf: REPORTED_ON });
    for (const agency of [agencyA, agencyB]) {
      expect(rowOf(report, agency.id).agedCents).toEqual(await agedByHand(agency.id, REPORTED_ON));
    }

    // The booking travelling on 1 March owed its whole invoice on 1 February: 42 days overdue.
    const [overdueInvoice] = await world.t.db
      .select()
      .from(invoices)
      .innerJoin(files, eq(files.id, invoices.fileId))
      .where(eq(files.reference, ref.overdue));
    expect(overdueInvoice?.invoices).toMatchObject({
      depositDueOn: BOOKED_ON,
      balanceDueOn: BOOKED_ON,
      paidCents: 0,
      creditedCents: 0,
    });
    // The cancelled booking's fee is half its stay and owed since 1 February too.
    const cancelledInvoices = await world.t.db
      .select()
      .from(invoices)
      .innerJoin(files, eq(files.id, invoices.fileId))
      .where(eq(files.reference, ref.cancelledWithFee));
    const feeOwing = cancelledInvoices.reduce(
      (sum, row) => sum + row.invoices.totalCents - row.invoices.creditedCents,
      0,
    );
    expect(feeOwing).toBeGreaterThan(0);
    // Agency A's other bookings are settled (by its traveller, and overpaid): all it owes is
    // that invoice, 42 days overdue.
    const overdueTotal = overdueInvoice?.invoices.totalCents ?? 0;
    expect(rowOf(report, agencyA.id).agedCents).toEqual({
      ...emptyBuckets(),
      days31To60: overdueTotal,
      total: overdueTotal,
    });
    expect(rowOf(report, agencyB.id).agedCents.days31To60).toBeGreaterThanOrEqual(feeOwing);
  });

  it('lists agencies that owe or have a limit, with the credit they use and have left', async () => {
    const report = await debtors();
    const ids = report.rows.map((row) => row.agencyId);
    expect(ids).toEqual(expect.arrayContaining([agencyA.id, agencyB.id, agencyC.id]));
    expect(ids).not.toContain(agencyQuiet.id);
    const a = rowOf(report, agencyA.id);
    expect(a).toMatchObject({
      agencyName: agencyA.name,
      agencyEmail: 'accounts@aoraki.test',
      creditLimitCents: 1_000_000,
      creditUsedCents: a.agedCents.total,
      creditAvailableCents: 1_000_000 - a.agedCents.total,
    });
    expect(rowOf(report, agencyB.id)).toMatchObject({
      creditLimitCents: null,
      creditAvailableCents: null,
      agencyEmail: null,
    });
    expect(rowOf(report, agencyC.id)).toMatchObject({
      agedCents: emptyBuckets(),
      creditLimitCents: 50_000,
      creditUsedCents: 0,
      creditAvailableCents: 50_000,
      ledgerBalanceCents: 0,
    });
    // Sorted by name; the totals row adds every row up.
    expect(report.rows.map((row) => row.agencyName)).toEqual(
      [...report.rows.map((row) => row.agencyName)].sort((x, y) => x.localeCompare(y)),
    );
    const byHand = emptyBuckets();
    for (const row of report.rows) {
      for (const key of Object.keys(byHand) as (keyof typeof byHand)[]) {
        byHand[key] += row.agedCents[key];
      }
    }
    expect(report.totals.agedCents).toEqual(byHand);
    expect(report.totals.ledgerBalanceCents).toBe(
      report.rows.reduce((sum, row) => sum + row.ledgerBalanceCents, 0),
    );
  });

  it("agrees with each agency's ledger to the cent but for money held against no open invoice", async () => {
    const report = await debtors();
    const a = rowOf(report, agencyA.id);
    const b = rowOf(report, agencyB.id);
    const ledgerA = await ledgerOf(agencyA.id);
    const ledgerB = await ledgerOf(agencyB.id);
    expect(a.ledgerBalanceCents).toBe(ledgerA.balance);
    expect(b.ledgerBalanceCents).toBe(ledgerB.balance);

    // Agency A: its traveller paid the client price, so what the invoice did not take (the
    // agency's 15% commission) was credited to it; and 50.00 was paid beyond an invoice.
    const [zeroRatedFile] = await world.t.db
      .select()
      .from(files)
      .where(eq(files.reference, ref.zeroRatedPaidByTraveller));
    expect(ledgerA.commission).toBe(zeroRatedFile?.commissionCents);
    expect(ledgerA.commission).toBeGreaterThan(0);
    expect(a).toMatchObject({
      commissionCreditCents: ledgerA.commission,
      unallocatedCents: OVERPAYMENT_CENTS,
    });
    expect(a.agedCents.total - ledgerA.balance).toBe(OVERPAYMENT_CENTS + ledgerA.commission);

    // Agency B: one invoice paid in full, then credited 30.00.
    expect(b).toMatchObject({ commissionCreditCents: 0, unallocatedCents: OVER_CREDIT_CENTS });
    expect(b.agedCents.total - ledgerB.balance).toBe(OVER_CREDIT_CENTS);
  });

  it('refuses a date before the brand’s today and a brand it does not know (422)', async () => {
    const past = await accountant.get('/api/admin/finance/debtors?brand=NZ&asOf=2030-03-14');
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({
      errors: { asOf: [expect.stringContaining('2030-03-15')] },
    });
    const bad = await accountant.get('/api/admin/finance/debtors?brand=UK');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { brand: [expect.any(String)] } });
    // Left out, the date is the brand's today; a later date ages further.
    expect((await debtors('brand=NZ')).asOf).toBe(REPORTED_ON);
    const later = await debtors('brand=NZ&asOf=2030-04-20');
    expect(rowOf(later, agencyA.id).agedCents).toEqual(await agedByHand(agencyA.id, '2030-04-20'));
  });

  it('exports the same rows and totals as CSV', async () => {
    const report = await debtors();
    const response = await accountant.get(
      `/api/admin/finance/debtors/export.csv?brand=NZ&asOf=${REPORTED_ON}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toContain('Agency,Email,Currency,As at,Current,1-30 days');
    expect(lines).toHaveLength(report.rows.length + 2);
    const a = rowOf(report, agencyA.id);
    const rowA = lines.find((line) => line.startsWith(`"${agencyA.name}"`));
    expect(rowA).toContain(`,NZD,${REPORTED_ON},`);
    expect(rowA).toContain(`,${(a.agedCents.total / 100).toFixed(2)},10000.00,`);
    expect(lines.at(-1)).toContain(`"Total"`);
    expect(lines.at(-1)).toContain(`,${(report.totals.agedCents.total / 100).toFixed(2)},`);
  });
});

describe('statements', () => {
  it('prints the agency, the ageing, each open invoice and the balance (PDF)', async () => {
    const report = await debtors();
    const a = rowOf(report, agencyA.id);
    const response = await accountant.get(
      `/api/admin/finance/debtors/${agencyA.id}/statement.pdf?asOf=${REPORTED_ON}`,
    );
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Statement of Account');
    expect(text).toContain(`Agency: ${agencyA.name}`);
    expect(text).toContain('As at: 15 Mar 2030');
    const open = await world.t.db
      .select()
      .from(invoices)
      .innerJoin(files, eq(files.id, invoices.fileId))
      .where(
        and(
          eq(invoices.agencyId, agencyA.id),
          sql`${invoices.totalCents} - ${invoices.creditedCents} - ${invoices.paidCents} > 0`,
        ),
      );
    expect(open.map((row) => row.files.reference)).toEqual([ref.overdue]);
    const money = (cents: number) =>
      (cents / 100).toLocaleString('en-NZ', { minimumFractionDigits: 2 });
    for (const { invoices: invoice, files: file } of open) {
      expect(text).toMatch(
        new RegExp(
          `${invoice.number}\\s+${file.reference}\\s+01 Feb 2030\\s+01 Feb 2030\\s+01 Feb 2030\\s+${money(invoice.totalCents)}\\s+0\\.00\\s+0\\.00\\s+${money(invoice.totalCents)}`,
        ),
      );
    }
    expect(text).toMatch(new RegExp(`31-60 days overdue\\s+NZD ${money(a.agedCents.days31To60)}`));
    expect(text).toMatch(new RegExp(`Total outstanding\\s+NZD ${money(a.agedCents.total)}`));
    expect(text).toMatch(
      new RegExp(`Less commission credited\\s+NZD ${money(a.commissionCreditCents)}`),
    );
    expect(text).toMatch(
      new RegExp(
        `Less payments and credits not set against an invoice\\s+NZD ${money(OVERPAYMENT_CENTS)}`,
      ),
    );
    const balance = (await ledgerOf(agencyA.id)).balance;
    expect(text).toMatch(
      new RegExp(`Balance of account\\s+NZD ${balance < 0 ? '-' : ''}${money(Math.abs(balance))}`),
    );
    const missing = await accountant.get('/api/admin/finance/debtors/999999/statement.pdf');
    expect(missing.statusCode).toBe(404);
  });

  it('emails it once with the PDF attached, even when sent again with its Idempotency-Key', async () => {
    const url = `/api/admin/finance/debtors/${agencyA.id}/statement/email`;
    const key = { 'idempotency-key': 'statement-5d1f6c7e-9a2b-4c3d-8e4f-1a2b3c4d5e6f' };
    const [first, second] = await Promise.all([
      accountant.post(url, {}, { headers: key }),
      accountant.post(url, {}, { headers: key }),
    ]);
    expect([first.statusCode, second.statusCode], first.body + second.body).toEqual([200, 200]);
    const again = await accountant.post(url, {}, { headers: key });
    const emailed = first.json<TStatementEmailed>();
    expect(second.json<TStatementEmailed>()).toEqual(emailed);
    expect(again.json<TStatementEmailed>()).toEqual(emailed);
    expect(emailed).toMatchObject({ to: 'accounts@aoraki.test', asOf: REPORTED_ON });

    const queued = await world.t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'accounts@aoraki.test'));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.id).toBe(emailed.mailId);
    expect(queued[0]?.subject).toContain('Statement of account as at 15 Mar 2030');
    expect(queued[0]?.attachments).toEqual([
      expect.objectContaining({
        filename: `statement-NZ-${agencyA.id}-${REPORTED_ON}.pdf`,
        contentType: 'application/pdf',
      }),
    ]);
    const attached = Buffer.from(queued[0]?.attachments[0]?.contentBase64 ?? '', 'base64');
    expect(pdfText(attached)).toContain(`Agency: ${agencyA.name}`);

    const audits = await world.t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'finance.statement-emailed'),
          eq(auditLog.entityId, String(agencyA.id)),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorLabel).toBe(accountantLogin.username);
    expect(audits[0]?.detail).toMatchObject({ to: 'accounts@aoraki.test', mailId: emailed.mailId });

    // The key with another request is refused; without a key each send is a new email.
    const other = await accountant.post(url, { asOf: '2030-03-31' }, { headers: key });
    expect(other.statusCode).toBe(409);
    const unkeyed = await accountant.post(url, {});
    expect(unkeyed.statusCode, unkeyed.body).toBe(200);
    expect(
      await world.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'accounts@aoraki.test')),
    ).toHaveLength(2);
  });

  it('refuses to email an agency without an address (422), queueing nothing', async () => {
    const before = await world.t.db.select({ id: mailOutbox.id }).from(mailOutbox);
    const response = await accountant.post(
      `/api/admin/finance/debtors/${agencyB.id}/statement/email`,
      {},
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toBe(
      `${agencyB.name} has no email address: add one to the agency before emailing its statement.`,
    );
    expect(await world.t.db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(
      before.length,
    );
  });
});

// Profit per booking --------------------------------------------------------------------------------

/** GST in a GST-inclusive amount at `percent`, rounded to the cent (docs/pricing.md). */
function gstIn(cents: number, percent: number): number {
  return Math.round((cents * percent) / (100 + percent));
}

/** Every figure of a booking from its raw rows, as docs/finance.md defines each column. */
async function profitByHand(reference: string) {
  const [file] = await world.t.db.select().from(files).where(eq(files.reference, reference));
  if (!file) throw new Error(reference);
  const lines = await world.t.db
    .select()
    .from(fileServiceLines)
    .where(eq(fileServiceLines.fileId, file.id));
  const live = lines.filter((line) => line.status !== 'Cancelled');
  const sum = (pick: (line: (typeof lines)[number]) => number, of = live) =>
    of.reduce((total, line) => total + pick(line), 0);
  const pct = (line: (typeof lines)[number]) => (line.taxCode === 'standard' ? 15 : 0);
  const netExGst = sum((line) => line.netCents - gstIn(line.netCents, pct(line)));
  const costExGst = sum((line) => line.costCents - gstIn(line.costCents, pct(line)));
  const billed = await world.t.db.select().from(invoices).where(eq(invoices.fileId, file.id));
  const credited = await world.t.db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.fileId, file.id));
  const paid = await world.t.db.select().from(payments).where(eq(payments.fileId, file.id));
  const ledger = await world.t.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.fileId, file.id));
  const ledgerSum = (type: string) =>
    ledger.filter((row) => row.type === type).reduce((total, row) => total + row.valueCents, 0);
  const billedLines = await world.t.db
    .select()
    .from(supplierInvoiceLines)
    .innerJoin(supplierInvoices, eq(supplierInvoices.id, supplierInvoiceLines.supplierInvoiceId))
    .where(eq(supplierInvoiceLines.fileId, file.id));
  const supplierExpected =
    sum(
      (line) => line.costCents,
      lines.filter((line) => line.status === 'Confirmed'),
    ) +
    sum(
      (line) => line.supplierChargeCents,
      lines.filter((line) => line.status === 'Cancelled'),
    );
  const supplierPaid = billedLines
    .filter((row) => row.supplier_invoices.status === 'paid')
    .reduce((total, row) => total + row.supplier_invoice_lines.amountCents, 0);
  const margin = netExGst - costExGst;
  return {
    fileReference: reference,
    status: file.status,
    travelDate: file.travelDate,
    costCents: sum((line) => line.costCents),
    sellCents: sum((line) => line.sellCents),
    netCents: sum((line) => line.netCents),
    commissionCents: sum((line) => line.commissionCents),
    marginExGstCents: margin,
    marginExGstPercent: netExGst === 0 ? null : Math.round((margin * 1000) / netExGst) / 10,
    invoicedCents:
      billed.reduce((total, row) => total + row.totalCents, 0) -
      credited.reduce((total, row) => total + row.totalCents, 0),
    // Payments less what they credited the agency as commission, less refunds.
    receivedCents:
      paid.reduce((total, row) => total + row.amountCents, 0) +
      ledgerSum('commission') -
      ledgerSum('refund'),
    supplierPaidCents: supplierPaid,
    supplierToPayCents: supplierExpected - supplierPaid,
  };
}

async function profit(query: string): Promise<TProfitReport> {
  const response = await accountant.get(`/api/admin/finance/profit?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TProfitReport>();
}

describe('profit per booking', () => {
  it('gives each booking its yield, billing, receipts and supplier payments, to the cent', async () => {
    // Left out, the dates are last month to next month on the brand's calendar.
    const report = await profit('brand=NZ&per_page=100');
    expect(report).toMatchObject({
      from: '2030-02-01',
      to: '2030-04-30',
      view: 'all',
      currency: 'NZD',
    });
    const references = report.data.map((row) => row.fileReference);
    expect([...references].sort()).toEqual([...fixtureRefs()].sort());
    const expected = await Promise.all(fixtureRefs().map(profitByHand));
    for (const figures of expected) {
      expect(report.data.find((row) => row.fileReference === figures.fileReference)).toMatchObject(
        figures,
      );
    }
    // By travel date.
    const dates = report.data.map((row) => row.travelDate);
    expect(dates).toEqual([...dates].sort());

    // The zero-rated tour carries no GST on either side: its margin is net − cost.
    const zeroRated = expected.find((row) => row.fileReference === ref.zeroRatedPaidByTraveller);
    const zeroLines = await world.t.db
      .select()
      .from(fileServiceLines)
      .innerJoin(files, eq(files.id, fileServiceLines.fileId))
      .where(eq(files.reference, ref.zeroRatedPaidByTraveller));
    expect(zeroLines.map((row) => row.file_service_lines.taxCode).sort()).toEqual([
      'standard',
      'zero_rated',
    ]);
    expect(zeroRated).toMatchObject({ invoicedCents: zeroRated?.receivedCents });
    // The cancelled booking: no live service, its fee still invoiced, its supplier's charge owed.
    const cancelled = expected.find((row) => row.fileReference === ref.cancelledWithFee);
    expect(cancelled).toMatchObject({ status: 'Cancelled', costCents: 0, marginExGstCents: 0 });
    expect(cancelled?.invoicedCents).toBeGreaterThan(0);
    expect(cancelled?.supplierToPayCents).toBeGreaterThan(0);
    // The credited booking's supplier is paid.
    const credited = expected.find((row) => row.fileReference === ref.creditedPartPaid);
    expect(credited?.supplierPaidCents).toBeGreaterThan(0);
    expect(credited?.supplierToPayCents).toBe(0);

    // Totals: every column summed, the margin's percentage of the summed net ex GST.
    const total = (pick: (row: (typeof expected)[number]) => number) =>
      expected.reduce((sum, row) => sum + pick(row), 0);
    expect(report.totals).toMatchObject({
      costCents: total((row) => row.costCents),
      sellCents: total((row) => row.sellCents),
      netCents: total((row) => row.netCents),
      commissionCents: total((row) => row.commissionCents),
      marginExGstCents: total((row) => row.marginExGstCents),
      invoicedCents: total((row) => row.invoicedCents),
      receivedCents: total((row) => row.receivedCents),
      supplierPaidCents: total((row) => row.supplierPaidCents),
      supplierToPayCents: total((row) => row.supplierToPayCents),
    });
  });

  it('pages the rows but totals the whole filter', async () => {
    const all = await profit('brand=NZ&per_page=100');
    const page = await profit('brand=NZ&per_page=3&page=2');
    expect(page.data.map((row: TProfitRow) => row.fileReference)).toEqual(
      all.data.slice(3, 6).map((row) => row.fileReference),
    );
    expect(page.totals).toEqual(all.totals);
    expect(page.meta).toMatchObject({ total: fixtureRefs().length, current_page: 2, per_page: 3 });
    expect(page.links.next).toContain('brand=NZ');
    expect(page.links.next).toContain('from=2030-02-01');
  });

  it('lists the confirmed bookings with nothing invoiced, and those invoiced but not paid', async () => {
    const notInvoiced = await profit('brand=NZ&view=confirmed-not-invoiced');
    expect(notInvoiced.data.map((row) => row.fileReference)).toEqual([ref.confirmedNotInvoiced]);
    expect(notInvoiced.totals.invoicedCents).toBe(0);

    const unpaid = await profit('brand=NZ&view=invoiced-not-paid&per_page=100');
    const expected = (await Promise.all(fixtureRefs().map(profitByHand)))
      .filter((row) => row.invoicedCents > row.receivedCents)
      .map((row) => row.fileReference);
    expect([...unpaid.data.map((row) => row.fileReference)].sort()).toEqual(expected.sort());
    expect(expected).toEqual(
      expect.arrayContaining([ref.overdue, ref.cancelledWithFee, ref.creditedPartPaid]),
    );
    expect(expected).not.toContain(ref.overpaid);
  });

  it('narrows to the travel dates asked for and refuses an end before the start', async () => {
    const march = await profit('brand=NZ&from=2030-03-01&to=2030-03-31');
    expect([...march.data.map((row) => row.fileReference)].sort()).toEqual(
      [ref.overdue, ref.cancelledWithFee].sort(),
    );
    const backwards = await accountant.get(
      '/api/admin/finance/profit?brand=NZ&from=2030-04-01&to=2030-03-01',
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toMatchObject({ errors: { to: [expect.any(String)] } });
    const au = await profit('brand=AU');
    expect(au.data).toEqual([]);
    expect(au.currency).toBe('AUD');
  });

  it('exports every booking of the filter and the totals as CSV', async () => {
    const report = await profit('brand=NZ&per_page=100');
    const response = await accountant.get('/api/admin/finance/profit/export.csv?brand=NZ');
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'File,Booking name,Agency,Travel date,Status,Currency,Cost,Client price,Agency price,Commission,Margin ex GST,Margin % ex GST,Invoiced,Received,Paid to suppliers,Still to pay suppliers',
    );
    expect(lines).toHaveLength(report.data.length + 2);
    const overdue = report.data.find((row) => row.fileReference === ref.overdue);
    const overdueLine = lines.find((line) => line.startsWith(`"${ref.overdue}"`));
    expect(overdueLine).toContain(`,${((overdue?.netCents ?? 0) / 100).toFixed(2)},`);
    expect(lines.at(-1)).toContain(`${(report.totals.marginExGstCents / 100).toFixed(2)}`);
  });
});

// The three reports over one ledger ----------------------------------------------------------------

describe('aged debtors, profit per booking and the GST return together', () => {
  it('agree with each other and with the raw documents of the fixture set, to the cent', async () => {
    const period = 'from=2030-02-01&to=2030-03-31';
    const response = await accountant.get(`/api/admin/finance/gst-return?brand=NZ&${period}`);
    expect(response.statusCode, response.body).toBe(200);
    const gstReturn = response.json<TGstReturn>();

    // Sales worked out here from every New Zealand invoice and credit note of the period.
    const inPeriod = (date: string) => date >= '2030-02-01' && date <= '2030-03-31';
    const billed = (await world.t.db.select().from(invoices)).filter(
      (row) => row.brandId === 1 && inPeriod(row.issuedOn),
    );
    const credited = (await world.t.db.select().from(creditNotes)).filter(
      (row) => row.brandId === 1 && inPeriod(row.issuedOn),
    );
    const net = (
      pick: (row: { totalCents: number; zeroRatedCents: number; gstCents: number }) => number,
    ) =>
      billed.reduce((sum, row) => sum + pick(row), 0) -
      credited.reduce((sum, row) => sum + pick(row), 0);
    expect(gstReturn.sales).toEqual({
      taxableCents: net((row) => row.totalCents - row.zeroRatedCents),
      zeroRatedCents: net((row) => row.zeroRatedCents),
      totalCents: net((row) => row.totalCents),
      gstCents: net((row) => row.gstCents),
    });
    // The fixture has a zero-rated service, so both parts of the return carry something.
    expect(gstReturn.sales.zeroRatedCents).toBeGreaterThan(0);
    expect(gstReturn.sales.taxableCents).toBeGreaterThan(0);

    // Purchases: the supplier invoices of the period that are not void.
    const bills = (await world.t.db.select().from(supplierInvoices)).filter(
      (row) => row.brandId === 1 && row.status !== 'void' && inPeriod(row.issuedOn),
    );
    expect(gstReturn.purchases.gstCents).toBe(bills.reduce((sum, row) => sum + row.gstCents, 0));
    expect(gstReturn.gstToPayCents).toBe(gstReturn.sales.gstCents - gstReturn.purchases.gstCents);

    // Every document of the period is a fixture booking's: what profit per booking says was
    // invoiced is what the GST return declares as sales.
    const fileIds = new Set([...billed, ...credited].map((row) => row.fileId));
    const fixtureFiles = await world.t.db
      .select({ id: files.id, reference: files.reference })
      .from(files);
    const referencesBilled = fixtureFiles
      .filter((file) => fileIds.has(file.id))
      .map((file) => file.reference)
      .sort();
    expect(referencesBilled.every((reference) => fixtureRefs().includes(reference))).toBe(true);
    const profitReport = await profit('brand=NZ&from=2030-01-01&to=2030-12-31&per_page=100');
    expect(profitReport.totals.invoicedCents).toBe(gstReturn.sales.totalCents);

    // What the agencies still owe is what was invoiced less what was received, plus the money
    // they hold against no open invoice (an overpayment does not lower what another invoice owes);
    // their ledger is invoiced less received less the commission credited to them.
    const aged = await debtors();
    const { invoicedCents, receivedCents } = profitReport.totals;
    expect(aged.totals.agedCents.total).toBe(
      invoicedCents - receivedCents + aged.totals.unallocatedCents,
    );
    expect(aged.totals.ledgerBalanceCents).toBe(
      invoicedCents - receivedCents - aged.totals.commissionCreditCents,
    );
    expect(aged.totals.unallocatedCents).toBeGreaterThan(0);
    expect(aged.totals.commissionCreditCents).toBeGreaterThan(0);
  });
});

describe('who may see the reports', () => {
  it('refuses a back-office user without finance.manage (403)', async () => {
    for (const url of [
      '/api/admin/finance/debtors?brand=NZ',
      '/api/admin/finance/debtors/export.csv?brand=NZ',
      `/api/admin/finance/debtors/${agencyA.id}/statement.pdf`,
      '/api/admin/finance/profit?brand=NZ',
      '/api/admin/finance/profit/export.csv?brand=NZ',
    ]) {
      expect((await consultant.get(url)).statusCode, url).toBe(403);
    }
    const email = await consultant.post(
      `/api/admin/finance/debtors/${agencyA.id}/statement/email`,
      {},
    );
    expect(email.statusCode).toBe(403);
    expect((await agencyA.agent.get('/api/admin/finance/debtors?brand=NZ')).statusCode).toBe(403);
  });
});
