import type {
  TAdminWebhookDelivery,
  TWebhookAttempt,
  TWebhookDelivery,
  TWebhookDeliveryDetail,
  TWebhookDeliveryStatus,
  TWebhookEndpoint,
  TWebhookEventType,
} from '@portal/shared/contracts/partner-api';
import type { TAttemptRow, TDeliveryListRow, TEndpointRow } from './webhooks.repository';

export function presentEndpoint(row: TEndpointRow): TWebhookEndpoint {
  return {
    id: row.id,
    agencyId: row.agencyId,
    url: row.url,
    description: row.description,
    events: row.events as TWebhookEventType[],
    isActive: row.isActive,
    secret: row.secret,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentDelivery({
  delivery,
  endpointUrl,
  lastResponseStatus,
}: TDeliveryListRow): TWebhookDelivery {
  return {
    id: delivery.id,
    endpointId: delivery.endpointId,
    endpointUrl,
    eventId: delivery.eventId,
    eventType: delivery.eventType as TWebhookEventType,
    status: delivery.status as TWebhookDeliveryStatus,
    attempts: delivery.attempts,
    // A raw subquery comes back as the driver reads it: a number, or a string on node-postgres.
    lastResponseStatus: lastResponseStatus === null ? null : Number(lastResponseStatus),
    nextAttemptAt:
      delivery.status === 'pending' ? (delivery.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: delivery.createdAt.toISOString(),
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
  };
}

export function presentAdminDelivery(row: TDeliveryListRow): TAdminWebhookDelivery {
  return { ...presentDelivery(row), agencyId: row.agencyId, agencyName: row.agencyName };
}

function presentAttempt({ attempt, replayedBy }: TAttemptRow): TWebhookAttempt {
  return {
    number: attempt.number,
    responseStatus: attempt.responseStatus,
    responseBody: attempt.responseBody,
    error: attempt.error,
    durationMs: attempt.durationMs,
    replayedBy: attempt.replayedByUserId === null ? null : (replayedBy ?? ''),
    attemptedAt: attempt.attemptedAt.toISOString(),
  };
}

export function presentDeliveryDetail(
  row: TDeliveryListRow,
  attempts: readonly TAttemptRow[],
): TWebhookDeliveryDetail {
  return {
    ...presentDelivery(row),
    payload: row.delivery.payload,
    attemptList: attempts.map(presentAttempt),
  };
}
