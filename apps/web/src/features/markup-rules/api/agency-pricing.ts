import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPricingModel } from '@portal/shared/domain/pricing/codes';
import { ZAgencyPricingItem, zDataList } from '@portal/shared/contracts/catalogue-api';
import { api } from '../../../lib/api-client';
import { markupRuleKeys } from './query-keys';

const ZAgencyPricingList = zDataList(ZAgencyPricingItem);

/** Every agency with its pricing model (gross pays commission, net pays cost plus markup). */
export function getAgencyPricing() {
  return api.get('/api/admin/agency-pricing', { schema: ZAgencyPricingList });
}

export function useAgencyPricing() {
  return useQuery({
    queryKey: markupRuleKeys.agencies(),
    queryFn: getAgencyPricing,
    staleTime: 60_000,
  });
}

export function setAgencyPricingModel(agencyId: number, pricingModel: TPricingModel) {
  return api.put(
    `/api/admin/agency-pricing/${agencyId}`,
    { pricingModel },
    { schema: ZAgencyPricingItem },
  );
}

export function useSetAgencyPricingModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agencyId, pricingModel }: { agencyId: number; pricingModel: TPricingModel }) =>
      setAgencyPricingModel(agencyId, pricingModel),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: markupRuleKeys.agencies() }),
  });
}
