import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list page's page number and filters, kept in the address so a filtered page can be bookmarked,
 * shared and reached again with the back button. Changing a filter goes back to page 1.
 */

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function useListParams<TFilter extends string>(filterNames: readonly TFilter[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const key = filterNames.map((name) => `${name}=${searchParams.get(name) ?? ''}`).join('&');

  const filters = useMemo(() => {
    const values = {} as Record<TFilter, string>;
    for (const name of filterNames) values[name] = searchParams.get(name) ?? '';
    return values;
    // `key` captures the filter values; the names are a constant list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const setFilter = useCallback(
    (name: TFilter, value: string) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value.trim()) next.set(name, value.trim());
          else next.delete(name);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const setPage = useCallback(
    (nextPage: number) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
        return next;
      }),
    [setSearchParams],
  );

  const resetFilters = useCallback(
    () => setSearchParams(new URLSearchParams(), { replace: true }),
    [setSearchParams],
  );

  return { page, filters, setFilter, setPage, resetFilters };
}
