import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInsightsOverview } from '@portal/shared/contracts/insights';
import type { TFileStatus } from '@portal/shared/domain/file-states';
import { files } from '../src/db/schema/files';
import { fileEvents } from '../src/db/schema/files-history';
import { buildTestApp, createTestClock, type TestClient, type TTestApp } from './build-test-app';
import { buildAdmin, buildAgency, buildAgent } from './factories';

/**
 * The activities overview on a small data set made for it, so every figure is known: three
 * agencies in two brands, quotes and bookings around month ends (in Auckland time), a cancelled
 * booking whose money must not count, and a booking of a quote made before the period.
 */

let t: TTestApp;
let admin: TestClient;
let accountant: TestClient;
let consultant: TestClient;
let agent: TestClient;
const agencyIds: Record<'a1' | 'a2' | 'a3', number> = { a1: 0, a2: 0, a3: 0 };

let sequence = 0;
async function crafted(
  owner: { agencyId: number; agentId: number; brandId: 1 | 2 },
  file: {
    createdAt: string;
    requestedAt?: string;
    status: TFileStatus;
    sell: number;
    cost: number;
    commission: number;
  },
): Promise<void> {
  sequence += 1;
  const createdAt = new Date(file.createdAt);
  const [row] = await t.db
    .insert(files)
    .values({
      reference: `TI-${String(900_000 + sequence)}`,
      brandId: owner.brandId,
      agencyId: owner.agencyId,
      agentId: owner.agentId,
      bookingName: `Insight ${String(sequence)}`,
      travelDate: '2030-09-01',
      endDate: '2030-09-05',
      status: file.status,
      pricingModel: 'gross',
      rooms: [{ roomType: 'DB', adults: 2, children: 0, guests: [] }],
      dayHeaders: [],
      paxAdults: 2,
      sellCents: file.sell,
      costCents: file.cost,
      commissionCents: file.commission,
      netCents: file.sell - file.commission,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('no file');
  const events: (typeof fileEvents.$inferInsert)[] = [
    { fileId: row.id, action: 'file.created', actorKind: 'agent', createdAt },
  ];
  if (file.requestedAt) {
    events.push({
      fileId: row.id,
      action: 'booking.requested',
      detail: { from: 'Quote', to: 'Requested' },
      actorKind: 'agent',
      createdAt: new Date(file.requestedAt),
    });
  }
  await t.db.insert(fileEvents).values(events);
}

beforeAll(async () => {
  // 2030-06-15 in Auckland.
  t = await buildTestApp({ clock: createTestClock(new Date('2030-06-15T00:00:00Z')) });
  const [a1, a2, a3] = await Promise.all([
    buildAgency(t, { name: 'Alpha Travel', brandId: 1 }),
    buildAgency(t, { name: 'Bravo Tours', brandId: 1 }),
    buildAgency(t, { name: 'Charlie Holidays', brandId: 2 }),
  ]);
  if (!a1 || !a2 || !a3) throw new Error('no agencies');
  agencyIds.a1 = a1.id;
  agencyIds.a2 = a2.id;
  agencyIds.a3 = a3.id;
  const [agent1, agent2, agent3, adminUser, accountantUser, consultantUser] = await Promise.all([
    buildAgent(t, { agencyId: a1.id }),
    buildAgent(t, { agencyId: a2.id }),
    buildAgent(t, { agencyId: a3.id }),
    buildAdmin(t),
    buildAdmin(t, { roles: ['accountant'] }),
    buildAdmin(t, { roles: ['consultant'] }),
  ]);
  const o1 = { agencyId: a1.id, agentId: agent1.id, brandId: 1 as const };
  const o2 = { agencyId: a2.id, agentId: agent2.id, brandId: 1 as const };
  const o3 = { agencyId: a3.id, agentId: agent3.id, brandId: 2 as const };
  // F1: A1, quoted in February, booked in February.
  await crafted(o1, {
    createdAt: '2030-02-10T00:00:00Z',
    requestedAt: '2030-02-20T00:00:00Z',
    status: 'Confirmed',
    sell: 100_000,
    cost: 60_000,
    commission: 10_000,
  });
  // F2: A1, a quote that stays a quote.
  await crafted(o1, {
    createdAt: '2030-02-15T00:00:00Z',
    status: 'Quote',
    sell: 50_000,
    cost: 30_000,
    commission: 5_000,
  });
  // F3: A2, quoted in March, booked in April.
  await crafted(o2, {
    createdAt: '2030-03-05T00:00:00Z',
    requestedAt: '2030-04-02T00:00:00Z',
    status: 'Confirmed',
    sell: 200_000,
    cost: 150_000,
    commission: 20_000,
  });
  // F4: A2, 31 March 12:30 UTC is 1 April in Auckland; booked, then cancelled.
  await crafted(o2, {
    createdAt: '2030-03-31T12:30:00Z',
    requestedAt: '2030-04-05T00:00:00Z',
    status: 'Cancelled',
    sell: 70_000,
    cost: 40_000,
    commission: 7_000,
  });
  // F5: A3 (AUD), quoted and booked in April, still being requested.
  await crafted(o3, {
    createdAt: '2030-04-10T00:00:00Z',
    requestedAt: '2030-04-12T00:00:00Z',
    status: 'Requested',
    sell: 300_000,
    cost: 200_000,
    commission: 30_000,
  });
  // F6: A3 (AUD), quoted before the period, booked in January.
  await crafted(o3, {
    createdAt: '2029-12-20T00:00:00Z',
    requestedAt: '2030-01-05T00:00:00Z',
    status: 'Confirmed',
    sell: 40_000,
    cost: 30_000,
    commission: 4_000,
  });
  // F7: A1, a quote withdrawn in May.
  await crafted(o1, {
    createdAt: '2030-05-01T00:00:00Z',
    status: 'Cancelled',
    sell: 0,
    cost: 0,
    commission: 0,
  });
  // G1, G2 (NZ) and G3 (AU): bookings of March 2028, outside every other test's period, whose
  // GST has odd cents: G1 and G2 each hold 0.52 of a cent more than a whole GST amount.
  for (const owner of [o1, o1]) {
    await crafted(owner, {
      createdAt: '2028-03-10T00:00:00Z',
      requestedAt: '2028-03-12T00:00:00Z',
      status: 'Confirmed',
      sell: 125_004,
      cost: 92_004,
      commission: 10_000,
    });
  }
  await crafted(o3, {
    createdAt: '2028-03-10T00:00:00Z',
    requestedAt: '2028-03-12T00:00:00Z',
    status: 'Confirmed',
    sell: 121_006,
    cost: 88_006,
    commission: 11_000,
  });
  [admin, accountant, consultant, agent] = await Promise.all([
    t.signIn(adminUser.username, 'admin'),
    t.signIn(accountantUser.username, 'admin'),
    t.signIn(consultantUser.username, 'admin'),
    t.signIn(agent1.username, 'agent'),
  ]);
});
afterAll(() => t.close());

async function overview(query: string): Promise<TInsightsOverview> {
  const response = await admin.get(`/api/admin/insights/overview?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TInsightsOverview>();
}

// By hand, GST taken out of each booking's net and cost (NZ × 15 / 115, AU × 10 / 110):
// F1 net 90 000 → 11 739.13 → 11 739, cost 60 000 → 7 826.09 → 7 826: margin 78 261 − 52 174
// = 26 087. F3 net 180 000 → 23 478.26 → 23 478, cost 150 000 → 19 565.22 → 19 565: margin
// 156 522 − 130 435 = 26 087. NZD margin 52 174 (not the GST-inclusive 60 000), 52 174 /
// 234 783 = 22.22% → 22.2.
const NZD_F1_F3 = {
  currency: 'NZD',
  sellCents: 300_000,
  costCents: 210_000,
  commissionCents: 30_000,
  netCents: 270_000,
  netExGstCents: 234_783,
  costExGstCents: 182_609,
  outputGstCents: 11_739 + 23_478,
  inputGstCents: 7_826 + 19_565,
  marginExGstCents: 52_174,
  marginExGstPercent: 22.2,
};
// F5 net 270 000 → 24 545.45 → 24 545, cost 200 000 → 18 181.82 → 18 182: margin 245 455 −
// 181 818 = 63 637. F6 net 36 000 → 3 272.73 → 3 273, cost 30 000 → 2 727.27 → 2 727: margin
// 32 727 − 27 273 = 5 454. AUD margin 69 091 (not 76 000); 69 091 / 278 182 = 24.84% → 24.8.
const AUD_F5_F6 = {
  currency: 'AUD',
  sellCents: 340_000,
  costCents: 230_000,
  commissionCents: 34_000,
  netCents: 306_000,
  netExGstCents: 278_182,
  costExGstCents: 209_091,
  outputGstCents: 24_545 + 3_273,
  inputGstCents: 18_182 + 2_727,
  marginExGstCents: 69_091,
  marginExGstPercent: 24.8,
};

describe('activities overview', () => {
  it('counts quotes, conversions, bookings and revenue exactly, each currency apart', async () => {
    const result = await overview('from=2030-01-01&to=2030-06-15');
    expect(result).toMatchObject({ from: '2030-01-01', to: '2030-06-15' });
    expect(result.totals).toEqual({
      quotes: 6,
      converted: 4,
      conversionPercent: 66.7,
      bookings: 5,
      cancelled: 1,
      revenue: [NZD_F1_F3, AUD_F5_F6],
    });
  });

  it('lists every month in the operator’s time zone, empty ones too', async () => {
    const { byMonth } = await overview('from=2030-01-01&to=2030-06-15');
    expect(byMonth.map((month) => month.month)).toEqual([
      '2030-01',
      '2030-02',
      '2030-03',
      '2030-04',
      '2030-05',
      '2030-06',
    ]);
    const month = (key: string) => byMonth.find((row) => row.month === key);
    expect(month('2030-01')).toMatchObject({ quotes: 0, bookings: 1, conversionPercent: null });
    expect(month('2030-01')?.revenue).toEqual([
      expect.objectContaining({ currency: 'AUD', sellCents: 40_000, marginExGstCents: 5_454 }),
    ]);
    expect(month('2030-02')).toMatchObject({ quotes: 2, converted: 1, bookings: 1 });
    // F4 was made on 1 April in Auckland (31 March in UTC).
    expect(month('2030-03')).toMatchObject({ quotes: 1, converted: 1, bookings: 0, revenue: [] });
    expect(month('2030-04')).toMatchObject({ quotes: 2, converted: 2, bookings: 3, cancelled: 1 });
    expect(month('2030-04')?.revenue).toEqual([
      expect.objectContaining({ currency: 'NZD', sellCents: 200_000, marginExGstCents: 26_087 }),
      expect.objectContaining({ currency: 'AUD', sellCents: 300_000, marginExGstCents: 63_637 }),
    ]);
    expect(month('2030-05')).toMatchObject({ quotes: 1, converted: 0, conversionPercent: 0 });
    expect(month('2030-06')).toMatchObject({ quotes: 0, bookings: 0, revenue: [] });
  });

  it('splits by brand with the brand’s currency', async () => {
    const { byBrand } = await overview('from=2030-01-01&to=2030-06-15');
    expect(byBrand).toEqual([
      expect.objectContaining({
        brandId: 1,
        currency: 'NZD',
        quotes: 5,
        converted: 3,
        bookings: 3,
        cancelled: 1,
        revenue: [NZD_F1_F3],
      }),
      expect.objectContaining({
        brandId: 2,
        currency: 'AUD',
        quotes: 1,
        converted: 1,
        bookings: 2,
        cancelled: 0,
        revenue: [AUD_F5_F6],
      }),
    ]);
  });

  it('names the top agencies and sums the rest as others', async () => {
    const { byAgency } = await overview('from=2030-01-01&to=2030-06-15&top=2');
    expect(
      byAgency.map((row) => [row.agencyId, row.agencyCount, row.quotes, row.bookings]),
    ).toEqual([
      [agencyIds.a2, 1, 2, 2],
      [agencyIds.a3, 1, 1, 2],
      [null, 1, 3, 1],
    ]);
    expect(byAgency[0]?.agencyName).toBe('Bravo Tours');
    expect(byAgency[2]?.revenue).toEqual([
      expect.objectContaining({ currency: 'NZD', sellCents: 100_000 }),
    ]);
  });

  it('honours the brand, agency and date filters', async () => {
    const aud = await overview('from=2030-01-01&to=2030-06-15&brand_id=2');
    expect(aud.totals).toMatchObject({ quotes: 1, bookings: 2, revenue: [AUD_F5_F6] });
    const bravo = await overview(`from=2030-01-01&to=2030-06-15&agency_id=${agencyIds.a2}`);
    expect(bravo.totals).toMatchObject({ quotes: 2, converted: 2, bookings: 2, cancelled: 1 });
    expect(bravo.totals.revenue).toEqual([
      expect.objectContaining({ currency: 'NZD', sellCents: 200_000, marginExGstCents: 26_087 }),
    ]);
    const april = await overview('from=2030-04-01&to=2030-04-30');
    expect(april.totals).toMatchObject({ quotes: 2, converted: 2, bookings: 3, cancelled: 1 });
    expect(april.byMonth.map((month) => month.month)).toEqual(['2030-04']);
  });

  it('reports the margin without GST, the GST of each booking summed to the cent', async () => {
    const march = await overview('from=2028-03-01&to=2028-03-31');
    // G1 and G2, NZ: net 115 004 → 345 012 / 23 = 15 000.52 → 15 001 of GST each; cost 92 004
    // → 276 012 / 23 = 12 000.52 → 12 001 each. Summed: 30 002 and 24 002 (GST taken out of
    // the summed 230 008 and 184 008 would be 30 001 and 24 001). Margin 200 006 − 160 006 =
    // 40 000, not the GST-inclusive 46 000; 40 000 / 200 006 = 19.9994% → 20.0.
    // G3, AU: net 110 006 / 11 = 10 000.55 → 10 001; cost 88 006 / 11 = 8 000.55 → 8 001.
    // Margin 100 005 − 80 005 = 20 000, not 22 000; 20 000 / 100 005 = 19.999% → 20.0.
    expect(march.totals.revenue).toEqual([
      {
        currency: 'NZD',
        sellCents: 250_008,
        costCents: 184_008,
        commissionCents: 20_000,
        netCents: 230_008,
        netExGstCents: 200_006,
        costExGstCents: 160_006,
        outputGstCents: 30_002,
        inputGstCents: 24_002,
        marginExGstCents: 40_000,
        marginExGstPercent: 20,
      },
      {
        currency: 'AUD',
        sellCents: 121_006,
        costCents: 88_006,
        commissionCents: 11_000,
        netCents: 110_006,
        netExGstCents: 100_005,
        costExGstCents: 80_005,
        outputGstCents: 10_001,
        inputGstCents: 8_001,
        marginExGstCents: 20_000,
        marginExGstPercent: 20,
      },
    ]);
  });

  it('defaults to the twelve months up to today', async () => {
    const result = await overview('');
    expect(result).toMatchObject({ from: '2029-07-01', to: '2030-06-15' });
    expect(result.byMonth).toHaveLength(12);
    expect(result.totals.quotes).toBe(7);
  });

  it('exports the months as CSV, one row per currency', async () => {
    const response = await admin.get(
      '/api/admin/insights/overview/export.csv?from=2030-04-01&to=2030-05-31',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.trim().split('\r\n')).toEqual([
      'Month,Quotes,Converted,Conversion %,Bookings,Cancelled,Currency,Sell,Cost,Commission,Net,' +
        'Net excl. GST,Cost excl. GST,GST in net,GST in cost,Margin excl. GST,Margin excl. GST %',
      // F3 and F5 as above: 260.87 / 1565.22 = 16.67% → 16.7; 636.37 / 2454.55 = 25.93% → 25.9.
      '2030-04,2,2,100.0,3,1,NZD,2000.00,1500.00,200.00,1800.00,1565.22,1304.35,234.78,195.65,260.87,16.7',
      '2030-04,2,2,100.0,3,1,AUD,3000.00,2000.00,300.00,2700.00,2454.55,1818.18,245.45,181.82,636.37,25.9',
      '2030-05,1,0,0.0,0,0,,,,,,,,,,,',
    ]);
  });

  it('refuses a reversed period and bad filters with 422', async () => {
    const reversed = await admin.get('/api/admin/insights/overview?from=2030-05-01&to=2030-04-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('to');
    expect((await admin.get('/api/admin/insights/overview?brand_id=3')).statusCode).toBe(422);
    expect((await admin.get('/api/admin/insights/overview?from=2030-13-01')).statusCode).toBe(422);
    const tooLong = await admin.get('/api/admin/insights/overview?from=2020-01-01&to=2030-01-01');
    expect(tooLong.statusCode).toBe(422);
  });
});

describe('insights permissions', () => {
  it('is open to holders of insights.view only', async () => {
    expect((await accountant.get('/api/admin/insights/overview')).statusCode).toBe(200);
    for (const url of [
      '/api/admin/insights/overview',
      '/api/admin/insights/overview/export.csv',
      '/api/admin/insights/filter-options',
      '/api/admin/insights/edited-services',
      '/api/admin/insights/edited-services/summary',
      '/api/admin/insights/edited-services/export.csv',
    ]) {
      expect((await consultant.get(url)).statusCode, url).toBe(403);
      expect((await agent.get(url)).statusCode, url).toBe(403);
      expect((await t.client().get(url)).statusCode, url).toBe(401);
    }
  });

  it('offers the filters the screen needs', async () => {
    const response = await admin.get('/api/admin/insights/filter-options');
    expect(response.statusCode).toBe(200);
    const options = response.json<{
      brands: { id: number; currency: string }[];
      agencies: { id: number; name: string }[];
      defaultFrom: string;
      defaultTo: string;
    }>();
    expect(options.brands.map((brand) => [brand.id, brand.currency])).toEqual([
      [1, 'NZD'],
      [2, 'AUD'],
    ]);
    expect(options.agencies.map((agency) => agency.name)).toEqual(
      expect.arrayContaining(['Alpha Travel', 'Bravo Tours', 'Charlie Holidays']),
    );
    expect(options).toMatchObject({ defaultFrom: '2029-07-01', defaultTo: '2030-06-15' });
  });
});
