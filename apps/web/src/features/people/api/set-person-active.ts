import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPerson } from '@portal/shared/contracts/people';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './query-keys';

export function setPersonActive({ id, active }: { id: number; active: boolean }) {
  return api.patch(`/api/admin/users/${id}`, { active }, { schema: ZPerson });
}

export function useSetPersonActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPersonActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all() }),
  });
}
