import type {
  TAdminFileListItem,
  TAdminFileView,
  TAdminServiceLineView,
  TFileAbilities,
  TFileCreditHold,
  TFileEvent,
  TFileListItem,
  TFileVersionSummary,
  TFileView,
  TServiceLineView,
} from '@portal/shared/contracts/files';
import { getBrand } from '@portal/shared/domain/brands';
import {
  clientLineCentsOf,
  clientTotalsOf,
  type TTravellerPayments,
} from '@portal/shared/domain/client-price';
import { gstSplitOf } from '@portal/shared/domain/margin';
import { presentEventFacts } from '@portal/shared/domain/event-facts';
import type { TFileEventAction } from '@portal/shared/contracts/files';
import type { TFileListRow } from './files-list.repository';
import type { TEventRow, TFileRow, TLineRow } from './files.repository';

/** Everything a file view shows besides the file and its lines. */
export interface TFileViewContext {
  agencyName: string;
  travellerPayments: TTravellerPayments;
  /** The latest supplier answer's reason per line id (declined or waitlisted lines). */
  supplierReasons: Map<number, string>;
  supplierNames: Map<number, string>;
  userNames: Map<number, string>;
  abilities: TFileAbilities;
  /** The deposit that lifts a credit hold; only read for a file that was held. */
  deposit: { depositCents: number } | null;
}

function presentCreditHold(file: TFileRow, context: TFileViewContext): TFileCreditHold | null {
  if (!file.creditHeldAt) return null;
  return {
    heldAt: file.creditHeldAt.toISOString(),
    depositCents: context.deposit?.depositCents ?? 0,
    releasedAt: file.creditReleasedAt?.toISOString() ?? null,
    release: file.creditRelease,
  };
}

/** The client price of the file's live services, as its totals count them. */
function clientTotalsOfFile(file: TFileRow, lines: readonly TLineRow[]) {
  return clientTotalsOf(
    lines.filter((line) => line.status !== 'Cancelled'),
    file.clientMarkupBasisPoints,
    getBrand(file.brandId).gstPercent,
  );
}

function brandOf(brandId: number) {
  const brand = getBrand(brandId);
  return { brandId: brand.id, currency: brand.currency, gstPercent: brand.gstPercent };
}

/** Lines a supplier could not confirm show why (the reason it gave when it answered). */
const REASON_STATUSES = new Set(['Unable', 'Wait']);

function presentAdminLine(
  line: TLineRow,
  clientMarkupBasisPoints: number | null,
  supplierNames: Map<number, string>,
  supplierReasons: Map<number, string> = new Map(),
): TAdminServiceLineView {
  return {
    id: line.id,
    key: line.key,
    dayNumber: line.dayNumber,
    date: line.date,
    endDate: line.endDate,
    startTime: line.startTime,
    endTime: line.endTime,
    productId: line.productId,
    isManual: line.productId === null,
    supplierId: line.supplierId,
    supplierName: supplierNames.get(line.supplierId) ?? '',
    serviceTypeCode: line.serviceTypeCode,
    name: line.name,
    basis: line.basis,
    taxCode: line.taxCode,
    span: line.span,
    quantity: line.quantity,
    status: line.status,
    costCents: line.costCents,
    sellCents: line.sellCents,
    commissionCents: line.commissionCents,
    netCents: line.netCents,
    clientCents: clientLineCentsOf(line, clientMarkupBasisPoints),
    confirmation: line.confirmation,
    voucher: line.voucher,
    remarks: line.remarks,
    phone: line.phone,
    address: line.address,
    hasAllotmentHeld: line.allotmentHold !== null,
    supplierReason: REASON_STATUSES.has(line.status) ? (supplierReasons.get(line.id) ?? '') : '',
    cancellationFeeCents: line.cancellationFeeCents,
    supplierChargeCents: line.supplierChargeCents,
  };
}

function presentAgentLine(
  line: TLineRow,
  clientMarkupBasisPoints: number | null,
  supplierNames: Map<number, string>,
  supplierReasons: Map<number, string>,
): TServiceLineView {
  const {
    costCents: _cost,
    supplierChargeCents: _supplierCharge,
    ...view
  } = presentAdminLine(line, clientMarkupBasisPoints, supplierNames, supplierReasons);
  return view;
}

function userName(names: Map<number, string>, id: number | null): string | null {
  return id === null ? null : (names.get(id) ?? null);
}

