import { z } from 'zod';

/**
 * Agency users (SPEC section 2, "Also" of issue 6): an agency administrator manages the agents of
 * their own agency.
 * GET    /api/app/users?q&page&per_page -> zPaginated(ZAgencyUser)
 * GET    /api/app/users/:id             -> ZAgencyUser (another agency's user: 404)
 * POST   /api/app/users                 ZCreateAgencyUserRequest -> ZAgencyUser (201); the new user
 *        gets an invitation email with a set-password link (a password-reset token)
 * PATCH  /api/app/users/:id             ZUpdateAgencyUserRequest -> ZAgencyUser; `active: false`
 *        disables (an agency admin cannot disable themselves or drop their own admin role: 422)
 */
export const AGENCY_USER_ROLES = ['agent', 'agency-admin'] as const;
export const ZAgencyUserRole = z.enum(AGENCY_USER_ROLES);
export type TAgencyUserRole = z.infer<typeof ZAgencyUserRole>;

export const AGENCY_USER_LIMITS = { name: 120, email: 200, usernameMin: 3, username: 60 } as const;

/** Lower-case letters, digits, dots, dashes and underscores: usernames are stored lower-cased. */
export const AGENCY_USERNAME_PATTERN = /^[a-z0-9._-]+$/;

export const ZAgencyUserQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  /** Part of the name, email or username. */
  q: z.string().trim().max(100).optional(),
});
export type TAgencyUserQuery = z.infer<typeof ZAgencyUserQuery>;

export const ZAgencyUserParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const ZAgencyUser = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZAgencyUserRole,
  active: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAgencyUser = z.infer<typeof ZAgencyUser>;

const ZName = z.string().trim().min(1).max(AGENCY_USER_LIMITS.name);
const ZEmail = z.email().trim().max(AGENCY_USER_LIMITS.email);

export const ZCreateAgencyUserRequest = z.object({
  name: ZName,
  email: ZEmail,
  username: z
    .string()
    .trim()
    .toLowerCase()
    .min(AGENCY_USER_LIMITS.usernameMin)
    .max(AGENCY_USER_LIMITS.username)
    .regex(AGENCY_USERNAME_PATTERN, {
      message: 'Use lower-case letters, digits, dots, dashes or underscores.',
    }),
  role: ZAgencyUserRole,
});
export type TCreateAgencyUserRequest = z.infer<typeof ZCreateAgencyUserRequest>;

export const ZUpdateAgencyUserRequest = z
  .object({ name: ZName, email: ZEmail, role: ZAgencyUserRole, active: z.boolean() })
  .partial();
export type TUpdateAgencyUserRequest = z.infer<typeof ZUpdateAgencyUserRequest>;
