import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAdminFileTimelineEntry,
  TAdminFileView,
  TFileChangeResponse,
  TFileEvent,
  TFileView,
} from '@portal/shared/contracts/files';
import type {
  TClientFileBackOffice,
  TClientFileFilterOptions,
  TClientFileListResponse,
  TSavedView,
} from '@portal/shared/contracts/files-admin';
import type { TAccountSummary, TFileInvoices } from '@portal/shared/contracts/invoices';
import type { TOutboxMessage } from '@portal/shared/contracts/outbox';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { auditLog } from '../src/db/schema/audit-log';
import { products } from '../src/db/schema/catalogue-products';
import { supplierRequests } from '../src/db/schema/files-supplier-requests';
import { supplierRequestEvents } from '../src/db/schema/supplier-request-events';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { fileLabels, labels } from '../src/db/schema/labels';
import type { TestClient } from './build-test-app';
import { buildAdmin } from './factories';
import { buildFilesWorld, linesOf, type TFilesTestWorld } from './files-support';

let world: TFilesTestWorld;
let accountant: TestClient;
let accountantId: number;
let consultantId: number;
let consultant: TestClient;
let nzQuote: TFileView;
let auQuote: TFileView;
beforeAll(async () => {
  world = await buildFilesWorld({ inventoryConfirmation: 'ask-supplier' });
  const [c, a] = await Promise.all([
    buildAdmin(world.t, { roles: ['consultant'], name: 'Carla Consultant' }),
    buildAdmin(world.t, { roles: ['accountant'] }),
  ]);
  consultantId = c.id;
  accountantId = a.id;
  consultant = await world.t.signIn(c.username, 'admin', c.password);
  accountant = await world.t.signIn(a.username, 'admin', a.password);
  nzQuote = await world.createQuote(world.nzAgent, { bookingName: 'Kiwi family' });
  auQuote = await world.createQuote(world.auAgent, {
    packageId: world.packageId('AU-RRF-6'),
    accommodationClass: 'standard',
    bookingName: 'Aussie couple',
    travelDate: '2030-04-07',
  });
});
afterAll(() => world.t.close());

/** The timeline's recorded events, without the emails sent for the file. */
function eventsOnly(entries: TAdminFileTimelineEntry[]) {
  return entries.filter((entry) => entry.kind === 'event');
}

