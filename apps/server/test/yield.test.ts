import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TFileYield } from '@portal/shared/contracts/yield';
import { fileServiceLines } from '../src/db/schema/files-lines';
import {
  yieldChanges,
  yieldFiguresOf,
  yieldSheetOf,
  type TYieldSource,
} from '../src/modules/yield/yield.service';
import { buildFilesWorld, linesOf, type TFilesTestWorld } from './files-support';

let world: TFilesTestWorld;
beforeAll(async () => {
  world = await buildFilesWorld();
});
afterAll(() => world.t.close());

const line = (overrides: Partial<TYieldSource>): TYieldSource => ({
  key: 'a',
  dayNumber: 1,
  date: '2030-03-04',
  name: 'Hotel',
  serviceTypeCode: 'AC',
  status: 'Confirmed',
  quantity: 1,
  taxCode: 'standard',
  costCents: 70_000,
  sellCents: 115_000,
  commissionCents: 15_000,
  netCents: 100_000,
  ...overrides,
});

describe('yield figures', () => {
  it('computes the margin without GST, its % and the GST per line, and totals without cancelled lines', () => {
    const sheet = yieldSheetOf(
      [
        line({}),
        line({
          key: 'b',
          costCents: 10_000,
          netCents: 8_000,
          sellCents: 9_000,
          commissionCents: 1_000,
        }),
        line({ key: 'c', status: 'Cancelled', netCents: 50_000, costCents: 1 }),
        line({ key: 'd', netCents: 0, costCents: 0, sellCents: 0, commissionCents: 0 }),
      ],
      15,
    );
    // Line a, by hand: GST in net 100 000 × 15 / 115 = 13 043.48 → 13 043; GST in cost
    // 70 000 × 15 / 115 = 9 130.43 → 9 130. Margin 86 957 − 60 870 = 26 087 (the GST-inclusive
    // 100 000 − 70 000 would be 30 000); 26 087 / 86 957 = 29.9999% → 30.0.
    expect(sheet.lines[0]).toMatchObject({
      netCents: 100_000,
      costCents: 70_000,
      netExGstCents: 86_957,
      costExGstCents: 60_870,
      outputGstCents: 13_043,
      inputGstCents: 9_130,
      marginExGstCents: 26_087,
      marginExGstPercent: 30,
    });
    // Line b: 8 000 × 15 / 115 = 1 043.48 → 1 043; 10 000 × 15 / 115 = 1 304.35 → 1 304.
    // Margin 6 957 − 8 696 = −1 739; −1 739 / 6 957 = −24.996% → −25.0.
    expect(sheet.lines[1]).toMatchObject({
      outputGstCents: 1_043,
      inputGstCents: 1_304,
      marginExGstCents: -1_739,
      marginExGstPercent: -25,
    });
    expect(sheet.lines[3]?.marginExGstPercent).toBeNull();
    // Totals of a, b and d (c is cancelled): each figure is the sum of the lines'. GST in net
    // 13 043 + 1 043 = 14 086 (GST taken out of the summed 108 000 again would be 14 087);
    // GST in cost 9 130 + 1 304 = 10 434; margin 26 087 − 1 739 = 24 348 = 93 914 − 69 566;
    // 24 348 / 93 914 = 25.93% → 25.9.
    expect(sheet.totals).toEqual({
      costCents: 80_000,
      sellCents: 124_000,
      commissionCents: 16_000,
      netCents: 108_000,
      netExGstCents: 93_914,
      costExGstCents: 69_566,
      outputGstCents: 14_086,
      inputGstCents: 10_434,
      marginExGstCents: 24_348,
      marginExGstPercent: 25.9,
    });
    const before = yieldSheetOf([line({}), line({ key: 'x', name: 'Ferry' })], 15);
    expect(yieldChanges(before, sheet)).toEqual([
      expect.objectContaining({ key: 'b', change: 'added', marginExGstAfterCents: -1_739 }),
      expect.objectContaining({ key: 'c', change: 'added', marginExGstAfterCents: 0 }),
      expect.objectContaining({ key: 'd', change: 'added' }),
      expect.objectContaining({ key: 'x', change: 'removed', marginExGstBeforeCents: 26_087 }),
    ]);
  });

  it('takes no GST out of a zero-rated line abroad, on either side', () => {
    // An Australian day tour sold by the New Zealand brand: zero-rated, and the Australian GST in
    // its cost is no New Zealand input tax (docs/tax.md). Margin 50 000 − 40 000 = 10 000 = 20%.
    const sheet = yieldSheetOf(
      [line({ taxCode: 'zero_rated', netCents: 50_000, costCents: 40_000 })],
      15,
    );
    expect(sheet.lines[0]).toMatchObject({
      taxCode: 'zero_rated',
      outputGstCents: 0,
      inputGstCents: 0,
      marginExGstCents: 10_000,
      marginExGstPercent: 20,
    });
  });

  it('takes 10% GST out of an Australian line', () => {
    // 110 000 × 10 / 110 = 10 000; 88 000 × 10 / 110 = 8 000: 100 000 − 80 000 = 20 000, not
    // the 22 000 of the GST-inclusive amounts; 20 000 / 100 000 = 20%.
    expect(
      yieldFiguresOf(
        { costCents: 88_000, sellCents: 121_000, commissionCents: 11_000, netCents: 110_000 },
        10,
      ),
    ).toEqual({
      costCents: 88_000,
      sellCents: 121_000,
      commissionCents: 11_000,
      netCents: 110_000,
      netExGstCents: 100_000,
      costExGstCents: 80_000,
      outputGstCents: 10_000,
      inputGstCents: 8_000,
      marginExGstCents: 20_000,
      marginExGstPercent: 20,
    });
  });
});

