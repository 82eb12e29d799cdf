import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSetAvailabilityResponse,
  type ZSetAvailabilityRequest,
} from '@portal/shared/contracts/catalogue-api';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

export type TSetAvailabilityBody = z.input<typeof ZSetAvailabilityRequest>;

export function setAvailability({
  productId,
  body,
}: {
  productId: number;
  body: TSetAvailabilityBody;
}) {
  return api.put(`/api/admin/products/${productId}/availability`, body, {
    schema: ZSetAvailabilityResponse,
  });
}

export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAvailability,
    onSuccess: (_result, { productId }) =>
      queryClient.invalidateQueries({ queryKey: catalogueKeys.productAvailability(productId) }),
  });
}
