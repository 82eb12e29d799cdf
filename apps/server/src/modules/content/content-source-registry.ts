import type { TContentKind } from '@portal/shared/domain/content-codes';
import { productContentSource } from '../catalogue/products.content-source';
import { packageContentSource } from '../packages/packages.content-source';
import { prizeContentSource } from '../prizes/prizes.content-source';
import { tourContentSource } from '../regular-tours/tours.content-source';
import type { TContentSource } from './content-source';

/**
 * Every kind of entity with texts in the content store. A new kind is one entry here,
 * its name in CONTENT_KINDS (packages/shared/src/domain/content-codes.ts) and `kinds.<kind>` in
 * the content locale files; the record type makes a kind without a source a type error.
 */
export const CONTENT_SOURCES: Readonly<Record<TContentKind, TContentSource>> = {
  product: productContentSource,
  package: packageContentSource,
  tour: tourContentSource,
  prize: prizeContentSource,
};

export function contentSourceOf(kind: TContentKind): TContentSource {
  return CONTENT_SOURCES[kind];
}
