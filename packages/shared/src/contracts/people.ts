import { z } from 'zod';
import { ZQueryId } from './primitives';
import {
  AGENCY_LOGO_CONTENT_TYPES,
  AGENCY_LOGO_MAX_BYTES,
  CLIENT_DOCUMENT_BRANDINGS,
  DEFAULT_CLIENT_DOCUMENT_BRANDING,
} from '../domain/client-documents';
import { DEFAULT_TRAVELLER_PAYMENTS, TRAVELLER_PAYMENT_COLLECTORS } from '../domain/client-price';
import { ZClientMarkupPercent } from './files';
import { USER_KINDS } from '../domain/user-kinds';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { PHONE_PATTERN } from '../validation/rules';
import { AGENCY_USER_LIMITS, AGENCY_USERNAME_PATTERN, ZAgencyUserRole } from './agency-users';
import { zSortQuery } from './list-sort';
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
 * GET   /api/admin/agencies?q&brand_id&active&sort&dir&page&per_page -> zPaginated(ZAdminAgency)
 *       (sort: AGENCY_SORTS, else by name)
 * GET   /api/admin/agencies/export.csv (same filters and order)
 * POST  /api/admin/agencies        ZAgencyInput -> ZAdminAgency (201)
 * GET   /api/admin/agencies/:id    -> ZAdminAgency
 * PATCH /api/admin/agencies/:id    ZUpdateAgencyRequest (ZAgencyInput, partial) -> ZAdminAgency
 * GET    /api/admin/agencies/:id/logo  -> the logo's bytes (PNG or JPEG), 404 without one
 * PUT    /api/admin/agencies/:id/logo  ZUploadAgencyLogoRequest -> ZAdminAgency
 * DELETE /api/admin/agencies/:id/logo  -> ZAdminAgency
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

const ZBooleanQuery = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();
const ZSearch = z.string().trim().max(100).optional();

export const ZPersonKind = z.enum(USER_KINDS);

export const ZPeopleQuery = ZPageQuery.extend({
  kind: ZPersonKind.optional(),
  agency_id: ZQueryId.optional(),
  supplier_id: ZQueryId.optional(),
  active: ZBooleanQuery,
  /** Part of the name, email or username. */
  q: ZSearch,
});
export type TPeopleQuery = z.infer<typeof ZPeopleQuery>;

export const ZPeopleIdParams = z.object({ id: ZQueryId });
export const ZAgencyUserIdParams = z.object({ id: ZQueryId, userId: ZQueryId });

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

/** The columns the agencies list sorts by (its default: by name). */
export const AGENCY_SORTS = [
  'name',
  'brand',
  'commission',
  'creditLimit',
  'users',
  'status',
] as const;
export type TAgencySort = (typeof AGENCY_SORTS)[number];

export const ZAgencyQuery = ZPageQuery.extend({
  brand_id: z.coerce.number().int().min(1).max(2).optional(),
  active: ZBooleanQuery,
  q: ZSearch,
  ...zSortQuery(AGENCY_SORTS).shape,
});
export type TAgencyQuery = z.infer<typeof ZAgencyQuery>;

export const ZClientDocumentBranding = z.enum(CLIENT_DOCUMENT_BRANDINGS);
export const ZTravellerPayments = z.enum(TRAVELLER_PAYMENT_COLLECTORS);

/** What the back office sees of an agency's logo (the bytes come from GET …/logo). */
export const ZAgencyLogo = z.object({
  contentType: z.enum(AGENCY_LOGO_CONTENT_TYPES),
  sizeBytes: z.number().int(),
  updatedAt: z.string(),
});
export type TAgencyLogo = z.infer<typeof ZAgencyLogo>;

