import { LINE_STATUSES } from './pricing/codes';

/**
 * The life of a client file (a quote or a booking) and of its service lines, as explicit state
 * machines: every allowed move is listed with who may make it. Anything not listed is refused
 * (the server answers 409 with `transitionError`'s message). Status words are the ones SPEC
 * section 4 colours, so a status can be shown as it is stored.
 *
 * Who acts:
 * - agent: a travel agent of the file's agency, through /api/app;
 * - admin: back-office staff, through /api/admin;
 * - supplier: a supplier user answering a request (service lines only);
 * - system: the portal itself, e.g. when every line is confirmed or a supplier request is sent.
 */

export const FILE_STATUSES = [
  'Quote',
  'Requested',
  'Processing',
  'Confirmed',
  'Amendment',
  'Cancellation',
  'Cancelled',
] as const;
export type TFileStatus = (typeof FILE_STATUSES)[number];

export const FILE_ACTORS = ['agent', 'admin', 'system'] as const;
export type TFileActor = (typeof FILE_ACTORS)[number];

export interface TTransition<TStatus extends string, TActor extends string> {
  from: TStatus;
  to: TStatus;
  by: readonly TActor[];
  /** Why the move exists, for the admin screen and the docs. */
  description: string;
}

export const FILE_TRANSITIONS: readonly TTransition<TFileStatus, TFileActor>[] = [
  {
    from: 'Quote',
    to: 'Requested',
    by: ['agent', 'admin'],
    description: 'Request booking: prices re-checked, allotment reserved, suppliers asked.',
  },
  {
    from: 'Quote',
    to: 'Cancelled',
    by: ['agent', 'admin'],
    description: 'A quote is withdrawn; no supplier holds anything for it.',
  },
  {
    from: 'Requested',
    to: 'Processing',
    by: ['admin', 'system'],
    description:
      'A consultant works the booking with the suppliers (a supplier declined or waitlisted).',
  },
  {
    from: 'Requested',
    to: 'Confirmed',
    by: ['admin', 'system'],
    description: 'Every supplier confirmed its service as requested.',
  },
  {
    from: 'Requested',
    to: 'Cancellation',
    by: ['agent', 'admin'],
    description: 'The agency cancels before confirmation; suppliers must be told.',
  },
  {
    from: 'Processing',
    to: 'Confirmed',
    by: ['admin', 'system'],
    description: 'Every service is confirmed by its supplier.',
  },
  {
    from: 'Processing',
    to: 'Cancellation',
    by: ['agent', 'admin'],
    description: 'The agency cancels while the booking is being worked.',
  },
  {
    from: 'Confirmed',
    to: 'Amendment',
    by: ['agent', 'admin'],
    description: 'A change to a confirmed booking is asked for.',
  },
  {
    from: 'Confirmed',
    to: 'Cancellation',
    by: ['agent', 'admin'],
    description: 'A confirmed booking is cancelled; suppliers must be told.',
  },
  {
    from: 'Amendment',
    to: 'Processing',
    by: ['admin', 'system'],
    description: 'The amendment is worked with the suppliers.',
  },
  {
    from: 'Amendment',
    to: 'Confirmed',
    by: ['admin', 'system'],
    description: 'The amendment is confirmed.',
  },
  {
    from: 'Amendment',
    to: 'Cancellation',
    by: ['agent', 'admin'],
    description: 'The booking is cancelled instead of amended.',
  },
  {
    from: 'Cancellation',
    to: 'Cancelled',
    by: ['admin', 'system'],
    description: 'Every supplier has released its service; allotment is given back.',
  },
];

/** Statuses in which the agent may still change services, dates and rooms. */
export const EDITABLE_FILE_STATUSES: readonly TFileStatus[] = ['Quote'];

/**
 * Booking statuses the back office may add a catalogue service to (a quote takes the agents' own
 * edit path): the new service is requested from its supplier and billed to the agency.
 */
export const SERVICE_ADDABLE_BOOKING_STATUSES: readonly TFileStatus[] = [
  'Requested',
  'Processing',
  'Confirmed',
  'Amendment',
];

/** Statuses with nothing left to do. */
export const FINAL_FILE_STATUSES: readonly TFileStatus[] = ['Cancelled'];

/**
 * A cancelled booking, from the agency's cancellation on (suppliers may still be releasing): it
 * takes no more money, whatever its invoice still shows until the credit note comes.
 */
