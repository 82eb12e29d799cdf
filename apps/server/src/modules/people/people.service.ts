import type { TSessionUser } from '@portal/shared/contracts/auth';
import {
  percentToBasisPoints,
  type TAgencyInput,
  type TAgencySort,
  type TInviteAdminRequest,
  type TInviteAgencyUserRequest,
  type TInviteSupplierUserRequest,
  type TUpdateAdminRequest,
  type TUpdateAgencyRequest,
  type TUpdateAgencyUserByAdminRequest,
  type TUpdateSupplierUserByAdminRequest,
} from '@portal/shared/contracts/people';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { TListOrder } from '../../lib/list-order';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { INVITE_TTL_MS, USERNAME_TAKEN_MESSAGE } from '../agency-users/agency-users.service';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { insertPasswordResetToken } from '../auth/auth.repository';
import { RESET_TOKEN_TTL_MS } from '../auth/auth.service';
import { isUniqueViolation } from '../../lib/database-errors';
import { findSupplierById } from '../catalogue/suppliers.repository';
import { queueMail } from '../mail/mail.service';
import { getGeneralSettings } from '../settings/settings.service';
import {
  findUserByUsername,
  insertUser,
  replaceUserRoles,
  updateUser,
} from '../users/users.repository';
import { accountLinkMail } from './people.mail';
import { SELF_DISABLE_MESSAGE, selfChangeError } from './people.policy';
import {
  findAgenciesPage,
  findAgency,
  findPeople,
  findPerson,
  findRolesOfKind,
  insertAgency,
  lockAgency,
  lockUser,
  updateAgency,
  type TAgencyFilter,
  type TAgencyListRow,
  type TAgencyValues,
  type TPageWindow,
  type TPeopleFilter,
  type TPersonRow,
} from './people.repository';

export const DISABLED_RESET_MESSAGE = 'This account is disabled. Enable it before sending a link.';
export const RESET_LINK_SENT_MESSAGE = 'Password reset link sent.';

function pageWindow(page: number, perPage: number): TPageWindow {
  return { limit: perPage, offset: (page - 1) * perPage };
}

function userNotFound(): AppError {
  return new AppError('NOT_FOUND', 'User not found.');
}

export function agencyNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Agency not found.');
}

// ---- every user ----------------------------------------------------------------------------

export function listPeople(
  ctx: TAppContext,
  filter: TPeopleFilter,
  page: number,
  perPage: number,
): Promise<{ rows: TPersonRow[]; total: number }> {
  return findPeople(ctx.db, filter, pageWindow(page, perPage));
}

export async function exportPeople(ctx: TAppContext, filter: TPeopleFilter): Promise<TPersonRow[]> {
  return (await findPeople(ctx.db, filter)).rows;
}

async function getPersonOfKind(
  ctx: TAppContext,
  id: number,
  kind?: TUserKind,
): Promise<TPersonRow> {
  const person = await findPerson(ctx.db, id);
  if (!person || (kind !== undefined && person.kind !== kind)) throw userNotFound();
  return person;
}

export async function setPersonActive(
  ctx: TAppContext,
  actor: TSessionUser,
  audit: TAuditActor,
  id: number,
  active: boolean,
): Promise<TPersonRow> {
  const before = await getPersonOfKind(ctx, id);
  if (actor.id === id && !active) throw AppError.invalidField('active', SELF_DISABLE_MESSAGE);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockUser(tx, id);
    await updateUser(tx, id, { isActive: active }, now);
    await recordAudit(tx, audit, {
      action: active ? 'people.user.enabled' : 'people.user.disabled',
      entityType: 'user',
      entityId: id,
      detail: { kind: before.kind, username: before.username, wasActive: before.isActive },
      at: now,
    });
  });
  return getPersonOfKind(ctx, id);
}

/** Queues a set-password link for `user` and records who asked for it, inside `tx`. */
async function queueAccountLink(
  ctx: TAppContext,
  tx: TExecutor,
  user: { id: number; kind: TUserKind; name: string; username: string; email: string },
  purpose: 'invite' | 'reset',
  place: string,
  now: Date,
): Promise<void> {
  const token = randomToken();
  const general = await getGeneralSettings(tx, ctx.config);
  await insertPasswordResetToken(tx, {
    tokenHash: sha256Hex(token),
    userId: user.id,
    expiresAt: new Date(
      now.getTime() + (purpose === 'invite' ? INVITE_TTL_MS : RESET_TOKEN_TTL_MS),
    ),
    createdAt: now,
  });
  const mail = accountLinkMail({
    purpose,
    name: user.name,
    username: user.username,
    companyName: general.company_name,
    link: `${ctx.config.appUrl}/reset-password/${token}?area=${user.kind}`,
    place,
  });
  await queueMail(tx, { to: user.email, ...mail }, now);
}

