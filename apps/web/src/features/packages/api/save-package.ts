import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPackage, type ZCreatePackageRequest } from '@portal/shared/contracts/catalogue';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { packageKeys } from './query-keys';

export type TCreatePackageBody = z.input<typeof ZCreatePackageRequest>;

export function createPackage(body: TCreatePackageBody) {
  return api.post('/api/admin/packages', body, { schema: ZPackage });
}

/** Sends the whole package: the server replaces the days with the ones sent. */
export function updatePackage({ id, body }: { id: number; body: TCreatePackageBody }) {
  return api.patch(`/api/admin/packages/${id}`, body, { schema: ZPackage });
}

export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TCreatePackageBody }) =>
      id === null ? createPackage(body) : updatePackage({ id, body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(packageKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: [...packageKeys.all, 'list'] });
      await queryClient.invalidateQueries({ queryKey: [...packageKeys.all, 'options'] });
    },
  });
}
