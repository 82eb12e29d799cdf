import { createHash, randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type {
  TSupplierRequestDetails,
  TSupplierRequestKind,
  TSupplierRequestStatus,
} from '@portal/shared/contracts/supplier-requests';
import type { TServiceLineStatus } from '@portal/shared/domain/file-states';
import { getBrand } from '@portal/shared/domain/brands';
import { addDays } from '@portal/shared/domain/pricing/calendar';
import type { TAppContext } from '../../app-context';
import type { TExecutor, TTransaction } from '../../db/database';
import { files } from '../../db/schema/files';
import { suppliers } from '../../db/schema/suppliers';
import { findFileLines, type TFileRow, type TLineRow } from '../files/files.repository';
import { queueMail } from '../mail/mail.service';
import { getGeneralSettings } from '../settings/settings.service';
import { requestMail, type TMailItem } from './supplier-requests.mail';
import { presentDetails } from './supplier-requests.presenter';
import { getOperatorNames } from './supplier-requests.settings';
import {
  answerOpenLineRequests,
  findPendingRequests,
  insertLink,
  insertRequestEvents,
  updateRequest,
  withdrawOpenRequests,
  type TSupplierRequestRow,
} from './supplier-requests.repository';

/**
 * Sending supplier requests. Runs inside the transaction of the booking change that wrote the
 * pending rows (the file commands), so a booking is never requested without its suppliers being
 * asked: the mail goes to the outbox in the same transaction and is delivered after commit.
 */

export type TLinkPurpose = 'answer' | 'reconfirm';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A link is good until the end of the day after the service ends (UTC), so a supplier can still
 * answer on the last day and the morning after, and never long after.
 */
export function linkExpiry(serviceEndDate: string): Date {
  return new Date(`${addDays(serviceEndDate, 2)}T00:00:00.000Z`);
}

/** Creates a link for a request; only its hash is stored, the token itself goes in the mail. */
export async function createLinkToken(
  tx: TExecutor,
  request: Pick<TSupplierRequestRow, 'id'>,
  serviceEndDate: string,
  purpose: TLinkPurpose,
  at: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertLink(tx, {
    requestId: request.id,
    tokenHash: hashToken(token),
    purpose,
    expiresAt: linkExpiry(serviceEndDate),
    createdAt: at,
  });
  return token;
}

export function supplierLinks(appUrl: string, token: string) {
  return {
    service: `${appUrl}/supplier/service/${token}`,
    snapshot: `${appUrl}/supplier/service-snapshot/${token}`,
    reconfirm: `${appUrl}/supplier/reconfirm/${token}`,
  };
}

export async function findFileById(executor: TExecutor, fileId: number): Promise<TFileRow> {
  const [file] = await executor.select().from(files).where(eq(files.id, fileId));
  if (!file) throw new Error(`File ${fileId} not found`);
  return file;
}

export async function findSuppliersByIds(executor: TExecutor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { name: string; email: string }>();
  const rows = await executor
    .select({ id: suppliers.id, name: suppliers.name, email: suppliers.email })
    .from(suppliers)
    .where(inArray(suppliers.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]));
}

/**
 * What the supplier is asked about one line, as it stands now. The supplier is told the operator
 * (`operatorName`, the selling brand's trading name) and the file's note to suppliers; never the
 * agency nor the agent's notes.
 */
export function buildDetails(
  file: TFileRow,
  line: TLineRow,
  operatorName: string,
): TSupplierRequestDetails {
  const isRoomService = line.basis === 'per_room_night';
  const named = file.rooms.flatMap((room) =>
    room.guests.map((guest) => ({
      title: guest.title,
      fullName: guest.fullName,
      isChild: guest.isChild,
    })),
  );
  // The lead guest is the first adult named; the others follow in room order.
  const lead = named.find((guest) => !guest.isChild) ?? named[0];
  const guests = lead ? [lead, ...named.filter((guest) => guest !== lead)] : [];
  return {
    bookingReference: file.reference,
    bookingName: file.bookingName,
    operatorName,
    serviceName: line.name,
    serviceTypeCode: line.serviceTypeCode,
    date: line.date,
    endDate: line.endDate,
    startTime: line.startTime,
    endTime: line.endTime,
    span: line.span,
    quantity: line.quantity,
    pax: { adults: file.paxAdults, children: file.paxChildren },
    rooms: isRoomService
      ? file.rooms.map((room) => ({
          roomType: room.roomType,
          adults: room.adults,
          children: room.children,
          guests: room.guests.map((guest) => ({
            title: guest.title,
            fullName: guest.fullName,
            isChild: guest.isChild,
          })),
        }))
      : [],
    guests,
    costCents: line.costCents,
    currency: getBrand(file.brandId).currency,
    supplierNote: file.supplierNote,
  };
}

