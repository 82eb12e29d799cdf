import { productContentSource } from './modules/catalogue/products.content-source';
import { registerContentSources } from './modules/content/content-source-registry';
import { packageContentSource } from './modules/packages/packages.content-source';
import { prizeContentSource } from './modules/prizes/prizes.content-source';
import { tourContentSource } from './modules/regular-tours/tours.content-source';

/**
 * Hands the content module the entities whose texts it edits, checks and translates, one per
 * kind. Called when the app is built; calling it again changes nothing.
 */
export function wireContentSources(): void {
  registerContentSources({
    product: productContentSource,
    package: packageContentSource,
    tour: tourContentSource,
    prize: prizeContentSource,
  });
}
