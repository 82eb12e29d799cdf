/**
 * Client- and server-side role and permission checks (SPEC section 6).
 * A query with "|" is satisfied by any of its parts, one with "&" only by all of them.
 * Both checks are false while no permission state is loaded.
 */
export interface TPermissionState {
  roles: string[];
  permissions: string[];
}

function matches(granted: readonly string[] | undefined, query: string): boolean {
  if (!granted) return false;
  const set = new Set(granted);
  if (query.includes('|')) return query.split('|').some((part) => set.has(part.trim()));
  if (query.includes('&')) return query.split('&').every((part) => set.has(part.trim()));
  return set.has(query.trim());
}

export function is(state: TPermissionState | null | undefined, role: string): boolean {
  return matches(state?.roles, role);
}

export function can(state: TPermissionState | null | undefined, permission: string): boolean {
  return matches(state?.permissions, permission);
}
