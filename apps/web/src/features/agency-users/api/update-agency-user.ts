import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAgencyUser, type TUpdateAgencyUserRequest } from '@portal/shared/contracts/agency-users';
import { api } from '../../../lib/api-client';
import { agencyUserKeys } from './query-keys';

export function updateAgencyUser({ id, body }: { id: number; body: TUpdateAgencyUserRequest }) {
  return api.patch(`/api/app/users/${id}`, body, { schema: ZAgencyUser });
}

export function useUpdateAgencyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgencyUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyUserKeys.all() }),
  });
}
