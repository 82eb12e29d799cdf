import type { TSessionUser } from '@portal/shared/contracts/auth';
import type {
  TCreateAgencyUserRequest,
  TUpdateAgencyUserRequest,
} from '@portal/shared/contracts/agency-users';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { insertPasswordResetToken } from '../auth/auth.repository';
import { isUniqueViolation } from '../catalogue/catalogue-http';
import { queueMail } from '../mail/mail.service';
import { getGeneralSettings } from '../settings/settings.service';
import {
  findAgencyUser,
  findAgencyUsersPage,
  findUserByUsername,
  insertUser,
  replaceUserRoles,
  updateUser,
  type TUserWithRoles,
} from '../users/users.repository';
import { selfChangeError } from './agency-users.policy';

/** An invitation gives the new agent a week to choose a password (a reset link lasts an hour). */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;
export const USERNAME_TAKEN_MESSAGE = 'This username is already taken.';

function agencyIdOf(actor: TSessionUser): number {
  // The route policy admits agents only, and every agent belongs to an agency.
  if (actor.agencyId === null) throw AppError.forbidden();
  return actor.agencyId;
}

function userNotFound(): AppError {
  return new AppError('NOT_FOUND', 'User not found.');
}

export function findUsersOfAgency(
  ctx: TAppContext,
  actor: TSessionUser,
  filter: { q?: string | undefined; page: number; perPage: number },
) {
  return findAgencyUsersPage(ctx.db, agencyIdOf(actor), filter);
}

export async function getAgencyUser(
  ctx: TAppContext,
  actor: TSessionUser,
  id: number,
): Promise<TUserWithRoles> {
  const user = await findAgencyUser(ctx.db, agencyIdOf(actor), id);
  if (!user) throw userNotFound();
  return user;
}

function invitationMail(args: {
  name: string;
  username: string;
  agencyName: string;
  invitedBy: string;
  link: string;
  companyName: string;
}): { subject: string; text: string; html: string } {
  const subject = `${args.companyName}: your agent portal account`;
  const text = [
    `Hello ${args.name},`,
    '',
    `${args.invitedBy} created a ${args.companyName} agent portal account for you at ${args.agencyName}.`,
    `Your username is ${args.username}. Use this link within 7 days to choose your password:`,
    '',
    args.link,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(args.name)},</p>`,
    `<p>${escapeHtml(args.invitedBy)} created a ${escapeHtml(args.companyName)} agent portal account for you at ${escapeHtml(args.agencyName)}.</p>`,
    `<p>Your username is <strong>${escapeHtml(args.username)}</strong>.</p>`,
    `<p><a href="${escapeHtml(args.link)}">Choose your password</a> within 7 days.</p>`,
  ].join('\n');
  return { subject, text, html };
}

/**
 * Adds an agent to the actor's agency. The account starts with an unguessable password nobody
 * knows; the invitation carries a one-time set-password link (the password-reset mechanism), so
 * no password ever travels by email or through the agency admin.
 */
export async function createAgencyUser(
  ctx: TAppContext,
  actor: TSessionUser,
  audit: TAuditActor,
  input: TCreateAgencyUserRequest,
): Promise<TUserWithRoles> {
  const agencyId = agencyIdOf(actor);
  if (await findUserByUsername(ctx.db, input.username)) {
    throw AppError.invalidField('username', USERNAME_TAKEN_MESSAGE);
  }
  const now = ctx.clock.now();
  const token = randomToken();
  const [passwordHash, general] = await Promise.all([
    ctx.passwords.hash(randomToken()),
    getGeneralSettings(ctx.db, ctx.config),
  ]);
  let userId: number;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        kind: 'agent',
        username: input.username,
        name: input.name,
        email: input.email,
        passwordHash,
        agencyId,
        isActive: true,
        createdAt: now,
        updatedAt: now,
      });
      await replaceUserRoles(tx, user, [input.role]);
      await insertPasswordResetToken(tx, {
        tokenHash: sha256Hex(token),
        userId: user.id,
        expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
        createdAt: now,
      });
      const mail = invitationMail({
        name: user.name,
        username: user.username,
        agencyName: actor.agencyName ?? '',
        invitedBy: actor.name,
        link: `${ctx.config.appUrl}/reset-password/${token}?area=agent`,
        companyName: general.company_name,
      });
      await queueMail(tx, { to: user.email, ...mail }, now);
      await recordAudit(tx, audit, {
        action: 'agency-user.created',
        entityType: 'user',
        entityId: user.id,
        detail: { username: user.username, role: input.role, agencyId },
        at: now,
      });
      return user.id;
    });
  } catch (error) {
    // Two admins adding the same username at once: the unique index decides.
    if (isUniqueViolation(error)) throw AppError.invalidField('username', USERNAME_TAKEN_MESSAGE);
    throw error;
  }
  ctx.mail.kick();
  return getAgencyUser(ctx, actor, userId);
}

export async function updateAgencyUser(
  ctx: TAppContext,
  actor: TSessionUser,
  audit: TAuditActor,
  id: number,
  input: TUpdateAgencyUserRequest,
): Promise<TUserWithRoles> {
  const before = await getAgencyUser(ctx, actor, id);
  const refused = selfChangeError(actor.id, before.id, input);
  if (refused) throw AppError.invalidField(refused.field, refused.message);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const changes = {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.email === undefined ? {} : { email: input.email }),
      ...(input.active === undefined ? {} : { isActive: input.active }),
    };
    if (Object.keys(changes).length > 0) await updateUser(tx, id, changes, now);
    if (input.role !== undefined) await replaceUserRoles(tx, before, [input.role]);
    await recordAudit(tx, audit, {
      action:
        input.active === false && before.isActive
          ? 'agency-user.disabled'
          : input.active === true && !before.isActive
            ? 'agency-user.enabled'
            : 'agency-user.updated',
      entityType: 'user',
      entityId: id,
      detail: { ...input },
      at: now,
    });
  });
  return getAgencyUser(ctx, actor, id);
}
