import {
  FILE_LINE_DIFF_FIELDS,
  type TFileDiff,
  type TFileFieldChange,
  type TFileLineDiff,
  type TFileLineSnapshot,
} from '../contracts/files';

/**
 * What changed between two states of a client file: the file's own fields, its services (matched
 * by their stable key) and the totals. Used for the diff a change answers, the request-booking
 * preview and the comparison of two versions. Works on what agents may see (no cost).
 */

export interface TDiffableLine extends TFileLineSnapshot {
  key: string;
  dayNumber: number;
}

export interface TDiffableRoom {
  roomType: string;
  adults: number;
  children: number;
}

export interface TDiffableFile {
  bookingName: string;
  yourReference: string;
  notes: string;
  supplierNote: string;
  travelDate: string;
  endDate: string;
  status: string;
  rooms: readonly TDiffableRoom[];
  lines: readonly TDiffableLine[];
  totals: { sellCents: number; commissionCents: number; netCents: number; gstCents: number };
}

/** "DB 2+0, SG 1+1": room type, adults + children. */
export function describeRooms(rooms: readonly TDiffableRoom[]): string {
  return rooms.map((room) => `${room.roomType} ${room.adults}+${room.children}`).join(', ');
}

function snapshotOf(line: TDiffableLine): TFileLineSnapshot {
  return {
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
  };
}

function lineDiff(
  before: TDiffableLine | undefined,
  after: TDiffableLine | undefined,
): TFileLineDiff {
  const reference = after ?? before;
  if (!reference) throw new Error('lineDiff needs a line on at least one side');
  const changes =
    before && after ? FILE_LINE_DIFF_FIELDS.filter((f) => before[f] !== after[f]) : [];
  return {
    key: reference.key,
    dayNumber: reference.dayNumber,
    name: reference.name,
    before: before ? snapshotOf(before) : null,
    after: after ? snapshotOf(after) : null,
    changes,
    sellDeltaCents: (after?.sellCents ?? 0) - (before?.sellCents ?? 0),
    netDeltaCents: (after?.netCents ?? 0) - (before?.netCents ?? 0),
  };
}

function fieldChanges(before: TDiffableFile, after: TDiffableFile): TFileFieldChange[] {
  const pairs: [TFileFieldChange['field'], string, string][] = [
    ['bookingName', before.bookingName, after.bookingName],
    ['yourReference', before.yourReference, after.yourReference],
    ['notes', before.notes, after.notes],
    ['supplierNote', before.supplierNote, after.supplierNote],
    ['travelDate', before.travelDate, after.travelDate],
    ['endDate', before.endDate, after.endDate],
    ['rooms', describeRooms(before.rooms), describeRooms(after.rooms)],
    ['status', before.status, after.status],
  ];
  return pairs
    .filter(([, previous, next]) => previous !== next)
    .map(([field, previous, next]) => ({ field, before: previous, after: next }));
}

export function diffFiles(before: TDiffableFile, after: TDiffableFile): TFileDiff {
  const beforeLines = new Map(before.lines.map((line) => [line.key, line]));
  const afterLines = new Map(after.lines.map((line) => [line.key, line]));
  const added: TFileLineDiff[] = [];
  const removed: TFileLineDiff[] = [];
  const changed: TFileLineDiff[] = [];
  let unchangedCount = 0;

  for (const [key, line] of afterLines) {
    const previous = beforeLines.get(key);
    if (!previous) {
      added.push(lineDiff(undefined, line));
      continue;
    }
    const diff = lineDiff(previous, line);
    if (diff.changes.length > 0) changed.push(diff);
    else unchangedCount += 1;
  }
  for (const [key, line] of beforeLines) {
    if (!afterLines.has(key)) removed.push(lineDiff(line, undefined));
  }
  const byDay = (a: TFileLineDiff, b: TFileLineDiff) =>
    a.dayNumber - b.dayNumber || a.key.localeCompare(b.key);

  const fields = fieldChanges(before, after);
  return {
    fields,
    added: added.sort(byDay),
    removed: removed.sort(byDay),
    changed: changed.sort(byDay),
    unchangedCount,
    totalDelta: {
      sellCents: after.totals.sellCents - before.totals.sellCents,
      commissionCents: after.totals.commissionCents - before.totals.commissionCents,
      netCents: after.totals.netCents - before.totals.netCents,
      gstCents: after.totals.gstCents - before.totals.gstCents,
    },
    hasChanges: fields.length + added.length + removed.length + changed.length > 0,
  };
}
