import type { TEditedService, TEditedServiceChange } from '@portal/shared/contracts/insights';
import { EDITED_SERVICE_EVENT_ACTIONS } from '@portal/shared/contracts/insights';
import { currencyOfBrand } from './insights.figures';
import type { TEditedServiceRow } from './insights.repository';

const CHANGE_OF_ACTION = new Map(
  Object.entries(EDITED_SERVICE_EVENT_ACTIONS).map(([change, action]) => [
    action,
    change as TEditedServiceChange,
  ]),
);

export function changeOfAction(action: string): TEditedServiceChange {
  const change = CHANGE_OF_ACTION.get(action);
  if (!change) throw new Error(`Not a service line change: ${action}`);
  return change;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function cents(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/**
 * Before and after of a change, read from the file event's detail as each action writes it
 * (files.admin.service changeLinePrice, files.service changeLineStatus / addBookedLine...).
 */
function beforeAfterOf(change: TEditedServiceChange, detail: Record<string, unknown>) {
  switch (change) {
    case 'price':
      return {
        sellBeforeCents: cents(record(detail.before).sellCents),
        sellAfterCents: cents(record(detail.after).sellCents),
        before: null,
        after: null,
        reason: text(detail.reason) ?? '',
      };
    case 'status':
      return {
        sellBeforeCents: null,
        sellAfterCents: null,
        before: text(detail.from),
        after: text(detail.to),
        reason: text(detail.note) ?? '',
      };
    case 'added':
      return {
        sellBeforeCents: null,
        sellAfterCents: cents(detail.sellCents),
        before: null,
        after: text(detail.name),
        reason: '',
      };
    case 'removed':
      return {
        sellBeforeCents: null,
        sellAfterCents: null,
        before: text(detail.name),
        after: null,
        reason: '',
      };
    case 'replaced':
      return {
        sellBeforeCents: null,
        sellAfterCents: null,
        before: text(record(detail.from).name),
        after: text(record(detail.to).name),
        reason: '',
      };
  }
}

export function presentEditedService(row: TEditedServiceRow): TEditedService {
  const change = changeOfAction(row.action);
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    change,
    fileReference: row.fileReference,
    currency: currencyOfBrand(row.brandId),
    consultantId: row.actorUserId,
    consultantName: row.actorName ?? '',
    serviceName: row.serviceName,
    serviceTypeCode: row.serviceTypeCode,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    ...beforeAfterOf(change, row.detail),
  };
}
