import type {
  TForgotPasswordRequest,
  TLoginRequest,
  TResetPasswordRequest,
  TSessionUser,
} from '@portal/shared/contracts/auth';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { recordAudit } from '../audit/audit.service';
import { queueMail } from '../mail/mail.service';
import { getGeneralSettings } from '../settings/settings.service';
import { presentSessionUser } from '../users/users.presenter';
import {
  canSignInTo,
  findUserById,
  findUserByUsername,
  normalizeUsername,
  updateUser,
  type TUserWithOwner,
} from '../users/users.repository';
import {
  consumePasswordResetToken,
  findPasswordResetToken,
  insertPasswordResetToken,
  voidPasswordResetTokensOfUser,
} from './auth.repository';
import type { TSessionRecord } from './session-store';

export const INVALID_CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
export const RESET_SENT_MESSAGE = 'Password Reset Sent';
export const RESET_DONE_MESSAGE = 'Please login with your new password.';
export const RESET_GONE_MESSAGE = 'This password reset link has expired or was already used.';
export const RESET_UNKNOWN_MESSAGE = 'This password reset link is not valid.';
export const LOGGED_OUT_MESSAGE = 'You have been signed out.';
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

export function tooManyAttemptsMessage(seconds: number): string {
  return `Too many login attempts. Please try again in ${seconds} seconds.`;
}

export interface TRequestMeta {
  ip: string;
  userAgent: string | null;
}

/**
 * Signs a user in to one area. Wrong password, unknown user and a user of another kind get the
 * same answer in about the same time; repeated failures are rate limited per account and per IP.
 */
export async function login(
  ctx: TAppContext,
  input: TLoginRequest,
  meta: TRequestMeta & { previousSessionId: string | null },
): Promise<{ user: TSessionUser; token: string; session: TSessionRecord }> {
  const account = normalizeUsername(input.username);
  const retryAfter = await ctx.loginLimiter.retryAfterSeconds(account, meta.ip);
  if (retryAfter > 0) {
    throw new AppError('TOO_MANY_REQUESTS', tooManyAttemptsMessage(retryAfter), {
      headers: { 'retry-after': String(retryAfter) },
    });
  }

  const user = await findUserByUsername(ctx.db, account);
  const isPasswordValid = user
    ? await ctx.passwords.verify(user.passwordHash, input.password)
    : await ctx.passwords.burn(input.password).then(() => false);
  if (!user || !isPasswordValid || !canSignInTo(user, input.area)) {
    await ctx.loginLimiter.recordFailure(account, meta.ip);
    await recordAudit(
      ctx.db,
      { userId: null, label: account, ip: meta.ip },
      {
        action: 'auth.login_failed',
        entityType: 'user',
        entityId: user?.id ?? null,
        detail: { area: input.area },
        at: ctx.clock.now(),
      },
    );
    throw AppError.invalidField('username', INVALID_CREDENTIALS_MESSAGE);
  }

  await ctx.loginLimiter.clearAccount(account);
  // Session fixation defence: whatever session the browser held is destroyed, a new one issued.
  if (meta.previousSessionId) await ctx.sessions.end(meta.previousSessionId);
  const { token, record } = await ctx.sessions.start(user.id, meta);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { lastLoginAt: now }, now);
    await recordAudit(
      tx,
      { userId: user.id, label: user.username, ip: meta.ip },
      {
        action: 'auth.login',
        entityType: 'user',
        entityId: user.id,
        detail: { area: input.area },
        at: now,
      },
    );
  });
  return { user: presentSessionUser(user), token, session: record };
}

export async function logout(
  ctx: TAppContext,
  session: TSessionRecord | null,
  user: TSessionUser | null,
  meta: TRequestMeta,
): Promise<void> {
  if (!session) return;
  await ctx.sessions.end(session.id);
  if (user) {
    await recordAudit(
      ctx.db,
      { userId: user.id, label: user.username, ip: meta.ip },
      { action: 'auth.logout', entityType: 'user', entityId: user.id, at: ctx.clock.now() },
    );
  }
}

