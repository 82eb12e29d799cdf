import { randomBytes } from 'node:crypto';
import type {
  TAdminWebhookDeliveryCsvQuery,
  TAdminWebhookDeliveryListQuery,
  TWebhookDeliveryListQuery,
  TWebhookEndpointRequest,
  TWebhookEvent,
  TWebhookEventType,
} from '@portal/shared/contracts/partner-api';
import type { TAppContext } from '../../app-context';
import type { TExecutor, TTransaction } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { CSV_EXPORT_LIMIT } from '../../lib/csv';
import type { TAuditedCaller, TCaller } from '../../lib/request-user';
import { recordAudit } from '../audit/audit.service';
import type { TWebhookDispatcher } from './webhooks.dispatcher';
import {
  countEndpoints,
  deleteEndpoint,
  findAttempts,
  findDeliveriesPage,
  findDelivery,
  findEndpoint,
  findEndpoints,
  findListeningEndpoints,
  insertDeliveries,
  insertEndpoint,
  updateEndpoint,
  type TAttemptRow,
  type TDeliveryListRow,
  type TDeliveryScope,
  type TEndpointOwner,
  type TEndpointRow,
} from './webhooks.repository';

/**
 * Signed webhooks (docs/partner-api.md, "Webhooks"). An event is published inside the transaction
 * of the change it announces: one delivery per active endpoint that picked its type, the agency's
 * own and the operator's (which hear about every agency), all with the same event id. The
 * dispatcher (webhooks.dispatcher.ts) sends them after commit. Agencies manage their endpoints
 * under /api/app, the operator its own under /api/admin; each sees the deliveries it may.
 */

export type { TAttemptRow, TDeliveryListRow, TEndpointRow };

/** Which side of the portal calls: an agency's administrators, or the back office. */
export type TWebhookSide = 'agency' | 'operator';

/** An owner may keep this many endpoints: each event is sent once to each. */
export const MAX_ENDPOINTS = 10;

const ENDPOINT_NOT_FOUND = 'Webhook endpoint';
const DELIVERY_NOT_FOUND = 'Webhook delivery';

/** The endpoints the caller manages: its agency's, or the operator's own (agency null). */
function ownerOf(caller: TCaller, side: TWebhookSide): TEndpointOwner {
  if (side === 'operator') return { agencyId: null };
  // The area guard lets only agency users here; an agent without an agency is a data fault.
  if (caller.user.agencyId === null) throw AppError.forbidden();
  return { agencyId: caller.user.agencyId };
}

// Publishing -------------------------------------------------------------------------------------

/**
 * Queues `type` for every active endpoint listening to it (the agency's and the operator's), in
 * the caller's transaction. The payload is exactly the body each endpoint receives. Answers the
 * event's id, or null when nobody listens.
 */
export async function publishWebhookEvent(
  tx: TTransaction,
  event: {
    type: TWebhookEventType;
    agencyId: number;
    occurredAt: Date;
    data: Record<string, unknown>;
  },
): Promise<string | null> {
  const endpoints = await findListeningEndpoints(tx, event.agencyId, event.type);
  if (endpoints.length === 0) return null;
  const eventId = `evt_${randomBytes(18).toString('base64url')}`;
  const payload: TWebhookEvent = {
    id: eventId,
    type: event.type,
    createdAt: event.occurredAt.toISOString(),
    agencyId: event.agencyId,
    data: event.data,
  };
  await insertDeliveries(
    tx,
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      eventId,
      eventType: event.type,
      payload,
      status: 'pending',
      nextAttemptAt: event.occurredAt,
      createdAt: event.occurredAt,
    })),
  );
  return eventId;
}

/** The file an event is about, as every file event's data names it. */
export interface TWebhookFile {
  agencyId: number;
  reference: string;
  yourReference: string;
  status: string;
}

/** Publishes an event about a file: its data names the file, then adds `data`. */
export function publishFileWebhookEvent(
  tx: TTransaction,
  file: TWebhookFile,
  type: TWebhookEventType,
  occurredAt: Date,
  data: Record<string, unknown>,
): Promise<string | null> {
  return publishWebhookEvent(tx, {
    type,
    agencyId: file.agencyId,
    occurredAt,
    data: {
      reference: file.reference,
      yourReference: file.yourReference,
      status: file.status,
      ...data,
    },
  });
}

// Endpoints --------------------------------------------------------------------------------------

export function listEndpoints(
  ctx: TAppContext,
  caller: TCaller,
  side: TWebhookSide,
): Promise<TEndpointRow[]> {
  return findEndpoints(ctx.db, ownerOf(caller, side));
}

/** What the audit log keeps of an endpoint: never its secret. */
function audited(endpoint: TEndpointRow) {
  return {
    url: endpoint.url,
    events: endpoint.events,
    isActive: endpoint.isActive,
    agencyId: endpoint.agencyId,
  };
}

export async function createEndpoint(
  ctx: TAppContext,
  caller: TAuditedCaller,
  side: TWebhookSide,
  request: TWebhookEndpointRequest,
): Promise<TEndpointRow> {
  const owner = ownerOf(caller, side);
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if ((await countEndpoints(tx, owner)) >= MAX_ENDPOINTS) {
      throw new AppError(
        'CONFLICT',
        `At most ${String(MAX_ENDPOINTS)} webhook endpoints can be registered; delete one first.`,
      );
    }
    const created = await insertEndpoint(tx, {
      agencyId: owner.agencyId,
      url: request.url,
      description: request.description,
      events: [...request.events],
      secret: `whsec_${randomBytes(32).toString('base64url')}`,
      isActive: request.isActive,
      createdByUserId: caller.user.id,
      createdAt: at,
      updatedAt: at,
    });
    await recordAudit(tx, caller.audit, {
      action: 'webhook-endpoint.created',
      entityType: 'webhook_endpoint',
      entityId: created.id,
      detail: audited(created),
      at,
    });
    return created;
  });
}

