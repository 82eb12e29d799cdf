import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSupplierUser,
  type TUpdateSupplierUserRequest,
} from '@portal/shared/contracts/supplier-users';
import { api } from '../../../lib/api-client';
import { supplierUserKeys } from './query-keys';

export function updateSupplierUser({ id, body }: { id: number; body: TUpdateSupplierUserRequest }) {
  return api.patch(`/api/supplier/users/${id}`, body, { schema: ZSupplierUser });
}

export function useUpdateSupplierUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplierUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierUserKeys.all() }),
  });
}
