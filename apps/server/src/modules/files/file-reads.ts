import type { TAdminFileView, TFileView } from '@portal/shared/contracts/files';
import type { TClientFileBackOffice } from '@portal/shared/contracts/files-admin';
import type { TExecutor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { TCaller } from '../../lib/request-user';
import { fileLifecycle } from './file-lifecycle';
import type { TFilePricing } from './file-pricing.service';
import type { TFileState } from './file-state';
import { findUserName } from './files.admin.repository';
import { fileAbilities } from './files.policy';
import { presentAdminFileView, presentFileView } from './files.presenter';
import {
  findFileAgency,
  findFileByReference,
  findFileLines,
  findSupplierNames,
  findSupplierReasons,
  findUserNames,
  lineColumns,
  type TFileRow,
  type TFileScope,
  type TLineRow,
} from './files.repository';

/**
 * Reading one file, for the file commands and the file queries alike: its state as the pricing and
 * the diff see it, and its views for the agent and the back office.
 */

/** A file's content and totals, as priced, compared and frozen in versions. */
export function stateOf(file: TFileRow, lines: readonly TLineRow[]): TFileState {
  return {
    bookingName: file.bookingName,
    yourReference: file.yourReference,
    notes: file.notes,
    supplierNote: file.supplierNote,
    travelDate: file.travelDate,
    endDate: file.endDate,
    status: file.status,
    rooms: file.rooms,
    dayHeaders: file.dayHeaders,
    droppedLines: file.droppedLines,
    pax: { adults: file.paxAdults, children: file.paxChildren },
    totals: {
      costCents: file.costCents,
      sellCents: file.sellCents,
      commissionCents: file.commissionCents,
      netCents: file.netCents,
      gstCents: file.gstCents,
      netGstCents: file.netGstCents,
    },
    lines: lines.map((line) => ({ key: line.key, ...lineColumns(line) })),
  };
}

/** Whose prices a file is worked out with. */
export function pricingOf(
  file: Pick<TFileRow, 'brandId' | 'agencyId' | 'pricingModel'>,
): TFilePricing {
  return { brandId: file.brandId, agencyId: file.agencyId, pricingModel: file.pricingModel };
}

export async function findFileOrThrow(
  executor: TExecutor,
  reference: string,
  scope: TFileScope,
): Promise<TFileRow> {
  const file = await findFileByReference(executor, reference, scope);
  if (!file) throw notFound('File');
  return file;
}

/** The file row again after a change wrote it (in the same transaction). */
export async function reloadFile(
  executor: TExecutor,
  fileId: number,
  reference: string,
): Promise<TFileRow> {
  const file = await findFileByReference(executor, reference, { agencyId: null });
  if (!file || file.id !== fileId) throw new Error(`File ${reference} vanished mid-change`);
  return file;
}

async function viewContext(
  executor: TExecutor,
  file: TFileRow,
  lines: TLineRow[],
  caller: TCaller,
) {
  // Sequential: inside a transaction the queries share one connection.
  const agency = await findFileAgency(executor, file.agencyId);
  return {
    agencyName: agency.name,
    travellerPayments: agency.travellerPayments,
    supplierReasons: await findSupplierReasons(executor, file.id),
    supplierNames: await findSupplierNames(
      executor,
      lines.map((line) => line.supplierId),
    ),
    userNames: await findUserNames(executor, [
      file.agentId,
      file.createdByUserId,
      file.updatedByUserId,
    ]),
    abilities: fileAbilities(file.status, caller.user, caller.permissions),
    deposit: file.creditHeldAt ? await fileLifecycle().invoices.depositOf(executor, file.id) : null,
  };
}

export async function agentFileView(
  executor: TExecutor,
  file: TFileRow,
  caller: TCaller,
): Promise<TFileView> {
  const lines = await findFileLines(executor, file.id);
  return presentFileView(file, lines, await viewContext(executor, file, lines, caller));
}

export async function adminFileView(
  executor: TExecutor,
  file: TFileRow,
  caller: TCaller,
): Promise<TAdminFileView> {
  const lines = await findFileLines(executor, file.id);
  return presentAdminFileView(file, lines, await viewContext(executor, file, lines, caller));
}

/** Who works the file in the back office, and the notes only the back office reads. */
export async function backOfficeOf(
  executor: TExecutor,
  file: TFileRow,
): Promise<TClientFileBackOffice> {
  return {
    reference: file.reference,
    consultantId: file.consultantUserId,
    consultantName: await findUserName(executor, file.consultantUserId),
    internalNotes: file.internalNotes,
  };
}
