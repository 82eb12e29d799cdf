import { describe, expect, it } from 'vitest';
import { describeRooms, diffFiles, type TDiffableFile, type TDiffableLine } from './file-diff';

function line(key: string, overrides: Partial<TDiffableLine> = {}): TDiffableLine {
  return {
    key,
    dayNumber: 1,
    productId: 10,
    name: `Service ${key}`,
    serviceTypeCode: 'AC',
    date: '2030-03-04',
    endDate: '2030-03-05',
    span: 1,
    quantity: 1,
    status: 'Available',
    sellCents: 10_000,
    commissionCents: 2_000,
    netCents: 8_000,
    ...overrides,
  };
}

function file(lines: TDiffableLine[], overrides: Partial<TDiffableFile> = {}): TDiffableFile {
  const sellCents = lines.reduce((sum, entry) => sum + entry.sellCents, 0);
  const commissionCents = lines.reduce((sum, entry) => sum + entry.commissionCents, 0);
  return {
    bookingName: 'Smith family',
    yourReference: 'INV-1',
    notes: '',
    supplierNote: '',
    travelDate: '2030-03-04',
    endDate: '2030-03-10',
    status: 'Quote',
    rooms: [{ roomType: 'DB', adults: 2, children: 0 }],
    lines,
    totals: {
      sellCents,
      commissionCents,
      netCents: sellCents - commissionCents,
      gstCents: Math.round((sellCents * 15) / 115),
    },
    ...overrides,
  };
}

describe('diffFiles', () => {
  it('finds nothing between equal files', () => {
    const a = file([line('a'), line('b')]);
    const diff = diffFiles(a, JSON.parse(JSON.stringify(a)) as TDiffableFile);
    expect(diff.hasChanges).toBe(false);
    expect(diff.unchangedCount).toBe(2);
    expect(diff.fields).toEqual([]);
  });

  it('reports added, removed and changed services with their price deltas', () => {
    const before = file([line('a'), line('b', { dayNumber: 2 })]);
    const after = file([
      line('a', { sellCents: 12_000, netCents: 9_600, commissionCents: 2_400 }),
      line('c', { dayNumber: 3, sellCents: 5_000, netCents: 4_000, commissionCents: 1_000 }),
    ]);
    const diff = diffFiles(before, after);
    expect(diff.added.map((entry) => entry.key)).toEqual(['c']);
    expect(diff.added[0]).toMatchObject({ before: null, sellDeltaCents: 5_000 });
    expect(diff.removed.map((entry) => entry.key)).toEqual(['b']);
    expect(diff.removed[0]).toMatchObject({ after: null, sellDeltaCents: -10_000 });
    expect(diff.changed).toHaveLength(1);
    expect(diff.changed[0]?.changes).toEqual(['sellCents', 'commissionCents', 'netCents']);
    expect(diff.changed[0]?.sellDeltaCents).toBe(2_000);
    expect(diff.totalDelta.sellCents).toBe(17_000 - 20_000);
    expect(diff.hasChanges).toBe(true);
  });

  it('reports moved dates, another product and status changes on a line', () => {
    const before = file([line('a')]);
    const after = file([
      line('a', { date: '2030-03-11', endDate: '2030-03-12', productId: 11, status: 'On Request' }),
    ]);
    expect(diffFiles(before, after).changed[0]?.changes).toEqual([
      'productId',
      'date',
      'endDate',
      'status',
    ]);
  });

  it('reports the file fields that changed, rooms as text', () => {
    const before = file([]);
    const after = file([], {
      bookingName: 'Jones family',
      supplierNote: 'Arriving late on day 1',
      travelDate: '2030-03-11',
      rooms: [
        { roomType: 'DB', adults: 2, children: 0 },
        { roomType: 'SG', adults: 1, children: 0 },
      ],
    });
    expect(diffFiles(before, after).fields).toEqual([
      { field: 'bookingName', before: 'Smith family', after: 'Jones family' },
      { field: 'supplierNote', before: '', after: 'Arriving late on day 1' },
      { field: 'travelDate', before: '2030-03-04', after: '2030-03-11' },
      { field: 'rooms', before: 'DB 2+0', after: 'DB 2+0, SG 1+0' },
    ]);
  });

  it('describes rooms', () => {
    expect(describeRooms([{ roomType: 'TW', adults: 2, children: 1 }])).toBe('TW 2+1');
    expect(describeRooms([])).toBe('');
  });
});
