import { z } from 'zod';
import { USER_KINDS } from '../domain/user-kinds';
import { PHONE_PATTERN } from '../validation/rules';
import { AGENCY_USER_LIMITS, AGENCY_USERNAME_PATTERN, ZAgencyUserRole } from './agency-users';
import { ZPageQuery } from './pagination';
import { ZSupplierUserRole } from './supplier-users';

/**
 * People (issue 9): the back office manages every user, the agencies ("agents") with their
 * users, and the administrators. Every route needs the `people.manage` permission.
 *
 * GET   /api/admin/users?kind&agency_id&supplier_id&active&q&page&per_page -> zPaginated(ZPerson)
 * GET   /api/admin/users/export.csv (same filters)
 * PATCH /api/admin/users/:id                 ZSetPersonActiveRequest -> ZPerson (not yourself)
 * POST  /api/admin/users/:id/password-reset  -> ZPeopleMessage (emails a one-hour reset link)
 *
 * GET   /api/admin/agencies?q&brand_id&active&page&per_page -> zPaginated(ZAdminAgency)
 * GET   /api/admin/agencies/export.csv (same filters)
 * POST  /api/admin/agencies        ZAgencyInput -> ZAdminAgency (201)
 * GET   /api/admin/agencies/:id    -> ZAdminAgency
 * PATCH /api/admin/agencies/:id    ZAgencyInput (partial) -> ZAdminAgency
 * GET   /api/admin/agencies/:id/users?q&page&per_page -> zPaginated(ZPerson)
 * POST  /api/admin/agencies/:id/users          ZInviteAgencyUserRequest -> ZPerson (201, invitation)
 * PATCH /api/admin/agencies/:id/users/:userId  ZUpdateAgencyUserByAdminRequest -> ZPerson
 *
 * GET   /api/admin/suppliers/:id/users?q&page&per_page -> zPaginated(ZPerson)
 * POST  /api/admin/suppliers/:id/users          ZInviteSupplierUserRequest -> ZPerson (201, invitation)
 * PATCH /api/admin/suppliers/:id/users/:userId  ZUpdateSupplierUserByAdminRequest -> ZPerson
 *
 * GET   /api/admin/admins?q&active&page&per_page -> zPaginated(ZPerson)
 * GET   /api/admin/admins/export.csv (same filters)
 * GET   /api/admin/admins/roles    -> ZAdminRoleOption[]
 * POST  /api/admin/admins          ZInviteAdminRequest -> ZPerson (201, invitation)
 * GET   /api/admin/admins/:id      -> ZPerson
 * PATCH /api/admin/admins/:id      ZUpdateAdminRequest -> ZPerson (not your own roles or active)
 */

export const PEOPLE_LIMITS = {
  ...AGENCY_USER_LIMITS,
  agencyName: 160,
  phone: 40,
  /** 100 000 000.00 in cents: far above any agency's credit. */
  creditLimitCents: 10_000_000_000,
} as const;

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZBooleanQuery = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();
const ZSearch = z.string().trim().max(100).optional();

export const ZPersonKind = z.enum(USER_KINDS);

export const ZPeopleQuery = ZPageQuery.extend({
  kind: ZPersonKind.optional(),
  agency_id: ZId.optional(),
  supplier_id: ZId.optional(),
  active: ZBooleanQuery,
  /** Part of the name, email or username. */
  q: ZSearch,
});
export type TPeopleQuery = z.infer<typeof ZPeopleQuery>;

export const ZPeopleIdParams = z.object({ id: ZId });
export const ZAgencyUserIdParams = z.object({ id: ZId, userId: ZId });

