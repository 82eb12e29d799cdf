/**
 * The first element of the query keys of data that more than one feature changes. A feature that
 * changes files without owning their queries (quick quote saving a quote, a tour booked into a
 * file, a service added from product search) invalidates this root, so My Files, an open file and
 * its versions read again instead of showing what was cached before the change.
 */
export const FILES_QUERY_ROOT = ['files'] as const;
