import { requirePermission } from '../../plugins/auth';

/** Agency administrators manage the agents of their own agency; plain agents may not. */
export const agencyUsersPolicy = {
  manage: requirePermission('agency-users.manage'),
};

/** What an agency admin may not do to their own account, so an agency never locks itself out. */
export function selfChangeError(
  actorId: number,
  targetId: number,
  changes: { active?: boolean | undefined; role?: string | undefined },
): { field: 'active' | 'role'; message: string } | null {
  if (actorId !== targetId) return null;
  if (changes.active === false) {
    return { field: 'active', message: 'You cannot disable your own account.' };
  }
  if (changes.role !== undefined && changes.role !== 'agency-admin') {
    return { field: 'role', message: 'You cannot remove your own administrator role.' };
  }
  return null;
}
