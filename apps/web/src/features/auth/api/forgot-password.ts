import { useMutation } from '@tanstack/react-query';
import { ZMessageResponse, type TForgotPasswordRequest } from '@portal/shared/contracts/auth';
import { api } from '../../../lib/api-client';

/** Always answers "Password Reset Sent": the server never reveals whether the username exists. */
export function requestPasswordReset(body: TForgotPasswordRequest) {
  return api.post('/api/auth/forgot-password', body, { schema: ZMessageResponse });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
