import { useQuery } from '@tanstack/react-query';
import { ZPerson } from '@portal/shared/contracts/people';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './query-keys';

export function getAdmin(id: number) {
  return api.get(`/api/admin/admins/${id}`, { schema: ZPerson });
}

export function useAdmin(id: number) {
  return useQuery({ queryKey: peopleKeys.admin(id), queryFn: () => getAdmin(id) });
}
