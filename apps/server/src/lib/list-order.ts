import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `?sort=&dir=` of a list (contracts/list-sort.ts) as the repository receives it. */
export interface TListOrder<TSort extends string> {
  sort?: TSort | undefined;
  dir?: 'asc' | 'desc' | undefined;
}

/**
 * The ORDER BY of an admin list sorted by one of its columns: the column asked for, either way,
 * then the row id the same way so pages never repeat or skip a row; without a column, the list's
 * own order. `columns` maps each column the contract allows to what it orders by, so a name the
 * contract refused can never reach the SQL.
 */
export function listOrderBy<TSort extends string>(
  columns: Record<TSort, AnyPgColumn | SQL>,
  order: TListOrder<TSort>,
  tieBreaker: AnyPgColumn,
  fallback: readonly SQL[],
): SQL[] {
  if (!order.sort) return [...fallback];
  const direction = order.dir === 'desc' ? desc : asc;
  return [direction(columns[order.sort]), direction(tieBreaker)];
}

/** The order as the page links carry it: nothing for the list's own order. */
export function listOrderQuery<TSort extends string>(
  order: TListOrder<TSort>,
): { sort?: TSort; dir?: 'asc' | 'desc' } {
  return order.sort ? { sort: order.sort, dir: order.dir ?? 'asc' } : {};
}
