import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSupplier, type ZCreateSupplierRequest } from '@portal/shared/contracts/catalogue';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

export type TCreateSupplierBody = z.input<typeof ZCreateSupplierRequest>;

export function createSupplier(body: TCreateSupplierBody) {
  return api.post('/api/admin/suppliers', body, { schema: ZSupplier });
}

export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.suppliers() }),
  });
}
