import type { TUserKind } from '@portal/shared/domain/user-kinds';

export interface TRoleListFilter {
  kind: TUserKind | '';
  q: string;
  page: number;
}

export const ROLES_PAGE_SIZE = 25;

export const roleKeys = {
  all: ['roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (filter: TRoleListFilter) => [...roleKeys.lists(), filter] as const,
  detail: (id: number) => [...roleKeys.all, 'detail', id] as const,
  permissions: () => [...roleKeys.all, 'permissions'] as const,
};

/** The list's query string, shared by the page and its CSV export. */
export function roleListQuery(filter: Omit<TRoleListFilter, 'page'>) {
  return { kind: filter.kind || undefined, q: filter.q || undefined };
}
