import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readListSort, type TListSort } from '../components/ui/sortable-th';

/**
 * A list's column order in its address (`?sort=&dir=`), beside its filters, as SortableTh reads
 * and sets it: a new order starts again at page 1, and a column the list does not offer (an
 * edited address) reads as the list's own order rather than a refused request.
 */
export function useListSort(columns: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawSort = searchParams.get('sort') ?? '';
  const rawDir = searchParams.get('dir') ?? '';
  const order = useMemo(
    () => readListSort(columns.includes(rawSort) ? rawSort : '', rawDir),
    [columns, rawSort, rawDir],
  );
  const setOrder = useCallback(
    (next: TListSort) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.set('sort', next.sort);
          params.set('dir', next.dir);
          params.delete('page');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { order, setOrder };
}

/** The order as a list's query string carries it: nothing for the list's own order. */
export function listSortQuery(order: TListSort): { sort?: string; dir?: 'asc' | 'desc' } {
  return order.sort ? { sort: order.sort, dir: order.dir } : {};
}
