import { z } from 'zod';
import { ZIdParams } from './primitives';

/**
 * The users of an organisation (an agency's agents, a supplier's users): what is the same for
 * every organisation. contracts/agency-users.ts and contracts/supplier-users.ts name the routes and
 * the roles of each.
 */
export const ORGANISATION_USER_LIMITS = {
  name: 120,
  email: 200,
  usernameMin: 3,
  username: 60,
} as const;

/** Lower-case letters, digits, dots, dashes and underscores: usernames are stored lower-cased. */
export const ORGANISATION_USERNAME_PATTERN = /^[a-z0-9._-]+$/;

export const ZOrganisationUserQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  /** Part of the name, email or username. */
  q: z.string().trim().max(100).optional(),
});
export type TOrganisationUserQuery = z.infer<typeof ZOrganisationUserQuery>;

export const ZOrganisationUserParams = ZIdParams;

const ZName = z.string().trim().min(1).max(ORGANISATION_USER_LIMITS.name);
const ZEmail = z.email().trim().max(ORGANISATION_USER_LIMITS.email);

/** The user, create and update schemas of an organisation whose users have `roles`. */
export function organisationUserSchemas<const R extends readonly [string, ...string[]]>(roles: R) {
  const ZRole = z.enum(roles);
  const ZUser = z.object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    email: z.string(),
    role: ZRole,
    active: z.boolean(),
    lastLoginAt: z.string().nullable(),
    createdAt: z.string(),
  });
  const ZCreateRequest = z.object({
    name: ZName,
    email: ZEmail,
    username: z
      .string()
      .trim()
      .toLowerCase()
      .min(ORGANISATION_USER_LIMITS.usernameMin)
      .max(ORGANISATION_USER_LIMITS.username)
      .regex(ORGANISATION_USERNAME_PATTERN, {
        message: 'Use lower-case letters, digits, dots, dashes or underscores.',
      }),
    role: ZRole,
  });
  const ZUpdateRequest = z
    .object({ name: ZName, email: ZEmail, role: ZRole, active: z.boolean() })
    .partial();
  return { ZRole, ZUser, ZCreateRequest, ZUpdateRequest };
}

/** An organisation's user as the web app shows it, whatever the organisation's roles. */
export interface TOrganisationUser {
  id: number;
  username: string;
  name: string;
  email: string;
  role: string;
  active: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}
