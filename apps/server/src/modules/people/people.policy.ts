import { requirePermission } from '../../plugins/auth';

/** Everything about people (users, agencies, administrators) is one back-office permission. */
export const peoplePolicy = {
  manage: requirePermission('people.manage'),
};

export const SELF_DISABLE_MESSAGE = 'You cannot disable your own account.';
export const SELF_ROLES_MESSAGE = 'You cannot change your own roles.';

/** What an administrator may not do to their own account, so the back office never locks itself out. */
export function selfChangeError(
  actorId: number,
  targetId: number,
  changes: { active?: boolean | undefined; roles?: readonly string[] | undefined },
  currentRoles: readonly string[],
): { field: 'active' | 'roles'; message: string } | null {
  if (actorId !== targetId) return null;
  if (changes.active === false) return { field: 'active', message: SELF_DISABLE_MESSAGE };
  if (changes.roles !== undefined) {
    const same =
      changes.roles.length === currentRoles.length &&
      changes.roles.every((role) => currentRoles.includes(role));
    if (!same) return { field: 'roles', message: SELF_ROLES_MESSAGE };
  }
  return null;
}
