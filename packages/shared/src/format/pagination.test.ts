import { describe, expect, it } from 'vitest';
import { buildPaginated } from '../contracts/pagination';
import { normalizePagination, shouldShowPagination } from './pagination';

describe('normalizePagination', () => {
  it("reads the server's nested shape (contracts/pagination.ts)", () => {
    const page = buildPaginated([1, 2], {
      page: 2,
      perPage: 2,
      total: 5,
      path: '/api/admin/outbox',
      query: { to: 'a@b.nz' },
    });
    expect(normalizePagination(page)).toEqual({
      currentPage: 2,
      lastPage: 3,
      perPage: 2,
      total: 5,
      from: 3,
      to: 4,
      links: {
        first: '/api/admin/outbox?to=a%40b.nz&page=1',
        last: '/api/admin/outbox?to=a%40b.nz&page=3',
        prev: '/api/admin/outbox?to=a%40b.nz&page=1',
        next: '/api/admin/outbox?to=a%40b.nz&page=3',
      },
    });
  });

  it('reads the flat shape', () => {
    expect(
      normalizePagination({
        current_page: 1,
        last_page: 4,
        per_page: 15,
        total: 50,
        from: 1,
        to: 15,
        first_page_url: '/q?page=1',
        last_page_url: '/q?page=4',
        prev_page_url: null,
        next_page_url: '/q?page=2',
      }),
    ).toEqual({
      currentPage: 1,
      lastPage: 4,
      perPage: 15,
      total: 50,
      from: 1,
      to: 15,
      links: { first: '/q?page=1', last: '/q?page=4', prev: null, next: '/q?page=2' },
    });
  });

  it('fills gaps: missing last page, missing data, a current page past the end', () => {
    expect(normalizePagination({ total: 41, per_page: 10, current_page: 9 })).toMatchObject({
      currentPage: 5,
      lastPage: 5,
    });
    expect(normalizePagination(null)).toEqual({
      currentPage: 1,
      lastPage: 1,
      perPage: 1,
      total: 0,
      from: null,
      to: null,
      links: { first: null, last: null, prev: null, next: null },
    });
  });
});

describe('shouldShowPagination (only when the total exceeds the per-page count)', () => {
  it.each([
    [0, 20, false],
    [19, 20, false],
    [20, 20, false],
    [21, 20, true],
    [500, 20, true],
  ])('total %i, per page %i -> %s', (total, perPage, shown) => {
    expect(shouldShowPagination(normalizePagination({ meta: { total, per_page: perPage } }))).toBe(
      shown,
    );
  });
});
