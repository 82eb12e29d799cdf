import { z } from 'zod';
import { HHMM_TIME, isIsoDate } from '../domain/pricing/calendar';

/**
 * The field building blocks every contract shares: ids, dates, times, money, the brand, and their
 * query-string forms. Ids stop at PostgreSQL's integer so a larger one is a 422 on its field, never
 * a database error.
 */

const MAX_DATABASE_INTEGER = 2_147_483_647;

export const ZId = z.number().int().positive().max(MAX_DATABASE_INTEGER);

/** An id read from a path or query string ("42"). */
export const ZQueryId = z.coerce.number().int().positive().max(MAX_DATABASE_INTEGER);

export const ZIsoDate = z
  .string()
  .max(10)
  .refine(isIsoDate, { message: 'Must be a date as YYYY-MM-DD' });

export const ZHhmmTime = z
  .string()
  .regex(HHMM_TIME, { message: 'Must be a time as HHMM (24-hour)' });

/** Up to one million dollars in cents: more than any single service costs. */
export const ZCents = z.number().int().min(0).max(100_000_000);

export const ZBrandId = z.union([z.literal(1), z.literal(2)]);

/** "true" / "false" in a query string (z.coerce.boolean would read "false" as true). */
export const ZQueryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `/:id` path parameters. */
export const ZIdParams = z.object({ id: ZQueryId });
export type TIdParams = z.infer<typeof ZIdParams>;
