import type { TFileDayHeader } from '@portal/shared/contracts/files';
import type {
  TDayHeaderInput,
  TItineraryLine,
  TItineraryView,
  TUpdateItineraryRequest,
} from '@portal/shared/contracts/itineraries';

/**
 * The editors' working copies and the pure moves on them (up, down, to another day), kept apart
 * from the components so the rules are tested without rendering.
 */

/** Swaps an item with its neighbour; out-of-range moves leave the list as it is. */
export function moveItem<T>(items: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) {
    return [...items];
  }
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

// Times ------------------------------------------------------------------------------------------

/** The server keeps times as HHMM; people read and type HH:MM. */
export function formatTime(value: string | null): string {
  if (!value) return '';
  return /^\d{4}$/.test(value) ? `${value.slice(0, 2)}:${value.slice(2)}` : value;
}

/** HH:MM (or HHMM) to the server's HHMM; '' is no time; anything else is undefined. */
export function parseTime(value: string): string | null | undefined {
  const text = value.trim();
  if (text === '') return null;
  const match = /^([01]\d|2[0-3]):?([0-5]\d)$/.exec(text);
  return match ? `${match[1]}${match[2]}` : undefined;
}

// Itinerary --------------------------------------------------------------------------------------

export interface TDraftLine {
  line: TItineraryLine;
  startTime: string;
  endTime: string;
  remarks: string;
}

export interface TDraftDay {
  dayNumber: number;
  date: string;
  title: string;
  lines: TDraftLine[];
}

export function toItineraryDraft(view: TItineraryView): TDraftDay[] {
  return view.days.map((day) => ({
    dayNumber: day.dayNumber,
    date: day.date,
    title: day.title,
    lines: day.lines.map((line) => ({
      line,
      startTime: formatTime(line.startTime),
      endTime: formatTime(line.endTime),
      remarks: line.remarks,
    })),
  }));
}

export function moveLineWithinDay(
  days: readonly TDraftDay[],
  dayNumber: number,
  index: number,
  direction: -1 | 1,
): TDraftDay[] {
  return days.map((day) =>
    day.dayNumber === dayNumber ? { ...day, lines: moveItem(day.lines, index, direction) } : day,
  );
}

/** Moves a line to the end of another day. */
export function moveLineToDay(
  days: readonly TDraftDay[],
  lineId: number,
  targetDay: number,
): TDraftDay[] {
  const moving = days.flatMap((day) => day.lines).find((draft) => draft.line.id === lineId);
  if (!moving || !days.some((day) => day.dayNumber === targetDay)) return [...days];
  return days.map((day) => {
    const lines = day.lines.filter((draft) => draft.line.id !== lineId);
    return { ...day, lines: day.dayNumber === targetDay ? [...lines, moving] : lines };
  });
}

export function updateDraftLine(
  days: readonly TDraftDay[],
  lineId: number,
  patch: Partial<Pick<TDraftLine, 'startTime' | 'endTime' | 'remarks'>>,
): TDraftDay[] {
  return days.map((day) => ({
    ...day,
    lines: day.lines.map((draft) => (draft.line.id === lineId ? { ...draft, ...patch } : draft)),
  }));
}

export type TTimeErrors = Record<number, { startTime?: boolean; endTime?: boolean }>;

/** The request for every line in its place, or the lines whose times cannot be read. */
export function toItineraryRequest(
  days: readonly TDraftDay[],
): { request: TUpdateItineraryRequest } | { timeErrors: TTimeErrors } {
  const timeErrors: TTimeErrors = {};
  const lines = days.flatMap((day) =>
    day.lines.map((draft, index) => {
      const startTime = parseTime(draft.startTime);
      const endTime = parseTime(draft.endTime);
      if (startTime === undefined || endTime === undefined) {
        timeErrors[draft.line.id] = {
          ...(startTime === undefined ? { startTime: true } : {}),
          ...(endTime === undefined ? { endTime: true } : {}),
        };
      }
      return {
        id: draft.line.id,
        dayNumber: day.dayNumber,
        sortOrder: index,
        startTime: startTime ?? null,
        endTime: endTime ?? null,
        remarks: draft.remarks.trim(),
      };
    }),
  );
  return Object.keys(timeErrors).length > 0 ? { timeErrors } : { request: { lines } };
}

/** Where each line sits in the request, for showing the server's `lines.N.field` errors. */
export function requestIndexOf(days: readonly TDraftDay[], lineId: number): number {
  return days.flatMap((day) => day.lines).findIndex((draft) => draft.line.id === lineId);
}

// Day headers ------------------------------------------------------------------------------------

export interface TDraftDrivingNote {
  /** A stable key for React while rows move. */
  key: string;
  fromLocationId: string | null;
  toLocationId: string | null;
  km: number | string;
  minutes: number | string;
  notes: string;
}

export interface TDraftHeader {
  dayNumber: number;
  date: string;
  title: string;
  description: string;
  overnightLocationId: string | null;
  drivingNotes: TDraftDrivingNote[];
}

let noteSequence = 0;
function nextNoteKey(): string {
  noteSequence += 1;
  return `note-${noteSequence}`;
}

export function emptyDrivingNote(fromLocationId: string | null): TDraftDrivingNote {
  return {
    key: nextNoteKey(),
    fromLocationId,
    toLocationId: null,
    km: '',
    minutes: '',
    notes: '',
  };
}

export function toHeadersDraft(days: readonly TFileDayHeader[]): TDraftHeader[] {
  return days.map((day) => ({
    dayNumber: day.dayNumber,
    date: day.date,
    title: day.title,
    description: day.description,
    overnightLocationId: day.overnightLocationId === null ? null : String(day.overnightLocationId),
    drivingNotes: day.drivingNotes.map((note) => ({
      key: nextNoteKey(),
      fromLocationId: String(note.fromLocationId),
      toLocationId: String(note.toLocationId),
      km: note.km,
      minutes: note.minutes,
      notes: note.notes,
    })),
  }));
}

function toWhole(value: number | string): number {
  return typeof value === 'number' ? value : Number.NaN;
}

/** A driving note the server would accept: both places and whole, non-negative figures. */
export function isCompleteNote(note: TDraftDrivingNote): boolean {
  const km = toWhole(note.km);
  const minutes = toWhole(note.minutes);
  return (
    note.fromLocationId !== null &&
    note.toLocationId !== null &&
    Number.isInteger(km) &&
    km >= 0 &&
    Number.isInteger(minutes) &&
    minutes >= 0
  );
}

export function toHeadersRequest(days: readonly TDraftHeader[]): TDayHeaderInput[] {
  return days.map((day) => ({
    dayNumber: day.dayNumber,
    title: day.title.trim(),
    description: day.description.trim(),
    overnightLocationId: day.overnightLocationId === null ? null : Number(day.overnightLocationId),
    drivingNotes: day.drivingNotes.map((note) => ({
      fromLocationId: Number(note.fromLocationId),
      toLocationId: Number(note.toLocationId),
      km: toWhole(note.km),
      minutes: toWhole(note.minutes),
      notes: note.notes.trim(),
    })),
  }));
}