async function list(client: TestClient, query = '') {
  const response = await client.get(`/api/admin/client-files${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TClientFileListResponse>();
}

describe('the client files list', () => {
  it('lists every agency’s files and filters by agency, agent, brand, status and dates', async () => {
    const all = await list(consultant);
    expect(all.data.map((row) => row.reference)).toEqual(
      expect.arrayContaining([nzQuote.reference, auQuote.reference]),
    );
    expect(all.meta.total).toBe(2);

    const nz = await list(consultant, `?agencyId=${nzQuote.agencyId}`);
    expect(nz.data.map((row) => row.reference)).toEqual([nzQuote.reference]);
    expect((await list(consultant, `?agentId=${auQuote.agentId}`)).data[0]?.reference).toBe(
      auQuote.reference,
    );
    expect((await list(consultant, `?brandId=${auQuote.brandId}`)).data).toHaveLength(1);
    expect((await list(consultant, '?status=Requested,Confirmed')).data).toHaveLength(0);
    expect((await list(consultant, '?status=Quote')).data).toHaveLength(2);
    const april = await list(consultant, '?travelDateFrom=2030-04-01&travelDateTo=2030-04-30');
    expect(april.data.map((row) => row.reference)).toEqual([auQuote.reference]);
    expect(
      (await list(consultant, `?reference=${nzQuote.reference.slice(0, 5)}`)).data.length,
    ).toBeGreaterThan(0);
  });

  it('filters by label', async () => {
    const [vip] = await world.t.db
      .insert(labels)
      .values({ name: 'VIP test', colour: 'red' })
      .returning();
    if (!vip) throw new Error('No label');
    await world.t.db.insert(fileLabels).values({ fileId: auQuote.id, labelId: vip.id });
    const labelled = await list(consultant, `?labelId=${vip.id}`);
    expect(labelled.data.map((row) => row.reference)).toEqual([auQuote.reference]);
    const options = (
      await consultant.get('/api/admin/client-files/filter-options')
    ).json<TClientFileFilterOptions>();
    expect(options.labels).toContainEqual({ id: vip.id, name: 'VIP test' });
  });

  it('paginates on the server and keeps the filters in the page links', async () => {
    const page = await list(consultant, '?per_page=1&status=Quote');
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ total: 2, last_page: 2, current_page: 1 });
    expect(page.links.next).toContain('status=Quote');
  });

  it('sorts by a column on the server, either way, and keeps the order in the page links', async () => {
    const names = (page: TClientFileListResponse) => page.data.map((row) => row.agencyName);
    const ascending = await list(consultant, '?sort=agency&per_page=100');
    // Each agency's files together (in the database's collation), and the other way exactly reversed.
    const runs = names(ascending).filter((name, index, all) => name !== all[index - 1]);
    expect(runs).toEqual([...new Set(runs)]);
    expect(runs.length).toBeGreaterThan(1);
    const descending = await list(consultant, '?sort=agency&dir=desc&per_page=100');
    expect(descending.data.map((row) => row.reference)).toEqual(
      ascending.data.map((row) => row.reference).reverse(),
    );

    const bySell = await list(consultant, '?sort=sell&dir=desc&per_page=1');
    const sells = (await list(consultant, '?per_page=100')).data.map((row) => row.sellCents);
    expect(bySell.data[0]?.sellCents).toBe(Math.max(...sells));
    expect(bySell.links.next).toContain('sort=sell');
    expect(bySell.links.next).toContain('dir=desc');

    const bad = await consultant.get('/api/admin/client-files?sort=password');
    expect(bad.statusCode).toBe(422);
  });

  it('refuses bad filters with 422 and callers without files.view-all with 403', async () => {
    const bad = await consultant.get('/api/admin/client-files?status=Lost');
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: unknown }>().errors).toBeDefined();
    const dates = await consultant.get(
      '/api/admin/client-files?travelDateFrom=2030-05-01&travelDateTo=2030-04-01',
    );
    expect(dates.statusCode).toBe(422);
    expect((await world.nzAgent.get('/api/admin/client-files')).statusCode).toBe(403);
  });

  it('exports the filtered list as CSV', async () => {
    const response = await consultant.get(
      `/api/admin/client-files/export.csv?agencyId=${auQuote.agencyId}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toContain('Reference');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(auQuote.reference);
    expect(lines[1]).toContain('Aussie couple');
  });

  it('offers agencies, agents and active consultants to filter by', async () => {
    const response = await consultant.get('/api/admin/client-files/filter-options');
    expect(response.statusCode).toBe(200);
    const options = response.json<TClientFileFilterOptions>();
    expect(options.agencies.map((agency) => agency.id)).toContain(nzQuote.agencyId);
    expect(options.agents.map((agent) => agent.id)).toContain(nzQuote.agentId);
    expect(options.consultants.map((user) => user.id)).toContain(consultantId);
  });
});

