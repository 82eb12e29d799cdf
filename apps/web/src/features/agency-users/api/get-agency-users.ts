import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAgencyUser } from '@portal/shared/contracts/agency-users';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { api } from '../../../lib/api-client';
import { AGENCY_USERS_PAGE_SIZE, agencyUserKeys } from './query-keys';

const ZAgencyUserPage = zPaginated(ZAgencyUser);

export interface TAgencyUserFilter {
  page: number;
  /** Part of a name, email or username. */
  q: string;
}

export function getAgencyUsers({ page, q }: TAgencyUserFilter) {
  return api.get('/api/app/users', {
    query: { page, per_page: AGENCY_USERS_PAGE_SIZE, q: q.trim() || undefined },
    schema: ZAgencyUserPage,
  });
}

export function getAgencyUsersQueryOptions(filter: TAgencyUserFilter) {
  return queryOptions({
    queryKey: agencyUserKeys.list(filter),
    queryFn: () => getAgencyUsers(filter),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAgencyUsers(filter: TAgencyUserFilter) {
  return useQuery(getAgencyUsersQueryOptions(filter));
}
