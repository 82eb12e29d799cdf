import type { TEventFact } from '../contracts/events';
import { stripConfirmationSuffix } from '../format/text';

/**
 * Lays an event's recorded detail out as facts a person reads (contracts/events.ts). The detail is
 * whatever the module recorded: line keys, product, line and request ids, JSON sub-objects. Only
 * what the trade talks about comes out, each value typed so the screen formats it (money in the
 * file's currency, dates as DD Mon YYYY, statuses as badges, confirmation numbers without their
 * " -cl"/" -ar"/" -rc" markers, SPEC section 9). Anything not known here is left out unless the
 * caller asks for the rest (the audit log, read by the back office, keeps plain extra values).
 */

type TDetail = Record<string, unknown>;

/** Reasons the portal writes itself (supplier-requests.service.ts), by code. */
const SYSTEM_REASONS: Record<string, string> = {
  'Every service is confirmed.': 'all-confirmed',
  'A supplier could not confirm.': 'supplier-unable',
  'Every supplier released its services.': 'all-released',
  'No supplier had been asked: the booking was on credit hold.': 'credit-held-cancelled',
};

/** How a credit hold lifted (contracts/files.ts CREDIT_RELEASES), as a reason code. */
const CREDIT_RELEASE_REASONS: Record<string, string> = {
  deposit: 'credit-deposit-paid',
  approval: 'credit-approved',
};

/** File fields a change can touch (domain/file-diff.ts, files.admin.service.ts). */
const FILE_FIELDS = new Set([
  'bookingName',
  'yourReference',
  'notes',
  'supplierNote',
  'travelDate',
  'endDate',
  'rooms',
  'status',
  'guests',
  'labels',
  'consultant',
  'internalNotes',
  'clientMarkup',
]);

/** Internal particulars nobody reads: identifiers, line keys, seed markers, technical names. */
function isInternalKey(key: string): boolean {
  return (
    /(?:Id|Ids|Key|Token|Hash)$/.test(key) ||
    ['id', 'key', 'demo', 'agencyId', 'sessionId', 'fileReference', 'reference'].includes(key)
  );
}

function isRecord(value: unknown): value is TDetail {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function numberOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function textList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const items = value.filter((item): item is string => typeof item === 'string' && item !== '');
  return items.length > 0 ? items : null;
}

/** The name of what an event is about: a service for line events, else the record's name. */
function subjectField(action: string): string {
  return /(^|\.)(line|tour)[.-]|line-/.test(action) ? 'service' : 'name';
}

/** What a `from`/`to` pair means for this action. */
function fromToField(action: string): 'status' | 'recipient' | null {
  if (action.startsWith('tracker.') || action.startsWith('fit-tracker.')) return 'recipient';
  if (/status|booking\.requested|requested|cancel|confirmed/.test(action)) return 'status';
  return null;
}

export interface TEventFactOptions {
  /** Lay out plain values this vocabulary does not know (the audit log's "detail"), by raw name. */
  includeOther?: boolean;
}

