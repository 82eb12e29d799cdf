import type { TItineraryLine, TItineraryView } from '@portal/shared/contracts/itineraries';
import { describe, expect, it } from 'vitest';
import {
  formatTime,
  isCompleteNote,
  moveItem,
  moveLineToDay,
  moveLineWithinDay,
  parseTime,
  toItineraryDraft,
  toItineraryRequest,
  updateDraftLine,
} from './itinerary-draft';

function line(id: number, dayNumber: number, overrides: Partial<TItineraryLine> = {}) {
  return {
    id,
    dayNumber,
    date: `2030-03-0${dayNumber}`,
    endDate: `2030-03-0${dayNumber}`,
    span: 1,
    sortOrder: null,
    startTime: null,
    endTime: null,
    name: `Service ${id}`,
    serviceTypeCode: 'TR',
    supplierName: 'Supplier',
    status: 'Available',
    remarks: '',
    canMove: true,
    ...overrides,
  } satisfies TItineraryLine;
}

const VIEW: TItineraryView = {
  reference: 'NZ-100001',
  bookingName: 'Smith family',
  status: 'Quote',
  travelDate: '2030-03-01',
  endDate: '2030-03-02',
  dayCount: 2,
  version: 1,
  canEdit: true,
  days: [
    {
      dayNumber: 1,
      date: '2030-03-01',
      title: 'Arrive',
      lines: [line(1, 1, { startTime: '0900' }), line(2, 1)],
    },
    { dayNumber: 2, date: '2030-03-02', title: '', lines: [line(3, 2)] },
  ],
};

describe('the itinerary draft', () => {
  it('moves items within bounds only', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('reads and writes times as HH:MM for people and HHMM for the server', () => {
    expect(formatTime('0815')).toBe('08:15');
    expect(formatTime(null)).toBe('');
    expect(formatTime('15:00')).toBe('15:00');
    expect(parseTime('08:15')).toBe('0815');
    expect(parseTime('2359')).toBe('2359');
    expect(parseTime(' ')).toBeNull();
    expect(parseTime('24:00')).toBeUndefined();
    expect(parseTime('8:15')).toBeUndefined();
  });

  it('sends every line with its day and its position within the day', () => {
    let days = toItineraryDraft(VIEW);
    days = moveLineWithinDay(days, 1, 1, -1);
    days = moveLineToDay(days, 1, 2);
    days = updateDraftLine(days, 3, { startTime: '10:30', remarks: '  Meet at the wharf. ' });
    const outcome = toItineraryRequest(days);
    expect(outcome).toEqual({
      request: {
        lines: [
          { id: 2, dayNumber: 1, sortOrder: 0, startTime: null, endTime: null, remarks: '' },
          {
            id: 3,
            dayNumber: 2,
            sortOrder: 0,
            startTime: '1030',
            endTime: null,
            remarks: 'Meet at the wharf.',
          },
          { id: 1, dayNumber: 2, sortOrder: 1, startTime: '0900', endTime: null, remarks: '' },
        ],
      },
    });
  });

  it('names the lines whose times cannot be read instead of sending them', () => {
    const days = updateDraftLine(toItineraryDraft(VIEW), 2, { endTime: '25:00' });
    expect(toItineraryRequest(days)).toEqual({ timeErrors: { 2: { endTime: true } } });
  });

  it('accepts a driving note only with both places and whole figures', () => {
    const note = {
      key: 'n',
      fromLocationId: '1',
      toLocationId: '2',
      km: 120,
      minutes: 90,
      notes: '',
    };
    expect(isCompleteNote(note)).toBe(true);
    expect(isCompleteNote({ ...note, toLocationId: null })).toBe(false);
    expect(isCompleteNote({ ...note, km: '' })).toBe(false);
    expect(isCompleteNote({ ...note, minutes: 1.5 })).toBe(false);
  });
});