function commonView(file: TFileRow, context: TFileViewContext) {
  return {
    id: file.id,
    reference: file.reference,
    yourReference: file.yourReference,
    bookingName: file.bookingName,
    status: file.status,
    relatedReference: file.relatedReference,
    travelDate: file.travelDate,
    endDate: file.endDate,
    ...brandOf(file.brandId),
    agencyId: file.agencyId,
    agencyName: context.agencyName,
    travellerPayments: context.travellerPayments,
    clientMarkupBasisPoints: file.clientMarkupBasisPoints,
    agentId: file.agentId,
    agentName: userName(context.userNames, file.agentId) ?? '',
    packageId: file.packageId,
    packageName: file.packageName,
    accommodationClass: file.accommodationClass,
    pricingModel: file.pricingModel,
    rooms: file.rooms,
    pax: { adults: file.paxAdults, children: file.paxChildren },
    notes: file.notes,
    supplierNote: file.supplierNote,
    droppedLines: file.droppedLines,
    version: file.version,
    abilities: context.abilities,
    creditHold: presentCreditHold(file, context),
    createdAt: file.createdAt.toISOString(),
    updatedAt: file.updatedAt.toISOString(),
    createdByName: userName(context.userNames, file.createdByUserId),
    updatedByName: userName(context.userNames, file.updatedByUserId),
  };
}

function groupDays<TLine extends { dayNumber: number; date: string }>(
  file: TFileRow,
  lines: TLine[],
) {
  const days = file.dayHeaders.map((header) => ({ ...header, lines: [] as TLine[] }));
  for (const line of lines) {
    let day = days.find((candidate) => candidate.dayNumber === line.dayNumber);
    if (!day) {
      // A service added past the package's last day gets a day of its own.
      day = {
        dayNumber: line.dayNumber,
        date: line.date,
        title: '',
        description: '',
        overnightLocationId: null,
        drivingNotes: [],
        lines: [],
      };
      days.push(day);
    }
    day.lines.push(line);
  }
  return days.sort((a, b) => a.dayNumber - b.dayNumber);
}

export function presentFileView(
  file: TFileRow,
  lines: TLineRow[],
  context: TFileViewContext,
): TFileView {
  return {
    ...commonView(file, context),
    days: groupDays(
      file,
      lines.map((line) =>
        presentAgentLine(
          line,
          file.clientMarkupBasisPoints,
          context.supplierNames,
          context.supplierReasons,
        ),
      ),
    ),
    totals: {
      sellCents: file.sellCents,
      commissionCents: file.commissionCents,
      netCents: file.netCents,
      gstCents: file.gstCents,
      netGstCents: file.netGstCents,
      ...clientTotalsOfFile(file, lines),
    },
  };
}

export function presentAdminFileView(
  file: TFileRow,
  lines: TLineRow[],
  context: TFileViewContext,
): TAdminFileView {
  return {
    ...commonView(file, context),
    days: groupDays(
      file,
      lines.map((line) =>
        presentAdminLine(
          line,
          file.clientMarkupBasisPoints,
          context.supplierNames,
          context.supplierReasons,
        ),
      ),
    ),
    totals: {
      costCents: file.costCents,
      sellCents: file.sellCents,
      commissionCents: file.commissionCents,
      netCents: file.netCents,
      gstCents: file.gstCents,
      netGstCents: file.netGstCents,
      ...clientTotalsOfFile(file, lines),
      marginExGstCents: gstSplitOf(file, getBrand(file.brandId).gstPercent).marginExGstCents,
    },
  };
}

export function presentFileListItem(row: TFileListRow): TFileListItem {
  const brand = getBrand(row.brandId);
  return {
    id: row.id,
    reference: row.reference,
    yourReference: row.yourReference,
    bookingName: row.bookingName,
    status: row.status,
    relatedReference: row.relatedReference,
    travelDate: row.travelDate,
    endDate: row.endDate,
    brandId: brand.id,
    currency: brand.currency,
    agentName: row.agentName,
    pax: { adults: row.paxAdults, children: row.paxChildren },
    sellCents: row.sellCents,
    netCents: row.netCents,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentAdminFileListItem(row: TFileListRow): TAdminFileListItem {
  return { ...presentFileListItem(row), agencyId: row.agencyId, agencyName: row.agencyName };
}

export function presentFileEvent(row: TEventRow): TFileEvent {
  return {
    id: row.id,
    action: row.action as TFileEventAction,
    facts: presentEventFacts(row.action, row.detail),
    actorKind: row.actorKind as TFileEvent['actorKind'],
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentVersion(
  row: {
    number: number;
    action: string;
    travelDate: string;
    lineCount: number;
    sellCents: number;
    netCents: number;
    createdByName: string | null;
    createdAt: Date;
  },
  currentVersion: number,
): TFileVersionSummary {
  return {
    number: row.number,
    action: row.action,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    travelDate: row.travelDate,
    lineCount: row.lineCount,
    sellCents: row.sellCents,
    netCents: row.netCents,
    isCurrent: row.number === currentVersion,
  };
}
