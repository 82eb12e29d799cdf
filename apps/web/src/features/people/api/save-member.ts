import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZPerson,
  type TInviteAgencyUserRequest,
  type TInviteSupplierUserRequest,
  type TUpdateAgencyUserByAdminRequest,
  type TUpdateSupplierUserByAdminRequest,
} from '@portal/shared/contracts/people';
import { api } from '../../../lib/api-client';
import { membersPath } from './get-members';
import { peopleKeys, type TOrganisation } from './query-keys';

export type TSaveMember =
  | {
      organisation: TOrganisation;
      mode: 'invite';
      body: TInviteAgencyUserRequest | TInviteSupplierUserRequest;
    }
  | {
      organisation: TOrganisation;
      mode: 'update';
      userId: number;
      body: TUpdateAgencyUserByAdminRequest | TUpdateSupplierUserByAdminRequest;
    };

/** Invites a new user to the agency or supplier (an email with a set-password link) or edits one. */
export function saveMember(input: TSaveMember) {
  const path = membersPath(input.organisation);
  return input.mode === 'invite'
    ? api.post(path, input.body, { schema: ZPerson })
    : api.patch(`${path}/${input.userId}`, input.body, { schema: ZPerson });
}

export function useSaveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all() }),
  });
}
