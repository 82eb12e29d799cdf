export const PEOPLE_PAGE_SIZE = 20;

/** An agency or a supplier, whose users the back office manages. */
export interface TOrganisation {
  kind: 'agency' | 'supplier';
  id: number;
}

export interface TPeopleFilter {
  page: number;
  kind: string;
  active: string;
  q: string;
}

export interface TAgencyFilter {
  page: number;
  brandId: string;
  active: string;
  q: string;
  /** The column sorted by ('' or none: by name) and which way. */
  sort?: string;
  dir?: 'asc' | 'desc';
}

export interface TAdminFilter {
  page: number;
  active: string;
  q: string;
}

function text(value: string): string | undefined {
  return value.trim() || undefined;
}

/** The list filters as the server's query string (empty filters are left out). */
export function peopleQuery(filter: Omit<TPeopleFilter, 'page'>) {
  return { kind: text(filter.kind), active: text(filter.active), q: text(filter.q) };
}

export function agencyQuery(filter: Omit<TAgencyFilter, 'page'>) {
  return {
    brand_id: text(filter.brandId),
    active: text(filter.active),
    q: text(filter.q),
    sort: filter.sort || undefined,
    dir: filter.sort ? filter.dir : undefined,
  };
}

export function adminQuery(filter: Omit<TAdminFilter, 'page'>) {
  return { active: text(filter.active), q: text(filter.q) };
}

export const peopleKeys = {
  all: () => ['people'] as const,
  users: (filter: TPeopleFilter) => ['people', 'users', filter] as const,
  agencies: (filter: TAgencyFilter) => ['people', 'agencies', filter] as const,
  agency: (id: number) => ['people', 'agency', id] as const,
  members: ({ kind, id }: TOrganisation, filter: { page: number; q: string }) =>
    ['people', kind, id, 'users', filter] as const,
  admins: (filter: TAdminFilter) => ['people', 'admins', filter] as const,
  admin: (id: number) => ['people', 'admin', id] as const,
  adminRoles: () => ['people', 'admin-roles'] as const,
};
