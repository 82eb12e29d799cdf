import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { partnerApiKeys, type TPartnerApiBase } from './query-keys';

export function deleteWebhookEndpoint(base: TPartnerApiBase, id: number) {
  return api.delete<void>(`${base}/webhooks/${id}`);
}

/** Deletes an endpoint: the list reloads, and so do the delivery lists that named it. */
export function useDeleteWebhookEndpoint(base: TPartnerApiBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteWebhookEndpoint(base, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partnerApiKeys.webhooks(base) }),
        queryClient.invalidateQueries({ queryKey: partnerApiKeys.deliveryLists(base) }),
      ]),
  });
}
