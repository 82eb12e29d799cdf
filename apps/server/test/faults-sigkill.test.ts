import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { selectRows, type TDatabase } from '../src/db/database';
import { SANDBOX_CARDS } from '@portal/shared/contracts/online-payments';
import { DEMO_PASSWORD, seedDatabase } from '../src/db/seed';
import { createPasswordHasher } from '../src/lib/passwords';
import { setInventoryConfirmation } from './booking-settings';
import { TODAY } from './files-support';
import { HttpBrowser } from './http-browser';
import { createServerDatabase, type TServerDatabase } from './server-database';
import { bundleServer, serverEnv, startServer, type TServerProcess } from './server-process';

/**
 * Fault harness: the real server process is killed with SIGKILL while bookings are requested,
 * payments recorded and a rates CSV imported, then restarted on the same data, several rounds.
 * Afterwards every file, payment and import must be whole or absent, and everything the server
 * acknowledged (a 2xx answer) must still be there. Runs on this pass's database: a PGlite data
 * folder, or PostgreSQL with TEST_DATABASE_URL. Figures in docs/reliability.md ("Faults").
 */
const ROUNDS = 4;
const BOOKINGS_PER_ROUND = 3;
const IMPORT_ROWS = 1_000;
const PAYMENT_CENTS = 1_000;
/** SIGKILL lands this long after the round's first acknowledged write (uniformly at random). */
const KILL_DELAY_MS = { min: 0, max: 1_000 };

let bundle: Awaited<ReturnType<typeof bundleServer>>;
let database: TServerDatabase;
let hotel: { code: string; roomType: string };
beforeAll(async () => {
  bundle = await bundleServer();
  database = await createServerDatabase();
  const handle = await database.open();
  try {
    // The demo catalogue and accounts, without the demo bookings; cheap hashes (the server
    // verifies with the parameters stored in each hash).
    await seedDatabase(handle.db, createPasswordHasher({ memoryCost: 1024, timeCost: 1 }), {
      today: TODAY,
      demoBookings: false,
    });
    await setInventoryConfirmation(handle.db, 'ask-supplier');
    const [product] = await selectRows<{ code: string; roomType: string }>(
      handle.db,
      sql`select code, room_types[1]::text as "roomType" from products
          where pricing_basis = 'per_room_night' and cardinality(room_types) > 0
          order by id limit 1`,
    );
    if (!product) throw new Error('The demo catalogue has no hotel');
    hotel = product;
  } finally {
    await handle.close();
  }
}, 180_000);
afterAll(async () => {
  await database?.remove();
  await bundle?.remove();
});

