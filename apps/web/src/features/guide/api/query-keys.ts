/** Query keys of the guide: a save or delete invalidates every list and article. */
export const guideKeys = {
  all: ['guide'] as const,
  lists: () => [...guideKeys.all, 'list'] as const,
  list: (filter: object) => [...guideKeys.lists(), filter] as const,
  categories: () => [...guideKeys.all, 'categories'] as const,
  article: (id: number) => [...guideKeys.all, 'article', id] as const,
  versions: (id: number, page: number) => [...guideKeys.all, 'versions', id, page] as const,
};

export const GUIDE_PAGE_SIZE = 20;

export interface TGuideFilter {
  page: number;
  q: string;
  category: string;
}

export function guideQuery({ q, category }: Omit<TGuideFilter, 'page'>) {
  return { q: q.trim() || undefined, category: category || undefined };
}
