import { useMutation } from '@tanstack/react-query';
import { ZPeopleMessage } from '@portal/shared/contracts/people';
import { api } from '../../../lib/api-client';

export function sendPasswordReset(id: number) {
  return api.post(`/api/admin/users/${id}/password-reset`, undefined, { schema: ZPeopleMessage });
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
