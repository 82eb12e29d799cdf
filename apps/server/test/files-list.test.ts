import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminFileListItem, TFileListItem, TFileView } from '@portal/shared/contracts/files';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { files } from '../src/db/schema/files';
import { fileCounts, fileSearchWords } from '../src/db/schema/files-search';
import { listRoutes } from '../src/plugins/auth';
import type { TestClient } from './build-test-app';
import { buildAgent } from './factories';
import { buildFile } from './files-factories';
import { buildFilesWorld, linesOf, type TFilesTestWorld } from './files-support';

let world: TFilesTestWorld;
let agent: TestClient;
let agencyId: number;
let ownAgentId: number;
beforeAll(async () => {
  world = await buildFilesWorld();
  // An agency of its own, so every count below is exact.
  const user = await buildAgent(world.t);
  if (user.agencyId === null) throw new Error('agent without agency');
  agencyId = user.agencyId;
  ownAgentId = user.id;
  agent = await world.t.signIn(user.username, 'agent');
  const owner = { agencyId, agentId: user.id };
  const day = (n: number) => new Date(Date.UTC(2030, 0, 1, 12, n));
  const rows = [
    {
      reference: 'TF-100001',
      bookingName: 'John Smith',
      yourReference: 'INV-2231',
      travelDate: '2030-03-01',
      status: 'Quote',
    },
    {
      reference: 'TF-100002',
      bookingName: 'Smithers family',
      yourReference: 'inv-2232',
      travelDate: '2030-03-15',
      status: 'Requested',
    },
    {
      reference: 'TF-100003',
      bookingName: 'Ana Ngata',
      yourReference: 'WEB-17',
      travelDate: '2030-04-02',
      status: 'Confirmed',
    },
    {
      reference: 'TF-100010',
      bookingName: 'Mary-Jane Smith',
      yourReference: '',
      travelDate: '2030-05-20',
      status: 'Cancelled',
    },
    {
      reference: 'TF-100011',
      bookingName: 'Li Wei',
      yourReference: 'INV-3000',
      travelDate: '2030-06-30',
      status: 'Quote',
    },
  ] as const;
  for (const [index, row] of rows.entries()) {
    await buildFile(world.t, owner, { ...row, createdAt: day(index) });
  }
});
afterAll(() => world.t.close());

