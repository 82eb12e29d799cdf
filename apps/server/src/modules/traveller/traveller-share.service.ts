import type { TSessionUser } from '@portal/shared/contracts/auth';
import type {
  TAdminFileTraveller,
  TAdminEmergencyContact,
  TTravellerLinks,
  TTravellerShare,
  TShareLinkEmailRequest,
} from '@portal/shared/contracts/traveller';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { queueMail } from '../mail/mail.service';
import { findFileByReference, type TFileRow, type TFileScope } from '../files/files.repository';
import {
  findLiveToken,
  getOrCreateTravellerLink,
  getOrCreateTravellerLinks,
  revokeTravellerLink,
  listTravellerLinks,
  type TTravellerLinkKind,
} from './traveller-links.repository';
import { presentEmergencyContact, presentFeedback } from './traveller.presenter';
import {
  findAgentContact,
  findEmergencyContact,
  findPrizeChoice,
  findQuoteAcceptance,
  findReview,
} from './traveller.repository';
import { FILE_NOT_FOUND, NO_LIVE_LINK } from './traveller-files';

/** A staff member's action on a file's traveller side (links, shares, personal data read). */
function auditFileAction(
  executor: TExecutor,
  staff: { user: TSessionUser; ip: string | null },
  reference: string,
  action: string,
  at: Date,
  detail?: Record<string, unknown>,
): Promise<void> {
  return recordAudit(
    executor,
    { userId: staff.user.id, label: staff.user.username, ip: staff.ip },
    { action, entityType: 'file', entityId: reference, at, ...(detail ? { detail } : {}) },
  );
}

/** The agent's client gets the link, with the agent's own words above it (plain text). */
function shareMail(
  file: TFileRow,
  kind: TTravellerLinkKind,
  url: string,
  agentName: string,
  body: TShareLinkEmailRequest,
): { subject: string; text: string } {
  const what = kind === 'quote' ? `your quote ${file.reference}` : `your trip ${file.reference}`;
  const intro = body.message ? `${body.message}\n\n` : '';
  return {
    subject: kind === 'quote' ? `Your quote ${file.reference}` : `Your trip ${file.reference}`,
    text: `Hello,\n\n${intro}Open ${what} here:\n${url}\n\n${agentName}`,
  };
}

/**
 * The staff's side of a file's traveller pages: its links (shown, emailed, revoked), the
 * emergency contact read with an audit entry, and what the traveller has done.
 */
