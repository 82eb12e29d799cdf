import {
  WEBHOOK_DELIVERY_STATUSES,
  type TWebhookDeliveryStatus,
} from '@portal/shared/contracts/partner-api';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type TWebhooksTab = 'endpoints' | 'deliveries';

function readId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readStatus(value: string | null): TWebhookDeliveryStatus | null {
  return WEBHOOK_DELIVERY_STATUSES.find((status) => status === value) ?? null;
}

/**
 * What the webhooks screen shows, kept in the address so a delivery can be linked to and the back
 * button walks back through it: `tab` (back office), `endpoint` (one endpoint and its deliveries),
 * `status`, `agency` (back office) and `page` of the deliveries list, and `delivery` (the open
 * detail).
 */
export function useWebhookParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const update = useCallback(
    (changes: Record<string, string | null>, options: { replace?: boolean } = {}) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      }, options),
    [setSearchParams],
  );

  const tabParam = searchParams.get('tab');
  const endpointParam = searchParams.get('endpoint');
  const deliveryParam = searchParams.get('delivery');
  const statusParam = searchParams.get('status');
  const agencyParam = searchParams.get('agency');
  const pageParam = searchParams.get('page');

  return useMemo(
    () => ({
      tab: (tabParam === 'deliveries' ? 'deliveries' : 'endpoints') as TWebhooksTab,
      endpointId: readId(endpointParam),
      deliveryId: readId(deliveryParam),
      status: readStatus(statusParam),
      agencyId: readId(agencyParam),
      page: readPage(pageParam),
      selectTab: (tab: TWebhooksTab) =>
        update({
          tab: tab === 'endpoints' ? null : tab,
          endpoint: null,
          delivery: null,
          status: null,
          agency: null,
          page: null,
        }),
      openEndpoint: (id: number | null) =>
        update({
          endpoint: id === null ? null : String(id),
          delivery: null,
          status: null,
          agency: null,
          page: null,
        }),
      openDelivery: (id: number | null) => update({ delivery: id === null ? null : String(id) }),
      setStatus: (status: TWebhookDeliveryStatus | null) =>
        update({ status, page: null }, { replace: true }),
      setAgency: (id: number | null) =>
        update({ agency: id === null ? null : String(id), page: null }),
      setPage: (page: number) => update({ page: page > 1 ? String(page) : null }),
    }),
    [tabParam, endpointParam, deliveryParam, statusParam, agencyParam, pageParam, update],
  );
}
