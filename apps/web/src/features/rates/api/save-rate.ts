import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRate, type ZCreateRateRequest } from '@portal/shared/contracts/catalogue';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { rateKeys } from './query-keys';

export type TCreateRateBody = z.input<typeof ZCreateRateRequest>;

export function createRate(body: TCreateRateBody) {
  return api.post('/api/admin/rates', body, { schema: ZRate });
}

export function updateRate({ id, body }: { id: number; body: TCreateRateBody }) {
  return api.patch(`/api/admin/rates/${id}`, body, { schema: ZRate });
}

/** Creates (no id) or updates a rate; every rates list reloads. */
export function useSaveRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TCreateRateBody }) =>
      id === null ? createRate(body) : updateRate({ id, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateKeys.all }),
  });
}
