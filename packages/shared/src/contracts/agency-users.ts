import type { z } from 'zod';
import {
  ORGANISATION_USER_LIMITS,
  ORGANISATION_USERNAME_PATTERN,
  organisationUserSchemas,
} from './organisation-users';

/**
 * Agency users (SPEC section 2, "Also" of issue 6): an agency administrator manages the agents of
 * their own agency (the shared rules: contracts/organisation-users.ts).
 * GET    /api/app/users?q&page&per_page -> zPaginated(ZAgencyUser)
 * GET    /api/app/users/:id             -> ZAgencyUser (another agency's user: 404)
 * POST   /api/app/users                 ZCreateAgencyUserRequest -> ZAgencyUser (201); the new user
 *        gets an invitation email with a set-password link (a password-reset token)
 * PATCH  /api/app/users/:id             ZUpdateAgencyUserRequest -> ZAgencyUser; `active: false`
 *        disables (an agency admin cannot disable themselves or drop their own admin role: 422)
 */
export const AGENCY_USER_ROLES = ['agent', 'agency-admin'] as const;
const schemas = organisationUserSchemas(AGENCY_USER_ROLES);

export const ZAgencyUserRole = schemas.ZRole;
export type TAgencyUserRole = z.infer<typeof ZAgencyUserRole>;

/** Names, emails and usernames follow the same rules for every company's users. */
export const AGENCY_USER_LIMITS = ORGANISATION_USER_LIMITS;
export const AGENCY_USERNAME_PATTERN = ORGANISATION_USERNAME_PATTERN;

export const ZAgencyUser = schemas.ZUser;
export type TAgencyUser = z.infer<typeof ZAgencyUser>;

export const ZCreateAgencyUserRequest = schemas.ZCreateRequest;
export type TCreateAgencyUserRequest = z.infer<typeof ZCreateAgencyUserRequest>;

export const ZUpdateAgencyUserRequest = schemas.ZUpdateRequest;
export type TUpdateAgencyUserRequest = z.infer<typeof ZUpdateAgencyUserRequest>;
