import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminAgency, type TAdminAgency } from '@portal/shared/contracts/people';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './query-keys';

export function removeAgencyLogo(id: number) {
  return api.delete(`/api/admin/agencies/${id}/logo`, { schema: ZAdminAgency });
}

export function useRemoveAgencyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAgencyLogo,
    onSuccess: (agency: TAdminAgency) => {
      queryClient.setQueryData(peopleKeys.agency(agency.id), agency);
      return queryClient.invalidateQueries({ queryKey: peopleKeys.all() });
    },
  });
}