export async function sendPasswordResetLink(
  ctx: TAppContext,
  audit: TAuditActor,
  id: number,
): Promise<void> {
  const person = await getPersonOfKind(ctx, id);
  if (!person.isActive) throw AppError.invalidField('active', DISABLED_RESET_MESSAGE);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await queueAccountLink(ctx, tx, person, 'reset', '', now);
    await recordAudit(tx, audit, {
      action: 'people.user.password-reset-sent',
      entityType: 'user',
      entityId: id,
      detail: { username: person.username },
      at: now,
    });
  });
  ctx.mail.kick();
}

const INVITED_ACTIONS: Record<TUserKind, string> = {
  admin: 'people.admin.invited',
  agent: 'people.agency-user.invited',
  supplier: 'people.supplier-user.invited',
};

/** Creates an account nobody knows the password of and emails its set-password link. */
async function inviteUser(
  ctx: TAppContext,
  audit: TAuditActor,
  input: {
    kind: TUserKind;
    name: string;
    email: string;
    username: string;
    roles: readonly string[];
    agencyId: number | null;
    supplierId?: number | null;
    place: string;
  },
): Promise<number> {
  if (await findUserByUsername(ctx.db, input.username)) {
    throw AppError.invalidField('username', USERNAME_TAKEN_MESSAGE);
  }
  const now = ctx.clock.now();
  const passwordHash = await ctx.passwords.hash(randomToken());
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        kind: input.kind,
        username: input.username,
        name: input.name,
        email: input.email,
        passwordHash,
        agencyId: input.agencyId,
        supplierId: input.supplierId ?? null,
        isActive: true,
        createdAt: now,
        updatedAt: now,
      });
      await replaceUserRoles(tx, user, input.roles);
      await queueAccountLink(ctx, tx, user, 'invite', input.place, now);
      await recordAudit(tx, audit, {
        action: INVITED_ACTIONS[input.kind],
        entityType: 'user',
        entityId: user.id,
        detail: {
          username: user.username,
          roles: [...input.roles],
          agencyId: input.agencyId,
          ...(input.supplierId ? { supplierId: input.supplierId } : {}),
        },
        at: now,
      });
      return user.id;
    });
    ctx.mail.kick();
    return id;
  } catch (error) {
    // Two administrators adding the same username at once: the unique index decides.
    if (isUniqueViolation(error)) throw AppError.invalidField('username', USERNAME_TAKEN_MESSAGE);
    throw error;
  }
}

/** Applies name, email, roles and active to a user, with its audit entry. */
async function changeUser(
  ctx: TAppContext,
  audit: TAuditActor,
  before: TPersonRow,
  input: {
    name?: string | undefined;
    email?: string | undefined;
    roles?: readonly string[] | undefined;
    active?: boolean | undefined;
  },
  action: string,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockUser(tx, before.id);
    const changes = {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.email === undefined ? {} : { email: input.email }),
      ...(input.active === undefined ? {} : { isActive: input.active }),
    };
    if (Object.keys(changes).length > 0) await updateUser(tx, before.id, changes, now);
    if (input.roles !== undefined) await replaceUserRoles(tx, before, input.roles);
    await recordAudit(tx, audit, {
      action,
      entityType: 'user',
      entityId: before.id,
      detail: {
        before: {
          name: before.name,
          email: before.email,
          roles: before.roleNames,
          active: before.isActive,
        },
        changes: { ...input },
      },
      at: now,
    });
  });
}

// ---- agencies ------------------------------------------------------------------------------

export function listAgencies(
  ctx: TAppContext,
  filter: TAgencyFilter,
  page: number,
  perPage: number,
  order: TListOrder<TAgencySort> = {},
): Promise<{ rows: TAgencyListRow[]; total: number }> {
  return findAgenciesPage(ctx.db, filter, pageWindow(page, perPage), order);
}

export async function exportAgencies(
  ctx: TAppContext,
  filter: TAgencyFilter,
  order: TListOrder<TAgencySort> = {},
): Promise<TAgencyListRow[]> {
  return (await findAgenciesPage(ctx.db, filter, undefined, order)).rows;
}