export async function changeEndpoint(
  ctx: TAppContext,
  caller: TAuditedCaller,
  side: TWebhookSide,
  id: number,
  request: TWebhookEndpointRequest,
): Promise<TEndpointRow> {
  const owner = ownerOf(caller, side);
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const before = await findEndpoint(tx, owner, id);
    if (!before) throw notFound(ENDPOINT_NOT_FOUND);
    const updated = await updateEndpoint(tx, id, {
      url: request.url,
      description: request.description,
      events: [...request.events],
      isActive: request.isActive,
      updatedAt: at,
    });
    await recordAudit(tx, caller.audit, {
      action: 'webhook-endpoint.updated',
      entityType: 'webhook_endpoint',
      entityId: id,
      detail: { before: audited(before), after: audited(updated) },
      at,
    });
    return updated;
  });
}

/** Deletes the endpoint with its deliveries and their attempts. */
export async function removeEndpoint(
  ctx: TAppContext,
  caller: TAuditedCaller,
  side: TWebhookSide,
  id: number,
): Promise<void> {
  const owner = ownerOf(caller, side);
  const at = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const endpoint = await findEndpoint(tx, owner, id);
    if (!endpoint) throw notFound(ENDPOINT_NOT_FOUND);
    await deleteEndpoint(tx, id);
    await recordAudit(tx, caller.audit, {
      action: 'webhook-endpoint.deleted',
      entityType: 'webhook_endpoint',
      entityId: id,
      detail: audited(endpoint),
      at,
    });
  });
}

// Deliveries -------------------------------------------------------------------------------------

/** The deliveries a side sees: an agency its own endpoints', the back office every one. */
function deliveryScopeOf(caller: TCaller, side: TWebhookSide): TDeliveryScope {
  return side === 'operator' ? { agencyId: null } : ownerOf(caller, side);
}

/** One page of one endpoint's deliveries, newest first. */
export async function listEndpointDeliveries(
  ctx: TAppContext,
  caller: TCaller,
  side: TWebhookSide,
  endpointId: number,
  query: TWebhookDeliveryListQuery,
): Promise<{ rows: TDeliveryListRow[]; total: number }> {
  const owner = ownerOf(caller, side);
  if (!(await findEndpoint(ctx.db, owner, endpointId))) throw notFound(ENDPOINT_NOT_FOUND);
  return findDeliveriesPage(
    ctx.db,
    { scope: { agencyId: null }, endpointId, status: query.status },
    { page: query.page, perPage: query.per_page },
  );
}

/** The back office's list of every delivery: every agency's and the operator's own. */
export function listAllDeliveries(
  ctx: TAppContext,
  query: TAdminWebhookDeliveryListQuery,
): Promise<{ rows: TDeliveryListRow[]; total: number }> {
  return findDeliveriesPage(
    ctx.db,
    { scope: { agencyId: null }, status: query.status, agencyId: query.agencyId },
    { page: query.page, perPage: query.per_page },
  );
}

/** Every delivery matching the list's filters, newest first, for its CSV export. */
export async function exportAllDeliveries(
  ctx: TAppContext,
  query: TAdminWebhookDeliveryCsvQuery,
): Promise<TDeliveryListRow[]> {
  const { rows } = await findDeliveriesPage(
    ctx.db,
    { scope: { agencyId: null }, status: query.status, agencyId: query.agencyId },
    { page: 1, perPage: CSV_EXPORT_LIMIT },
  );
  return rows;
}

async function deliveryWithAttempts(executor: TExecutor, scope: TDeliveryScope, id: number) {
  const delivery = await findDelivery(executor, scope, id);
  if (!delivery) throw notFound(DELIVERY_NOT_FOUND);
  return { delivery, attempts: await findAttempts(executor, id) };
}

/** One delivery with every attempt: an agency reaches only its own endpoints' (else 404). */
export function getDelivery(ctx: TAppContext, caller: TCaller, side: TWebhookSide, id: number) {
  return deliveryWithAttempts(ctx.db, deliveryScopeOf(caller, side), id);
}

/**
 * Sends the delivery again now, one attempt recorded as the caller's replay; a success marks it
 * delivered. The lease refuses a second replay while the first is sending (a double click): 409.
 */
export async function replayDelivery(
  ctx: TAppContext,
  dispatcher: TWebhookDispatcher,
  caller: TAuditedCaller,
  side: TWebhookSide,
  id: number,
) {
  const scope = deliveryScopeOf(caller, side);
  const { delivery } = await deliveryWithAttempts(ctx.db, scope, id);
  if (!(await dispatcher.replay(id, caller.user.id))) {
    throw new AppError('CONFLICT', 'This delivery is being sent right now. Try again shortly.');
  }
  const replayed = await deliveryWithAttempts(ctx.db, scope, id);
  const last = replayed.attempts.at(-1)?.attempt;
  await recordAudit(ctx.db, caller.audit, {
    action: 'webhook-delivery.replayed',
    entityType: 'webhook_delivery',
    entityId: id,
    detail: {
      eventId: delivery.delivery.eventId,
      eventType: delivery.delivery.eventType,
      endpointUrl: delivery.endpointUrl,
      responseStatus: last?.responseStatus ?? null,
      error: last?.error ?? null,
    },
    at: ctx.clock.now(),
  });
  return replayed;
}
