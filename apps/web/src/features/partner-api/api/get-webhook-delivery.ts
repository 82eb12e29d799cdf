import { useQuery } from '@tanstack/react-query';
import { ZWebhookDeliveryDetail } from '@portal/shared/contracts/partner-api';
import { api } from '../../../lib/api-client';
import { partnerApiKeys, type TPartnerApiBase } from './query-keys';

/** A delivery with its payload and every attempt. */
export function getWebhookDelivery(base: TPartnerApiBase, id: number) {
  return api.get(`${base}/webhook-deliveries/${id}`, { schema: ZWebhookDeliveryDetail });
}

/** `isOpen` false keeps the cached delivery readable (a closing drawer) without reading it again. */
export function useWebhookDelivery(base: TPartnerApiBase, id: number | null, isOpen = true) {
  return useQuery({
    queryKey: partnerApiKeys.delivery(base, id ?? 0),
    queryFn: () => getWebhookDelivery(base, id ?? 0),
    enabled: id !== null && isOpen,
  });
}
