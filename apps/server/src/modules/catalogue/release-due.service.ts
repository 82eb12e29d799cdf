import type { TReleaseDueItem } from '@portal/shared/contracts/allotment-release';
import { BRANDS } from '@portal/shared/domain/brands';
import { addDays } from '@portal/shared/domain/pricing/calendar';
import type { TAppContext } from '../../app-context';
import { brandToday } from '../settings/settings.service';
import { findReleaseDuePage } from './release-due.repository';

/**
 * The release-due window starts on the earliest of the brands' dates (Australia's is behind New
 * Zealand's for part of each day), so a release due today in either country is listed.
 */
async function earliestToday(ctx: TAppContext): Promise<string> {
  const todays = await Promise.all(
    Object.keys(BRANDS).map((brandId) => brandToday(ctx, Number(brandId))),
  );
  return todays.reduce((earliest, today) => (today < earliest ? today : earliest));
}

/** Allotment releasing in the next `days` days with units unsold (contracts/allotment-release.ts). */
export async function listReleaseDue(
  ctx: TAppContext,
  query: { days: number; page: number; perPage: number },
): Promise<{ rows: TReleaseDueItem[]; total: number }> {
  const from = await earliestToday(ctx);
  return findReleaseDuePage(ctx.db, {
    from,
    to: addDays(from, query.days),
    page: query.page,
    perPage: query.perPage,
  });
}