function passwordResetMail(args: { user: TUserWithOwner; link: string; companyName: string }): {
  subject: string;
  text: string;
  html: string;
} {
  const subject = `${args.companyName}: reset your password`;
  const text = [
    `Hello ${args.user.name},`,
    '',
    `Someone asked to reset the password of your ${args.companyName} portal account (${args.user.username}).`,
    'Use this link within 60 minutes to choose a new password:',
    '',
    args.link,
    '',
    'If you did not ask for this, you can ignore this email; your password stays the same.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(args.user.name)},</p>`,
    `<p>Someone asked to reset the password of your ${escapeHtml(args.companyName)} portal account (${escapeHtml(args.user.username)}).</p>`,
    `<p><a href="${escapeHtml(args.link)}">Choose a new password</a> within 60 minutes.</p>`,
    '<p>If you did not ask for this, you can ignore this email; your password stays the same.</p>',
  ].join('\n');
  return { subject, text, html };
}

/**
 * Emails a one-time reset link through the outbox. The answer is the same whether or not the
 * user exists, so the form cannot be used to discover usernames.
 */
export async function requestPasswordReset(
  ctx: TAppContext,
  input: TForgotPasswordRequest,
  meta: TRequestMeta,
): Promise<void> {
  const user = await findUserByUsername(ctx.db, input.username);
  if (!user || !canSignInTo(user, input.area)) return;

  const token = randomToken();
  const now = ctx.clock.now();
  const general = await getGeneralSettings(ctx.db, ctx.config);
  const mail = passwordResetMail({
    user,
    // The area tells the reset page which login to offer afterwards.
    link: `${ctx.config.appUrl}/reset-password/${token}?area=${user.kind}`,
    companyName: general.company_name,
  });
  await ctx.db.transaction(async (tx) => {
    await insertPasswordResetToken(tx, {
      tokenHash: sha256Hex(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      createdAt: now,
    });
    await queueMail(tx, { to: user.email, ...mail }, now);
    await recordAudit(
      tx,
      { userId: null, label: user.username, ip: meta.ip },
      { action: 'auth.password_reset_requested', entityType: 'user', entityId: user.id, at: now },
    );
  });
  ctx.mail.kick();
}

/** Sets a new password from an emailed link; each link works once, for 60 minutes. */
export async function resetPassword(
  ctx: TAppContext,
  input: TResetPasswordRequest,
  meta: TRequestMeta,
): Promise<void> {
  const token = await findPasswordResetToken(ctx.db, sha256Hex(input.token));
  if (!token) throw new AppError('NOT_FOUND', RESET_UNKNOWN_MESSAGE);
  if (token.usedAt || token.expiresAt.getTime() <= ctx.clock.now().getTime()) {
    throw new AppError('GONE', RESET_GONE_MESSAGE);
  }
  const user = await findUserById(ctx.db, token.userId);
  if (!user || !user.isActive) throw new AppError('GONE', RESET_GONE_MESSAGE);

  // Hash before the transaction: nothing slow runs while rows are locked.
  const passwordHash = await ctx.passwords.hash(input.password);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await consumePasswordResetToken(tx, token.id, now))) {
      throw new AppError('GONE', RESET_GONE_MESSAGE);
    }
    await voidPasswordResetTokensOfUser(tx, user.id, now);
    await updateUser(tx, user.id, { passwordHash }, now);
    await recordAudit(
      tx,
      { userId: user.id, label: user.username, ip: meta.ip },
      { action: 'auth.password_reset', entityType: 'user', entityId: user.id, at: now },
    );
  });
  // Whoever knew the old password is signed out everywhere.
  await ctx.sessions.endAllForUser(user.id);
  await ctx.loginLimiter.clearAccount(user.username);
}
