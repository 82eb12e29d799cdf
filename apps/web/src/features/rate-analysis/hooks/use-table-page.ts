import { useMemo, useState } from 'react';

export const ANALYSIS_PAGE_SIZE = 15;

/**
 * The analysis answers each table whole (it is computed for the window asked for), so its tables
 * filter and page in the browser; the page resets when the filter changes.
 */
export function useTablePage<T>(rows: readonly T[], matches: (row: T, search: string) => boolean) {
  const [search, setSearchState] = useState('');
  const [page, setPage] = useState(1);
  const filtered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? rows.filter((row) => matches(row, needle)) : [...rows];
    // `matches` is a plain function of the row; the rows and the search decide the result.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, search]);
  const lastPage = Math.max(1, Math.ceil(filtered.length / ANALYSIS_PAGE_SIZE));
  const currentPage = Math.min(page, lastPage);
  const start = (currentPage - 1) * ANALYSIS_PAGE_SIZE;
  const pageRows = filtered.slice(start, start + ANALYSIS_PAGE_SIZE);
  return {
    search,
    setSearch: (value: string) => {
      setSearchState(value);
      setPage(1);
    },
    pageRows,
    setPage,
    pagination: {
      current_page: currentPage,
      last_page: lastPage,
      per_page: ANALYSIS_PAGE_SIZE,
      total: filtered.length,
      from: filtered.length === 0 ? null : start + 1,
      to: filtered.length === 0 ? null : start + pageRows.length,
    },
  };
}
