import type { TBrandsSettings } from '@portal/shared/contracts/settings-sections';
import { getBrand } from '@portal/shared/domain/brands';
import { calendarDateIn } from '@portal/shared/domain/operator-calendar';
import type { TExecutor } from '../../db/database';
import type { TClock } from '../../lib/clock';
import { readSettingsSection } from './settings.sections';
import type { TSettingsStore } from './settings.store';

/**
 * Each brand's operator calendar (packages/shared/src/domain/operator-calendar.ts): the date of an
 * instant in the time zone the brand's settings name. A booking's "today" (invoice dates, payments
 * received, release days, cut-offs, the travel app's day) is its brand's date, never UTC's.
 */
export type TBrandCalendar = (brandId: number, instant: Date) => string;

export function brandTimeZoneOf(details: TBrandsSettings, brandId: number): string {
  return details[getBrand(brandId).code].timeZone;
}

export function brandCalendarOf(details: TBrandsSettings): TBrandCalendar {
  return (brandId, instant) => calendarDateIn(brandTimeZoneOf(details, brandId), instant);
}

/** The calendars from the cached settings: for reads and jobs outside a transaction. */
export async function brandCalendar(settings: TSettingsStore): Promise<TBrandCalendar> {
  return brandCalendarOf(await settings.get('brands'));
}

/**
 * The calendars read with `executor`: inside a transaction. The embedded database has one
 * connection, so a read beside an open transaction would wait for that transaction to end.
 */
export async function brandCalendarWithin(executor: TExecutor): Promise<TBrandCalendar> {
  return brandCalendarOf(await readSettingsSection(executor, 'brands'));
}

/** The brand's date now, from the cached settings. */
export async function brandToday(
  deps: { settings: TSettingsStore; clock: TClock },
  brandId: number,
): Promise<string> {
  return (await brandCalendar(deps.settings))(brandId, deps.clock.now());
}

/** The brand's date at the clock's instant, read inside a transaction. */
export async function brandTodayWithin(
  executor: TExecutor,
  clock: TClock,
  brandId: number,
): Promise<string> {
  return (await brandCalendarWithin(executor))(brandId, clock.now());
}
