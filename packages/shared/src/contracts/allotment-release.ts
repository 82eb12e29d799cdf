import { z } from 'zod';
import { ZPageQuery } from './pagination';
import { ZId, ZIsoDate } from './primitives';

/**
 * The "release due" list (docs/pricing.md, "Release due"): allotment that reaches its release
 * date in the next `days` days with units still unsold, by supplier, for the contracting team to
 * sell, chase or let go before the supplier takes it back.
 *
 * GET /api/admin/allotments/release-due?days&page&per_page   -> zPaginated(ZReleaseDueItem)
 * GET /api/admin/allotments/release-due/export.csv?days      -> text/csv, every row
 * (catalogue.view)
 */

export const ZReleaseDueFilter = z.object({
  /** From today to this many days ahead (0: releasing today). */
  days: z.coerce.number().int().min(0).max(90).default(14),
});

export const ZReleaseDueQuery = ZPageQuery.extend(ZReleaseDueFilter.shape);
export type TReleaseDueQuery = z.infer<typeof ZReleaseDueQuery>;

export const ZReleaseDueCsvQuery = ZReleaseDueFilter;

export const ZReleaseDueItem = z.object({
  /** The availability record (one product, one date, the general allotment or one agency's). */
  id: ZId,
  supplierId: ZId,
  supplierName: z.string(),
  productId: ZId,
  productCode: z.string(),
  productName: z.string(),
  /** Null for the general allotment; else the agency whose split it is. */
  agencyId: ZId.nullable(),
  agencyName: z.string().nullable(),
  /** The date the units are for. */
  date: ZIsoDate,
  /** The date the supplier takes unsold units back: `date` less its release days. */
  releasesOn: ZIsoDate,
  allotment: z.number().int().min(0),
  used: z.number().int().min(0),
  unsold: z.number().int().min(1),
});
export type TReleaseDueItem = z.infer<typeof ZReleaseDueItem>;
