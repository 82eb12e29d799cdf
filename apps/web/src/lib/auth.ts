import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { TMeResponse, TMessageResponse, TSessionUser } from '@portal/shared/contracts/auth';
import { api } from './api-client';
import { permissionStore } from './authorization';
import { settingsQueryKey } from './settings';
import { notifySessionChanged } from './session-events';

/** The signed-in user, shared by the route guards, the area shells and every feature. */

export const meQueryKey = ['auth', 'me'] as const;

/**
 * The calls here are made by the app shell on every page, the login page included, which carries no
 * zod (docs/decisions/012-front-end-budgets.md): the server checks these answers against ZMeResponse
 * and ZMessageResponse before sending them, so they are typed here and not parsed again.
 */
export function getMe() {
  return api.get<TMeResponse>('/api/auth/me');
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
  notifySessionChanged();
}

export function logout() {
  return api.post<TMessageResponse>('/api/auth/logout');
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
