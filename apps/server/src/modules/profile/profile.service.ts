import type {
  TChangePasswordRequest,
  TSessionUser,
  TUpdateProfileRequest,
} from '@portal/shared/contracts/auth';
import type { TUserPreferences } from '@portal/shared/contracts/profile';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { findUserById, updateUser, type TUserWithOwner } from '../users/users.repository';

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is incorrect.';

async function loadUser(ctx: TAppContext, userId: number): Promise<TUserWithOwner> {
  const user = await findUserById(ctx.db, userId);
  // The session resolved moments ago; a vanished user means it was deleted in between.
  if (!user) throw new AppError('NOT_FOUND', 'This user no longer exists.');
  return user;
}

export function getProfile(ctx: TAppContext, actor: TSessionUser): Promise<TUserWithOwner> {
  return loadUser(ctx, actor.id);
}

export async function updateProfile(
  ctx: TAppContext,
  actor: TSessionUser,
  input: TUpdateProfileRequest,
  meta: { ip: string },
): Promise<TUserWithOwner> {
  const before = await loadUser(ctx, actor.id);
  const now = ctx.clock.now();
  const changed = (['name', 'email'] as const).filter((field) => before[field] !== input[field]);
  if (changed.length > 0) {
    await ctx.db.transaction(async (tx) => {
      await updateUser(tx, actor.id, { name: input.name, email: input.email }, now);
      await recordAudit(
        tx,
        { userId: actor.id, label: actor.username, ip: meta.ip },
        {
          action: 'profile.updated',
          entityType: 'user',
          entityId: actor.id,
          detail: Object.fromEntries(
            changed.map((field) => [field, { from: before[field], to: input[field] }]),
          ),
          at: now,
        },
      );
    });
  }
  return loadUser(ctx, actor.id);
}

/** Changes the password after checking the current one, and signs out every other session. */
export async function changePassword(
  ctx: TAppContext,
  actor: TSessionUser,
  input: TChangePasswordRequest,
  meta: { ip: string; sessionId: string | null },
): Promise<void> {
  const user = await loadUser(ctx, actor.id);
  if (!(await ctx.passwords.verify(user.passwordHash, input.current_password))) {
    throw AppError.invalidField('current_password', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  const passwordHash = await ctx.passwords.hash(input.password);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, actor.id, { passwordHash }, now);
    await recordAudit(
      tx,
      { userId: actor.id, label: actor.username, ip: meta.ip },
      { action: 'profile.password_changed', entityType: 'user', entityId: actor.id, at: now },
    );
  });
  await ctx.sessions.endAllForUser(actor.id, meta.sessionId ?? undefined);
}

export async function getPreferences(
  ctx: TAppContext,
  actor: TSessionUser,
): Promise<TUserPreferences> {
  const user = await loadUser(ctx, actor.id);
  return {
    notifyQuoteAccepted: user.notifyQuoteAccepted,
    defaultClientView: user.defaultClientView,
  };
}

/** Saves the user's own preferences; a change is audited like a profile change. */
export async function updatePreferences(
  ctx: TAppContext,
  actor: TSessionUser,
  input: TUserPreferences,
  meta: { ip: string },
): Promise<TUserPreferences> {
  const before = await getPreferences(ctx, actor);
  const changed = (['notifyQuoteAccepted', 'defaultClientView'] as const).filter(
    (field) => before[field] !== input[field],
  );
  if (changed.length > 0) {
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      await updateUser(tx, actor.id, input, now);
      await recordAudit(
        tx,
        { userId: actor.id, label: actor.username, ip: meta.ip },
        {
          action: 'profile.preferences-updated',
          entityType: 'user',
          entityId: actor.id,
          detail: Object.fromEntries(
            changed.map((field) => [field, { from: before[field], to: input[field] }]),
          ),
          at: now,
        },
      );
    });
  }
  return getPreferences(ctx, actor);
}
