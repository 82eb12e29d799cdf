import { z } from 'zod';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type TSortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * `?sort=<column>&dir=asc|desc` of a list that pages on the server: the column is one the list
 * offers (anything else is a 422), the direction ascending unless asked otherwise. Without `sort`
 * the list keeps its own default order.
 */
export function zSortQuery<const TColumns extends readonly [string, ...string[]]>(
  columns: TColumns,
) {
  return z.object({
    sort: z.enum(columns).optional(),
    dir: z.enum(SORT_DIRECTIONS).default('asc'),
  });
}
