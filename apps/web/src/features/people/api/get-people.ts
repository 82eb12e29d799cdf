import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { ZPerson } from '@portal/shared/contracts/people';
import { api } from '../../../lib/api-client';
import { PEOPLE_PAGE_SIZE, peopleKeys, peopleQuery, type TPeopleFilter } from './query-keys';

const ZPersonPage = zPaginated(ZPerson);

export function getPeople(filter: TPeopleFilter) {
  return api.get('/api/admin/users', {
    query: { page: filter.page, per_page: PEOPLE_PAGE_SIZE, ...peopleQuery(filter) },
    schema: ZPersonPage,
  });
}

export function usePeople(filter: TPeopleFilter) {
  return useQuery({
    queryKey: peopleKeys.users(filter),
    queryFn: () => getPeople(filter),
    placeholderData: keepPreviousData,
  });
}
