import { useQueryClient } from '@tanstack/react-query';
import type { TSessionUser } from '@portal/shared/contracts/auth';
import { clearSession, setSessionUser } from '../../../lib/auth';

/** After a sign-in inside the app: forget the previous session's data and keep the new user. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (user: TSessionUser) => {
    // Nothing cached for a previous user may leak into the new session.
    clearSession(queryClient);
    setSessionUser(queryClient, user);
  };
}
