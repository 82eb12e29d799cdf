/**
 * What an organisation's administrator may not do to their own account, so an agency or a
 * supplier never locks itself out.
 */
export function selfChangeError(
  actorId: number,
  targetId: number,
  changes: { active?: boolean | undefined; role?: string | undefined },
  adminRole: string,
): { field: 'active' | 'role'; message: string } | null {
  if (actorId !== targetId) return null;
  if (changes.active === false) {
    return { field: 'active', message: 'You cannot disable your own account.' };
  }
  if (changes.role !== undefined && changes.role !== adminRole) {
    return { field: 'role', message: 'You cannot remove your own administrator role.' };
  }
  return null;
}
