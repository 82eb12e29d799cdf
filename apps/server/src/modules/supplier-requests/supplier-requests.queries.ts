import {
  SUPPLIER_REQUEST_LIST_STATUSES,
  type TAdminSupplierRequestCsvQuery,
  type TAdminSupplierRequestListQuery,
  type TBookingAlertCsvQuery,
  type TBookingAlertListQuery,
  type TSupplierRequestDetails,
  type TSupplierRequestListQuery,
  type TSupplierRequestSnapshot,
  type TSupplierRequestView,
} from '@portal/shared/contracts/supplier-requests';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { CSV_EXPORT_LIMIT } from '../../lib/csv';
import { operatorToday } from '../../lib/clock';
import { findFileLines } from '../files/files.repository';
import { buildDetails, findFileById, hashToken } from './supplier-requests.dispatch';
import { isAnswerable, mayCorrect, type TCorrectionWindow } from './supplier-requests.policy';
import {
  presentDetails,
  presentRequestEvent,
  presentRequestView,
} from './supplier-requests.presenter';
import {
  findAlertsPage,
  findFileIdByReference,
  findFileRequests,
  findLinkByHash,
  findRequestById,
  findRequestContext,
  findRequestEvents,
  findRequestsPage,
  type TAlertListRow,
  type TRequestListRow,
  type TSupplierRequestRow,
} from './supplier-requests.repository';
import { getOperatorNames } from './supplier-requests.settings';

/**
 * Reading supplier requests: one request's view and history (by link, for its supplier or for the
 * back office), the suppliers' and the back office's lists and exports, and the booking alerts.
 */

export const LINK_INVALID_MESSAGE =
  'This link is not valid or has been withdrawn. Please contact us for a new one.';
export const LINK_EXPIRED_MESSAGE =
  'This link has expired. Please sign in to the supplier portal or contact us.';
export const REQUEST_NOT_FOUND = 'Request not found.';

/** The back office's list filters as the repository takes them. */
function staffFilter(query: TAdminSupplierRequestCsvQuery) {
  return {
    supplierId: query.supplier_id,
    statuses: query.status ? [query.status] : undefined,
    bookingReference: query.reference,
    kind: query.kind,
  };
}

/**
 * What a request asks, as its supplier may read it (presentDetails): the file is read only when
 * the frozen details do not name the operator (requests frozen before they did) or nothing was
 * frozen yet (the line as it stands now).
 */
async function detailsOf(
  executor: TExecutor,
  request: TSupplierRequestRow,
): Promise<TSupplierRequestDetails> {
  const stored = request.details;
  if (stored?.operatorName !== undefined) return presentDetails(stored, stored.operatorName);
  const file = await findFileById(executor, request.fileId);
  const operatorName = (await getOperatorNames(executor))(file.brandId);
  if (stored) return presentDetails(stored, operatorName);
  const line = (await findFileLines(executor, file.id)).find(
    (candidate) => candidate.id === request.serviceLineId,
  );
  if (!line) throw new Error(`Supplier request ${request.id} has no service line`);
  return buildDetails(file, line, operatorName);
}

export async function viewOf(
  ctx: TAppContext,
  executor: TExecutor,
  request: TSupplierRequestRow,
): Promise<TSupplierRequestView> {
  const { supplierNames, lineStatuses } = await findRequestContext(executor, [request]);
  const details = await detailsOf(executor, request);
  return presentRequestView(request, {
    supplierName: supplierNames.get(request.supplierId) ?? '',
    lineStatus: lineStatuses.get(request.serviceLineId) ?? '',
    details,
    canAnswer: isAnswerable(request.status),
    canCorrect: mayCorrect(request, await correctionWindow(ctx, executor, request, details.date)),
  });
}

/** Whether the request's answer may still be corrected, as of now. */
export async function correctionWindow(
  ctx: TAppContext,
  executor: TExecutor,
  request: TSupplierRequestRow,
  serviceDate: string,
): Promise<TCorrectionWindow> {
  const later = (await findFileRequests(executor, request.fileId)).some(
    (other) => other.serviceLineId === request.serviceLineId && other.id > request.id,
  );
  return { isBeforeService: operatorToday(ctx.clock) < serviceDate, isSuperseded: later };
}

