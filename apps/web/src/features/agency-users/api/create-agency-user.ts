import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAgencyUser, type TCreateAgencyUserRequest } from '@portal/shared/contracts/agency-users';
import { api } from '../../../lib/api-client';
import { agencyUserKeys } from './query-keys';

export function createAgencyUser(body: TCreateAgencyUserRequest) {
  return api.post('/api/app/users', body, { schema: ZAgencyUser });
}

export function useCreateAgencyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgencyUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyUserKeys.all() }),
  });
}
