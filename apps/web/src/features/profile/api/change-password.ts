import { useMutation } from '@tanstack/react-query';
import { ZMessageResponse, type TChangePasswordRequest } from '@portal/shared/contracts/auth';
import { api } from '../../../lib/api-client';

export function changePassword(body: TChangePasswordRequest) {
  return api.put('/api/profile/password', body, { schema: ZMessageResponse });
}

export function useChangePassword({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: changePassword, onSuccess: () => onSuccess?.() });
}
