import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminAgency, type TAgencyInputBody } from '@portal/shared/contracts/people';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './query-keys';

/** Creates an agency (no id) or saves an existing one. */
export function saveAgency({ id, body }: { id: number | null; body: TAgencyInputBody }) {
  return id === null
    ? api.post('/api/admin/agencies', body, { schema: ZAdminAgency })
    : api.patch(`/api/admin/agencies/${id}`, body, { schema: ZAdminAgency });
}

export function useSaveAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgency,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all() }),
  });
}
