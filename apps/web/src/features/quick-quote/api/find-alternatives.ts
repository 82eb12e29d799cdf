import {
  ZProductSearchResult,
  type TProductSearchResult,
} from '@portal/shared/contracts/catalogue-api';
import { zPaginated } from '@portal/shared/contracts/pagination';
import type { TAgentPricedLine } from '@portal/shared/contracts/pricing';
import { api } from '../../../lib/api-client';

const ZProductSearchPage = zPaginated(ZProductSearchResult);
export type TAlternative = TProductSearchResult;

/** Statuses that cannot be sold on the date: no use as an alternative. */
const UNSELLABLE = new Set(['Full', 'Unavailable']);

/** The most alternatives named per red line; the customise screen lists them all. */
export const MAX_ALTERNATIVES_SHOWN = 3;

type TRedLine = Pick<
  TAgentPricedLine,
  'key' | 'productId' | 'productName' | 'serviceTypeCode' | 'date'
>;

/**
 * Services of the same type, in the same place, that do have a rate on the red line's date. The
 * priced line does not say where its product is, so the product is looked up by name first.
 */
export async function findAlternatives(
  line: TRedLine,
  signal?: AbortSignal,
): Promise<TAlternative[]> {
  const own = await api.get('/api/app/products/search', {
    query: {
      q: line.productName.slice(0, 100),
      serviceType: line.serviceTypeCode,
      per_page: 20,
    },
    schema: ZProductSearchPage,
    signal,
  });
  const product = own.data.find((row) => row.id === line.productId);
  if (!product) return [];
  const nearby = await api.get('/api/app/products/search', {
    query: {
      serviceType: line.serviceTypeCode,
      locationId: product.locationId,
      date: line.date,
      per_page: 50,
    },
    schema: ZProductSearchPage,
    signal,
  });
  return nearby.data.filter(
    (row) =>
      row.id !== line.productId &&
      row.hasRate === true &&
      (row.status === null || !UNSELLABLE.has(row.status)),
  );
}

/** Alternatives for every red line, by line key. One failed lookup leaves that line without. */
export async function findAlternativesForLines(
  lines: readonly TRedLine[],
  signal?: AbortSignal,
): Promise<Map<string, TAlternative[]>> {
  const found = new Map<string, TAlternative[]>();
  await Promise.all(
    lines.map(async (line) => {
      try {
        found.set(line.key, await findAlternatives(line, signal));
      } catch (error) {
        if (signal?.aborted) throw error;
        // The quote is still right without them; the customise screen can search again.
        console.warn(`No alternatives looked up for ${line.productName}.`, error);
      }
    }),
  );
  return found;
}
