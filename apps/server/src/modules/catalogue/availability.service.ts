import {
  MAX_AVAILABILITY_DAYS,
  type TAvailabilityCalendarQuery,
  type TClearAvailabilityQuery,
  type TSetAvailabilityRequest,
} from '@portal/shared/contracts/catalogue-api';
import { daysBetween, eachDate, isDateInWeekdayMask } from '@portal/shared/domain/pricing/calendar';
import type { TAppContext } from '../../app-context';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import {
  deleteAvailability,
  findAvailabilityRows,
  findBookedDates,
  upsertAvailability,
  type TAvailabilityRow,
} from './availability.repository';
import { isCheckViolation } from '../../lib/database-errors';
import { findProductById } from './products.repository';
import { findAgencyById } from './agencies.repository';

async function requireProduct(ctx: TAppContext, productId: number) {
  const product = await findProductById(ctx.db, productId);
  if (!product) throw notFound('Product');
  return product;
}

function checkSpan(from: string, to: string, field: string): void {
  if (daysBetween(from, to) + 1 > MAX_AVAILABILITY_DAYS) {
    throw AppError.invalidField(field, `At most ${MAX_AVAILABILITY_DAYS} days at a time`);
  }
}

export async function getAvailabilityCalendar(
  ctx: TAppContext,
  productId: number,
  query: TAvailabilityCalendarQuery,
): Promise<{ productId: number; from: string; to: string; days: TAvailabilityRow[] }> {
  await requireProduct(ctx, productId);
  checkSpan(query.from, query.to, 'to');
  const days = await findAvailabilityRows(ctx.db, productId, query.from, query.to, query.agencyId);
  return { productId, from: query.from, to: query.to, days };
}

function describeBooked(booked: { date: string; allotmentUsed: number }[]): string {
  const listed = booked
    .slice(0, 5)
    .map((row) => `${row.date} (${row.allotmentUsed})`)
    .join(', ');
  return booked.length > 5 ? `${listed} and ${booked.length - 5} more` : listed;
}

export async function setAvailability(
  ctx: TAppContext,
  actor: TAuditActor,
  productId: number,
  input: TSetAvailabilityRequest,
): Promise<{ updatedDays: number }> {
  await requireProduct(ctx, productId);
  checkSpan(input.dateFrom, input.dateTo, 'dateTo');
  if (input.agencyId !== null && !(await findAgencyById(ctx.db, input.agencyId))) {
    throw AppError.invalidField('agencyId', 'This agency does not exist');
  }
  const dates = eachDate(input.dateFrom, input.dateTo).filter((date) =>
    isDateInWeekdayMask(date, input.weekdayMask),
  );
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      if (input.kind === 'allotment' && input.allotment !== null) {
        const overbooked = (
          await findBookedDates(tx, productId, input.agencyId, input.dateFrom, input.dateTo)
        ).filter((row) => row.allotmentUsed > (input.allotment ?? 0) && dates.includes(row.date));
        if (overbooked.length > 0) {
          throw AppError.invalidField(
            'allotment',
            `More units are already booked than that on ${describeBooked(overbooked)}`,
          );
        }
      }
      await upsertAvailability(
        tx,
        productId,
        input.agencyId,
        dates,
        {
          kind: input.kind,
          allotment: input.allotment,
          releaseDays: input.releaseDays,
          hasOnRequestFallback: input.hasOnRequestFallback,
        },
        now,
      );
      await recordAudit(tx, actor, {
        action: 'availability.set',
        entityType: 'product',
        entityId: productId,
        detail: { ...input, days: dates.length },
        at: now,
      });
    });
  } catch (error) {
    // A booking took units between the check and the write.
    if (isCheckViolation(error, 'product_availability_allotment_chk')) {
      throw new AppError('CONFLICT', 'Units were booked meanwhile; reload and try again.');
    }
    throw error;
  }
  return { updatedDays: dates.length };
}

export async function clearAvailability(
  ctx: TAppContext,
  actor: TAuditActor,
  productId: number,
  query: TClearAvailabilityQuery,
): Promise<void> {
  await requireProduct(ctx, productId);
  if (query.from > query.to) {
    throw AppError.invalidField('to', 'The end date must be on or after the start date');
  }
  checkSpan(query.from, query.to, 'to');
  const agencyId = query.agencyId ?? null;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const booked = await findBookedDates(tx, productId, agencyId, query.from, query.to);
    if (booked.length > 0) {
      throw new AppError(
        'CONFLICT',
        `Units are booked on ${describeBooked(booked)}; release those bookings first.`,
      );
    }
    const removed = await deleteAvailability(tx, productId, agencyId, query.from, query.to);
    await recordAudit(tx, actor, {
      action: 'availability.cleared',
      entityType: 'product',
      entityId: productId,
      detail: { from: query.from, to: query.to, agencyId, removed },
      at: now,
    });
  });
}
