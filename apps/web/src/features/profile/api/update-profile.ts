import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateProfileRequest } from '@portal/shared/contracts/auth';
import { api } from '../../../lib/api-client';
import { setSessionUser } from '../../../lib/auth';
import { profileQueryKey, ZProfileResponse } from './get-profile';

export function updateProfile(body: TUpdateProfileRequest) {
  return api.patch('/api/profile', body, { schema: ZProfileResponse });
}

export function useUpdateProfile({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (data) => {
      queryClient.setQueryData(profileQueryKey, data);
      // The header shows the name from the session, which must follow the change at once.
      setSessionUser(queryClient, data.user);
      onSuccess?.();
    },
  });
}
