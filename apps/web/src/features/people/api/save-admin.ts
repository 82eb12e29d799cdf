import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZPerson,
  type TInviteAdminRequest,
  type TUpdateAdminRequest,
} from '@portal/shared/contracts/people';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './query-keys';

export type TSaveAdmin =
  | { mode: 'invite'; body: TInviteAdminRequest }
  | { mode: 'update'; id: number; body: TUpdateAdminRequest };

/** Invites an administrator (an email with a set-password link) or edits one. */
export function saveAdmin(input: TSaveAdmin) {
  return input.mode === 'invite'
    ? api.post('/api/admin/admins', input.body, { schema: ZPerson })
    : api.patch(`/api/admin/admins/${input.id}`, input.body, { schema: ZPerson });
}

export function useSaveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all() }),
  });
}
