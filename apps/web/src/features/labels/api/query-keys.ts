/** Query keys of labels: a save invalidates every list, the pickers and the files' labels. */
export const labelKeys = {
  all: ['labels'] as const,
  lists: () => [...labelKeys.all, 'list'] as const,
  list: (filter: object) => [...labelKeys.lists(), filter] as const,
  options: () => [...labelKeys.all, 'options'] as const,
  files: () => [...labelKeys.all, 'file'] as const,
  file: (reference: string) => [...labelKeys.files(), reference] as const,
};

export const LABELS_PAGE_SIZE = 20;

export interface TLabelFilter {
  page: number;
  q: string;
}

export function labelQuery({ q }: Omit<TLabelFilter, 'page'>) {
  return { q: q.trim() || undefined };
}