describe('saved views', () => {
  it('saves, lists, replaces by name and deletes only one’s own views', async () => {
    const saved = await consultant.post('/api/admin/saved-views', {
      screen: 'client-files',
      name: 'Quotes in April',
      query: { status: 'Quote', travelDateFrom: '2030-04-01', page: '3' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const view = saved.json<TSavedView>();
    expect(view.query).toEqual({ status: 'Quote', travelDateFrom: '2030-04-01' });

    const again = await consultant.post('/api/admin/saved-views', {
      screen: 'client-files',
      name: 'Quotes in April',
      query: { status: 'Quote' },
    });
    expect(again.json<TSavedView>().id).toBe(view.id);

    const mine = await consultant.get('/api/admin/saved-views?screen=client-files');
    expect(mine.json<{ data: TSavedView[] }>().data).toEqual([
      expect.objectContaining({ name: 'Quotes in April', query: { status: 'Quote' } }),
    ]);
    const theirs = await accountant.get('/api/admin/saved-views?screen=client-files');
    expect(theirs.json<{ data: TSavedView[] }>().data).toEqual([]);
    expect((await accountant.delete(`/api/admin/saved-views/${view.id}`)).statusCode).toBe(404);
    expect((await consultant.delete(`/api/admin/saved-views/${view.id}`)).statusCode).toBe(204);
    expect(
      (
        await consultant.post('/api/admin/saved-views', {
          screen: 'client-files',
          name: '',
          query: {},
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe('the back-office parts of a file', () => {
  it('sets the consultant and internal notes, audited and never shown to the agent', async () => {
    const response = await consultant.patch(
      `/api/admin/client-files/${nzQuote.reference}/back-office`,
      { consultantId, internalNotes: 'Agent asked for a sea view; chase HARBAKL.' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TClientFileBackOffice>()).toEqual({
      reference: nzQuote.reference,
      consultantId,
      consultantName: 'Carla Consultant',
      internalNotes: 'Agent asked for a sea view; chase HARBAKL.',
    });
    const agentView = await world.nzAgent.get(`/api/app/files/${nzQuote.reference}`);
    expect(agentView.body).not.toContain('sea view');
    const mine = await list(consultant, `?consultantId=${consultantId}`);
    expect(mine.data.map((row) => row.reference)).toEqual([nzQuote.reference]);
    expect(mine.data[0]?.consultantName).toBe('Carla Consultant');

    const audits = await world.t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, nzQuote.reference),
          eq(auditLog.action, 'file.back-office-updated'),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorUserId).toBe(consultantId);
  });

  it('refuses a consultant who is not a back-office user, and callers without files.manage-all', async () => {
    const agentAsConsultant = await consultant.patch(
      `/api/admin/client-files/${nzQuote.reference}/back-office`,
      { consultantId: nzQuote.agentId },
    );
    expect(agentAsConsultant.statusCode).toBe(422);
    const accountantTries = await accountant.patch(
      `/api/admin/client-files/${nzQuote.reference}/back-office`,
      { internalNotes: 'x' },
    );
    expect(accountantTries.statusCode).toBe(403);
    expect(accountantId).toBeGreaterThan(0);
    expect(
      (await consultant.patch(`/api/admin/client-files/${nzQuote.reference}/back-office`, {}))
        .statusCode,
    ).toBe(422);
    expect((await consultant.get('/api/admin/client-files/NZ-999999/back-office')).statusCode).toBe(
      404,
    );
  });

  it('changes a line’s sell price with a reason: totals, file event, audit', async () => {
    const line = linesOf(nzQuote)[0];
    if (!line) throw new Error('The demo quote has no line');
    const newSell = line.sellCents + 12_345;
    const response = await consultant.post(
      `/api/admin/client-files/${nzQuote.reference}/lines/${line.id}/price`,
      { sellCents: newSell, reason: 'Supplier surcharge for a late check-in' },
    );
    expect(response.statusCode, response.body).toBe(200);

    const after = (
      await consultant.get(`/api/admin/files/${nzQuote.reference}`)
    ).json<TAdminFileView>();
    const changed = after.days.flatMap((day) => day.lines).find((row) => row.id === line.id);
    expect(changed?.sellCents).toBe(newSell);
    expect(changed?.netCents).toBe(newSell - (changed?.commissionCents ?? 0));
    expect(after.totals.sellCents).toBe(nzQuote.totals.sellCents + 12_345);
    const lineSum = after.days
      .flatMap((day) => day.lines)
      .reduce((sum, row) => sum + row.netCents, 0);
    expect(after.totals.netCents).toBe(lineSum);

    const events = (
      await world.nzAgent.get(`/api/app/files/${nzQuote.reference}/events?per_page=50`)
    ).json<TPaginated<TFileEvent>>().data;
    const event = events.find((row) => row.action === 'line.price-changed');
    // The agent reads the change laid out (issue 19 point 10), not the recorded JSON.
    expect(event?.facts).toEqual(
      expect.arrayContaining([
        { field: 'sell', kind: 'money', from: line.sellCents, value: newSell },
        { field: 'reason', kind: 'text', value: 'Supplier surcharge for a late check-in' },
      ]),
    );
    const audits = await world.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'file.line-price-changed'));
    expect(audits).toHaveLength(1);
  });

  it('names the guests of each room, for any status, audited and seen by the agent', async () => {
    const url = `/api/admin/client-files/${nzQuote.reference}/guests`;
    const response = await consultant.put(url, {
      rooms: [
        {
          guests: [
            { title: 'Mrs', fullName: 'Jane Smith' },
            { title: 'Mr', fullName: 'John Smith' },
          ],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const file = (await world.nzAgent.get(`/api/app/files/${nzQuote.reference}`)).json<TFileView>();
    expect(file.rooms[0]?.guests.map((guest) => guest.fullName)).toEqual([
      'Jane Smith',
      'John Smith',
    ]);
    const tooMany = await consultant.put(url, {
      rooms: [{ guests: ['A', 'B', 'C'].map((name) => ({ fullName: `Guest ${name}` })) }],
    });
    expect(tooMany.statusCode).toBe(422);
    const wrongRooms = await consultant.put(url, { rooms: [{ guests: [] }, { guests: [] }] });
    expect(wrongRooms.statusCode).toBe(422);
    expect((await accountant.put(url, { rooms: [{ guests: [] }] })).statusCode).toBe(403);
  });

  it('refuses a price change without a reason, with a negative price, or on an unknown line', async () => {
    const line = linesOf(nzQuote)[0];
    if (!line) throw new Error('The demo quote has no line');
    const url = `/api/admin/client-files/${nzQuote.reference}/lines/${line.id}/price`;
    expect((await consultant.post(url, { sellCents: 100 })).statusCode).toBe(422);
    expect((await consultant.post(url, { sellCents: -1, reason: 'Discount' })).statusCode).toBe(
      422,
    );
    expect(
      (
        await consultant.post(`/api/admin/client-files/${nzQuote.reference}/lines/999999/price`, {
          sellCents: 100,
          reason: 'Discount',
        })
      ).statusCode,
    ).toBe(404);
    expect((await accountant.post(url, { sellCents: 100, reason: 'Discount' })).statusCode).toBe(
      403,
    );
  });
});

describe('creating a custom file for an agency', () => {
  it('creates an empty quote numbered in the agency’s brand, the agent sees it', async () => {
    const response = await consultant.post('/api/admin/client-files', {
      agencyId: nzQuote.agencyId,
      agentId: nzQuote.agentId,
      bookingName: 'Custom honeymoon',
      travelDate: '2030-05-10',
      nights: 3,
      rooms: [{ roomType: 'DB', adults: 2, guests: [{ title: 'Mrs', fullName: 'Ana Ruiz' }] }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    expect(reference).toMatch(/^NZ-\d{6}$/);

    const agentView = await world.nzAgent.get(`/api/app/files/${reference}`);
    expect(agentView.statusCode).toBe(200);
    const file = agentView.json<TFileView>();
    expect(file).toMatchObject({
      status: 'Quote',
      bookingName: 'Custom honeymoon',
      travelDate: '2030-05-10',
      endDate: '2030-05-13',
      packageId: null,
      totals: { sellCents: 0 },
    });
    expect(file.days).toHaveLength(4);
    expect(file.rooms[0]?.guests[0]?.fullName).toBe('Ana Ruiz');
    const backOffice = await consultant.get(`/api/admin/client-files/${reference}/back-office`);
    expect(backOffice.json<TClientFileBackOffice>().consultantId).toBe(consultantId);
    expect((await world.auAgent.get(`/api/app/files/${reference}`)).statusCode).toBe(404);

    const [hotel] = await world.t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'HARBAKL-SUP'));
    if (!hotel) throw new Error('No demo hotel');
    const added = await consultant.post(`/api/admin/client-files/${reference}/lines`, {
      productId: hotel.id,
      date: '2030-05-10',
      span: 2,
    });
    expect(added.statusCode, added.body).toBe(200);
    const withLine = added.json<TFileChangeResponse>().file;
    expect(linesOf(withLine)).toHaveLength(1);
    expect(withLine.totals.sellCents).toBeGreaterThan(0);
    const events = (await world.nzAgent.get(`/api/app/files/${reference}/events?per_page=50`)).json<
      TPaginated<TFileEvent>
    >().data;
    expect(events.map((event) => event.action)).toContain('line.added');
    expect(
      (
        await accountant.post(`/api/admin/client-files/${reference}/lines`, {
          productId: hotel.id,
          date: '2030-05-10',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses an agent of another agency, bad rooms, and callers without files.manage-all', async () => {
    const body = {
      agencyId: nzQuote.agencyId,
      agentId: auQuote.agentId,
      bookingName: 'Wrong agent',
      travelDate: '2030-05-10',
      nights: 2,
      rooms: [{ roomType: 'DB', adults: 2 }],
    };
    const wrongAgent = await consultant.post('/api/admin/client-files', body);
    expect(wrongAgent.statusCode).toBe(422);
    expect(wrongAgent.json<{ errors: Record<string, string[]> }>().errors.agentId).toBeDefined();
    expect(
      (
        await consultant.post('/api/admin/client-files', {
          ...body,
          agentId: nzQuote.agentId,
          rooms: [],
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await accountant.post('/api/admin/client-files', { ...body, agentId: nzQuote.agentId }))
        .statusCode,
    ).toBe(403);
  });
});

describe('changing a quote’s trip and services from the back office', () => {
  it('changes names, dates and rooms (repriced) and removes a service, audited as file events', async () => {
    const quote = await world.createQuote(world.nzAgent, { bookingName: 'Trip to change' });
    const response = await consultant.patch(`/api/admin/client-files/${quote.reference}`, {
      bookingName: 'Trip changed',
      yourReference: 'AG-77',
      travelDate: '2030-03-11',
      rooms: [
        { roomType: 'DB', adults: 2 },
        { roomType: 'SG', adults: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json<TFileChangeResponse>();
    expect(changed.file).toMatchObject({
      bookingName: 'Trip changed',
      yourReference: 'AG-77',
      travelDate: '2030-03-11',
      pax: { adults: 3, children: 0 },
    });
    expect(changed.diff.fields.map((field) => field.field)).toEqual(
      expect.arrayContaining(['bookingName', 'travelDate', 'rooms']),
    );
    expect(changed.file.totals.sellCents).not.toBe(quote.totals.sellCents);

    const [line] = linesOf(changed.file);
    if (!line) throw new Error('no line');
    const removed = await consultant.delete(
      `/api/admin/client-files/${quote.reference}/lines/${line.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const after = removed.json<TFileChangeResponse>().file;
    expect(linesOf(after).map((row) => row.id)).not.toContain(line.id);
    const events = (
      await world.nzAgent.get(`/api/app/files/${quote.reference}/events?per_page=50`)
    ).json<TPaginated<TFileEvent>>().data;
    expect(events.map((event) => [event.action, event.actorKind])).toEqual(
      expect.arrayContaining([
        ['file.updated', 'admin'],
        ['line.removed', 'admin'],
      ]),
    );
  });

  it('refuses to change a booking’s trip that way, bad input, and callers without files.manage-all', async () => {
    const quote = await world.createQuote(world.nzAgent, { bookingName: 'Booked trip' });
    expect(
      (await accountant.patch(`/api/admin/client-files/${quote.reference}`, { bookingName: 'X' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await consultant.patch(`/api/admin/client-files/${quote.reference}`, { rooms: [] }))
        .statusCode,
    ).toBe(422);
    expect(
      (await consultant.patch(`/api/admin/client-files/${quote.reference}`, {})).statusCode,
    ).toBe(422);
    const booked = await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking`);
    expect(booked.statusCode, booked.body).toBe(200);
    const refused = await consultant.patch(`/api/admin/client-files/${quote.reference}`, {
      travelDate: '2030-03-18',
    });
    expect(refused.statusCode).toBe(409);
    const [line] = linesOf(booked.json<TFileView>());
    expect(
      (await consultant.delete(`/api/admin/client-files/${quote.reference}/lines/${line?.id}`))
        .statusCode,
    ).toBe(409);
  });
});

describe('changing the services of a booking', () => {
  async function book(bookingName: string): Promise<TFileView> {
    const quote = await world.createQuote(world.nzAgent, { bookingName });
    const response = await world.nzAgent.post(`/api/app/files/${quote.reference}/request-booking`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TFileView>();
  }

  async function invoicesOf(reference: string) {
    const response = await world.nzAgent.get(`/api/app/files/${reference}/invoices`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TFileInvoices>();
  }

  it('cancels one service: totals drop, its net is credited, the supplier is asked to release', async () => {
    const booked = await book('One service less');
    const line = linesOf(booked).find((candidate) => candidate.netCents > 0);
    if (!line) throw new Error('no priced line');
    const [invoice] = (await invoicesOf(booked.reference)).invoices;
    expect(invoice?.totalCents).toBe(booked.totals.netCents);
    const mailsBefore = await world.t.db.select({ id: mailOutbox.id }).from(mailOutbox);

    const response = await world.admin.post(
      `/api/admin/files/${booked.reference}/lines/${line.id}/status`,
      { to: 'Cancelled', note: 'Guest changed plans' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<TAdminFileView>();
    expect(after.totals.netCents).toBe(booked.totals.netCents - line.netCents);
    expect(after.totals.sellCents).toBe(booked.totals.sellCents - line.sellCents);

    const billing = await invoicesOf(booked.reference);
    expect(billing.creditNotes.map((note) => note.totalCents)).toEqual([line.netCents]);
    expect(billing.creditNotes[0]?.reason).toBe(`Cancelled service: ${line.name} (${line.date})`);
    expect(billing.invoices[0]?.creditedCents).toBe(line.netCents);

    const ledger = (
      await world.nzAgent.get('/api/app/account/summary?per_page=100')
    ).json<TAccountSummary>();
    const sumOf = (type: string) =>
      ledger.data.filter((row) => row.type === type).reduce((sum, row) => sum + row.valueCents, 0);
    expect(sumOf('credit_note')).toBe(-line.netCents);
    expect(ledger.closingBalanceCents).toBe(sumOf('invoice') + sumOf('credit_note'));
    expect(ledger.data.at(-1)?.runningBalanceCents).toBe(ledger.closingBalanceCents);

    const requests = await world.t.db
      .select()
      .from(supplierRequests)
      .where(eq(supplierRequests.serviceLineId, line.id))
      .orderBy(supplierRequests.id);
    expect(requests.map((row) => [row.kind, row.status])).toEqual([
      ['new', 'cancelled'],
      ['cancel', 'sent'],
    ]);
    const mails = await world.t.db
      .select()
      .from(mailOutbox)
      .where(gt(mailOutbox.id, Math.max(0, ...mailsBefore.map((row) => row.id))));
    expect(mails).toHaveLength(1);

    // Cancelling it again is refused by the line state machine; nothing more is credited.
    const twice = await world.admin.post(
      `/api/admin/files/${booked.reference}/lines/${line.id}/status`,
      { to: 'Cancelled' },
    );
    expect(twice.statusCode).toBe(409);
    expect((await invoicesOf(booked.reference)).creditNotes).toHaveLength(1);
  });

  it('records a supplier’s answer given to the back office on the supplier’s request too', async () => {
    const booked = await book('Confirmed by phone');
    const lines = linesOf(booked);
    const [first, ...rest] = lines;
    if (!first) throw new Error('no line');
    expect(rest.length).toBeGreaterThan(1);
    const confirmed = await consultant.post(
      `/api/admin/files/${booked.reference}/lines/${first.id}/status`,
      { to: 'Confirmed', confirmation: 'PHONE-1', note: 'Confirmed by phone' },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [request] = await world.t.db
      .select()
      .from(supplierRequests)
      .where(eq(supplierRequests.serviceLineId, first.id));
    expect(request).toMatchObject({
      status: 'confirmed',
      confirmation: 'PHONE-1',
      answeredByName: 'Carla Consultant',
    });
    const history = await world.t.db
      .select()
      .from(supplierRequestEvents)
      .where(eq(supplierRequestEvents.requestId, request?.id ?? 0));
    expect(history.map((event) => [event.action, event.actorKind])).toContainEqual([
      'confirmed',
      'admin',
    ]);

    // A waitlisted service stays open for the supplier; the rest confirmed confirms the booking.
    const [second] = rest;
    if (!second) throw new Error('no second line');
    await consultant.post(`/api/admin/files/${booked.reference}/lines/${second.id}/status`, {
      to: 'Wait',
    });
    const [waiting] = await world.t.db
      .select()
      .from(supplierRequests)
      .where(eq(supplierRequests.serviceLineId, second.id));
    expect(waiting?.status).toBe('waitlisted');
    let file: TAdminFileView | null = null;
    for (const line of rest) {
      const answer = await consultant.post(
        `/api/admin/files/${booked.reference}/lines/${line.id}/status`,
        { to: 'Confirmed' },
      );
      expect(answer.statusCode, answer.body).toBe(200);
      file = answer.json<TAdminFileView>();
    }
    expect(file?.status).toBe('Confirmed');
    const open = await world.t.db
      .select()
      .from(supplierRequests)
      .where(eq(supplierRequests.fileId, booked.id));
    expect(open.map((row) => row.status)).toEqual(open.map(() => 'confirmed'));
  });

  it('gives the back office timeline each move with its note, the answers, who and when, newest first', async () => {
    const booked = await book('Timeline');
    const [line] = linesOf(booked);
    if (!line) throw new Error('no line');
    const answered = await consultant.post(
      `/api/admin/files/${booked.reference}/lines/${line.id}/status`,
      { to: 'Wait', note: 'Hotel full until Friday' },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const moved = await consultant.post(`/api/admin/files/${booked.reference}/status`, {
      to: 'Processing',
      note: 'Agent confirmed by phone',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const response = await world.admin.get(
      `/api/admin/files/${booked.reference}/events?per_page=100`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const events = eventsOnly(response.json<TPaginated<TAdminFileTimelineEntry>>().data);
    const [newest] = events;
    expect(newest).toMatchObject({ action: 'status.changed', actorName: 'Carla Consultant' });
    expect(newest?.facts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'status', from: 'Requested', value: 'Processing' }),
        expect.objectContaining({ field: 'note', value: 'Agent confirmed by phone' }),
      ]),
    );
    expect(Number.isNaN(Date.parse(newest?.createdAt ?? ''))).toBe(false);
    expect(events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['line.status-changed', 'booking.requested']),
    );
    // Newest first: ids only go down.
    const ids = events.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('lists the emails sent for the file in the back office timeline, each with its outbox message', async () => {
    const mailsBefore = await world.t.db.select({ id: mailOutbox.id }).from(mailOutbox);
    const booked = await book('Timeline mail');
    const queued = await world.t.db
      .select()
      .from(mailOutbox)
      .where(gt(mailOutbox.id, Math.max(0, ...mailsBefore.map((row) => row.id))))
      .orderBy(mailOutbox.id);
    // Requesting the booking asked its suppliers by email, each message tied to the file.
    expect(queued.length).toBeGreaterThan(0);
    expect(queued.map((mail) => mail.fileId)).toEqual(queued.map(() => booked.id));

    const response = await consultant.get(
      `/api/admin/files/${booked.reference}/events?per_page=100`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const timeline = response.json<TPaginated<TAdminFileTimelineEntry>>();
    const emails = timeline.data.filter((entry) => entry.kind === 'email');
    expect(emails.map((entry) => entry.messageId)).toEqual(queued.map((mail) => mail.id).reverse());
    expect(emails[0]).toMatchObject({
      to: queued.at(-1)?.to,
      subject: queued.at(-1)?.subject,
      status: queued.at(-1)?.status,
    });
    expect(eventsOnly(timeline.data).map((event) => event.action)).toContain('booking.requested');
    expect(timeline.meta.total).toBe(timeline.data.length);

    // Page by page, the same entries in the same order, each once.
    const paged: TAdminFileTimelineEntry[] = [];
    for (let page = 1; page <= timeline.meta.total; page += 1) {
      const one = await consultant.get(
        `/api/admin/files/${booked.reference}/events?per_page=1&page=${page}`,
      );
      paged.push(...one.json<TPaginated<TAdminFileTimelineEntry>>().data);
    }
    expect(paged).toEqual(timeline.data);

    // The message itself is read in the outbox, with outbox.view only.
    const [first] = emails;
    const message = await accountant.get(`/api/admin/outbox/${first?.messageId}`);
    expect(message.statusCode, message.body).toBe(200);
    expect(message.json<TOutboxMessage>()).toMatchObject({
      id: first?.messageId,
      subject: first?.subject,
    });
    expect((await consultant.get(`/api/admin/outbox/${first?.messageId}`)).statusCode).toBe(403);
    expect((await accountant.get('/api/admin/outbox/99999999')).statusCode).toBe(404);

    // The agent's history lists the file's events only.
    const agentHistory = await world.nzAgent.get(
      `/api/app/files/${booked.reference}/events?per_page=100`,
    );
    expect(
      agentHistory.json<TPaginated<TFileEvent>>().data.every((event) => 'action' in event),
    ).toBe(true);
    expect(agentHistory.json<TPaginated<TFileEvent>>().meta.total).toBe(
      timeline.meta.total - emails.length,
    );
  });

  it('refuses to cancel a service of a quote, which has nothing billed', async () => {
    const quote = await world.createQuote(world.nzAgent, { bookingName: 'Still a quote' });
    const line = linesOf(quote)[0];
    const response = await world.admin.post(
      `/api/admin/files/${quote.reference}/lines/${line?.id}/status`,
      { to: 'Cancelled' },
    );
    expect(response.statusCode).toBe(409);
    expect((await invoicesOf(quote.reference)).invoices).toEqual([]);
  });

  it('adds a catalogue service to a confirmed booking: Requested, supplier asked, billed the extra', async () => {
    const booked = await book('One service more');
    const confirm = await world.admin.post(`/api/admin/files/${booked.reference}/status`, {
      to: 'Confirmed',
      note: '',
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const [hotel] = await world.t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'HARBAKL-SUP'));
    if (!hotel) throw new Error('No demo hotel');
    const mailsBefore = await world.t.db.select({ id: mailOutbox.id }).from(mailOutbox);

    const added = await consultant.post(`/api/admin/client-files/${booked.reference}/lines`, {
      productId: hotel.id,
      date: booked.travelDate,
      span: 1,
      remarks: 'Extra room night',
    });
    expect(added.statusCode, added.body).toBe(200);
    const file = added.json<TFileChangeResponse>().file;
    // A change to a confirmed booking is an Amendment in the state machine.
    expect(file.status).toBe('Amendment');
    const before = new Set(linesOf(booked).map((line) => line.id));
    const newLines = linesOf(file).filter((line) => !before.has(line.id));
    expect(newLines).toHaveLength(1);
    const [line] = newLines;
    if (!line) throw new Error('no new line');
    expect(line).toMatchObject({ status: 'Requested', remarks: 'Extra room night' });
    expect(line.netCents).toBeGreaterThan(0);
    expect(file.totals.netCents).toBe(booked.totals.netCents + line.netCents);

    const requests = await world.t.db
      .select()
      .from(supplierRequests)
      .where(eq(supplierRequests.serviceLineId, line.id));
    expect(requests.map((row) => [row.kind, row.status])).toEqual([['new', 'sent']]);
    const mails = await world.t.db
      .select()
      .from(mailOutbox)
      .where(gt(mailOutbox.id, Math.max(0, ...mailsBefore.map((row) => row.id))));
    expect(mails).toHaveLength(1);

    const billing = await invoicesOf(booked.reference);
    expect(billing.invoices.map((invoice) => invoice.totalCents)).toEqual([
      booked.totals.netCents,
      line.netCents,
    ]);
    expect(billing.creditNotes).toEqual([]);

    const events = (
      await world.admin.get(`/api/admin/files/${booked.reference}/events?per_page=100`)
    ).json<TPaginated<TAdminFileTimelineEntry>>();
    expect(eventsOnly(events.data).map((event) => event.action)).toEqual(
      expect.arrayContaining(['line.added', 'status.changed']),
    );
    const [audit] = await world.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'file.line-added'), eq(auditLog.entityId, booked.reference)));
    expect(audit).toBeDefined();
  });

  it('refuses to add a service to a cancelled booking or outside the trip', async () => {
    const booked = await book('Dates matter');
    const [hotel] = await world.t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'HARBAKL-SUP'));
    const outside = await consultant.post(`/api/admin/client-files/${booked.reference}/lines`, {
      productId: hotel?.id,
      date: '2031-01-01',
    });
    expect(outside.statusCode).toBe(422);
    const cancel = await world.admin.post(`/api/admin/files/${booked.reference}/status`, {
      to: 'Cancellation',
      note: '',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refused = await consultant.post(`/api/admin/client-files/${booked.reference}/lines`, {
      productId: hotel?.id,
      date: booked.travelDate,
    });
    expect(refused.statusCode).toBe(409);
    expect((await invoicesOf(booked.reference)).invoices).toHaveLength(1);
  });
});
