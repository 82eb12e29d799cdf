export const SUPPLIER_USERS_PAGE_SIZE = 20;

export const supplierUserKeys = {
  all: () => ['supplier-users'] as const,
  list: (filter: { page: number; q: string }) => ['supplier-users', 'list', filter] as const,
};
