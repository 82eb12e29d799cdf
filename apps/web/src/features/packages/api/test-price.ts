import { useMutation } from '@tanstack/react-query';
import type { ZTestPriceRequest } from '@portal/shared/contracts/catalogue-api';
import { ZPricedQuote } from '@portal/shared/contracts/pricing';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type TTestPriceBody = z.input<typeof ZTestPriceRequest>;

/** Prices a package as the admin test screen shows it: costs, margins and the rules applied. */
export function testPrice({ packageId, body }: { packageId: number; body: TTestPriceBody }) {
  return api.post(`/api/admin/packages/${packageId}/test-price`, body, { schema: ZPricedQuote });
}

export function useTestPrice() {
  return useMutation({ mutationFn: testPrice });
}
