export const PRIZE_FILTERS = ['tab', 'q', 'active', 'prize_id', 'reference', 'from', 'to'] as const;
export type TPrizeFilters = Record<(typeof PRIZE_FILTERS)[number], string>;

export const PRIZES_PAGE_SIZE = 20;

export const prizeKeys = {
  all: ['prizes'] as const,
  lists: () => [...prizeKeys.all, 'list'] as const,
  list: (query: object) => [...prizeKeys.lists(), query] as const,
  claims: (query: object) => [...prizeKeys.all, 'claims', query] as const,
};

const blank = (value: string) => value.trim() || undefined;

export function prizeQuery(filters: TPrizeFilters) {
  return { q: blank(filters.q), active: blank(filters.active) };
}

export function claimQuery(filters: TPrizeFilters) {
  return {
    prize_id: blank(filters.prize_id),
    reference: blank(filters.reference),
    from: blank(filters.from),
    to: blank(filters.to),
  };
}
