import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZLoginResponse,
  type TLoginRequest,
  type TSessionUser,
} from '@portal/shared/contracts/auth';
import { api } from '../../../lib/api-client';
import { clearSession, setSessionUser } from '../../../lib/auth';

export function login(body: TLoginRequest) {
  return api.post('/api/auth/login', body, { schema: ZLoginResponse });
}

export function useLogin({ onSuccess }: { onSuccess: (user: TSessionUser) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      // Nothing cached for a previous user may leak into the new session.
      clearSession(queryClient);
      setSessionUser(queryClient, user);
      onSuccess(user);
    },
  });
}
