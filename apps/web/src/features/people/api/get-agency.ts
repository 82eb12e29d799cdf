import { useQuery } from '@tanstack/react-query';
import { ZAdminAgency } from '@portal/shared/contracts/people';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './query-keys';

export function getAgency(id: number) {
  return api.get(`/api/admin/agencies/${id}`, { schema: ZAdminAgency });
}

export function useAgency(id: number) {
  return useQuery({ queryKey: peopleKeys.agency(id), queryFn: () => getAgency(id) });
}
