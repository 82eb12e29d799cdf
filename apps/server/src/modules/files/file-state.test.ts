import { describe, expect, it } from 'vitest';
import { fromSnapshot, toSnapshot, type TFileState } from './file-state';

const state: TFileState = {
  bookingName: 'Smith family',
  yourReference: 'INV-1',
  notes: 'For the operator',
  supplierNote: 'Late arrival',
  travelDate: '2030-03-04',
  endDate: '2030-03-06',
  status: 'Quote',
  rooms: [{ roomType: 'DB', adults: 2, children: 0, guests: [] }],
  dayHeaders: [],
  droppedLines: [],
  lines: [],
  pax: { adults: 2, children: 0 },
  totals: {
    costCents: 0,
    sellCents: 0,
    commissionCents: 0,
    netCents: 0,
    gstCents: 0,
    netGstCents: 0,
  },
};

describe('version snapshots', () => {
  it('read back what they froze', () => {
    expect(fromSnapshot(toSnapshot(state))).toEqual(state);
  });

  it('read a version frozen before the note to suppliers with none', () => {
    const { supplierNote: _supplierNote, ...older } = toSnapshot(state);
    expect(fromSnapshot(older)).toEqual({ ...state, supplierNote: '' });
  });
});
