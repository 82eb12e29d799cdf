import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { ZMeResponse, ZMessageResponse, type TSessionUser } from '@portal/shared/contracts/auth';
import { api } from './api-client';
import { permissionStore } from './authorization';
import { settingsQueryKey } from './settings';
import { realtime } from './realtime';

/** The signed-in user, shared by the route guards, the area shells and every feature. */

export const meQueryKey = ['auth', 'me'] as const;

export function getMe() {
  return api.get('/api/auth/me', { schema: ZMeResponse });
}

export function getMeQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });
}

export function useUser(): TSessionUser | null {
  const { data } = useQuery(getMeQueryOptions());
  return data?.user ?? null;
}

export function setSessionUser(queryClient: QueryClient, user: TSessionUser) {
  queryClient.setQueryData(meQueryKey, { user });
}

/**
 * Forgets everything that belonged to the previous user: their identity, their permissions and
 * every cached answer except the public settings.
 */
export function clearSession(queryClient: QueryClient) {
  permissionStore.reset();
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== settingsQueryKey[0],
  });
  queryClient.setQueryData(meQueryKey, { user: null });
  // Channel authorisations belong to the old session; the next subscription signs in afresh.
  realtime.reset();
}

export function logout() {
  return api.post('/api/auth/logout', undefined, { schema: ZMessageResponse });
}

export function useLogout({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Even when the server call fails, this tab must stop acting as the signed-in user.
    onSettled: () => {
      clearSession(queryClient);
      onSettled?.();
    },
  });
}
