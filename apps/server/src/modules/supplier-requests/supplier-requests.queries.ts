import type { TPaginated } from '@portal/shared/contracts/pagination';
import { buildPaginated } from '@portal/shared/contracts/pagination';
import {
  SUPPLIER_REQUEST_LIST_STATUSES,
  type TAdminSupplierRequestCsvQuery,
  type TAdminSupplierRequestListItem,
  type TAdminSupplierRequestListQuery,
  type TBookingAlert,
  type TBookingAlertCsvQuery,
  type TBookingAlertListQuery,
  type TSupplierRequestListItem,
  type TSupplierRequestListQuery,
  type TSupplierRequestSnapshot,
  type TSupplierRequestView,
} from '@portal/shared/contracts/supplier-requests';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { CSV_EXPORT_LIMIT } from '../../lib/csv';
import { operatorToday } from '../../lib/clock';
import { findAgencyName, findFileLines } from '../files/files.repository';
import { buildDetails, findFileById, hashToken } from './supplier-requests.dispatch';
import { toBookingAlertsCsv, toSupplierRequestsCsv } from './supplier-requests.csv';
import { isAnswerable, mayCorrect, type TCorrectionWindow } from './supplier-requests.policy';
import {
  presentAdminListItem,
  presentAlert,
  presentListItem,
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
  type TSupplierRequestRow,
} from './supplier-requests.repository';

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

export async function viewOf(
  ctx: TAppContext,
  executor: TExecutor,
  request: TSupplierRequestRow,
): Promise<TSupplierRequestView> {
  const { supplierNames, lineStatuses } = await findRequestContext(executor, [request]);
  let details = request.details;
  if (!details) {
    const file = await findFileById(executor, request.fileId);
    const line = (await findFileLines(executor, file.id)).find(
      (candidate) => candidate.id === request.serviceLineId,
    );
    if (!line) throw new Error(`Supplier request ${request.id} has no service line`);
    details = buildDetails(file, line, await findAgencyName(executor, file.agencyId));
  }
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

export async function listRequestsForSupplier(
  ctx: TAppContext,
  supplierId: number,
  query: TSupplierRequestListQuery,
  path: string,
): Promise<TPaginated<TSupplierRequestListItem>> {
  const { page, per_page: perPage, list, q, kind, date_from, date_to } = query;
  const { rows, total } = await findRequestsPage(ctx.db, {
    supplierId,
    statuses: SUPPLIER_REQUEST_LIST_STATUSES[list].filter((status) => status !== 'pending'),
    q,
    kind,
    dateFrom: date_from,
    dateTo: date_to,
    page,
    perPage,
  });
  return buildPaginated(rows.map(presentListItem), {
    page,
    perPage,
    total,
    path,
    query: { list, q, kind, date_from, date_to, per_page: perPage },
  });
}

export async function listRequestsForStaff(
  ctx: TAppContext,
  query: TAdminSupplierRequestListQuery,
  path: string,
): Promise<TPaginated<TAdminSupplierRequestListItem>> {
  const { page, per_page: perPage, status, supplier_id, reference, kind } = query;
  const { rows, total } = await findRequestsPage(ctx.db, {
    ...staffFilter(query),
    page,
    perPage,
  });
  return buildPaginated(rows.map(presentAdminListItem), {
    page,
    perPage,
    total,
    path,
    query: { status, supplier_id, reference, kind, per_page: perPage },
  });
}

/** Every request of the list's filters (up to the export limit), for the CSV. */
export async function exportRequestsForStaff(
  ctx: TAppContext,
  query: TAdminSupplierRequestCsvQuery,
): Promise<string> {
  const { rows } = await findRequestsPage(ctx.db, {
    ...staffFilter(query),
    page: 1,
    perPage: CSV_EXPORT_LIMIT,
  });
  return toSupplierRequestsCsv(rows.map(presentAdminListItem));
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

export async function listBookingAlerts(
  ctx: TAppContext,
  query: TBookingAlertListQuery,
  path: string,
): Promise<TPaginated<TBookingAlert>> {
  const { page, per_page: perPage, state, q } = query;
  const { rows, total } = await findAlertsPage(ctx.db, { state, q, page, perPage });
  return buildPaginated(rows.map(presentAlert), {
    page,
    perPage,
    total,
    path,
    query: { state, q, per_page: perPage },
  });
}

export async function exportBookingAlerts(
  ctx: TAppContext,
  query: TBookingAlertCsvQuery,
): Promise<string> {
  const { rows } = await findAlertsPage(ctx.db, {
    state: query.state,
    q: query.q,
    page: 1,
    perPage: CSV_EXPORT_LIMIT,
  });
  return toBookingAlertsCsv(rows.map(presentAlert));
}