export async function snapshotOf(
  ctx: TAppContext,
  request: TSupplierRequestRow,
): Promise<TSupplierRequestSnapshot> {
  const history = await findRequestEvents(ctx.db, request.id);
  return { request: await viewOf(ctx, ctx.db, request), history: history.map(presentRequestEvent) };
}

/** The request an emailed link reaches: 404 when unknown or revoked, 410 when expired. */
export async function requestOfToken(
  ctx: TAppContext,
  token: string,
): Promise<TSupplierRequestRow> {
  const link = await findLinkByHash(ctx.db, hashToken(token));
  if (!link || link.revokedAt) throw new AppError('NOT_FOUND', LINK_INVALID_MESSAGE);
  if (link.expiresAt.getTime() <= ctx.clock.now().getTime()) {
    throw new AppError('GONE', LINK_EXPIRED_MESSAGE);
  }
  const request = await findRequestById(ctx.db, link.requestId);
  if (!request) throw new AppError('NOT_FOUND', LINK_INVALID_MESSAGE);
  return request;
}

/** A signed-in supplier reaches its own supplier's requests only; anything else is 404. */
export async function requestOfSupplier(
  ctx: TAppContext,
  supplierId: number,
  id: number,
): Promise<TSupplierRequestRow> {
  const request = await findRequestById(ctx.db, id);
  if (!request || request.supplierId !== supplierId || !request.details) {
    throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
  }
  return request;
}

export async function requestOrThrow(ctx: TAppContext, id: number): Promise<TSupplierRequestRow> {
  const request = await findRequestById(ctx.db, id);
  if (!request) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
  return request;
}

// Lists ----------------------------------------------------------------------------------------

/** One page of a supplier's own requests, in one of its lists (current, confirmed, ...). */
export async function listRequestsForSupplier(
  ctx: TAppContext,
  supplierId: number,
  query: TSupplierRequestListQuery,
): Promise<{ rows: TRequestListRow[]; total: number }> {
  const { page, per_page: perPage, list, q, kind, date_from, date_to } = query;
  return findRequestsPage(ctx.db, {
    supplierId,
    statuses: SUPPLIER_REQUEST_LIST_STATUSES[list].filter((status) => status !== 'pending'),
    // A booking cancelled while on credit hold withdraws requests its suppliers never saw.
    sentOnly: true,
    q,
    kind,
    dateFrom: date_from,
    dateTo: date_to,
    page,
    perPage,
  });
}

/** One page of the back office's request list. */
export async function listRequestsForStaff(
  ctx: TAppContext,
  query: TAdminSupplierRequestListQuery,
): Promise<{ rows: TRequestListRow[]; total: number }> {
  const { page, per_page: perPage } = query;
  return findRequestsPage(ctx.db, { ...staffFilter(query), page, perPage });
}

/** Every request of the list's filters (up to the export limit), for the CSV. */
export async function exportRequestsForStaff(
  ctx: TAppContext,
  query: TAdminSupplierRequestCsvQuery,
): Promise<TRequestListRow[]> {
  const { rows } = await findRequestsPage(ctx.db, {
    ...staffFilter(query),
    page: 1,
    perPage: CSV_EXPORT_LIMIT,
  });
  return rows;
}

export async function listRequestsOfFile(
  ctx: TAppContext,
  reference: string,
): Promise<TSupplierRequestView[]> {
  const fileId = await findFileIdByReference(ctx.db, reference);
  if (fileId === null) throw new AppError('NOT_FOUND', 'File not found.');
  const requests = await findFileRequests(ctx.db, fileId);
  const views: TSupplierRequestView[] = [];
  for (const request of requests) views.push(await viewOf(ctx, ctx.db, request));
  return views;
}

/** One page of the booking alerts. */
export async function listBookingAlerts(
  ctx: TAppContext,
  query: TBookingAlertListQuery,
): Promise<{ rows: TAlertListRow[]; total: number }> {
  const { page, per_page: perPage, state, q } = query;
  return findAlertsPage(ctx.db, { state, q, page, perPage });
}

export async function exportBookingAlerts(
  ctx: TAppContext,
  query: TBookingAlertCsvQuery,
): Promise<TAlertListRow[]> {
  const { rows } = await findAlertsPage(ctx.db, {
    state: query.state,
    q: query.q,
    page: 1,
    perPage: CSV_EXPORT_LIMIT,
  });
  return rows;
}
