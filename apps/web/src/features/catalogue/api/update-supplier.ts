import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSupplier, type TUpdateSupplierRequest } from '@portal/shared/contracts/catalogue';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

export function updateSupplier({ id, body }: { id: number; body: TUpdateSupplierRequest }) {
  return api.patch(`/api/admin/suppliers/${id}`, body, { schema: ZSupplier });
}

export function useUpdateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.suppliers() }),
  });
}
