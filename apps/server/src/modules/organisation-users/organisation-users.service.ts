import type { TSessionUser } from '@portal/shared/contracts/auth';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { insertPasswordResetToken } from '../auth/auth.repository';
import { isUniqueViolation } from '../../lib/database-errors';
import { queueMail } from '../mail/mail.service';
import { getGeneralSettings } from '../settings/settings.service';
import {
  findOwnedUser,
  findOwnedUsersPage,
  findUserByUsername,
  insertUser,
  replaceUserRoles,
  updateUser,
  type TUserOwner,
  type TUserWithRoles,
} from '../users/users.repository';
import { selfChangeError } from './organisation-users.policy';

/** An invitation gives the new user a week to choose a password (a reset link lasts an hour). */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;
export const USERNAME_TAKEN_MESSAGE = 'This username is already taken.';

/**
 * What differs between an agency's users and a supplier's users: whose they are (read from the
 * signed-in administrator), which role is the administrator's, the portal the invitation opens
 * and the prefix of the audit actions.
 */
export interface TOrganisationUsersKind {
  /** The actor's organisation; throws forbidden when the actor belongs to none. */
  ownerOf(actor: TSessionUser): TUserOwner;
  /** The actor's organisation name, as the invitation names it. */
  ownerNameOf(actor: TSessionUser): string;
  adminRole: string;
  /** The portal (and sign-in area) of the organisation's users. */
  area: 'agent' | 'supplier';
  auditPrefix: 'agency-user' | 'supplier-user';
}

export interface TOrganisationUserInput {
  name: string;
  email: string;
  username: string;
  role: string;
}

export interface TOrganisationUserChanges {
  name?: string | undefined;
  email?: string | undefined;
  role?: string | undefined;
  active?: boolean | undefined;
}

function userNotFound(): AppError {
  return new AppError('NOT_FOUND', 'User not found.');
}

function ownerColumns(owner: TUserOwner): { agencyId: number } | { supplierId: number } {
  return owner.kind === 'agent' ? { agencyId: owner.agencyId } : { supplierId: owner.supplierId };
}

function invitationMail(args: {
  name: string;
  username: string;
  organisationName: string;
  invitedBy: string;
  link: string;
  companyName: string;
  area: TOrganisationUsersKind['area'];
}): { subject: string; text: string; html: string } {
  const portal = `${args.area} portal`;
  const subject = `${args.companyName}: your ${portal} account`;
  const text = [
    `Hello ${args.name},`,
    '',
    `${args.invitedBy} created a ${args.companyName} ${portal} account for you at ${args.organisationName}.`,
    `Your username is ${args.username}. Use this link within 7 days to choose your password:`,
    '',
    args.link,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(args.name)},</p>`,
    `<p>${escapeHtml(args.invitedBy)} created a ${escapeHtml(args.companyName)} ${portal} account for you at ${escapeHtml(args.organisationName)}.</p>`,
    `<p>Your username is <strong>${escapeHtml(args.username)}</strong>.</p>`,
    `<p><a href="${escapeHtml(args.link)}">Choose your password</a> within 7 days.</p>`,
  ].join('\n');
  return { subject, text, html };
}

/** The users of the actor's organisation (an agency's agents or a supplier's users). */
export function organisationUsersService(kind: TOrganisationUsersKind) {
  function findUsers(
    ctx: TAppContext,
    actor: TSessionUser,
    filter: { q?: string | undefined; page: number; perPage: number },
  ) {
    return findOwnedUsersPage(ctx.db, kind.ownerOf(actor), filter);
  }

  async function getUser(ctx: TAppContext, actor: TSessionUser, id: number) {
    const user = await findOwnedUser(ctx.db, kind.ownerOf(actor), id);
    if (!user) throw userNotFound();
    return user;
  }

  /**
   * Adds a user to the actor's organisation. The account starts with an unguessable password
   * nobody knows; the invitation carries a one-time set-password link (the password-reset
   * mechanism), so no password ever travels by email or through the administrator.
   */
  async function createUser(
    ctx: TAppContext,
    actor: TSessionUser,
    audit: TAuditActor,
    input: TOrganisationUserInput,
  ): Promise<TUserWithRoles> {
    const owner = ownerColumns(kind.ownerOf(actor));
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
          kind: kind.area,
          username: input.username,
          name: input.name,
          email: input.email,
          passwordHash,
          ...owner,
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
          organisationName: kind.ownerNameOf(actor),
          invitedBy: actor.name,
          link: `${ctx.config.appUrl}/reset-password/${token}?area=${kind.area}`,
          companyName: general.company_name,
          area: kind.area,
        });
        await queueMail(tx, { to: user.email, ...mail }, now);
        await recordAudit(tx, audit, {
          action: `${kind.auditPrefix}.created`,
          entityType: 'user',
          entityId: user.id,
          detail: { username: user.username, role: input.role, ...owner },
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
    return getUser(ctx, actor, userId);
  }

  async function updateOrganisationUser(
    ctx: TAppContext,
    actor: TSessionUser,
    audit: TAuditActor,
    id: number,
    input: TOrganisationUserChanges,
  ): Promise<TUserWithRoles> {
    const before = await getUser(ctx, actor, id);
    const refused = selfChangeError(actor.id, before.id, input, kind.adminRole);
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
            ? `${kind.auditPrefix}.disabled`
            : input.active === true && !before.isActive
              ? `${kind.auditPrefix}.enabled`
              : `${kind.auditPrefix}.updated`,
        entityType: 'user',
        entityId: id,
        detail: { ...input },
        at: now,
      });
    });
    return getUser(ctx, actor, id);
  }

  return { findUsers, getUser, createUser, updateUser: updateOrganisationUser };
}