async function myFiles(query: string, client: TestClient = agent) {
  const response = await client.get(`/api/app/files${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPaginated<TFileListItem>>();
}

const refs = (page: TPaginated<{ reference: string }>) => page.data.map((row) => row.reference);

describe('My Files', () => {
  it("lists the agency's files, newest first", async () => {
    const page = await myFiles('');
    expect(refs(page)).toEqual(['TF-100011', 'TF-100010', 'TF-100003', 'TF-100002', 'TF-100001']);
    expect(page.meta).toMatchObject({ total: 5, current_page: 1, last_page: 1, from: 1, to: 5 });
    expect(page.data[0]).toMatchObject({ bookingName: 'Li Wei', status: 'Quote', currency: 'NZD' });
  });

  it('filters by reference and your reference from the start, ignoring case', async () => {
    expect(refs(await myFiles('?reference=tf-10001'))).toEqual(['TF-100011', 'TF-100010']);
    expect(refs(await myFiles('?yourReference=INV-22'))).toEqual(['TF-100002', 'TF-100001']);
    expect(refs(await myFiles('?yourReference=2231'))).toEqual([]);
    expect(refs(await myFiles('?reference=TF-1000_'))).toEqual([]);
  });

  it('finds a file by its number alone or any start of it (issue 19, point 22)', async () => {
    expect(refs(await myFiles('?reference=100003'))).toEqual(['TF-100003']);
    expect(refs(await myFiles('?reference=10001'))).toEqual(['TF-100011', 'TF-100010']);
    expect(refs(await myFiles('?reference=%20100002%20'))).toEqual(['TF-100002']);
    expect(refs(await myFiles('?reference=tf100003'))).toEqual(['TF-100003']);
    expect(refs(await myFiles('?reference=TF%20100001'))).toEqual(['TF-100001']);
    expect(refs(await myFiles('?reference=tf-1000'))).toHaveLength(5);
    // The number is matched from its start, not anywhere in it.
    expect(refs(await myFiles('?reference=00003'))).toEqual([]);
  });

  it('filters by words of the booking name', async () => {
    expect(refs(await myFiles('?bookingName=smith'))).toEqual([
      'TF-100010',
      'TF-100002',
      'TF-100001',
    ]);
    expect(refs(await myFiles('?bookingName=SMITH%20jo'))).toEqual(['TF-100001']);
    expect(refs(await myFiles('?bookingName=jane'))).toEqual(['TF-100010']);
    expect(refs(await myFiles('?bookingName=mith'))).toEqual([]);
    expect(refs(await myFiles(`?bookingName=${encodeURIComponent("O'Brien & co")}`))).toEqual([]);
  });

  it('filters by travel dates and statuses', async () => {
    expect(refs(await myFiles('?travelDateFrom=2030-03-15&travelDateTo=2030-05-20'))).toEqual([
      'TF-100010',
      'TF-100003',
      'TF-100002',
    ]);
    expect(refs(await myFiles('?status=Quote'))).toEqual(['TF-100011', 'TF-100001']);
    expect(refs(await myFiles('?status=Requested,Confirmed&travelDateFrom=2030-04-01'))).toEqual([
      'TF-100003',
    ]);
    const invalid = await agent.get('/api/app/files?status=Booked');
    expect(invalid.statusCode).toBe(422);
    const backwards = await agent.get(
      '/api/app/files?travelDateFrom=2030-05-01&travelDateTo=2030-04-01',
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toHaveProperty('travelDateTo');
  });

  it('sorts by any listed column, either way', async () => {
    expect(refs(await myFiles('?sort=travelDate&direction=asc'))).toEqual([
      'TF-100001',
      'TF-100002',
      'TF-100003',
      'TF-100010',
      'TF-100011',
    ]);
    expect(refs(await myFiles('?sort=bookingName&direction=asc'))).toEqual([
      'TF-100003',
      'TF-100001',
      'TF-100011',
      'TF-100010',
      'TF-100002',
    ]);
    expect(refs(await myFiles('?sort=reference&direction=desc'))[0]).toBe('TF-100011');
    expect((await agent.get('/api/app/files?sort=agencyId')).statusCode).toBe(422);
  });

  it('pages on the server, keeping the filters in the page links', async () => {
    const first = await myFiles('?per_page=2&bookingName=smith&sort=travelDate&direction=asc');
    expect(refs(first)).toEqual(['TF-100001', 'TF-100002']);
    expect(first.meta).toMatchObject({ total: 3, last_page: 2, per_page: 2, from: 1, to: 2 });
    expect(first.links.next).toBe(
      '/api/app/files?bookingName=smith&sort=travelDate&direction=asc&per_page=2&page=2',
    );
    const second = await myFiles(
      '?per_page=2&bookingName=smith&sort=travelDate&direction=asc&page=2',
    );
    expect(refs(second)).toEqual(['TF-100010']);
    expect(second.meta).toMatchObject({ from: 3, to: 3 });
    expect(second.links.next).toBeNull();
    const beyond = await myFiles('?per_page=2&page=9');
    expect(beyond.data).toEqual([]);
  });
});

describe('the lookup tables kept by triggers', () => {
  it('count files per agency and status exactly, through inserts, moves and deletes', async () => {
    const owner = await buildAgent(world.t);
    if (owner.agencyId === null) throw new Error('agent without agency');
    const mine = { agencyId: owner.agencyId, agentId: owner.id };
    const a = await buildFile(world.t, mine, { status: 'Quote' });
    const b = await buildFile(world.t, mine, { status: 'Quote' });
    await buildFile(world.t, mine, { status: 'Confirmed' });
    await world.t.db.update(files).set({ status: 'Requested' }).where(eq(files.id, a.id));
    await world.t.db.update(files).set({ bookingName: 'Renamed only' }).where(eq(files.id, b.id));
    await world.t.db.delete(files).where(eq(files.id, b.id));

    const counted = await world.t.db
      .select({ status: fileCounts.status, total: fileCounts.total })
      .from(fileCounts)
      .where(eq(fileCounts.agencyId, mine.agencyId));
    const actual = await world.t.db
      .select({ status: files.status, total: count() })
      .from(files)
      .where(eq(files.agencyId, mine.agencyId))
      .groupBy(files.status);
    const nonZero = counted.filter((row) => row.total !== 0);
    const byStatus = (rows: { status: string; total: number }[]) =>
      Object.fromEntries(rows.map((row) => [row.status, row.total]));
    expect(byStatus(nonZero)).toEqual(byStatus(actual));
    expect(byStatus(actual)).toEqual({ Requested: 1, Confirmed: 1 });
  });

  it('index the words of a booking name again when it changes', async () => {
    const renamed = await buildFile(
      world.t,
      { agencyId, agentId: ownAgentId },
      {
        bookingName: 'Original Name',
      },
    );
    expect(refs(await myFiles('?bookingName=origi'))).toContain(renamed.reference);
    await world.t.db
      .update(files)
      .set({ bookingName: 'Fresh Title (VIP)' })
      .where(eq(files.id, renamed.id));
    expect(refs(await myFiles('?bookingName=origi'))).not.toContain(renamed.reference);
    expect(refs(await myFiles('?bookingName=vip%20fre'))).toEqual([renamed.reference]);
    const words = await world.t.db
      .select({ word: fileSearchWords.word })
      .from(fileSearchWords)
      .where(eq(fileSearchWords.fileId, renamed.id));
    expect(words.map((row) => row.word).sort()).toEqual(['fresh', 'title', 'vip']);
    await world.t.db.delete(files).where(eq(files.id, renamed.id));
  });
});

describe('the back office list', () => {
  it('lists every agency, or one', async () => {
    const all = await world.admin.get('/api/admin/files?per_page=100');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<TPaginated<TAdminFileListItem>>().meta.total).toBeGreaterThanOrEqual(5);
    const one = await world.admin.get(`/api/admin/files?agencyId=${agencyId}&status=Quote`);
    const page = one.json<TPaginated<TAdminFileListItem>>();
    expect(refs(page)).toEqual(['TF-100011', 'TF-100001']);
    expect(page.data[0]?.agencyId).toBe(agencyId);
    expect(page.data[0]?.agencyName).toMatch(/^Test Travel/);
  });
});

describe('agency isolation', () => {
  let file: TFileView;

  beforeAll(async () => {
    file = await world.createQuote(world.nzAgent);
  });

  /** A body each route accepts, so the answer comes from the lookup and not from validation. */
  function bodyFor(method: string, url: string): Record<string, unknown> | undefined {
    if (method === 'GET' || method === 'DELETE') return undefined;
    if (method === 'PATCH') return { bookingName: 'Taken over' };
    if (url.endsWith('/lines'))
      return { productId: linesOf(file)[0]?.productId, date: file.travelDate };
    if (url.endsWith('/replace')) return { productId: linesOf(file)[0]?.productId };
    if (url.endsWith('/payment-sessions')) return { purpose: 'deposit' };
    if (url.endsWith('/email')) return { email: 'client@example.com' };
    if (url.endsWith('/client-markup')) return { clientMarkupPercent: 25 };
    if (url.includes('/amendments')) return { travelDate: '2030-04-01', expectedVersion: 1 };
    return {};
  }

  it("answers 404 on every file route of another agency's file", async () => {
    const fileRoutes = listRoutes(world.t.app).filter((route) =>
      route.url.startsWith('/api/app/files/:ref'),
    );
    expect(fileRoutes.length).toBeGreaterThanOrEqual(14);
    const lineId = linesOf(file)[0]?.id;
    for (const route of fileRoutes) {
      const url = route.url
        .replace(':ref', file.reference)
        .replace(':lineId', String(lineId))
        .replace(':n', '1')
        .replace(':kind', 'quote');
      const query = url.endsWith('/versions/diff') ? '?from=1&to=1' : '';
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      for (const outsider of [world.auAgent, agent]) {
        const response = await outsider.request(method, `${url}${query}`, bodyFor(method, url));
        expect(response.statusCode, `${method} ${route.url}: ${response.body}`).toBe(404);
      }
      if (method === 'GET' || url.endsWith('/preview')) {
        // Reads reach the same file for its own agency (another agent of it): the 404 above
        // is the agency check, not a wrong address.
        const own = await world.nzAgencyAdmin.request(
          method,
          `${url}${query}`,
          bodyFor(method, url),
        );
        // A quote's service has no voucher yet, and a quote is not amended but changed: found,
        // and refused as such (409).
        const expected =
          url.endsWith('/voucher.pdf') || url.endsWith('/amendments/preview') ? 409 : 200;
        expect(own.statusCode, `${method} ${route.url} as its agency`).toBe(expected);
      }
    }
  });

  it("never lists another agency's files", async () => {
    const [row] = await world.t.db.select().from(files).where(eq(files.id, file.id));
    expect(row).toMatchObject({ status: 'Quote', version: 1, bookingName: file.bookingName });
    const au = await myFiles(`?reference=${file.reference}`, world.auAgent);
    expect(au.data).toEqual([]);
    const nz = await myFiles(`?reference=${file.reference}`, world.nzAgent);
    expect(refs(nz)).toEqual([file.reference]);
  });
});