export async function getAgency(ctx: TAppContext, id: number): Promise<TAgencyListRow> {
  const agency = await findAgency(ctx.db, id);
  if (!agency) throw agencyNotFound();
  return agency;
}

function agencyValues(input: TUpdateAgencyRequest): Partial<TAgencyValues> {
  return {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.brandId === undefined ? {} : { brandId: input.brandId }),
    ...(input.commissionPercent === undefined
      ? {}
      : { commissionBasisPoints: percentToBasisPoints(input.commissionPercent) }),
    ...(input.creditLimitCents === undefined ? {} : { creditLimitCents: input.creditLimitCents }),
    ...(input.email === undefined ? {} : { email: input.email }),
    ...(input.phone === undefined ? {} : { phone: input.phone }),
    ...(input.active === undefined ? {} : { active: input.active }),
    ...(input.clientDocumentBranding === undefined
      ? {}
      : { clientDocumentBranding: input.clientDocumentBranding }),
    ...(input.travellerPayments === undefined
      ? {}
      : { travellerPayments: input.travellerPayments }),
    ...(input.clientMarkupPercent === undefined
      ? {}
      : { clientMarkupBasisPoints: optionalBasisPoints(input.clientMarkupPercent) }),
  };
}

/** A percentage that may be unset (null) in basis points. */
function optionalBasisPoints(percent: number | null): number | null {
  return percent === null ? null : percentToBasisPoints(percent);
}

export async function createAgency(
  ctx: TAppContext,
  audit: TAuditActor,
  input: TAgencyInput,
): Promise<TAgencyListRow> {
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const values: TAgencyValues = {
      name: input.name,
      brandId: input.brandId,
      commissionBasisPoints: percentToBasisPoints(input.commissionPercent),
      creditLimitCents: input.creditLimitCents,
      email: input.email,
      phone: input.phone,
      active: input.active,
      clientDocumentBranding: input.clientDocumentBranding,
      travellerPayments: input.travellerPayments,
      clientMarkupBasisPoints: optionalBasisPoints(input.clientMarkupPercent),
    };
    const row = await insertAgency(tx, values, now);
    await recordAudit(tx, audit, {
      action: 'people.agency.created',
      entityType: 'agency',
      entityId: row.id,
      detail: { ...values },
      at: now,
    });
    return row.id;
  });
  return getAgency(ctx, id);
}

export async function changeAgency(
  ctx: TAppContext,
  audit: TAuditActor,
  id: number,
  input: TUpdateAgencyRequest,
): Promise<TAgencyListRow> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const before = await lockAgency(tx, id);
    if (!before) throw agencyNotFound();
    const values = agencyValues(input);
    await updateAgency(tx, id, values, now);
    await recordAudit(tx, audit, {
      action: 'people.agency.updated',
      entityType: 'agency',
      entityId: id,
      detail: {
        before: {
          name: before.name,
          brandId: before.brandId,
          commissionBasisPoints: before.commissionBasisPoints,
          creditLimitCents: before.creditLimitCents,
          email: before.email,
          phone: before.phone,
          active: before.active,
          clientDocumentBranding: before.clientDocumentBranding,
          travellerPayments: before.travellerPayments,
          clientMarkupBasisPoints: before.clientMarkupBasisPoints,
        },
        changes: values,
      },
      at: now,
    });
  });
  return getAgency(ctx, id);
}

export async function listAgencyUsers(
  ctx: TAppContext,
  agencyId: number,
  filter: { q?: string | undefined },
  page: number,
  perPage: number,
): Promise<{ rows: TPersonRow[]; total: number }> {
  await getAgency(ctx, agencyId);
  return findPeople(ctx.db, { kind: 'agent', agencyId, q: filter.q }, pageWindow(page, perPage));
}

async function getAgencyUser(
  ctx: TAppContext,
  agencyId: number,
  userId: number,
): Promise<TPersonRow> {
  const person = await getPersonOfKind(ctx, userId, 'agent');
  if (person.agencyId !== agencyId) throw userNotFound();
  return person;
}

export async function inviteAgencyUser(
  ctx: TAppContext,
  audit: TAuditActor,
  agencyId: number,
  input: TInviteAgencyUserRequest,
): Promise<TPersonRow> {
  const agency = await getAgency(ctx, agencyId);
  const id = await inviteUser(ctx, audit, {
    kind: 'agent',
    name: input.name,
    email: input.email,
    username: input.username,
    roles: [input.role],
    agencyId,
    place: agency.name,
  });
  return getPersonOfKind(ctx, id);
}

