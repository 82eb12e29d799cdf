import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZUserPreferences, type TUserPreferences } from '@portal/shared/contracts/profile';
import { api } from '../../../lib/api-client';

export const preferencesQueryKey = ['profile', 'preferences'] as const;

export function usePreferences() {
  return useQuery({
    queryKey: preferencesQueryKey,
    queryFn: () => api.get('/api/profile/preferences', { schema: ZUserPreferences }),
  });
}

export function useUpdatePreferences({
  onSuccess,
}: { onSuccess?: (data: TUserPreferences) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUserPreferences) =>
      api.put('/api/profile/preferences', body, { schema: ZUserPreferences }),
    onSuccess: (data) => {
      queryClient.setQueryData(preferencesQueryKey, data);
      onSuccess?.(data);
    },
  });
}
