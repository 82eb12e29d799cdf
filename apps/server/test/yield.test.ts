import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileView } from '@portal/shared/contracts/files';
import type { TFileYield } from '@portal/shared/contracts/yield';
import { fileServiceLines } from '../src/db/schema/files-lines';
import { yieldChanges, yieldSheetOf, type TYieldSource } from '../src/modules/yield/yield.service';
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
  costCents: 70_000,
  sellCents: 115_000,
  commissionCents: 15_000,
  netCents: 100_000,
  ...overrides,
});

describe('yield figures', () => {
  it('computes margin, margin % and GST in net per line, and totals without cancelled lines', () => {
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
    expect(sheet.lines[0]).toMatchObject({
      marginCents: 30_000,
      marginPercent: 30,
      gstCents: 13_043,
    });
    expect(sheet.lines[1]).toMatchObject({ marginCents: -2_000, marginPercent: -25 });
    expect(sheet.lines[3]?.marginPercent).toBeNull();
    expect(sheet.totals).toEqual({
      costCents: 80_000,
      sellCents: 124_000,
      commissionCents: 16_000,
      netCents: 108_000,
      gstCents: 14_087,
      marginCents: 28_000,
      marginPercent: 25.9,
    });
    const before = yieldSheetOf([line({}), line({ key: 'x', name: 'Ferry' })], 15);
    expect(yieldChanges(before, sheet)).toEqual([
      expect.objectContaining({ key: 'b', change: 'added', marginAfterCents: -2_000 }),
      expect.objectContaining({ key: 'c', change: 'added', marginAfterCents: 0 }),
      expect.objectContaining({ key: 'd', change: 'added' }),
      expect.objectContaining({ key: 'x', change: 'removed', marginBeforeCents: 30_000 }),
    ]);
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
    expect(now.totals).toMatchObject({ costCents: cost, netCents: net, marginCents: net - cost });
    expect(cost).toBeGreaterThan(0);

    const compared = await world.admin.get(`/api/admin/files/${file.reference}/yield?compare=1`);
    expect(compared.statusCode, compared.body).toBe(200);
    const { comparison, totals } = compared.json<TFileYield>();
    if (!comparison) throw new Error('no comparison');
    expect(comparison.version).toBe(1);
    expect(comparison.lines.length).toBe(now.lines.length + 1);
    expect(comparison.marginChangeCents).toBe(totals.marginCents - comparison.totals.marginCents);
    expect(comparison.changes).toEqual([
      expect.objectContaining({ change: 'removed', marginAfterCents: 0 }),
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