export function isCancelledFileStatus(status: TFileStatus): boolean {
  return status === 'Cancellation' || status === 'Cancelled';
}

export function isFileStatus(value: string): value is TFileStatus {
  return (FILE_STATUSES as readonly string[]).includes(value);
}

export function isEditableFileStatus(status: TFileStatus): boolean {
  return EDITABLE_FILE_STATUSES.includes(status);
}

function findTransition<TStatus extends string, TActor extends string>(
  table: readonly TTransition<TStatus, TActor>[],
  from: TStatus,
  to: TStatus,
): TTransition<TStatus, TActor> | undefined {
  return table.find((transition) => transition.from === from && transition.to === to);
}

export function canTransition(from: TFileStatus, to: TFileStatus, actor: TFileActor): boolean {
  return findTransition(FILE_TRANSITIONS, from, to)?.by.includes(actor) ?? false;
}

/** Where `actor` may move a file from `from`, in the table's order. */
export function nextFileStatuses(from: TFileStatus, actor: TFileActor): TFileStatus[] {
  return FILE_TRANSITIONS.filter(
    (transition) => transition.from === from && transition.by.includes(actor),
  ).map((transition) => transition.to);
}

/**
 * Cancelling a quote ends it at once; a booking goes to Cancellation until the suppliers have
 * released their services. Null when the file cannot be cancelled any more.
 */
export function cancellationTarget(from: TFileStatus): TFileStatus | null {
  if (from === 'Quote') return 'Cancelled';
  return findTransition(FILE_TRANSITIONS, from, 'Cancellation') ? 'Cancellation' : null;
}

const ACTOR_WORDS: Record<TFileActor | 'supplier', string> = {
  agent: 'an agent',
  admin: 'the back office',
  supplier: 'a supplier',
  system: 'the portal',
};

function describeRefusal<TActor extends string>(
  noun: string,
  from: string,
  to: string,
  transition: TTransition<string, TActor> | undefined,
  actor: TActor,
): string | null {
  if (from === to) return `The ${noun} is already ${from}.`;
  if (!transition) return `A ${noun} cannot go from ${from} to ${to}.`;
  if (!transition.by.includes(actor)) {
    const word = ACTOR_WORDS[actor as TFileActor | 'supplier'] ?? actor;
    return `A ${noun} cannot be moved from ${from} to ${to} by ${word}.`;
  }
  return null;
}

/** Null when the move is allowed; otherwise the message a 409 carries. */
export function transitionError(
  from: TFileStatus,
  to: TFileStatus,
  actor: TFileActor,
): string | null {
  return describeRefusal('file', from, to, findTransition(FILE_TRANSITIONS, from, to), actor);
}

export class IllegalTransitionError extends Error {
  override name = 'IllegalTransitionError';
  constructor(
    message: string,
    readonly from: string,
    readonly to: string,
    readonly actor: string,
  ) {
    super(message);
  }
}

export function assertTransition(from: TFileStatus, to: TFileStatus, actor: TFileActor): void {
  const message = transitionError(from, to, actor);
  if (message) throw new IllegalTransitionError(message, from, to, actor);
}

// ---------------------------------------------------------------------------------------------
// Service lines

/**
 * A line starts with the status pricing gave it (Available, Allotment, On Request, Full,
 * Unavailable), is Requested when the booking is requested, and the supplier answers Confirmed,
 * Wait (waitlisted) or Unable. Cancelled ends it.
 */
export const SERVICE_LINE_STATUSES = [
  ...LINE_STATUSES,
  'Requested',
  'Confirmed',
  'Wait',
  'Unable',
  'Cancelled',
  'Provisional',
] as const;
export type TServiceLineStatus = (typeof SERVICE_LINE_STATUSES)[number];

export const SERVICE_LINE_ACTORS = ['agent', 'admin', 'supplier', 'system'] as const;
export type TServiceLineActor = (typeof SERVICE_LINE_ACTORS)[number];

/** The statuses a quote's line can have: what pricing answered. */
export const QUOTE_LINE_STATUSES: readonly TServiceLineStatus[] = LINE_STATUSES;

/**
 * Quote lines sold from the operator's own inventory (a contracted allotment, a free sell): with
 * instant confirmation (booking settings) they are Confirmed when the booking is requested.
 */
export const INVENTORY_LINE_STATUSES: readonly TServiceLineStatus[] = ['Allotment', 'Available'];