/**
 * What a supplier is sent about a request: its frozen details as a supplier may read them
 * (presentDetails drops what older requests froze and no supplier may see), or the line as it
 * stands now when nothing was frozen yet.
 */
export function supplierDetailsOf(
  request: Pick<TSupplierRequestRow, 'details'>,
  file: TFileRow,
  line: TLineRow,
  operatorName: string,
): TSupplierRequestDetails {
  return request.details
    ? presentDetails(request.details, operatorName)
    : buildDetails(file, line, operatorName);
}

/** Requests that book a service (a cancel request releases one). */
const BOOKING_KINDS: readonly TSupplierRequestKind[] = ['new', 'amend', 'notice'];

const SYSTEM_EVENT = { actorKind: 'system', actorUserId: null, actorName: null, ip: null } as const;

/** Withdraws the open requests `where` says, each with a "withdrawn" event giving `reason`. */
async function withdrawWithReason(
  tx: TTransaction,
  where: Parameters<typeof withdrawOpenRequests>[1],
  reason: string,
  at: Date,
): Promise<TSupplierRequestRow[]> {
  const withdrawn = await withdrawOpenRequests(tx, where, at);
  await insertRequestEvents(
    tx,
    withdrawn.map((request) => ({
      ...SYSTEM_EVENT,
      requestId: request.id,
      action: 'withdrawn',
      detail: { reason },
      createdAt: at,
    })),
  );
  return withdrawn;
}

/**
 * When a cancel request is written for a line the supplier has not answered yet, the booking
 * request it overtakes is withdrawn: the supplier is asked to release, not to confirm.
 */
async function withdrawOvertaken(
  tx: TTransaction,
  fileId: number,
  pending: readonly TSupplierRequestRow[],
  at: Date,
): Promise<TSupplierRequestRow[]> {
  const cancelLineIds = pending
    .filter((request) => request.kind === 'cancel')
    .map((request) => request.serviceLineId);
  if (cancelLineIds.length === 0) return [];
  return withdrawWithReason(
    tx,
    { fileId, lineIds: cancelLineIds, kinds: BOOKING_KINDS },
    'The booking was cancelled.',
    at,
  );
}

/**
 * A service cancelled before its request was ever sent (while its booking was on credit hold): its
 * supplier never heard of it, so the request is withdrawn rather than sent, and no release asked.
 */
async function withdrawUnsentOfCancelledLines(
  tx: TTransaction,
  fileId: number,
  pending: readonly TSupplierRequestRow[],
  lines: ReadonlyMap<number, TLineRow>,
  at: Date,
): Promise<TSupplierRequestRow[]> {
  const lineIds = pending
    .filter(
      (request) =>
        request.kind !== 'cancel' && lines.get(request.serviceLineId)?.status === 'Cancelled',
    )
    .map((request) => request.serviceLineId);
  if (lineIds.length === 0) return [];
  return withdrawWithReason(
    tx,
    { fileId, lineIds, kinds: BOOKING_KINDS },
    'The service was cancelled before its supplier was asked.',
    at,
  );
}

/** One mail per supplier for each: what it must book, release, or only know. */
const MAIL_GROUPS: Record<TSupplierRequestKind, string> = {
  new: 'book',
  amend: 'book',
  cancel: 'cancel',
  notice: 'notice',
};

/**
 * A booking notice is confirmed as it is sent: the line was confirmed at once from the
 * supplier's allotment or free sell under the operator's reference (its confirmation), so there
 * is nothing to answer and nobody is reminded; the supplier may still decline it from its link
 * (a correction, before the service date), and is asked to reconfirm like any confirmed service.
 */
function noticeValues(line: TLineRow, details: TSupplierRequestDetails, at: Date) {
  return {
    status: 'confirmed' as const,
    details,
    confirmation: line.confirmation,
    sentAt: at,
    answeredAt: at,
    updatedAt: at,
  };
}

export interface TDispatchResult {
  sent: TSupplierRequestRow[];
  withdrawn: TSupplierRequestRow[];
}

/**
 * Sends every pending request of a file: freezes what is asked, creates each request's link,
 * queues one mail per supplier listing its services (each with its own link), marks the requests
 * sent and records it. The booking stays Requested while the suppliers answer (see the answer
 * service for where it goes next).
 */
