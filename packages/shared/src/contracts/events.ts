import { z } from 'zod';

/**
 * One vocabulary for every list of "who did what" the portal shows: the agent's file history, the
 * back office's file timeline and the audit log. The server never sends an event's raw detail
 * (ids, line keys, JSON) to a screen; it lays the detail out as facts the web reads in the user's
 * language (web `events` namespace: `fact.<field>` labels, `action.<action>` sentences).
 */

export const EVENT_FACT_KINDS = [
  /** Free text as recorded (a note, a reason typed by a person, a name). */
  'text',
  /** A booking or service status (Requested, Confirmed...). */
  'status',
  /** Integer cents, shown in the file's currency. */
  'money',
  /** An ISO calendar date, shown as DD Mon YYYY. */
  'date',
  'count',
  /** Several texts (services added, labels). */
  'list',
  /** A reason the portal itself gave, by code (translated: `reason.<code>`). */
  'reason',
  /** A changed field of a file, by code (translated: `field.<code>`), listed. */
  'fields',
  'yes-no',
] as const;
export type TEventFactKind = (typeof EVENT_FACT_KINDS)[number];

const ZFactValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);

export const ZEventFact = z.object({
  /** The label's code (`fact.<field>` in the web's `events` namespace). */
  field: z.string(),
  kind: z.enum(EVENT_FACT_KINDS),
  value: ZFactValue,
  /** The value before, for a change ("Requested → Confirmed", "NZ$340.00 → NZ$306.00"). */
  from: ZFactValue.optional(),
});
export type TEventFact = z.infer<typeof ZEventFact>;
