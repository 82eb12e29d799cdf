import {
  LOGO_NOT_AN_IMAGE_MESSAGE,
  LOGO_TOO_LARGE_MESSAGE,
  type TUploadAgencyLogoRequest,
} from '@portal/shared/contracts/people';
import {
  AGENCY_LOGO_MAX_BYTES,
  type TClientDocumentBranding,
} from '@portal/shared/domain/client-documents';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { toDrawableImage, type TDrawableImage } from '../../lib/document-images';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { agencyNotFound, getAgency } from './people.service';
import {
  deleteAgencyLogo,
  findAgencyDocumentDetails,
  findAgencyLogo,
  lockAgency,
  upsertAgencyLogo,
  type TAgencyListRow,
} from './people.repository';

/**
 * The agency's side of the documents it hands its clients (docs/documents.md): the logo the back
 * office uploads for it, and what an itinerary's letterhead may print of it.
 */

export async function uploadAgencyLogo(
  ctx: TAppContext,
  actor: TAuditActor,
  agencyId: number,
  input: TUploadAgencyLogoRequest,
): Promise<TAgencyListRow> {
  const content = Buffer.from(input.base64, 'base64');
  if (content.length === 0) throw AppError.invalidField('base64', 'The file is empty');
  if (content.length > AGENCY_LOGO_MAX_BYTES) {
    throw AppError.invalidField('base64', LOGO_TOO_LARGE_MESSAGE);
  }
  // The bytes decide, not the name or the type the browser sent: a logo pdfkit cannot draw
  // (SVG, WebP, a damaged file) is refused here rather than left out of every itinerary.
  const image = toDrawableImage(content);
  if (!image) throw AppError.invalidField('base64', LOGO_NOT_AN_IMAGE_MESSAGE);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await lockAgency(tx, agencyId))) throw agencyNotFound();
    await upsertAgencyLogo(tx, { agencyId, contentType: image.type, content, updatedAt: now });
    await recordAudit(tx, actor, {
      action: 'people.agency.logo-uploaded',
      entityType: 'agency',
      entityId: agencyId,
      detail: {
        contentType: image.type,
        sizeBytes: content.length,
        width: image.width,
        height: image.height,
      },
      at: now,
    });
  });
  return getAgency(ctx, agencyId);
}

/** Removes the logo (nothing to do when there is none, so a repeated click is harmless). */
export async function removeAgencyLogo(
  ctx: TAppContext,
  actor: TAuditActor,
  agencyId: number,
): Promise<TAgencyListRow> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await lockAgency(tx, agencyId))) throw agencyNotFound();
    if (await deleteAgencyLogo(tx, agencyId)) {
      await recordAudit(tx, actor, {
        action: 'people.agency.logo-removed',
        entityType: 'agency',
        entityId: agencyId,
        at: now,
      });
    }
  });
  return getAgency(ctx, agencyId);
}

export async function downloadAgencyLogo(ctx: TAppContext, agencyId: number) {
  const logo = await findAgencyLogo(ctx.db, agencyId);
  if (!logo) throw new AppError('NOT_FOUND', 'This agency has no logo.');
  return logo;
}

/** What an agency's itinerary may print of it; the logo is read only for agent-branded ones. */
export interface TAgencyLetterhead {
  name: string;
  email: string;
  phone: string;
  branding: TClientDocumentBranding;
  logo: TDrawableImage | null;
}

export async function getAgencyLetterhead(
  ctx: TAppContext,
  agencyId: number,
): Promise<TAgencyLetterhead> {
  const agency = await findAgencyDocumentDetails(ctx.db, agencyId);
  if (!agency) throw agencyNotFound();
  const logo =
    agency.clientDocumentBranding === 'agency' ? await findAgencyLogo(ctx.db, agencyId) : null;
  return {
    name: agency.name,
    email: agency.email ?? '',
    phone: agency.phone ?? '',
    branding: agency.clientDocumentBranding,
    logo: logo ? toDrawableImage(logo.content) : null,
  };
}