export const ZAdminAgency = z.object({
  id: z.number().int(),
  name: z.string(),
  brandId: z.number().int(),
  brandCode: z.string(),
  commissionPercent: z.number(),
  /** Null: not checked; a number: the most the agency may owe (docs/pricing.md). */
  creditLimitCents: z.number().int().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  active: z.boolean(),
  /** Whose letterhead the agency's client documents carry (domain/client-documents.ts). */
  clientDocumentBranding: ZClientDocumentBranding,
  /** Who takes the traveller's money (domain/client-price.ts, docs/pricing.md "Two prices"). */
  travellerPayments: ZTravellerPayments,
  /** A net agency's own markup on its net price for its clients; null: the published price. */
  clientMarkupPercent: z.number().nullable(),
  logo: ZAgencyLogo.nullable(),
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

const ZAgencyFields = z.object({
  name: z.string().trim().min(1).max(PEOPLE_LIMITS.agencyName),
  brandId: z.number().int().min(1).max(2),
  /** Up to two decimals: 12.5 means 12.5 %. */
  commissionPercent: z.number().min(0).max(100).multipleOf(0.01),
  /**
   * The most the agency may owe before a booking waits for its deposit or a credit approval;
   * null (or left out when creating): not checked; 0: every booking waits.
   */
  creditLimitCents: z.number().int().min(0).max(PEOPLE_LIMITS.creditLimitCents).nullable(),
  email: ZOptionalText(PEOPLE_LIMITS.email).refine(
    (value) => value === null || z.email().safeParse(value).success,
    { message: 'This field must be a valid email' },
  ),
  phone: ZOptionalText(PEOPLE_LIMITS.phone).refine(
    (value) => value === null || PHONE_PATTERN.test(value),
    { message: VALIDATION_MESSAGES.phoneFormat },
  ),
  active: z.boolean(),
  clientDocumentBranding: ZClientDocumentBranding,
  travellerPayments: ZTravellerPayments,
  /**
   * Copied onto each new file of a net agency; a gross agency's clients see the published price
   * whatever it says.
   */
  clientMarkupPercent: ZClientMarkupPercent,
});
export const ZAgencyInput = ZAgencyFields.extend({
  creditLimitCents: ZAgencyFields.shape.creditLimitCents.default(null),
  clientDocumentBranding: ZClientDocumentBranding.default(DEFAULT_CLIENT_DOCUMENT_BRANDING),
  travellerPayments: ZTravellerPayments.default(DEFAULT_TRAVELLER_PAYMENTS),
  clientMarkupPercent: ZAgencyFields.shape.clientMarkupPercent.default(null),
});
export type TAgencyInput = z.infer<typeof ZAgencyInput>;
export type TAgencyInputBody = z.input<typeof ZAgencyInput>;
/** Built without defaults: a field left out of a PATCH stays as it is. */
export const ZUpdateAgencyRequest = ZAgencyFields.partial();
export type TUpdateAgencyRequest = z.infer<typeof ZUpdateAgencyRequest>;

/** Base64 of at most AGENCY_LOGO_MAX_BYTES: four characters for every three bytes. */
export const AGENCY_LOGO_MAX_BASE64_LENGTH = Math.ceil(AGENCY_LOGO_MAX_BYTES / 3) * 4;
export const LOGO_TOO_LARGE_MESSAGE = 'The logo must be 1 MB or smaller';
export const LOGO_NOT_AN_IMAGE_MESSAGE = 'The logo must be a PNG or JPEG image';

/** An agency logo, sent as JSON like the supplier attachments; the server checks the bytes too. */
export const ZUploadAgencyLogoRequest = z.object({
  contentType: z.enum(AGENCY_LOGO_CONTENT_TYPES, { message: LOGO_NOT_AN_IMAGE_MESSAGE }),
  /** The file's bytes, base64-encoded (no data: prefix). */
  base64: z
    .string()
    .min(1, { message: 'The file is empty' })
    .max(AGENCY_LOGO_MAX_BASE64_LENGTH, { message: LOGO_TOO_LARGE_MESSAGE })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { message: 'Must be base64-encoded' }),
});
export type TUploadAgencyLogoRequest = z.infer<typeof ZUploadAgencyLogoRequest>;

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