describe('GET /api/admin/files/:ref/yield', () => {
  let file: TFileView;

  beforeAll(async () => {
    file = await world.createQuote(world.nzAgent);
    const [first] = linesOf(file);
    if (!first) throw new Error('no line');
    const removed = await world.nzAgent.delete(
      `/api/app/files/${file.reference}/lines/${first.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('shows each line and the file totals with cost, and compares with an earlier version', async () => {
    const response = await world.admin.get(`/api/admin/files/${file.reference}/yield`);
    expect(response.statusCode, response.body).toBe(200);
    const now = response.json<TFileYield>();
    expect(now).toMatchObject({ fileReference: file.reference, currency: 'NZD', gstPercent: 15 });
    expect(now.comparison).toBeNull();
    expect(now.versions.map((version) => version.number)).toEqual([2, 1]);
    const rows = await world.t.db.select().from(fileServiceLines);
    const live = rows.filter((row) => row.fileId === file.id && row.status !== 'Cancelled');
    const cost = live.reduce((sum, row) => sum + row.costCents, 0);
    const net = live.reduce((sum, row) => sum + row.netCents, 0);
    // NZ: each line's GST is round(amount × 15 / 115), and the totals are the lines' sums.
    const outputGst = live.reduce((sum, row) => sum + Math.round((row.netCents * 15) / 115), 0);
    const inputGst = live.reduce((sum, row) => sum + Math.round((row.costCents * 15) / 115), 0);
    expect(now.totals).toMatchObject({
      costCents: cost,
      netCents: net,
      netExGstCents: net - outputGst,
      costExGstCents: cost - inputGst,
      outputGstCents: outputGst,
      inputGstCents: inputGst,
      marginExGstCents: net - outputGst - (cost - inputGst),
    });
    expect(cost).toBeGreaterThan(0);
    expect(outputGst).toBeGreaterThan(0);
    // The margin is no longer the GST-inclusive net − cost.
    expect(now.totals.marginExGstCents).not.toBe(net - cost);

    const compared = await world.admin.get(`/api/admin/files/${file.reference}/yield?compare=1`);
    expect(compared.statusCode, compared.body).toBe(200);
    const { comparison, totals } = compared.json<TFileYield>();
    if (!comparison) throw new Error('no comparison');
    expect(comparison.version).toBe(1);
    expect(comparison.lines.length).toBe(now.lines.length + 1);
    expect(comparison.marginExGstChangeCents).toBe(
      totals.marginExGstCents - comparison.totals.marginExGstCents,
    );
    expect(comparison.changes).toEqual([
      expect.objectContaining({ change: 'removed', marginExGstAfterCents: 0 }),
    ]);
  });

  it('refuses an unknown version, an unknown file and agents', async () => {
    const unknown = await world.admin.get(`/api/admin/files/${file.reference}/yield?compare=99`);
    expect(unknown.statusCode).toBe(422);
    expect(
      (await world.admin.get(`/api/admin/files/${file.reference}/yield?compare=x`)).statusCode,
    ).toBe(422);
    expect((await world.admin.get('/api/admin/files/NZ-999999/yield')).statusCode).toBe(404);
    expect((await world.nzAgent.get(`/api/admin/files/${file.reference}/yield`)).statusCode).toBe(
      403,
    );
  });
});
