import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { ZRoleView } from '@portal/shared/contracts/roles';
import { api } from '../../../lib/api-client';
import { roleKeys, roleListQuery, ROLES_PAGE_SIZE, type TRoleListFilter } from './query-keys';

const ZRolePage = zPaginated(ZRoleView);

export function getRoles(filter: TRoleListFilter) {
  return api.get('/api/admin/roles', {
    query: { ...roleListQuery(filter), page: filter.page, per_page: ROLES_PAGE_SIZE },
    schema: ZRolePage,
  });
}

export function useRoles(filter: TRoleListFilter) {
  return useQuery({
    queryKey: roleKeys.list(filter),
    queryFn: () => getRoles(filter),
    placeholderData: keepPreviousData,
  });
}