/** Quote lines that cannot be requested: nothing to sell on a date. */
export const UNBOOKABLE_LINE_STATUSES: readonly TServiceLineStatus[] = ['Full', 'Unavailable'];

function lineMoves(): TTransition<TServiceLineStatus, TServiceLineActor>[] {
  const moves: TTransition<TServiceLineStatus, TServiceLineActor>[] = [];
  for (const from of LINE_STATUSES) {
    for (const to of LINE_STATUSES) {
      if (from !== to) {
        moves.push({ from, to, by: ['system'], description: 'Repricing found a new status.' });
      }
    }
    if (!UNBOOKABLE_LINE_STATUSES.includes(from)) {
      moves.push({
        from,
        to: 'Requested',
        by: ['agent', 'admin', 'system'],
        description: 'The booking is requested; the supplier is asked.',
      });
    }
  }
  for (const from of INVENTORY_LINE_STATUSES) {
    moves.push({
      from,
      to: 'Confirmed',
      by: ['system'],
      description:
        "Sold from the operator's allotment or free sell: confirmed at request, the supplier notified.",
    });
  }
  const answer = (from: TServiceLineStatus, to: TServiceLineStatus, description: string) =>
    moves.push({ from, to, by: ['supplier', 'admin', 'system'], description });
  answer('Requested', 'Confirmed', 'The supplier confirms the service.');
  answer('Requested', 'Wait', 'The supplier waitlists the service.');
  answer('Requested', 'Unable', 'The supplier cannot provide the service.');
  answer('Wait', 'Confirmed', 'A waitlisted service is confirmed.');
  answer('Wait', 'Unable', 'A waitlisted service cannot be provided.');
  answer('Requested', 'Provisional', 'The supplier holds the service until an option date.');
  answer('Wait', 'Provisional', 'A waitlisted service is held until an option date.');
  answer('Provisional', 'Confirmed', 'A provisional service is confirmed.');
  answer('Provisional', 'Wait', 'A provisional service is waitlisted.');
  answer('Provisional', 'Unable', 'A provisional service cannot be provided.');
  // Before the service date a supplier may correct the answer it gave (issue 19, point 23).
  for (const [from, to] of [
    ['Confirmed', 'Unable'],
    ['Confirmed', 'Wait'],
    ['Confirmed', 'Provisional'],
    ['Unable', 'Confirmed'],
    ['Unable', 'Wait'],
    ['Unable', 'Provisional'],
  ] as const) {
    moves.push({
      from,
      to,
      by: ['supplier'],
      description: 'The supplier corrects its answer before the service date.',
    });
  }
  moves.push({
    from: 'Unable',
    to: 'Requested',
    by: ['admin'],
    description: 'A consultant asks the supplier again.',
  });
  moves.push({
    from: 'Confirmed',
    to: 'Requested',
    by: ['admin', 'system'],
    description: 'An amendment asks the supplier again.',
  });
  moves.push({
    from: 'Provisional',
    to: 'Requested',
    by: ['admin', 'system'],
    description: 'An amendment asks the supplier again.',
  });
  for (const from of ['Requested', 'Confirmed', 'Wait', 'Unable', 'Provisional'] as const) {
    moves.push({
      from,
      to: 'Cancelled',
      by: ['admin', 'supplier', 'system'],
      description: 'The service is released.',
    });
  }
  return moves;
}

export const SERVICE_LINE_TRANSITIONS: readonly TTransition<
  TServiceLineStatus,
  TServiceLineActor
>[] = lineMoves();

export function isServiceLineStatus(value: string): value is TServiceLineStatus {
  return (SERVICE_LINE_STATUSES as readonly string[]).includes(value);
}

export function canTransitionLine(
  from: TServiceLineStatus,
  to: TServiceLineStatus,
  actor: TServiceLineActor,
): boolean {
  return findTransition(SERVICE_LINE_TRANSITIONS, from, to)?.by.includes(actor) ?? false;
}

export function lineTransitionError(
  from: TServiceLineStatus,
  to: TServiceLineStatus,
  actor: TServiceLineActor,
): string | null {
  return describeRefusal(
    'service',
    from,
    to,
    findTransition(SERVICE_LINE_TRANSITIONS, from, to),
    actor,
  );
}

export function assertLineTransition(
  from: TServiceLineStatus,
  to: TServiceLineStatus,
  actor: TServiceLineActor,
): void {
  const message = lineTransitionError(from, to, actor);
  if (message) throw new IllegalTransitionError(message, from, to, actor);
}