function start(): Promise<TServerProcess> {
  return startServer(bundle.entry, {
    cwd: database.dataDir,
    // No scheduled jobs: they would write on their own and blur what the rounds check.
    env: serverEnv({ ...database.env, JOBS_ENABLED: 'false' }),
  });
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * One rates import: IMPORT_ROWS one-night rates, in a date range no other round uses; large
 * enough that the kill often lands while it is being written.
 */
function importCsv(round: number): string {
  const first = addDays('2034-01-01', round * 1_000);
  const rows = Array.from({ length: IMPORT_ROWS }, (_, index) => {
    const day = addDays(first, index);
    return `,${hotel.code},1,NZD,${hotel.roomType},per_room_night,${day},${day},MTWTFSS,1,150.00,210.00,,`;
  });
  return [
    'id,product_code,brand_id,currency,room_type,basis,valid_from,valid_to,weekdays,min_stay,cost,sell,child_cost,child_sell',
    ...rows,
  ].join('\n');
}

interface TAcknowledged {
  bookings: string[];
  payments: string[];
  imports: number[];
  /** Payment session tokens the sandbox card page answered 2xx for. */
  cardPayments: string[];
  /** Every session opened, paid or not: a later round pays it again, as a payer would retry. */
  openedSessions: string[];
  /** Writes in flight when the process died: sent, never answered. */
  interrupted: number;
  /** Resolves at the round's first acknowledged write. */
  firstWrite?: () => void;
}

/**
 * Three writers at once until the kill: the agent requests the round's bookings one after
 * another, the back office records payments back to back, and a rates import runs. Records which
 * writes the server answered 2xx; a write cut off by the kill may have landed or not.
 */
function fireRound(
  round: number,
  browsers: { agent: HttpBrowser; admin: HttpBrowser; payer: HttpBrowser },
  work: { quotes: string[]; payableFiles: string[]; cardFile: string | undefined },
  acknowledged: TAcknowledged,
  isKilled: () => boolean,
): Promise<unknown> {
  const today = new Date().toISOString().slice(0, 10);
  const isAcknowledged = (response: { status: number }) => {
    const isSuccess = response.status >= 200 && response.status < 300;
    if (isSuccess) acknowledged.firstWrite?.();
    return isSuccess;
  };
  // A refused or reset connection ends the writer: the server is gone.
  const writer = async (write: () => Promise<void>) =>
    write().catch(() => {
      acknowledged.interrupted += 1;
    });

  const bookings = writer(async () => {
    for (const reference of work.quotes) {
      if (isKilled()) return;
      const response = await browsers.agent.request(
        'POST',
        `/api/app/files/${reference}/request-booking`,
      );
      if (isAcknowledged(response)) acknowledged.bookings.push(reference);
    }
  });
  const payments = writer(async () => {
    for (let index = 0; !isKilled(); index += 1) {
      const fileReference = work.payableFiles[index % work.payableFiles.length] ?? '';
      const paymentReference = `FAULT-${round}-${index}`;
      const response = await browsers.admin.request(
        'POST',
        `/api/admin/files/${fileReference}/payments`,
        {
          amountCents: PAYMENT_CENTS,
          method: 'bank-transfer',
          reference: paymentReference,
          receivedOn: today,
        },
      );
      if (isAcknowledged(response)) acknowledged.payments.push(paymentReference);
    }
  });
  const rateImport = writer(async () => {
    const response = await browsers.admin.request('POST', '/api/admin/rates/import', {
      csv: importCsv(round),
    });
    if (isAcknowledged(response)) acknowledged.imports.push(round);
  });
  const cardPayments = writer(async () => {
    // A payer retries the sessions whose outcome the kill hid from them: a second payment of one
    // session would be a double charge.
    for (const token of [...acknowledged.openedSessions]) {
      if (isKilled()) return;
      await payByCard(browsers.payer, token, acknowledged);
    }
    if (isKilled() || !work.cardFile) return;
    const opened = await browsers.agent.request(
      'POST',
      `/api/app/files/${work.cardFile}/payment-sessions`,
      { purpose: 'deposit' },
    );
    if (!isAcknowledged(opened)) return;
    const { token } = opened.json as { token: string };
    acknowledged.openedSessions.push(token);
    await payByCard(browsers.payer, token, acknowledged);
  });
  return Promise.all([bookings, payments, rateImport, cardPayments]);
}

async function payByCard(payer: HttpBrowser, token: string, acknowledged: TAcknowledged) {
  const response = await payer.request('POST', `/api/payments/${token}/sandbox-card`, {
    cardholderName: 'Aroha Ngata',
    cardNumber: SANDBOX_CARDS.success,
    expiry: '12/31',
    cvc: '123',
  });
  if (response.status === 200 && (response.json as { status?: string }).status === 'paid') {
    acknowledged.firstWrite?.();
    if (!acknowledged.cardPayments.includes(token)) acknowledged.cardPayments.push(token);
  }
}

async function createQuote(agent: HttpBrowser, packageId: number, index: number): Promise<string> {
  const response = await agent.request('POST', '/api/app/files', {
    packageId,
    // A week apart, so no departure runs out of allotment.
    travelDate: addDays('2030-03-04', 7 * index),
    accommodationClass: 'superior',
    rooms: [{ roomType: 'DB', adults: 2 }],
    bookingName: `Fault round file ${index}`,
    yourReference: '',
  });
  expect(response.status, response.text).toBe(201);
  return (response.json as TFileView).reference;
}

/** Whole or absent: the checks that hold after any number of crashes. */
function inList(values: string[]) {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/** Card payments: one payment per paid session, none for another, and nothing paid twice. */
async function checkCardPayments(db: TDatabase, cardFiles: string[], acknowledged: TAcknowledged) {
  const sessions = await selectRows<{
    token: string;
    status: string;
    paymentId: number | null;
    ledger: number;
  }>(
    db,
    sql`select s.token, s.status, s.payment_id as "paymentId",
          (select count(*)::int from ledger_transactions t
            where t.payment_id = s.payment_id) as "ledger"
        from payment_sessions s join files f on f.id = s.file_id
        where f.reference in (${inList(cardFiles)})`,
  );
  for (const session of sessions) {
    if (session.status === 'paid') {
      expect(session.paymentId, session.token).not.toBeNull();
      expect(session.ledger, session.token).toBe(1);
    } else {
      expect(session.paymentId, session.token).toBeNull();
    }
  }
  const paid = new Set(sessions.filter((s) => s.status === 'paid').map((s) => s.token));
  for (const token of acknowledged.cardPayments) expect(paid.has(token), token).toBe(true);
  const files = await selectRows<{ reference: string; payments: number; paidSessions: number }>(
    db,
    sql`select f.reference,
          (select count(*)::int from payments p where p.file_id = f.id) as "payments",
          (select count(*)::int from payment_sessions s
            where s.file_id = f.id and s.status = 'paid') as "paidSessions"
        from files f where f.reference in (${inList(cardFiles)})`,
  );
  for (const file of files) expect(file.payments, file.reference).toBe(file.paidSessions);
  return paid.size;
}

async function checkConsistency(db: TDatabase, quotes: string[], acknowledged: TAcknowledged) {
  const files = await selectRows<{
    reference: string;
    status: string;
    lines: number;
    supplierRequests: number;
    invoices: number;
    invoiceLedger: number;
  }>(
    db,
    sql`select f.reference, f.status,
          (select count(*)::int from file_service_lines l where l.file_id = f.id) as "lines",
          (select count(*)::int from supplier_requests s where s.file_id = f.id) as "supplierRequests",
          (select count(*)::int from invoices i where i.file_id = f.id) as "invoices",
          (select count(*)::int from ledger_transactions t
            where t.file_id = f.id and t.type = 'invoice') as "invoiceLedger"
        from files f where f.reference in (${sql.join(
          quotes.map((reference) => sql`${reference}`),
          sql`, `,
        )})`,
  );
  expect(files).toHaveLength(quotes.length);
  for (const file of files) {
    expect(file.lines, file.reference).toBeGreaterThan(0);
    if (file.status === 'Quote') {
      // Never requested, or rolled back whole: no trace of the booking.
      expect(file, file.reference).toMatchObject({
        supplierRequests: 0,
        invoices: 0,
        invoiceLedger: 0,
      });
    } else {
      expect(file.status, file.reference).toBe('Requested');
      expect(file.supplierRequests, file.reference).toBe(file.lines);
      expect(file.invoices, file.reference).toBeGreaterThan(0);
      expect(file.invoiceLedger, file.reference).toBe(file.invoices);
    }
  }
  const booked = new Set(files.filter((file) => file.status !== 'Quote').map((f) => f.reference));
  for (const reference of acknowledged.bookings)
    expect(booked.has(reference), reference).toBe(true);

  const payments = await selectRows<{
    reference: string;
    amount: number;
    ledger: number;
    value: number;
  }>(
    db,
    sql`select p.reference, p.amount_cents as "amount", count(t.id)::int as "ledger",
          coalesce(sum(t.value_cents), 0)::int as "value"
        from payments p left join ledger_transactions t on t.payment_id = p.id
        where p.reference like 'FAULT-%' group by p.id`,
  );
  for (const payment of payments) {
    // One ledger transaction per payment, for the payment's amount: never one without the other.
    expect(payment, payment.reference).toMatchObject({ ledger: 1, value: -payment.amount });
  }
  const references = payments.map((payment) => payment.reference);
  expect(new Set(references).size, 'a payment recorded twice').toBe(references.length);
  for (const reference of acknowledged.payments) expect(references).toContain(reference);
  const [orphans] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ledger_transactions
        where type = 'payment' and payment_id is null`,
  );
  expect(orphans?.count).toBe(0);
  // What the invoices show as paid is exactly what was received for each file.
  const allocation = await selectRows<{ reference: string; paid: number; received: number }>(
    db,
    sql`select f.reference,
          (select coalesce(sum(i.paid_cents), 0)::int from invoices i where i.file_id = f.id) as "paid",
          (select coalesce(sum(p.amount_cents), 0)::int from payments p where p.file_id = f.id) as "received"
        from files f where exists (select 1 from payments p where p.file_id = f.id)`,
  );
  for (const file of allocation) expect(file.paid, file.reference).toBe(file.received);

  for (let round = 0; round < ROUNDS; round += 1) {
    const from = addDays('2034-01-01', round * 1_000);
    const [imported] = await selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from rates
          where valid_from between ${from} and ${addDays(from, IMPORT_ROWS - 1)}`,
    );
    // A whole import or none of it.
    expect([0, IMPORT_ROWS], `import of round ${round}`).toContain(imported?.count);
    if (acknowledged.imports.includes(round)) expect(imported?.count).toBe(IMPORT_ROWS);
  }
  const [audits] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from audit_log where action = 'rates.imported'`,
  );
  const [importedRates] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from rates where valid_from >= '2034-01-01'`,
  );
  // Each applied import wrote its audit entry in the same transaction.
  expect((audits?.count ?? 0) * IMPORT_ROWS).toBe(importedRates?.count);
  return {
    booked: booked.size,
    payments: payments.length,
    imports: (importedRates?.count ?? 0) / IMPORT_ROWS,
  };
}

