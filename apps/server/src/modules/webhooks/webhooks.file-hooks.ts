import type { TWebhookEventType } from '@portal/shared/contracts/partner-api';
import { getBrand } from '@portal/shared/domain/brands';
import type { TFileLifecycle, TRecordedFileEvent } from '../files/file-lifecycle';
import { eventSubjectsOf, type TEventLine } from '../files/files.queries';
import { hasActiveEndpoints } from './webhooks.repository';
import { publishFileWebhookEvent } from './webhooks.service';

/**
 * Which webhook events an entry of a file's history announces. Invoices and credit notes are
 * published by the invoices module where they are issued (every one, the automatic ones too), so
 * their history entries announce nothing here.
 */

/** A webhook event about the file itself, or about one of its service lines. */
export type TPlannedWebhook =
  | { type: TWebhookEventType; fileId: number; data: Record<string, unknown> }
  | { type: 'line.confirmed' | 'line.declined'; fileId: number; lineId: number; reason?: string };

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function ids(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
}

function number(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Lines confirmed at once (instant confirmation), which the entry lists by id. */
function confirmedAtOnce(event: TRecordedFileEvent): TPlannedWebhook[] {
  return ids(event.detail.confirmedLineIds).map((lineId) => ({
    type: 'line.confirmed',
    fileId: event.fileId,
    lineId,
  }));
}

export function plannedWebhooksOf(event: TRecordedFileEvent): TPlannedWebhook[] {
  const { fileId, detail } = event;
  const reason = text(detail.reason);
  switch (event.action) {
    case 'status.changed': {
      const from = text(detail.from);
      const to = text(detail.to);
      const moved: TPlannedWebhook[] = [
        { type: 'file.status_changed', fileId, data: { from, to, reason } },
      ];
      // A quote dropped was never a booking: only a booking's cancellation is announced.
      if (to === 'Cancelled' && from !== 'Quote') {
        moved.push({ type: 'booking.cancelled', fileId, data: { from, reason } });
      }
      return moved;
    }
    case 'booking.requested':
      return [
        {
          type: 'file.status_changed',
          fileId,
          data: { from: text(detail.from) ?? 'Quote', to: 'Requested', reason: null },
        },
        ...confirmedAtOnce(event),
      ];
    case 'line.status-changed': {
      const lineId = number(detail.lineId);
      if (lineId === null) return [];
      if (detail.to === 'Confirmed') return [{ type: 'line.confirmed', fileId, lineId }];
      if (detail.to === 'Unable') {
        // The supplier's reason (or the consultant's note) travels with the decline.
        const note = text(detail.note);
        return [
          {
            type: 'line.declined',
            fileId,
            lineId,
            ...(note ? { reason: note } : {}),
          },
        ];
      }
      return [];
    }
    case 'line.added':
      return confirmedAtOnce(event);
    case 'booking.amended':
      return [
        {
          type: 'booking.amended',
          fileId,
          data: {
            version: number(detail.version),
            netDeltaCents: number(detail.netDeltaCents),
            sellDeltaCents: number(detail.sellDeltaCents),
          },
        },
        ...confirmedAtOnce(event),
      ];
    case 'payment.recorded':
      return [
        {
          type: 'payment.received',
          fileId,
          data: {
            payment: {
              id: number(detail.paymentId),
              amountCents: number(detail.amountCents),
              method: text(detail.method),
              reference: text(detail.reference),
            },
          },
        },
      ];
    default:
      return [];
  }
}

function lineData(line: TEventLine) {
  return {
    id: line.id,
    name: line.name,
    date: line.date,
    status: line.status,
    confirmation: line.confirmation,
  };
}

/** The webhooks module's part of the file lifecycle (modules/files/file-lifecycle.ts). */
export const webhooksFileHooks: TFileLifecycle['webhooks'] = {
  async fileEventsRecorded(tx, events) {
    const planned = events.flatMap((event) =>
      plannedWebhooksOf(event).map((webhook) => ({ webhook, at: event.createdAt })),
    );
    if (planned.length === 0 || !(await hasActiveEndpoints(tx))) return;
    const subjects = await eventSubjectsOf(tx, {
      fileIds: planned.map(({ webhook }) => webhook.fileId),
      lineIds: planned.flatMap(({ webhook }) => ('lineId' in webhook ? [webhook.lineId] : [])),
    });
    for (const { webhook, at } of planned) {
      const file = subjects.files.get(webhook.fileId);
      if (!file) continue;
      let data: Record<string, unknown>;
      if ('lineId' in webhook) {
        const line = subjects.lines.get(webhook.lineId);
        if (!line) continue;
        data = { line: lineData(line), ...(webhook.reason ? { reason: webhook.reason } : {}) };
      } else if (webhook.type === 'payment.received') {
        const payment = webhook.data.payment as Record<string, unknown>;
        data = { payment: { ...payment, currency: getBrand(file.brandId).currency } };
      } else if (webhook.type === 'booking.amended') {
        data = { ...webhook.data, travelDate: file.travelDate };
      } else {
        data = webhook.data;
      }
      await publishFileWebhookEvent(tx, file, webhook.type, at, data);
    }
  },
};
