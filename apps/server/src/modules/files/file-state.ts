import type { TDroppedLine, TFileDayHeader, TFileRoom } from '@portal/shared/contracts/files';
import type { TDiffableFile } from '@portal/shared/domain/file-diff';
import type { TFileStatus, TServiceLineStatus } from '@portal/shared/domain/file-states';
import type { TPricingBasis, TServiceTypeCode } from '@portal/shared/domain/pricing/codes';
import type { TTaxCode } from '@portal/shared/domain/tax';
import { addDays } from '@portal/shared/domain/pricing/calendar';
import type { TAllotmentHold } from '../../db/schema/files-lines';

/**
 * A file's content as one plain value: what a version snapshot holds, what a change computes and
 * what is written back. Everything the file's identity does not fix (reference, agency, brand)
 * lives here, cost included (agents get a projection without it).
 */
export interface TLineState {
  key: string;
  dayNumber: number;
  date: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  /** Null for a manual service: priced by hand in the back office, never repriced. */
  productId: number | null;
  supplierId: number;
  serviceTypeCode: TServiceTypeCode;
  name: string;
  basis: TPricingBasis;
  /** Standard-rated at home, zero-rated abroad: fixed when the line is priced (docs/tax.md). */
  taxCode: TTaxCode;
  span: number;
  quantity: number;
  status: TServiceLineStatus;
  costCents: number;
  sellCents: number;
  commissionCents: number;
  netCents: number;
  confirmation: string | null;
  voucher: string | null;
  remarks: string;
  phone: string;
  address: string;
  allotmentHold: TAllotmentHold | null;
}

export interface TFileTotalsState {
  costCents: number;
  sellCents: number;
  commissionCents: number;
  netCents: number;
  gstCents: number;
  netGstCents: number;
}

export interface TFileState {
  bookingName: string;
  yourReference: string;
  notes: string;
  /** The note to suppliers: the one text of the file a supplier is sent (supplier requests). */
  supplierNote: string;
  travelDate: string;
  endDate: string;
  status: TFileStatus;
  rooms: TFileRoom[];
  dayHeaders: TFileDayHeader[];
  droppedLines: TDroppedLine[];
  lines: TLineState[];
  pax: { adults: number; children: number };
  totals: TFileTotalsState;
}

/** A version snapshot: the state plus the format it was written in. */
export interface TFileSnapshot extends TFileState {
  snapshotFormat: 1;
}

export function toSnapshot(state: TFileState): TFileSnapshot {
  return { snapshotFormat: 1, ...state };
}

export function fromSnapshot(value: unknown): TFileState {
  const snapshot = value as Partial<TFileSnapshot> | null;
  if (!snapshot || snapshot.snapshotFormat !== 1 || !Array.isArray(snapshot.lines)) {
    throw new Error('Unreadable file version snapshot');
  }
  // Versions frozen before files had a note to suppliers have none, and before lines had tax
  // codes every line was charged the brand's GST.
  const {
    snapshotFormat: _format,
    supplierNote,
    lines,
    ...state
  } = snapshot as Omit<TFileSnapshot, 'supplierNote' | 'lines'> & {
    supplierNote?: string;
    lines: (Omit<TLineState, 'taxCode'> & { taxCode?: TTaxCode })[];
  };
  return {
    ...state,
    supplierNote: supplierNote ?? '',
    lines: lines.map((line) => ({ ...line, taxCode: line.taxCode ?? 'standard' })),
  };
}

/** What agents may compare: no supplier cost. */
export function toDiffable(state: TFileState): TDiffableFile {
  return {
    bookingName: state.bookingName,
    yourReference: state.yourReference,
    notes: state.notes,
    supplierNote: state.supplierNote,
    travelDate: state.travelDate,
    endDate: state.endDate,
    status: state.status,
    rooms: state.rooms,
    lines: state.lines.map((line) => ({
      key: line.key,
      dayNumber: line.dayNumber,
      productId: line.productId,
      name: line.name,
      serviceTypeCode: line.serviceTypeCode,
      date: line.date,
      endDate: line.endDate,
      span: line.span,
      quantity: line.quantity,
      status: line.status,
      sellCents: line.sellCents,
      commissionCents: line.commissionCents,
      netCents: line.netCents,
    })),
    totals: state.totals,
  };
}

/** Moves every day, service and left-out service by the same number of days. */
export function shiftState(state: TFileState, days: number): TFileState {
  if (days === 0) return state;
  return {
    ...state,
    travelDate: addDays(state.travelDate, days),
    endDate: addDays(state.endDate, days),
    dayHeaders: state.dayHeaders.map((day) => ({ ...day, date: addDays(day.date, days) })),
    droppedLines: state.droppedLines.map((line) => ({
      ...line,
      date: addDays(line.date, days),
      missingRateDates: [],
    })),
    lines: state.lines.map((line) => ({
      ...line,
      date: addDays(line.date, days),
      endDate: addDays(line.endDate, days),
    })),
  };
}

/** Days, services in each day in the order they happen (untimed ones, like hotels, last). */
export function compareLines(
  a: Pick<TLineState, 'dayNumber' | 'startTime' | 'key'>,
  b: Pick<TLineState, 'dayNumber' | 'startTime' | 'key'>,
): number {
  if (a.dayNumber !== b.dayNumber) return a.dayNumber - b.dayNumber;
  if (a.startTime !== b.startTime) {
    if (a.startTime === null) return 1;
    if (b.startTime === null) return -1;
    return a.startTime < b.startTime ? -1 : 1;
  }
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}
