import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZApiKey } from '@portal/shared/contracts/partner-api';
import { api } from '../../../lib/api-client';
import { partnerApiKeys } from './query-keys';

export function revokeApiKey(id: number) {
  return api.post(`/api/app/api-keys/${id}/revoke`, undefined, { schema: ZApiKey });
}

/** Revokes a key for good: the systems using it are refused from their next call. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerApiKeys.apiKeys() }),
  });
}
