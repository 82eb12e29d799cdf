import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZCreatedApiKey,
  type TCreateApiKeyRequestInput,
} from '@portal/shared/contracts/partner-api';
import { api } from '../../../lib/api-client';
import { partnerApiKeys } from './query-keys';

export function createApiKey(body: TCreateApiKeyRequestInput) {
  return api.post('/api/app/api-keys', body, { schema: ZCreatedApiKey });
}

/**
 * Makes a key. The answer carries the whole key, once: it is handed to the caller only and never
 * written into the list's cache, which reloads from the server (prefixes only).
 */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerApiKeys.apiKeys() }),
  });
}
