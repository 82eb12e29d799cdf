import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZLocation,
  type TUpdateLocationRequest,
  type ZCreateLocationRequest,
} from '@portal/shared/contracts/catalogue';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { allLocationsQueryKey } from '../../../lib/catalogue-lookups';
import { catalogueKeys } from './query-keys';

export type TCreateLocationBody = z.input<typeof ZCreateLocationRequest>;

export function createLocation(body: TCreateLocationBody) {
  return api.post('/api/admin/locations', body, { schema: ZLocation });
}

export function updateLocation({ id, body }: { id: number; body: TUpdateLocationRequest }) {
  return api.patch(`/api/admin/locations/${id}`, body, { schema: ZLocation });
}

/** Creates (no id) or updates a location; the lists and every location picker reload. */
export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TCreateLocationBody }) =>
      id === null ? createLocation(body) : updateLocation({ id, body }),
    onSuccess: async (location) => {
      queryClient.setQueryData(catalogueKeys.location(location.id), location);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.locations() }),
        queryClient.invalidateQueries({ queryKey: allLocationsQueryKey }),
      ]);
    },
  });
}
