import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWebhookEndpointList } from '@portal/shared/contracts/partner-api';
import { api } from '../../../lib/api-client';
import { partnerApiKeys, type TPartnerApiBase } from './query-keys';

/** The endpoints of the agency (`/api/app`) or of the operator (`/api/admin`). */
export function getWebhookEndpoints(base: TPartnerApiBase) {
  return api.get(`${base}/webhooks`, { schema: ZWebhookEndpointList });
}

export function getWebhookEndpointsQueryOptions(base: TPartnerApiBase) {
  return queryOptions({
    queryKey: partnerApiKeys.webhooks(base),
    queryFn: () => getWebhookEndpoints(base),
  });
}

export function useWebhookEndpoints(base: TPartnerApiBase) {
  return useQuery(getWebhookEndpointsQueryOptions(base));
}