describe('SIGKILL while writing', () => {
  it(`loses nothing acknowledged and leaves nothing half-written (${ROUNDS} rounds)`, async () => {
    let server = await start();
    const agent = new HttpBrowser(server.url);
    const admin = new HttpBrowser(server.url);
    const payer = new HttpBrowser(server.url);
    const quotes: string[] = [];
    const payableFiles: string[] = [];
    const cardFiles: string[] = [];
    try {
      await agent.signIn('agent', 'nz.agent', DEMO_PASSWORD);
      await admin.signIn('admin', 'admin', DEMO_PASSWORD);
      const packages = await admin.request('GET', '/api/admin/packages?per_page=100');
      const packageId = (packages.json as TPaginated<{ id: number; code: string }>).data.find(
        (pkg) => pkg.code === 'NZ-NIE-7',
      )?.id;
      if (!packageId) throw new Error('No demo package NZ-NIE-7');
      for (let index = 0; index < ROUNDS * BOOKINGS_PER_ROUND; index += 1) {
        quotes.push(await createQuote(agent, packageId, index));
      }
      // Booked (so invoiced) before the rounds: payments need an invoice to settle.
      // Two for the back office's payments, one per round for a card payment of its deposit.
      for (let index = 0; index < 2 + ROUNDS; index += 1) {
        const reference = await createQuote(agent, packageId, ROUNDS * BOOKINGS_PER_ROUND + index);
        const booked = await agent.request('POST', `/api/app/files/${reference}/request-booking`);
        expect(booked.status, booked.text).toBe(200);
        (index < 2 ? payableFiles : cardFiles).push(reference);
      }

      const acknowledged: TAcknowledged = {
        bookings: [],
        payments: [],
        imports: [],
        cardPayments: [],
        openedSessions: [],
        interrupted: 0,
      };
      for (let round = 0; round < ROUNDS; round += 1) {
        if (round > 0) {
          server = await start();
          // Sessions are stored in the database: the same browsers are still signed in.
          agent.baseUrl = server.url;
          admin.baseUrl = server.url;
          payer.baseUrl = server.url;
        }
        const roundQuotes = quotes.slice(
          round * BOOKINGS_PER_ROUND,
          (round + 1) * BOOKINGS_PER_ROUND,
        );
        // The XSRF cookies are read before the burst, so every request in it is a write.
        await agent.unsafeHeaders();
        await admin.unsafeHeaders();
        await payer.unsafeHeaders();
        let isKilled = false;
        // The kill is timed from the round's first acknowledged write, so every round lands
        // writes however slow a cold start on a busy machine is.
        const firstWrite = new Promise<void>((resolve) => {
          acknowledged.firstWrite = resolve;
        });
        const writes = fireRound(
          round,
          { agent, admin, payer },
          { quotes: roundQuotes, payableFiles, cardFile: cardFiles[round] },
          acknowledged,
          () => isKilled,
        );
        await Promise.race([firstWrite, new Promise((resolve) => setTimeout(resolve, 30_000))]);
        const delay = KILL_DELAY_MS.min + Math.random() * (KILL_DELAY_MS.max - KILL_DELAY_MS.min);
        await new Promise((resolve) => setTimeout(resolve, delay));
        isKilled = true;
        server.child.kill('SIGKILL');
        expect((await server.exited).signal).toBe('SIGKILL');
        await writes;
      }

      // The server comes back on the crashed data and answers.
      server = await start();
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status).toBe(200);
      // Every payer tries once more on the recovered server; none may be charged twice.
      payer.baseUrl = server.url;
      for (const token of acknowledged.openedSessions) await payByCard(payer, token, acknowledged);
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);

      const handle = await database.open();
      try {
        const totals = await checkConsistency(
          handle.db,
          [...quotes, ...payableFiles, ...cardFiles],
          acknowledged,
        );
        const cardPaid = await checkCardPayments(handle.db, cardFiles, acknowledged);
        // Every round landed writes (the kill waits for one): a harness that writes nothing
        // proves nothing.
        const acknowledgedCount =
          acknowledged.bookings.length +
          acknowledged.payments.length +
          acknowledged.imports.length +
          acknowledged.cardPayments.length;
        expect(acknowledgedCount).toBeGreaterThanOrEqual(ROUNDS);
        // The figures docs/reliability.md quotes.
        console.info(
          `faults-sigkill (${database.kind}): ${ROUNDS} kills, ${acknowledged.interrupted} writes cut off; ` +
            `acknowledged ${acknowledged.bookings.length} bookings, ${acknowledged.payments.length} payments, ` +
            `${acknowledged.imports.length} imports, ${acknowledged.cardPayments.length} card payments ` +
            `(${acknowledged.openedSessions.length} sessions); stored ` +
            `${totals.booked - payableFiles.length - cardFiles.length} bookings, ${totals.payments} payments, ` +
            `${totals.imports} imports, ${cardPaid} card payments`,
        );
      } finally {
        await handle.close();
      }
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
      }
    }
  }, 300_000);
});
