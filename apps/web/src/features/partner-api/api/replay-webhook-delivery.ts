import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZWebhookDeliveryDetail } from '@portal/shared/contracts/partner-api';
import { api } from '../../../lib/api-client';
import { partnerApiKeys, type TPartnerApiBase } from './query-keys';

export function replayWebhookDelivery(base: TPartnerApiBase, id: number) {
  return api.post(`${base}/webhook-deliveries/${id}/replay`, undefined, {
    schema: ZWebhookDeliveryDetail,
  });
}

/**
 * Sends a delivery again. The answer is the delivery as it now stands (its new attempt listed),
 * so the open detail takes it as it is; the lists reload for the new status and attempt count.
 */
export function useReplayWebhookDelivery(base: TPartnerApiBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => replayWebhookDelivery(base, id),
    onSuccess: async (detail) => {
      queryClient.setQueryData(partnerApiKeys.delivery(base, detail.id), detail);
      await queryClient.invalidateQueries({ queryKey: partnerApiKeys.deliveryLists(base) });
    },
  });
}
