import type { z } from 'zod';
import { organisationUserSchemas } from './organisation-users';

/**
 * Supplier users (issue 7, supplier app "users"): a supplier administrator manages the colleagues
 * of their own supplier, exactly as an agency administrator does (contracts/organisation-users.ts).
 * GET    /api/supplier/users?q&page&per_page -> zPaginated(ZSupplierUser)
 * GET    /api/supplier/users/:id             -> ZSupplierUser (another supplier's user: 404)
 * POST   /api/supplier/users                 ZCreateSupplierUserRequest -> ZSupplierUser (201); the
 *        new user gets an invitation email with a set-password link (a password-reset token)
 * PATCH  /api/supplier/users/:id             ZUpdateSupplierUserRequest -> ZSupplierUser;
 *        `active: false` disables (a supplier admin cannot disable themselves or drop their own
 *        admin role: 422)
 */
export const SUPPLIER_USER_ROLES = ['supplier-user', 'supplier-admin'] as const;
const schemas = organisationUserSchemas(SUPPLIER_USER_ROLES);

export const ZSupplierUserRole = schemas.ZRole;
export type TSupplierUserRole = z.infer<typeof ZSupplierUserRole>;

export const ZSupplierUser = schemas.ZUser;
export type TSupplierUser = z.infer<typeof ZSupplierUser>;

export const ZCreateSupplierUserRequest = schemas.ZCreateRequest;
export type TCreateSupplierUserRequest = z.infer<typeof ZCreateSupplierUserRequest>;

export const ZUpdateSupplierUserRequest = schemas.ZUpdateRequest;
export type TUpdateSupplierUserRequest = z.infer<typeof ZUpdateSupplierUserRequest>;
