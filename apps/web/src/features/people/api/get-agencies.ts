import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { ZAdminAgency } from '@portal/shared/contracts/people';
import { api } from '../../../lib/api-client';
import { agencyQuery, PEOPLE_PAGE_SIZE, peopleKeys, type TAgencyFilter } from './query-keys';

const ZAgencyPage = zPaginated(ZAdminAgency);

export function getAgencies(filter: TAgencyFilter) {
  return api.get('/api/admin/agencies', {
    query: { page: filter.page, per_page: PEOPLE_PAGE_SIZE, ...agencyQuery(filter) },
    schema: ZAgencyPage,
  });
}

export function useAgencies(filter: TAgencyFilter) {
  return useQuery({
    queryKey: peopleKeys.agencies(filter),
    queryFn: () => getAgencies(filter),
    placeholderData: keepPreviousData,
  });
}
