import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZAdminWebhookDelivery,
  ZWebhookDelivery,
  type TAdminWebhookDelivery,
  type TWebhookDelivery,
} from '@portal/shared/contracts/partner-api';
import { zPaginated, type TPaginated } from '@portal/shared/contracts/pagination';
import { api } from '../../../lib/api-client';
import {
  partnerApiKeys,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  type TPartnerApiBase,
  type TWebhookDeliveryFilter,
} from './query-keys';

const ZWebhookDeliveryPage = zPaginated(ZWebhookDelivery);
const ZAdminWebhookDeliveryPage = zPaginated(ZAdminWebhookDelivery);

/** A row of either list: the back office's also names whose endpoint the delivery went to. */
export type TListedWebhookDelivery = TWebhookDelivery &
  Partial<Pick<TAdminWebhookDelivery, 'agencyId' | 'agencyName'>>;

/**
 * One endpoint's deliveries (`…/webhooks/:id/deliveries`) or, in the back office only, every
 * agency's (`/api/admin/webhook-deliveries`); newest first, as the server orders them.
 */
export function getWebhookDeliveries(
  base: TPartnerApiBase,
  filter: TWebhookDeliveryFilter,
): Promise<TPaginated<TListedWebhookDelivery>> {
  const query = {
    page: filter.page,
    per_page: WEBHOOK_DELIVERIES_PAGE_SIZE,
    status: filter.status ?? undefined,
  };
  if (filter.endpointId === 'all') {
    return api.get('/api/admin/webhook-deliveries', {
      query: { ...query, agencyId: filter.agencyId ?? undefined },
      schema: ZAdminWebhookDeliveryPage,
    });
  }
  return api.get(`${base}/webhooks/${filter.endpointId}/deliveries`, {
    query,
    schema: ZWebhookDeliveryPage,
  });
}

export function getWebhookDeliveriesQueryOptions(
  base: TPartnerApiBase,
  filter: TWebhookDeliveryFilter,
) {
  return queryOptions({
    queryKey: partnerApiKeys.deliveryList(base, filter),
    queryFn: () => getWebhookDeliveries(base, filter),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useWebhookDeliveries(base: TPartnerApiBase, filter: TWebhookDeliveryFilter) {
  return useQuery(getWebhookDeliveriesQueryOptions(base, filter));
}
