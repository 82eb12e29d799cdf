import type { TRoleView } from '@portal/shared/contracts/roles';
import { ROLE_LIMITS } from '@portal/shared/contracts/roles';
import { PERMISSIONS } from '@portal/shared/domain/permissions';
import { USER_KINDS, type TUserKind } from '@portal/shared/domain/user-kinds';
import type { TFieldRules } from '@portal/shared/validation/schema';
import type { TSaveRole } from '../api/save-role';

/** The limits ZCreateRoleRequest checks on the server (the name pattern stays there). */
export const ROLE_RULES = {
  label: `required|length:${ROLE_LIMITS.label}`,
  name: `required|min-length:2|length:${ROLE_LIMITS.name}`,
  kind: 'required',
} as const satisfies TFieldRules;

/** The permission that opens each area; a new role starts with it. */
export const AREA_ACCESS_PERMISSIONS: Record<TUserKind, string> = {
  admin: 'admin.access',
  agent: 'app.access',
  supplier: 'supplier.access',
};

export interface TRoleFormValues extends Record<string, unknown> {
  label: string;
  name: string;
  kind: string;
  permissions: string[];
}

export function toRoleValues(role: TRoleView | null): TRoleFormValues {
  return {
    label: role?.label ?? '',
    name: role?.name ?? '',
    kind: role?.kind ?? 'admin',
    permissions: role ? [...role.permissions] : [AREA_ACCESS_PERMISSIONS.admin],
  };
}

function readKind(value: string): TUserKind {
  return (USER_KINDS as readonly string[]).includes(value) ? (value as TUserKind) : 'admin';
}

export function toRoleSave(values: TRoleFormValues, role: TRoleView | null): TSaveRole {
  const kind = role?.kind ?? readKind(values.kind);
  const allowed = new Set<string>(PERMISSIONS[kind]);
  const permissions = values.permissions.filter((name) => allowed.has(name));
  const label = values.label.trim();
  const name = values.name.trim().toLowerCase();
  if (!role) return { mode: 'create', body: { name, kind, label, permissions } };
  return {
    mode: 'update',
    id: role.id,
    body: role.isDefault ? { label, permissions } : { name, label, permissions },
  };
}