export function createTravellerShareService(ctx: TAppContext) {
  const { db } = ctx;

  function linkUrls(tokens: { travelAppToken: string; quoteToken: string }): TTravellerLinks {
    return {
      travelAppUrl: linkUrl('travel-app', tokens.travelAppToken),
      quoteUrl: linkUrl('quote', tokens.quoteToken),
    };
  }

  function linkUrl(kind: TTravellerLinkKind, token: string): string {
    return `${ctx.config.appUrl}/${kind === 'quote' ? 'quote' : 'travel-app'}/${token}`;
  }

  async function shareOf(file: TFileRow): Promise<TTravellerShare> {
    const [travelAppToken, quoteToken, acceptance] = await Promise.all([
      findLiveToken(db, file.id, 'travel-app'),
      findLiveToken(db, file.id, 'quote'),
      findQuoteAcceptance(db, file.id),
    ]);
    return {
      travelAppUrl: travelAppToken ? linkUrl('travel-app', travelAppToken) : null,
      quoteUrl: quoteToken ? linkUrl('quote', quoteToken) : null,
      quoteAcceptance: acceptance
        ? { fullName: acceptance.fullName, acceptedAt: acceptance.acceptedAt.toISOString() }
        : null,
    };
  }

  async function fileForCaller(reference: string, scope: TFileScope): Promise<TFileRow> {
    const file = await findFileByReference(db, reference, scope);
    if (!file) throw new AppError('NOT_FOUND', FILE_NOT_FOUND);
    return file;
  }

  return {
    async travellerLinks(
      reference: string,
      scope: TFileScope,
      user: TSessionUser,
      ip: string | null,
    ): Promise<TTravellerLinks> {
      const file = await fileForCaller(reference, scope);
      const now = ctx.clock.now();
      const tokens = await db.transaction(async (tx) => {
        const links = await getOrCreateTravellerLinks(tx, file.id, now);
        await auditFileAction(tx, { user, ip }, file.reference, 'traveller.links-shown', now);
        return links;
      });
      return linkUrls(tokens);
    },

    /** The file's live links and the quote's acceptance; reading creates nothing. */
    async travellerShare(reference: string, scope: TFileScope): Promise<TTravellerShare> {
      const file = await fileForCaller(reference, scope);
      return shareOf(file);
    },

    /** Emails a live link (made when there is none) to an address the agent typed; audited. */
    async emailTravellerLink(
      reference: string,
      kind: TTravellerLinkKind,
      body: TShareLinkEmailRequest,
      scope: TFileScope,
      user: TSessionUser,
      ip: string | null,
    ): Promise<TTravellerShare> {
      const file = await fileForCaller(reference, scope);
      const now = ctx.clock.now();
      await db.transaction(async (tx) => {
        const token = await getOrCreateTravellerLink(tx, file.id, kind, now);
        const url = linkUrl(kind, token);
        const agent = await findAgentContact(tx, file.agentId);
        const agentName = agent?.name ?? user.username;
        await queueMail(
          tx,
          { to: body.email, fileId: file.id, ...shareMail(file, kind, url, agentName, body) },
          now,
        );
        await auditFileAction(tx, { user, ip }, file.reference, 'traveller.link-emailed', now, {
          kind,
          to: body.email,
        });
      });
      ctx.mail.kick();
      return shareOf(file);
    },

    /** Revokes a live link: its address stops working; a new one is made on the next share. */
    async revokeTravellerLink(
      reference: string,
      kind: TTravellerLinkKind,
      scope: TFileScope,
      user: TSessionUser,
      ip: string | null,
    ): Promise<TTravellerShare> {
      const file = await fileForCaller(reference, scope);
      const now = ctx.clock.now();
      await db.transaction(async (tx) => {
        if (!(await revokeTravellerLink(tx, file.id, kind, now))) {
          throw new AppError('CONFLICT', NO_LIVE_LINK);
        }
        await auditFileAction(tx, { user, ip }, file.reference, 'traveller.link-revoked', now, {
          kind,
        });
      });
      return shareOf(file);
    },

    /**
     * Personal data read by staff: the contact (or that there is none) with an audit entry in the
     * same transaction, so no reading goes unrecorded.
     */
    async adminEmergencyContact(
      reference: string,
      user: TSessionUser,
      ip: string | null,
    ): Promise<TAdminEmergencyContact> {
      const file = await fileForCaller(reference, { agencyId: null });
      const now = ctx.clock.now();
      const contact = await db.transaction(async (tx) => {
        const row = await findEmergencyContact(tx, file.id);
        await auditFileAction(
          tx,
          { user, ip },
          file.reference,
          'file.emergency-contact-viewed',
          now,
        );
        return row;
      });
      return { contact: contact ? presentEmergencyContact(contact) : null };
    },

    async adminFileTraveller(reference: string): Promise<TAdminFileTraveller> {
      const file = await fileForCaller(reference, { agencyId: null });
      const [links, contact, review, choice, acceptance] = await Promise.all([
        listTravellerLinks(db, file.id),
        findEmergencyContact(db, file.id),
        findReview(db, file.id),
        findPrizeChoice(db, file.id),
        findQuoteAcceptance(db, file.id),
      ]);
      return {
        links: links.map((link) => ({
          kind: link.kind,
          url: linkUrl(link.kind, link.token),
          createdAt: link.createdAt.toISOString(),
          revokedAt: link.revokedAt?.toISOString() ?? null,
        })),
        hasEmergencyContact: contact !== null,
        feedback: review ? { ...presentFeedback(review), status: review.status } : null,
        prizeChoice: choice
          ? {
              prizeId: choice.prizeId,
              prizeName: choice.prizeName,
              chosenAt: choice.chosenAt.toISOString(),
            }
          : null,
        quoteAcceptance: acceptance
          ? {
              fullName: acceptance.fullName,
              comment: acceptance.comment,
              acceptedAt: acceptance.acceptedAt.toISOString(),
              ip: acceptance.ip,
            }
          : null,
      };
    },
  };
}
