import { z } from 'zod';
import { ZEventFact } from './events';
import { zSortQuery } from './list-sort';
import { ZPageQuery } from './pagination';
import { ZIsoDate } from './primitives';

/**
 * The audit log screen (issue 9): who changed what on which entity. Needs `audit.view`.
 *
 * GET /api/admin/audit-log?actor&action&entity_type&entity&from&to&sort&dir&page&per_page
 *     -> zPaginated(ZAuditEntryView), newest first unless sorted (AUDIT_LOG_SORTS)
 * GET /api/admin/audit-log/export.csv (same filters and order)
 * GET /api/admin/audit-log/entity-types -> string[] (the entity types the log holds)
 */

export const AUDIT_LIMITS = { text: 120 } as const;

const ZFilterText = z.string().trim().max(AUDIT_LIMITS.text).optional();

export const ZAuditLogFilter = z
  .object({
    /** Part of the actor's name as recorded ("admin", "traveller"). */
    actor: ZFilterText,
    /** Part of the action ("role.", "payment"). */
    action: ZFilterText,
    entity_type: ZFilterText,
    /** An entity id, or a file reference (matches the file's entries whichever way they were keyed). */
    entity: ZFilterText,
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: 'The end date must not be before the start date',
    path: ['to'],
  });
export type TAuditLogFilter = z.infer<typeof ZAuditLogFilter>;

/** The columns the audit log sorts by (its default: newest first). */
export const AUDIT_LOG_SORTS = ['at', 'actor', 'action', 'entityType', 'entity'] as const;
export type TAuditLogSort = (typeof AUDIT_LOG_SORTS)[number];
export const ZAuditLogSortQuery = zSortQuery(AUDIT_LOG_SORTS);

export const ZAuditLogQuery = z.intersection(
  z.intersection(ZPageQuery, ZAuditLogFilter),
  ZAuditLogSortQuery,
);
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;

/** GET /api/admin/audit-log/export.csv: the filters and the order, every page. */
export const ZAuditLogCsvQuery = z.intersection(ZAuditLogFilter, ZAuditLogSortQuery);
export type TAuditLogCsvQuery = z.infer<typeof ZAuditLogCsvQuery>;

export const ZAuditEntryView = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  actorLabel: z.string(),
  /** The person's name as it is now; the recorded label when the user is gone or was none. */
  actorName: z.string(),
  /** Shown beside the name; null for a traveller, a supplier's link, a provider or the portal. */
  actorUsername: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** The file's reference when the entity is a file (entries key files by id or by reference). */
  fileReference: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  /** The detail laid out for people (contracts/events.ts), in the file's currency when a file. */
  facts: z.array(ZEventFact),
  brandId: z.number().int().nullable(),
  ip: z.string().nullable(),
});
export type TAuditEntryView = z.infer<typeof ZAuditEntryView>;
