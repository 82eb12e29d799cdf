import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminAgency,
  type TAdminAgency,
  type TUploadAgencyLogoRequest,
} from '@portal/shared/contracts/people';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './query-keys';

/** Sets the logo on the agency's agent-branded client documents. */
export function uploadAgencyLogo({ id, body }: { id: number; body: TUploadAgencyLogoRequest }) {
  return api.put(`/api/admin/agencies/${id}/logo`, body, { schema: ZAdminAgency });
}

export function useUploadAgencyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAgencyLogo,
    onSuccess: (agency: TAdminAgency) => {
      queryClient.setQueryData(peopleKeys.agency(agency.id), agency);
      return queryClient.invalidateQueries({ queryKey: peopleKeys.all() });
    },
  });
}
