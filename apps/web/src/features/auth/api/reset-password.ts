import { useMutation } from '@tanstack/react-query';
import { ZMessageResponse, type TResetPasswordRequest } from '@portal/shared/contracts/auth';
import { api } from '../../../lib/api-client';

export function resetPassword(body: TResetPasswordRequest) {
  return api.post('/api/auth/reset-password', body, { schema: ZMessageResponse });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