export async function dispatchSupplierRequests(
  tx: TTransaction,
  ctx: Pick<TAppContext, 'config'>,
  fileId: number,
  at: Date,
): Promise<TDispatchResult> {
  const pending = await findPendingRequests(tx, fileId);
  if (pending.length === 0) return { sent: [], withdrawn: [] };
  const lines = new Map((await findFileLines(tx, fileId)).map((line) => [line.id, line]));
  const withdrawn = [
    ...(await withdrawOvertaken(tx, fileId, pending, at)),
    ...(await withdrawUnsentOfCancelledLines(tx, fileId, pending, lines, at)),
  ];
  const withdrawnIds = new Set(withdrawn.map((request) => request.id));
  const toSend = pending.filter((request) => !withdrawnIds.has(request.id));

  const file = await findFileById(tx, fileId);
  const operatorName = (await getOperatorNames(tx))(file.brandId);
  const supplierById = await findSuppliersByIds(
    tx,
    toSend.map((request) => request.supplierId),
  );
  const { company_name: companyName } = await getGeneralSettings(tx, ctx.config);

  const mails = new Map<string, { supplierId: number; items: TMailItem[] }>();
  const sent: TSupplierRequestRow[] = [];
  for (const request of toSend) {
    const line = lines.get(request.serviceLineId);
    if (!line) throw new Error(`Supplier request ${request.id} has no service line`);
    const details = buildDetails(file, line, operatorName);
    const token = await createLinkToken(tx, request, line.endDate, 'answer', at);
    const links = supplierLinks(ctx.config.appUrl, token);
    const values =
      request.kind === 'notice'
        ? noticeValues(line, details, at)
        : { status: 'sent' as const, details, sentAt: at, updatedAt: at };
    await updateRequest(tx, request.id, values);
    sent.push({ ...request, ...values });
    const supplier = supplierById.get(request.supplierId);
    await insertRequestEvents(tx, [
      {
        ...SYSTEM_EVENT,
        requestId: request.id,
        action: 'sent',
        detail: { to: supplier?.email ?? null, ...(request.kind === 'notice' && { notice: true }) },
        createdAt: at,
      },
    ]);
    const key = `${request.supplierId}/${MAIL_GROUPS[request.kind]}`;
    const mail = mails.get(key) ?? { supplierId: request.supplierId, items: [] };
    mail.items.push({
      kind: request.kind as TSupplierRequestKind,
      details,
      link: links.service,
      snapshotLink: links.snapshot,
    });
    mails.set(key, mail);
  }

  for (const mail of mails.values()) {
    const supplier = supplierById.get(mail.supplierId);
    if (!supplier?.email) continue;
    await queueMail(
      tx,
      {
        to: supplier.email,
        fileId,
        ...requestMail({ supplierName: supplier.name, companyName, items: mail.items }),
      },
      at,
    );
  }

  return { sent, withdrawn };
}

/**
 * A booking cancelled outright (the back office, or the last supplier release): whatever is still
 * waiting for a supplier is withdrawn, so nobody is reminded about it.
 */
export async function withdrawSupplierRequests(
  tx: TTransaction,
  fileId: number,
  at: Date,
): Promise<TSupplierRequestRow[]> {
  return withdrawWithReason(tx, { fileId }, 'The booking was cancelled.', at);
}

/** What a line status recorded by the back office answers on the supplier's request. */
const STAFF_ANSWERS: Partial<Record<TServiceLineStatus, TSupplierRequestStatus>> = {
  Confirmed: 'confirmed',
  Wait: 'waitlisted',
  Provisional: 'provisional',
  Unable: 'declined',
};

/**
 * A consultant recorded the supplier's answer on a line (Confirmed, Wait or Unable): the line's
 * open request takes that answer, so the supplier is not reminded of it and its lists move on.
 * Recorded in the request's history as the back office's. Answers the requests it closed.
 */
export async function recordStaffAnswer(
  tx: TTransaction,
  where: { fileId: number; lineId: number },
  lineStatus: TServiceLineStatus,
  staff: { userId: number | null; name: string | null; confirmation: string | null },
  at: Date,
): Promise<TSupplierRequestRow[]> {
  const status = STAFF_ANSWERS[lineStatus];
  if (!status) return [];
  const answered = await answerOpenLineRequests(tx, where, {
    status,
    ...(status === 'confirmed' && staff.confirmation ? { confirmation: staff.confirmation } : {}),
    answeredAt: at,
    answeredByUserId: staff.userId,
    answeredByName: staff.name,
    updatedAt: at,
  });
  await insertRequestEvents(
    tx,
    answered.map((request) => ({
      requestId: request.id,
      action: status,
      actorKind: 'admin',
      actorUserId: staff.userId,
      actorName: staff.name,
      ip: null,
      detail: { recordedBy: 'back-office', lineStatus },
      createdAt: at,
    })),
  );
  return answered;
}
