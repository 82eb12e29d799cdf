import type { TWebhookDeliveryStatus } from '@portal/shared/contracts/partner-api';

/**
 * Where the webhook screens talk to: the agency's own endpoints (`partner-api.manage`) or the
 * operator's (`webhooks.manage`). The routes are the same under both prefixes.
 */
export type TPartnerApiBase = '/api/app' | '/api/admin';

export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;

export interface TWebhookDeliveryFilter {
  /** One endpoint's deliveries, or every delivery of every agency (back office only). */
  endpointId: number | 'all';
  page: number;
  status: TWebhookDeliveryStatus | null;
  /** With `endpointId: 'all'`: one agency's deliveries only. */
  agencyId: number | null;
}

/**
 * Query keys of the partner API screens. The two prefixes are cached apart: a back-office user's
 * endpoints are not an agency's.
 */
export const partnerApiKeys = {
  all: ['partner-api'] as const,
  apiKeys: () => [...partnerApiKeys.all, 'api-keys'] as const,
  webhooks: (base: TPartnerApiBase) => [...partnerApiKeys.all, base, 'webhooks'] as const,
  deliveries: (base: TPartnerApiBase) => [...partnerApiKeys.all, base, 'deliveries'] as const,
  deliveryLists: (base: TPartnerApiBase) => [...partnerApiKeys.deliveries(base), 'list'] as const,
  deliveryList: (base: TPartnerApiBase, filter: TWebhookDeliveryFilter) =>
    [...partnerApiKeys.deliveryLists(base), filter] as const,
  delivery: (base: TPartnerApiBase, id: number) =>
    [...partnerApiKeys.deliveries(base), 'detail', id] as const,
};
