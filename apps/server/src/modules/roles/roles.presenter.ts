import type { TPermissionEntry, TRoleView } from '@portal/shared/contracts/roles';
import { csvText, toCsv } from '../../lib/csv';
import { PERMISSIONS } from '@portal/shared/domain/permissions';
import { USER_KINDS } from '@portal/shared/domain/user-kinds';
import { isDefaultRole } from './roles.policy';
import type { TRoleRow } from './roles.repository';

export function presentRole(row: TRoleRow): TRoleView {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    label: row.label,
    isDefault: isDefaultRole(row.name),
    permissions: [...row.permissions],
    userCount: row.userCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every permission the server checks, in PERMISSIONS order, with the roles that grant it. */
export function presentPermissionList(roles: TRoleRow[]): TPermissionEntry[] {
  return USER_KINDS.flatMap((kind) =>
    PERMISSIONS[kind].map((name) => ({
      name,
      kind,
      roles: roles
        .filter((role) => role.kind === kind && role.permissions.includes(name))
        .map((role) => ({ id: role.id, name: role.name, label: role.label })),
    })),
  );
}

function cell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toRolesCsv(rows: TRoleRow[]): string {
  const header = ['Name', 'Kind', 'Label', 'Default', 'Users', 'Permissions'];
  const body = rows.map((row) =>
    [
      cell(row.name),
      row.kind,
      cell(row.label),
      isDefaultRole(row.name) ? 'yes' : 'no',
      String(row.userCount),
      cell(row.permissions.join(' ')),
    ].join(','),
  );
  return `${[header.join(','), ...body].join('\r\n')}\r\n`;
}

/** The permissions list as a CSV: one row per permission, with the roles that grant it. */
export function toPermissionsCsv(entries: TPermissionEntry[]): string {
  return toCsv(
    ['Permission', 'Kind', 'Roles'],
    entries.map((entry) => [
      csvText(entry.name),
      csvText(entry.kind),
      csvText(entry.roles.map((role) => role.label).join('; ')),
    ]),
  );
}
