import { eq, sql } from 'drizzle-orm';
import type { TContentFacts } from '@portal/shared/domain/content-assessment';
import {
  isAccommodationServiceType,
  type TServiceTypeCode,
} from '@portal/shared/domain/pricing/codes';
import { products } from '../../db/schema/catalogue-products';
import type { TContentEntitySummary, TContentSource } from '../content/content-source';

/** Sightseeing, cruises, walks and guides: sold for what they include and how long they last. */
const EXPERIENCE_TYPES: readonly TServiceTypeCode[] = ['AT', 'CR', 'IT', 'WK', 'GU'];
/** Car hire and surcharges keep their times on the voucher, not in the description. */
const NO_TIME_TYPES: readonly TServiceTypeCode[] = ['AC', 'AF', 'RC', 'SU'];

const columns = {
  id: products.id,
  code: products.code,
  name: products.name,
  serviceTypeCode: products.serviceTypeCode,
  startTime: products.startTime,
  endTime: products.endTime,
  durationMinutes: products.durationMinutes,
};

type TFactRow = {
  serviceTypeCode: TServiceTypeCode;
  startTime: string | null;
  endTime: string | null;
  durationMinutes: number | null;
};

/**
 * What a product's description should mention: its start time when it departs at one, how long
 * it lasts when that is known, and what is included for experiences and rooms (meals, entry).
 */
export function productFacts(product: TFactRow): TContentFacts {
  const isTimed = !NO_TIME_TYPES.includes(product.serviceTypeCode);
  return {
    expectsTime: isTimed && product.startTime !== null,
    expectsDuration:
      isTimed &&
      (product.durationMinutes !== null ||
        (product.startTime !== null && product.endTime !== null)),
    expectsInclusions:
      EXPERIENCE_TYPES.includes(product.serviceTypeCode) ||
      isAccommodationServiceType(product.serviceTypeCode),
  };
}

function summaryOf(
  row: TFactRow & { id: number; code: string; name: string },
): TContentEntitySummary {
  return { entityId: row.id, code: row.code, name: row.name, facts: productFacts(row) };
}

/** Products as a content source: active products are assessed. */
export const productContentSource: TContentSource = {
  kind: 'product',
  fields: ['description'],
  viewPermission: 'catalogue.view',
  managePermission: 'catalogue.manage',
  async listEntities(executor) {
    const rows = await executor
      .select(columns)
      .from(products)
      .where(eq(products.active, true))
      .orderBy(products.id);
    return rows.map(summaryOf);
  },
  async findEntity(executor, entityId) {
    const [row] = await executor.select(columns).from(products).where(eq(products.id, entityId));
    return row ? summaryOf(row) : null;
  },
  async stamp(executor) {
    // A digest of what the assessment reads, so any change shows, whatever the clocks say.
    const [row] = await executor
      .select({
        digest: sql<string>`md5(coalesce(string_agg(concat_ws('|', ${products.id}, ${products.code}, ${products.name}, ${products.serviceTypeCode}, ${products.startTime}, ${products.endTime}, ${products.durationMinutes}, ${products.active}), ',' order by ${products.id}), ''))`,
      })
      .from(products);
    return row?.digest ?? '';
  },
};
