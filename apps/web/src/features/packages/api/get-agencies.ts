import { useQuery } from '@tanstack/react-query';
import { ZAgencyPricingItem, zDataList } from '@portal/shared/contracts/catalogue-api';
import { api } from '../../../lib/api-client';
import { packageKeys } from './query-keys';

const ZAgencyList = zDataList(ZAgencyPricingItem);

/** Agencies and their pricing models, to price a package as one of them would see it. */
export function getAgencies() {
  return api.get('/api/admin/agency-pricing', { schema: ZAgencyList });
}

export function useAgencies({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: packageKeys.agencies(),
    queryFn: getAgencies,
    enabled,
    staleTime: 5 * 60_000,
  });
}
