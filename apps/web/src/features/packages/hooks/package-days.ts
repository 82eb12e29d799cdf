import { useReducer } from 'react';
import type { TPackageDay } from '@portal/shared/contracts/catalogue';
import {
  ACCOMMODATION_CLASSES,
  type TAccommodationClass,
} from '@portal/shared/domain/pricing/codes';
import { HHMM_TIME } from '@portal/shared/domain/pricing/calendar';
import type { TCreatePackageBody } from '../api/save-package';

/**
 * The day-by-day editor's state: a package's days as the admin edits them, allowed to be
 * incomplete (a service row before its product is chosen). Day numbers are never stored: a day's
 * number is its position, so inserting, removing or moving a day renumbers the rest.
 */

export interface TServiceDraft {
  key: string;
  productId: number | null;
  spanDays: number;
  startTime: string;
  endTime: string;
  notes: string;
}

export interface TDrivingNoteDraft {
  key: string;
  fromLocationId: number | null;
  toLocationId: number | null;
  km: number | '';
  minutes: number | '';
  notes: string;
}

export interface TDayDraft {
  key: string;
  /** The day header shown on the itinerary. */
  title: string;
  description: string;
  overnightLocationId: number | null;
  accommodation: Partial<Record<TAccommodationClass, number>>;
  services: TServiceDraft[];
  drivingNotes: TDrivingNoteDraft[];
}

export const MIN_DAYS = 2;
export const MAX_DAYS = 61;
export const MAX_SERVICES_PER_DAY = 20;
export const MAX_DRIVING_NOTES_PER_DAY = 10;

let nextKey = 0;
function newKey(prefix: string): string {
  nextKey += 1;
  return `${prefix}-${nextKey}`;
}

export function emptyService(): TServiceDraft {
  return {
    key: newKey('service'),
    productId: null,
    spanDays: 1,
    startTime: '',
    endTime: '',
    notes: '',
  };
}

export function emptyDrivingNote(fromLocationId: number | null = null): TDrivingNoteDraft {
  return {
    key: newKey('drive'),
    fromLocationId,
    toLocationId: null,
    km: '',
    minutes: '',
    notes: '',
  };
}

export function emptyDay(): TDayDraft {
  return {
    key: newKey('day'),
    title: '',
    description: '',
    overnightLocationId: null,
    accommodation: {},
    services: [],
    drivingNotes: [],
  };
}

/** A new package: arrival day and departure day. */
export function initialDays(): TDayDraft[] {
  return [emptyDay(), emptyDay()];
}

export function fromPackageDays(days: readonly TPackageDay[]): TDayDraft[] {
  return days.map((day) => ({
    key: newKey('day'),
    title: day.title,
    description: day.description,
    overnightLocationId: day.overnightLocationId,
    accommodation: Object.fromEntries(
      day.accommodation.map((option) => [option.accommodationClass, option.productId]),
    ),
    services: day.services.map((service) => ({
      key: newKey('service'),
      productId: service.productId,
      spanDays: service.spanDays,
      startTime: service.startTime ?? '',
      endTime: service.endTime ?? '',
      notes: service.notes,
    })),
    drivingNotes: day.drivingNotes.map((note) => ({
      key: newKey('drive'),
      fromLocationId: note.fromLocationId,
      toLocationId: note.toLocationId,
      km: note.km,
      minutes: note.minutes,
      notes: note.notes,
    })),
  }));
}

/** The days as the contract wants them; call after validateDays found no issue. */
export function toPackageDays(drafts: readonly TDayDraft[]): TCreatePackageBody['days'] {
  return drafts.map((day, index) => ({
    dayNumber: index + 1,
    title: day.title.trim(),
    description: day.description.trim(),
    overnightLocationId: day.overnightLocationId,
    accommodation: ACCOMMODATION_CLASSES.flatMap((accommodationClass) => {
      const productId = day.accommodation[accommodationClass];
      return productId === undefined ? [] : [{ accommodationClass, productId }];
    }),
    services: day.services.map((service) => ({
      productId: service.productId ?? 0,
      spanDays: service.spanDays,
      startTime: service.startTime.trim() || null,
      endTime: service.endTime.trim() || null,
      notes: service.notes.trim(),
    })),
    drivingNotes: day.drivingNotes.map((note) => ({
      fromLocationId: note.fromLocationId ?? 0,
      toLocationId: note.toLocationId ?? 0,
      km: Number(note.km),
      minutes: Number(note.minutes),
      notes: note.notes.trim(),
    })),
  }));
}

export type TDaysAction =
  | { type: 'reset'; days: TDayDraft[] }
  | { type: 'insertDay'; index: number }
  | { type: 'removeDay'; index: number }
  | { type: 'moveDay'; index: number; offset: -1 | 1 }
  | {
      type: 'updateDay';
      index: number;
      patch: Partial<Pick<TDayDraft, 'title' | 'description'>>;
    }
  | { type: 'setOvernight'; index: number; locationId: number | null }
  | {
      type: 'setAccommodation';
      index: number;
      accommodationClass: TAccommodationClass;
      productId: number | null;
    }
  | { type: 'addService'; index: number }
  | { type: 'updateService'; index: number; serviceIndex: number; patch: Partial<TServiceDraft> }
  | { type: 'removeService'; index: number; serviceIndex: number }
  | { type: 'moveService'; index: number; serviceIndex: number; offset: -1 | 1 }
  | { type: 'addDrivingNote'; index: number }
  | {
      type: 'updateDrivingNote';
      index: number;
      noteIndex: number;
      patch: Partial<TDrivingNoteDraft>;
    }
  | { type: 'removeDrivingNote'; index: number; noteIndex: number };

