import type { TClientMarkupRequest, TFileView } from '@portal/shared/contracts/files';
import { percentToBasisPoints } from '@portal/shared/contracts/people';
import { isCancelledFileStatus } from '@portal/shared/domain/file-states';
import { AppError } from '../../../lib/app-error';
import type { TCaller } from '../../../lib/request-user';
import { agentFileView, reloadFile } from '../file-reads';
import { scopeOf } from '../files.policy';
import { updateClientMarkup } from '../files.repository';
import { recordEvents } from '../file-events';
import { conflict, eventRow, withLockedFile, type TFileCommandDeps } from './file-command';

export const GROSS_AGENCY_MARKUP_MESSAGE =
  "A gross agency's clients see the published price: only a net agency sets its own markup.";
export const CANCELLED_MARKUP_MESSAGE = "A cancelled booking's client price no longer changes.";

/**
 * A net agency's markup for this file's client (docs/pricing.md, "Two prices"): the public quote,
 * the client itinerary and what its traveller pays follow it. Recorded on the file's history with
 * who changed it from what; a repeat of the same markup changes nothing.
 */
export async function setClientMarkup(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
  request: TClientMarkupRequest,
): Promise<TFileView> {
  return withLockedFile(
    deps,
    caller,
    { reference, scope: scopeOf(caller.user) },
    async ({ tx, file, actor, at, afterCommit }) => {
      if (file.pricingModel !== 'net') {
        throw AppError.invalidField('clientMarkupPercent', GROSS_AGENCY_MARKUP_MESSAGE);
      }
      if (isCancelledFileStatus(file.status)) throw conflict(CANCELLED_MARKUP_MESSAGE);
      const basisPoints =
        request.clientMarkupPercent === null
          ? null
          : percentToBasisPoints(request.clientMarkupPercent);
      if (basisPoints === file.clientMarkupBasisPoints) return agentFileView(tx, file, caller);
      await updateClientMarkup(tx, file.id, basisPoints, {
        updatedByUserId: caller.user.id,
        updatedAt: at,
      });
      await recordEvents(tx, [
        eventRow(
          file.id,
          actor,
          'file.updated',
          {
            fields: ['clientMarkup'],
            clientMarkupBasisPointsBefore: file.clientMarkupBasisPoints,
            clientMarkupBasisPoints: basisPoints,
          },
          at,
        ),
      ]);
      const updated = await reloadFile(tx, file.id, file.reference);
      afterCommit.fileUpdated(updated, 'file.updated');
      return agentFileView(tx, updated, caller);
    },
  );
}
