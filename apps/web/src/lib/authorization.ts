import { useMemo, useSyncExternalStore } from 'react';
import { can, is, type TPermissionState } from '@portal/shared/domain/authorization';
import { api } from './api-client';

/**
 * The signed-in user's roles and permissions (SPEC section 6). The web app only uses them to hide
 * what the server would refuse anyway; the server enforces every rule itself.
 */

/** SPEC section 7's permission-reload endpoint (outside /api, as the original product had it). */
export const PERMISSION_RELOAD_PATH = '/get-user-permission-to-react';

type TListener = () => void;

let current: TPermissionState | null = null;
const listeners = new Set<TListener>();

function emit() {
  for (const listener of listeners) listener();
}

export const permissionStore = {
  getState: (): TPermissionState | null => current,
  /** Replaces the whole state, as the reload endpoint's answer does. */
  setState(next: TPermissionState | null) {
    current = next;
    emit();
  },
  reset() {
    permissionStore.setState(null);
  },
  subscribe(listener: TListener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/**
 * Unchecked on this side, like every call the app shell makes before a page renders (no zod in the
 * login page's JavaScript, docs/decisions/012-front-end-budgets.md): the server checks the answer
 * against ZPermissionState before sending it.
 */
export async function loadPermissions(): Promise<TPermissionState> {
  const state = await api.get<TPermissionState>(PERMISSION_RELOAD_PATH);
  permissionStore.setState(state);
  return state;
}

export interface TPermissions {
  state: TPermissionState | null;
  /** `is('a|b')`: any of the roles; `is('a&b')`: all of them. False until permissions load. */
  is: (role: string) => boolean;
  /** `can('a|b')`: any of the permissions; `can('a&b')`: all of them. False until they load. */
  can: (permission: string) => boolean;
}

export function usePermissions(): TPermissions {
  const state = useSyncExternalStore(
    permissionStore.subscribe,
    permissionStore.getState,
    permissionStore.getState,
  );
  return useMemo(
    () => ({
      state,
      is: (role: string) => is(state, role),
      can: (permission: string) => can(state, permission),
    }),
    [state],
  );
}
