import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRate } from '@portal/shared/contracts/catalogue';
import { ZAvailabilityCalendar } from '@portal/shared/contracts/catalogue-api';
import { ZSupplierRateProduct } from '@portal/shared/contracts/rate-proposals';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { rateProposalKeys } from './query-keys';

/** The signed-in supplier's own products. */
export function getSupplierRateProducts() {
  return api.get('/api/supplier/rates/products', { schema: z.array(ZSupplierRateProduct) });
}

export function useSupplierRateProducts() {
  return useQuery(
    queryOptions({ queryKey: rateProposalKeys.products(), queryFn: getSupplierRateProducts }),
  );
}

/** A product's current rate seasons, as pricing uses them. */
export function getSupplierProductRates(productId: number) {
  return api.get(`/api/supplier/rates/products/${productId}/rates`, { schema: z.array(ZRate) });
}

export function useSupplierProductRates(productId: number | null) {
  return useQuery({
    queryKey: rateProposalKeys.rates(productId ?? 0),
    queryFn: () => getSupplierProductRates(productId ?? 0),
    enabled: productId !== null,
  });
}

/** A product's availability records (allotments, stop-sells) between two dates. */
export function getSupplierProductAvailability(productId: number, from: string, to: string) {
  return api.get(`/api/supplier/rates/products/${productId}/availability`, {
    query: { from, to },
    schema: ZAvailabilityCalendar,
  });
}

export function useSupplierProductAvailability(productId: number | null, from: string, to: string) {
  return useQuery({
    queryKey: rateProposalKeys.availability(productId ?? 0, from, to),
    queryFn: () => getSupplierProductAvailability(productId ?? 0, from, to),
    enabled: productId !== null,
  });
}
