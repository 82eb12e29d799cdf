import { z } from 'zod';
import { ZIdParams } from './primitives';
import { USER_KINDS } from '../domain/user-kinds';
import { ZPageQuery } from './pagination';

/**
 * Roles and the permissions list (issue 9, SPEC section 6). Every route needs `roles.manage`.
 *
 * GET    /api/admin/roles?kind&q&page&per_page -> zPaginated(ZRoleView)
 * GET    /api/admin/roles/export.csv (same filters)
 * POST   /api/admin/roles        ZCreateRoleRequest -> ZRoleView (201)
 * GET    /api/admin/roles/:id    -> ZRoleView
 * PUT    /api/admin/roles/:id    ZUpdateRoleRequest -> ZRoleView (a default role keeps its name)
 * DELETE /api/admin/roles/:id    -> 204 (only a role nobody holds and not a default role)
 * GET    /api/admin/permissions  -> ZPermissionEntry[] (every name the server checks, per kind)
 */

export const ROLE_LIMITS = { name: 60, label: 120, q: 100, permissions: 200 } as const;

/** Lower-case words joined by dashes: "night-auditor". The name is what is(role) checks. */
export const ROLE_NAME_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export const ZRoleKind = z.enum(USER_KINDS);

export const ZRoleListQuery = ZPageQuery.extend({
  kind: ZRoleKind.optional(),
  q: z.string().trim().max(ROLE_LIMITS.q).optional(),
});
export type TRoleListQuery = z.infer<typeof ZRoleListQuery>;

export const ZRoleIdParams = ZIdParams;
export type TRoleIdParams = z.infer<typeof ZRoleIdParams>;

export const ZRoleView = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: ZRoleKind,
  label: z.string(),
  /** A seeded role: its name is fixed and it cannot be deleted. */
  isDefault: z.boolean(),
  permissions: z.array(z.string()),
  userCount: z.number().int(),
  createdAt: z.string(),
});
export type TRoleView = z.infer<typeof ZRoleView>;

const ZPermissionNames = z
  .array(z.string().trim().min(1).max(80))
  .max(ROLE_LIMITS.permissions)
  .transform((names) => [...new Set(names)].sort());

const ZRoleLabel = z.string().trim().min(1, 'Enter a label').max(ROLE_LIMITS.label);

export const ZCreateRoleRequest = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Enter a name')
    .max(ROLE_LIMITS.name)
    .regex(ROLE_NAME_PATTERN, 'Use lower-case letters, digits and dashes'),
  kind: ZRoleKind,
  label: ZRoleLabel,
  permissions: ZPermissionNames,
});
export type TCreateRoleRequest = z.input<typeof ZCreateRoleRequest>;

export const ZUpdateRoleRequest = z.object({
  /** Ignored for a default role unless unchanged. */
  name: ZCreateRoleRequest.shape.name.optional(),
  label: ZRoleLabel,
  permissions: ZPermissionNames,
});
export type TUpdateRoleRequest = z.input<typeof ZUpdateRoleRequest>;

export const ZPermissionEntry = z.object({
  name: z.string(),
  kind: ZRoleKind,
  roles: z.array(z.object({ id: z.number().int(), name: z.string(), label: z.string() })),
});
export type TPermissionEntry = z.infer<typeof ZPermissionEntry>;
