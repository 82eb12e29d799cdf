import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { ZPerson } from '@portal/shared/contracts/people';
import { api } from '../../../lib/api-client';
import { adminQuery, PEOPLE_PAGE_SIZE, peopleKeys, type TAdminFilter } from './query-keys';

const ZPersonPage = zPaginated(ZPerson);

export function getAdmins(filter: TAdminFilter) {
  return api.get('/api/admin/admins', {
    query: { page: filter.page, per_page: PEOPLE_PAGE_SIZE, ...adminQuery(filter) },
    schema: ZPersonPage,
  });
}

export function useAdmins(filter: TAdminFilter) {
  return useQuery({
    queryKey: peopleKeys.admins(filter),
    queryFn: () => getAdmins(filter),
    placeholderData: keepPreviousData,
  });
}
