import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZWebhookEndpoint,
  type TWebhookEndpointRequestInput,
} from '@portal/shared/contracts/partner-api';
import { api } from '../../../lib/api-client';
import { partnerApiKeys, type TPartnerApiBase } from './query-keys';

export function createWebhookEndpoint(base: TPartnerApiBase, body: TWebhookEndpointRequestInput) {
  return api.post(`${base}/webhooks`, body, { schema: ZWebhookEndpoint });
}

export function updateWebhookEndpoint(
  base: TPartnerApiBase,
  id: number,
  body: TWebhookEndpointRequestInput,
) {
  return api.put(`${base}/webhooks/${id}`, body, { schema: ZWebhookEndpoint });
}

/** Creates (no id) or updates an endpoint; the endpoint list reloads. */
export function useSaveWebhookEndpoint(base: TPartnerApiBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TWebhookEndpointRequestInput }) =>
      id === null ? createWebhookEndpoint(base, body) : updateWebhookEndpoint(base, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerApiKeys.webhooks(base) }),
  });
}