export const ZPerson = z.object({
  id: z.number().int(),
  kind: ZPersonKind,
  username: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  active: z.boolean(),
  agencyId: z.number().int().nullable(),
  agencyName: z.string().nullable(),
  supplierId: z.number().int().nullable(),
  supplierName: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TPerson = z.infer<typeof ZPerson>;

export const ZSetPersonActiveRequest = z.object({ active: z.boolean() });
export type TSetPersonActiveRequest = z.infer<typeof ZSetPersonActiveRequest>;

export const ZPeopleMessage = z.object({ message: z.string() });

export const ZAgencyQuery = ZPageQuery.extend({
  brand_id: z.coerce.number().int().min(1).max(2).optional(),
  active: ZBooleanQuery,
  q: ZSearch,
});
export type TAgencyQuery = z.infer<typeof ZAgencyQuery>;

export const ZAdminAgency = z.object({
  id: z.number().int(),
  name: z.string(),
  brandId: z.number().int(),
  brandCode: z.string(),
  commissionPercent: z.number(),
  creditLimitCents: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  active: z.boolean(),
  userCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminAgency = z.infer<typeof ZAdminAgency>;

/** Empty text means "none" for the optional contact fields. */
const ZOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

export const ZAgencyInput = z.object({
  name: z.string().trim().min(1).max(PEOPLE_LIMITS.agencyName),
  brandId: z.number().int().min(1).max(2),
  /** Up to two decimals: 12.5 means 12.5 %. */
  commissionPercent: z.number().min(0).max(100).multipleOf(0.01),
  creditLimitCents: z.number().int().min(0).max(PEOPLE_LIMITS.creditLimitCents),
  email: ZOptionalText(PEOPLE_LIMITS.email).refine(
    (value) => value === null || z.email().safeParse(value).success,
    { message: 'This field must be a valid email' },
  ),
  phone: ZOptionalText(PEOPLE_LIMITS.phone).refine(
    (value) => value === null || PHONE_PATTERN.test(value),
    { message: 'This field must be a valid phone number' },
  ),
  active: z.boolean(),
});
export type TAgencyInput = z.infer<typeof ZAgencyInput>;
export type TAgencyInputBody = z.input<typeof ZAgencyInput>;
export const ZUpdateAgencyRequest = ZAgencyInput.partial();
export type TUpdateAgencyRequest = z.infer<typeof ZUpdateAgencyRequest>;

const ZName = z.string().trim().min(1).max(PEOPLE_LIMITS.name);
const ZEmail = z.email().trim().max(PEOPLE_LIMITS.email);
const ZUsername = z
  .string()
  .trim()
  .toLowerCase()
  .min(PEOPLE_LIMITS.usernameMin)
  .max(PEOPLE_LIMITS.username)
  .regex(AGENCY_USERNAME_PATTERN, {
    message: 'Use lower-case letters, digits, dots, dashes or underscores.',
  });

export const ZInviteAgencyUserRequest = z.object({
  name: ZName,
  email: ZEmail,
  username: ZUsername,
  role: ZAgencyUserRole,
});
export type TInviteAgencyUserRequest = z.infer<typeof ZInviteAgencyUserRequest>;

export const ZUpdateAgencyUserByAdminRequest = z
  .object({ name: ZName, email: ZEmail, role: ZAgencyUserRole, active: z.boolean() })
  .partial();
export type TUpdateAgencyUserByAdminRequest = z.infer<typeof ZUpdateAgencyUserByAdminRequest>;

/** A supplier's user invited by the back office (the supplier's own admins use /api/supplier/users). */
export const ZInviteSupplierUserRequest = z.object({
  name: ZName,
  email: ZEmail,
  username: ZUsername,
  role: ZSupplierUserRole,
});
export type TInviteSupplierUserRequest = z.infer<typeof ZInviteSupplierUserRequest>;

export const ZUpdateSupplierUserByAdminRequest = z
  .object({ name: ZName, email: ZEmail, role: ZSupplierUserRole, active: z.boolean() })
  .partial();
export type TUpdateSupplierUserByAdminRequest = z.infer<typeof ZUpdateSupplierUserByAdminRequest>;

export const ZAdminsQuery = ZPageQuery.extend({ active: ZBooleanQuery, q: ZSearch });
export type TAdminsQuery = z.infer<typeof ZAdminsQuery>;

export const ZAdminRoleOption = z.object({ name: z.string(), label: z.string() });
export type TAdminRoleOption = z.infer<typeof ZAdminRoleOption>;

const ZRoleNames = z.array(z.string().trim().min(1).max(60)).min(1).max(20);

export const ZInviteAdminRequest = z.object({
  name: ZName,
  email: ZEmail,
  username: ZUsername,
  roles: ZRoleNames,
});
export type TInviteAdminRequest = z.infer<typeof ZInviteAdminRequest>;

export const ZUpdateAdminRequest = z
  .object({ name: ZName, email: ZEmail, roles: ZRoleNames, active: z.boolean() })
  .partial();
export type TUpdateAdminRequest = z.infer<typeof ZUpdateAdminRequest>;

/** Basis points are what the database keeps; the API speaks percent with two decimals. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}
