import { escapeHtml } from '../../lib/html';

/** The two emails the back office sends about an account: an invitation and a reset link. */
export function accountLinkMail(args: {
  purpose: 'invite' | 'reset';
  name: string;
  username: string;
  companyName: string;
  link: string;
  /** Where the account works, for invitations: an agency's name or "the back office". */
  place: string;
}): { subject: string; text: string; html: string } {
  const isInvite = args.purpose === 'invite';
  const subject = isInvite
    ? `${args.companyName}: your portal account`
    : `${args.companyName}: reset your password`;
  const opening = isInvite
    ? `${args.companyName} created a portal account for you at ${args.place}.`
    : `An administrator of ${args.companyName} sent you a link to choose a new password.`;
  const validity = isInvite ? 'within 7 days' : 'within 60 minutes';
  const text = [
    `Hello ${args.name},`,
    '',
    opening,
    `Your username is ${args.username}. Use this link ${validity} to choose your password:`,
    '',
    args.link,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(args.name)},</p>`,
    `<p>${escapeHtml(opening)}</p>`,
    `<p>Your username is <strong>${escapeHtml(args.username)}</strong>.</p>`,
    `<p><a href="${escapeHtml(args.link)}">Choose your password</a> ${validity}.</p>`,
  ].join('\n');
  return { subject, text, html };
}
