export const AGENCY_USERS_PAGE_SIZE = 20;

export const agencyUserKeys = {
  all: () => ['agency-users'] as const,
  list: (filter: { page: number; q: string }) => ['agency-users', 'list', filter] as const,
};
