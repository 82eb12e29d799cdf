import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSupplierUser,
  type TCreateSupplierUserRequest,
} from '@portal/shared/contracts/supplier-users';
import { api } from '../../../lib/api-client';
import { supplierUserKeys } from './query-keys';

export function createSupplierUser(body: TCreateSupplierUserRequest) {
  return api.post('/api/supplier/users', body, { schema: ZSupplierUser });
}

export function useCreateSupplierUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupplierUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierUserKeys.all() }),
  });
}