export function presentEventFacts(
  action: string,
  detail: unknown,
  options: TEventFactOptions = {},
): TEventFact[] {
  if (!isRecord(detail)) return [];
  const facts: TEventFact[] = [];
  const used = new Set<string>();
  const take = (key: string) => {
    used.add(key);
    return detail[key];
  };

  // What the event is about.
  const name = text(take('name')) ?? text(take('title')) ?? text(take('packageName'));
  if (name) {
    const field =
      detail.packageName !== undefined && !detail.name ? 'package' : subjectField(action);
    facts.push({ field, kind: 'text', value: name });
  }

  // A change of one thing into another.
  const from = take('from');
  const to = take('to');
  if (isRecord(from) && isRecord(to)) {
    const before = text(from.name);
    const after = text(to.name);
    if (before && after) facts.push({ field: 'service', kind: 'text', from: before, value: after });
    const refBefore = text(from.reference);
    const refAfter = text(to.reference);
    if (refBefore !== refAfter && refAfter) {
      facts.push({
        field: 'paymentReference',
        kind: 'text',
        from: refBefore ?? '',
        value: refAfter,
      });
    }
  } else {
    const before = text(from);
    const after = text(to);
    const meaning = fromToField(action);
    if (meaning === 'status' && after) {
      facts.push({
        field: 'status',
        kind: 'status',
        value: after,
        ...(before ? { from: before } : {}),
      });
    } else if (meaning === 'recipient' && after) {
      facts.push({ field: 'recipient', kind: 'text', value: after });
    } else if (after) {
      facts.push({ field: 'to', kind: 'text', value: after });
    }
  }

  const confirmation = stripConfirmationSuffix(text(take('confirmation')) ?? '');
  if (confirmation) facts.push({ field: 'confirmation', kind: 'text', value: confirmation });

  const date = text(take('date'));
  if (date) facts.push({ field: 'date', kind: 'date', value: date });
  const travelDate = text(take('travelDate'));
  if (travelDate) facts.push({ field: 'travelDate', kind: 'date', value: travelDate });

  // Prices: a line's before and after, or one amount.
  const before = take('before');
  const after = take('after');
  if (isRecord(before) && isRecord(after)) {
    for (const money of ['sellCents', 'netCents'] as const) {
      const was = numberOf(before[money]);
      const now = numberOf(after[money]);
      if (was !== null && now !== null) {
        facts.push({
          field: money === 'sellCents' ? 'sell' : 'net',
          kind: 'money',
          from: was,
          value: now,
        });
      }
    }
  }
  const fileSellBefore = numberOf(take('fileSellBeforeCents'));
  const fileSellAfter = numberOf(take('fileSellAfterCents'));
  if (fileSellBefore !== null && fileSellAfter !== null) {
    facts.push({ field: 'fileTotal', kind: 'money', from: fileSellBefore, value: fileSellAfter });
  }
  const moneyFields: [string, string][] = [
    ['amountCents', 'amount'],
    ['totalCents', 'amount'],
    ['sellCents', 'total'],
    ['netCents', 'net'],
    // A credit hold (docs/pricing.md, "Credit limits").
    ['usedCents', 'creditUsed'],
    ['limitCents', 'creditLimit'],
    ['depositCents', 'deposit'],
    ['paidCents', 'paid'],
    // A cancellation's fees and an amendment's difference (docs/pricing.md).
    ['cancellationFeeCents', 'cancellationFee'],
    ['supplierChargeCents', 'supplierCharge'],
    ['netDeltaCents', 'netChange'],
  ];
  for (const [key, field] of moneyFields) {
    const cents = numberOf(take(key));
    if (cents !== null && !facts.some((fact) => fact.field === field)) {
      facts.push({ field, kind: 'money', value: cents });
    }
  }
  const delta = numberOf(take('sellDeltaCents'));
  if (delta !== null && delta !== 0)
    facts.push({ field: 'totalChange', kind: 'money', value: delta });

  // Words people typed, and the portal's own reasons.
  const creditRelease = CREDIT_RELEASE_REASONS[text(take('release')) ?? ''];
  if (creditRelease) facts.push({ field: 'release', kind: 'reason', value: creditRelease });
  const reason = text(take('reason'));
  if (reason) {
    const code = SYSTEM_REASONS[reason];
    facts.push(
      code
        ? { field: 'reason', kind: 'reason', value: code }
        : { field: 'reason', kind: 'text', value: reason },
    );
  }
  for (const key of [
    'agency',
    'note',
    'comment',
    'fullName',
    'relationship',
    'method',
    'purpose',
    'provider',
    'invoice',
    'creditNote',
    'fromReference',
    'email',
    'username',
    'role',
    'code',
    'subject',
  ] as const) {
    const value = text(take(key));
    if (value) facts.push({ field: key, kind: 'text', value });
  }
  const paymentReference = text(take('reference'));
  if (paymentReference && action.startsWith('payment.')) {
    facts.push({ field: 'paymentReference', kind: 'text', value: paymentReference });
  }
  const refundedOn = text(take('refundedOn'));
  if (refundedOn) facts.push({ field: 'refundedOn', kind: 'date', value: refundedOn });

  // Lists and counts.
  const fields = textList(take('fields'))?.filter((field) => FILE_FIELDS.has(field));
  if (fields && fields.length > 0)
    facts.push({ field: 'changedFields', kind: 'fields', value: fields });
  for (const [key, field] of [
    ['added', 'added'],
    ['removed', 'removed'],
    // Services a client's quote acceptance left out (stop-sold on its dates).
    ['leftOut', 'leftOut'],
    ['labels', 'labels'],
    ['invoices', 'invoices'],
    ['changed', 'changed'],
  ] as const) {
    const value = detail[key];
    const list = textList(value);
    if (list) {
      used.add(key);
      facts.push({ field, kind: 'list', value: list });
    } else if (Array.isArray(value)) {
      used.add(key);
    }
  }
  for (const key of [
    'version',
    'restoredVersion',
    'lineCount',
    'droppedCount',
    'cancelledLines',
    'changed',
    'repriced',
    'guestCount',
    'days',
    'count',
  ] as const) {
    const raw = detail[key];
    const count = numberOf(raw) ?? (key === 'days' && Array.isArray(raw) ? raw.length : null);
    if (count === null) continue;
    used.add(key);
    // A zero count says nothing ("0 services cancelled").
    if (count > 0) facts.push({ field: key, kind: 'count', value: count });
  }
  if (detail.manual === true) facts.push({ field: 'manual', kind: 'yes-no', value: true });
  used.add('manual');

  if (options.includeOther) {
    for (const [key, value] of Object.entries(detail)) {
      if (used.has(key) || isInternalKey(key)) continue;
      if (typeof value === 'string' && value.trim() !== '') {
        facts.push({ field: key, kind: 'text', value });
      } else if (typeof value === 'number' && Number.isFinite(value)) {
        facts.push(
          key.endsWith('Cents')
            ? { field: key.slice(0, -'Cents'.length), kind: 'money', value }
            : { field: key, kind: 'count', value },
        );
      } else if (typeof value === 'boolean') {
        facts.push({ field: key, kind: 'yes-no', value });
      } else if (textList(value)) {
        facts.push({ field: key, kind: 'list', value: textList(value) ?? [] });
      }
    }
  }
  return facts;
}
