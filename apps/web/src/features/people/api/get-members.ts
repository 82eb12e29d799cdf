import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { ZPerson } from '@portal/shared/contracts/people';
import { api } from '../../../lib/api-client';
import { PEOPLE_PAGE_SIZE, peopleKeys, type TOrganisation } from './query-keys';

const ZPersonPage = zPaginated(ZPerson);

/** Where an agency's or a supplier's users live in the API. */
export function membersPath({ kind, id }: TOrganisation): string {
  return `/api/admin/${kind === 'agency' ? 'agencies' : 'suppliers'}/${id}/users`;
}

export function getMembers(organisation: TOrganisation, filter: { page: number; q: string }) {
  return api.get(membersPath(organisation), {
    query: { page: filter.page, per_page: PEOPLE_PAGE_SIZE, q: filter.q.trim() || undefined },
    schema: ZPersonPage,
  });
}

export function useMembers(organisation: TOrganisation, filter: { page: number; q: string }) {
  return useQuery({
    queryKey: peopleKeys.members(organisation, filter),
    queryFn: () => getMembers(organisation, filter),
    placeholderData: keepPreviousData,
  });
}