function move<T>(items: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) {
    return [...items];
  }
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

function updateAt<T>(items: readonly T[], index: number, update: (item: T) => T): T[] {
  return items.map((item, position) => (position === index ? update(item) : item));
}

export function daysReducer(days: TDayDraft[], action: TDaysAction): TDayDraft[] {
  switch (action.type) {
    case 'reset':
      return action.days;
    case 'insertDay': {
      if (days.length >= MAX_DAYS) return days;
      const next = [...days];
      next.splice(action.index, 0, emptyDay());
      return next;
    }
    case 'removeDay':
      if (days.length <= MIN_DAYS) return days;
      return days.filter((_, position) => position !== action.index);
    case 'moveDay':
      return move(days, action.index, action.offset);
    case 'updateDay':
      return updateAt(days, action.index, (day) => ({ ...day, ...action.patch }));
    case 'setOvernight':
      return updateAt(days, action.index, (day) =>
        day.overnightLocationId === action.locationId
          ? day
          : // Hotels belong to a place: a new overnight location starts without them.
            { ...day, overnightLocationId: action.locationId, accommodation: {} },
      );
    case 'setAccommodation':
      return updateAt(days, action.index, (day) => {
        const accommodation = { ...day.accommodation };
        if (action.productId === null) delete accommodation[action.accommodationClass];
        else accommodation[action.accommodationClass] = action.productId;
        return { ...day, accommodation };
      });
    case 'addService':
      return updateAt(days, action.index, (day) =>
        day.services.length >= MAX_SERVICES_PER_DAY
          ? day
          : { ...day, services: [...day.services, emptyService()] },
      );
    case 'updateService':
      return updateAt(days, action.index, (day) => ({
        ...day,
        services: updateAt(day.services, action.serviceIndex, (service) => ({
          ...service,
          ...action.patch,
        })),
      }));
    case 'removeService':
      return updateAt(days, action.index, (day) => ({
        ...day,
        services: day.services.filter((_, position) => position !== action.serviceIndex),
      }));
    case 'moveService':
      return updateAt(days, action.index, (day) => ({
        ...day,
        services: move(day.services, action.serviceIndex, action.offset),
      }));
    case 'addDrivingNote':
      return updateAt(days, action.index, (day) => {
        if (day.drivingNotes.length >= MAX_DRIVING_NOTES_PER_DAY) return day;
        // A day's drive usually starts where the previous night was spent.
        const from =
          day.drivingNotes.at(-1)?.toLocationId ??
          days[action.index - 1]?.overnightLocationId ??
          null;
        return { ...day, drivingNotes: [...day.drivingNotes, emptyDrivingNote(from)] };
      });
    case 'updateDrivingNote':
      return updateAt(days, action.index, (day) => ({
        ...day,
        drivingNotes: updateAt(day.drivingNotes, action.noteIndex, (note) => ({
          ...note,
          ...action.patch,
        })),
      }));
    case 'removeDrivingNote':
      return updateAt(days, action.index, (day) => ({
        ...day,
        drivingNotes: day.drivingNotes.filter((_, position) => position !== action.noteIndex),
      }));
  }
}

/** A problem with the days, as a message key of the packages namespace and its values. */
export interface TDayIssue {
  /** The day's position (0-based), or null for the package as a whole. */
  dayIndex: number | null;
  key: string;
  params?: Record<string, string | number>;
}

function isTime(value: string): boolean {
  return value.trim() === '' || HHMM_TIME.test(value.trim());
}

/** The contract's rules for the days, checked before saving so each shows on its own day. */
export function validateDays(days: readonly TDayDraft[]): TDayIssue[] {
  const issues: TDayIssue[] = [];
  if (days.length < MIN_DAYS) issues.push({ dayIndex: null, key: 'editor.issues.minDays' });
  days.forEach((day, index) => {
    const dayNumber = index + 1;
    const isLastDay = index === days.length - 1;
    const add = (key: string, params: Record<string, string | number> = {}) =>
      issues.push({ dayIndex: index, key, params: { day: dayNumber, ...params } });
    if (day.title.trim() === '') add('editor.issues.titleRequired');
    else if (day.title.trim().length > 160) add('editor.issues.titleTooLong');
    const hasAccommodation = Object.keys(day.accommodation).length > 0;
    if (hasAccommodation && day.overnightLocationId === null) {
      add('editor.issues.accommodationNeedsOvernight');
    }
    if (isLastDay && hasAccommodation) add('editor.issues.lastDayAccommodation');
    day.services.forEach((service, serviceIndex) => {
      const position = serviceIndex + 1;
      if (service.productId === null) add('editor.issues.serviceProduct', { service: position });
      if (dayNumber + service.spanDays - 1 > days.length) {
        add('editor.issues.servicePastEnd', { service: position });
      }
      if (!isTime(service.startTime) || !isTime(service.endTime)) {
        add('editor.issues.serviceTime', { service: position });
      }
    });
    day.drivingNotes.forEach((note, noteIndex) => {
      const isComplete =
        note.fromLocationId !== null &&
        note.toLocationId !== null &&
        note.km !== '' &&
        note.minutes !== '';
      if (!isComplete) add('editor.issues.drivingNote', { note: noteIndex + 1 });
    });
  });
  return issues;
}

/** The editor's days and the dispatch that changes them. */
export function usePackageDays(initial: () => TDayDraft[]) {
  return useReducer(daysReducer, undefined, initial);
}
