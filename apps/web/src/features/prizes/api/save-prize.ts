import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminPrize,
  type TPrizeUpdateRequestInput,
  type TPrizeWriteRequestInput,
} from '@portal/shared/contracts/prizes';
import { api } from '../../../lib/api-client';
import { prizeKeys } from './query-keys';

export function createPrize(body: TPrizeWriteRequestInput) {
  return api.post('/api/admin/prizes', body, { schema: ZAdminPrize });
}

export function updatePrize(id: number, body: TPrizeUpdateRequestInput) {
  return api.put(`/api/admin/prizes/${id}`, body, { schema: ZAdminPrize });
}

/** Creates (no id) or updates a prize; every prize list reloads. */
export function useSavePrize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TPrizeUpdateRequestInput }) =>
      id === null ? createPrize(body) : updatePrize(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: prizeKeys.all }),
  });
}