export async function changeAgencyUser(
  ctx: TAppContext,
  audit: TAuditActor,
  agencyId: number,
  userId: number,
  input: TUpdateAgencyUserByAdminRequest,
): Promise<TPersonRow> {
  const before = await getAgencyUser(ctx, agencyId, userId);
  await changeUser(
    ctx,
    audit,
    before,
    {
      name: input.name,
      email: input.email,
      active: input.active,
      roles: input.role === undefined ? undefined : [input.role],
    },
    'people.agency-user.updated',
  );
  return getPersonOfKind(ctx, userId);
}

// ---- suppliers' users ----------------------------------------------------------------------

async function getSupplier(ctx: TAppContext, supplierId: number) {
  const supplier = await findSupplierById(ctx.db, supplierId);
  if (!supplier) throw new AppError('NOT_FOUND', 'Supplier not found.');
  return supplier;
}

export async function listSupplierUsers(
  ctx: TAppContext,
  supplierId: number,
  filter: { q?: string | undefined },
  page: number,
  perPage: number,
): Promise<{ rows: TPersonRow[]; total: number }> {
  await getSupplier(ctx, supplierId);
  return findPeople(
    ctx.db,
    { kind: 'supplier', supplierId, q: filter.q },
    pageWindow(page, perPage),
  );
}

export async function inviteSupplierUser(
  ctx: TAppContext,
  audit: TAuditActor,
  supplierId: number,
  input: TInviteSupplierUserRequest,
): Promise<TPersonRow> {
  const supplier = await getSupplier(ctx, supplierId);
  const id = await inviteUser(ctx, audit, {
    kind: 'supplier',
    name: input.name,
    email: input.email,
    username: input.username,
    roles: [input.role],
    agencyId: null,
    supplierId,
    place: supplier.name,
  });
  return getPersonOfKind(ctx, id);
}

export async function changeSupplierUser(
  ctx: TAppContext,
  audit: TAuditActor,
  supplierId: number,
  userId: number,
  input: TUpdateSupplierUserByAdminRequest,
): Promise<TPersonRow> {
  const before = await getPersonOfKind(ctx, userId, 'supplier');
  if (before.supplierId !== supplierId) throw userNotFound();
  await changeUser(
    ctx,
    audit,
    before,
    {
      name: input.name,
      email: input.email,
      active: input.active,
      roles: input.role === undefined ? undefined : [input.role],
    },
    'people.supplier-user.updated',
  );
  return getPersonOfKind(ctx, userId);
}

// ---- administrators ------------------------------------------------------------------------

export function listAdminRoles(ctx: TAppContext): Promise<{ name: string; label: string }[]> {
  return findRolesOfKind(ctx.db, 'admin');
}

async function checkAdminRoles(ctx: TAppContext, roleNames: readonly string[]): Promise<void> {
  const known = (await listAdminRoles(ctx)).map((role) => role.name);
  const unknown = roleNames.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw AppError.invalidField('roles', `Unknown role: ${unknown.join(', ')}.`);
  }
}

export function getAdmin(ctx: TAppContext, id: number): Promise<TPersonRow> {
  return getPersonOfKind(ctx, id, 'admin');
}

export async function inviteAdmin(
  ctx: TAppContext,
  audit: TAuditActor,
  input: TInviteAdminRequest,
): Promise<TPersonRow> {
  const roleNames = [...new Set(input.roles)];
  await checkAdminRoles(ctx, roleNames);
  const id = await inviteUser(ctx, audit, {
    kind: 'admin',
    name: input.name,
    email: input.email,
    username: input.username,
    roles: roleNames,
    agencyId: null,
    place: 'the back office',
  });
  return getAdmin(ctx, id);
}

export async function changeAdmin(
  ctx: TAppContext,
  actor: TSessionUser,
  audit: TAuditActor,
  id: number,
  input: TUpdateAdminRequest,
): Promise<TPersonRow> {
  const before = await getAdmin(ctx, id);
  const roleNames = input.roles === undefined ? undefined : [...new Set(input.roles)];
  const refused = selfChangeError(
    actor.id,
    id,
    { active: input.active, roles: roleNames },
    before.roleNames,
  );
  if (refused) throw AppError.invalidField(refused.field, refused.message);
  if (roleNames) await checkAdminRoles(ctx, roleNames);
  await changeUser(
    ctx,
    audit,
    before,
    { name: input.name, email: input.email, active: input.active, roles: roleNames },
    'people.admin.updated',
  );
  return getAdmin(ctx, id);
}
