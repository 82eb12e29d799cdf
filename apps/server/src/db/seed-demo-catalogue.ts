import { count, eq, inArray, sql } from 'drizzle-orm';
import type { TContentKind, TContentLanguage } from '@portal/shared/domain/content-codes';
import { daysBetween } from '@portal/shared/domain/pricing/calendar';
import { insertImportedContentTexts } from '../modules/content/content-store.repository';
import { buildDemoCatalogue } from './demo-catalogue/build-demo-catalogue';
import { DEMO_CONTENT } from './demo-catalogue/content';
import type { TDemoAvailability, TDemoCatalogue } from './demo-catalogue/types';
import type { TExecutor } from './database';
import { agencies } from './schema/agencies';
import { productAvailability } from './schema/catalogue-availability';
import { locationDrivingNotes, locations } from './schema/catalogue-locations';
import { markupRules } from './schema/catalogue-markup-rules';
import {
  packageDayAccommodation,
  packageDayServices,
  packageDays,
  packages,
} from './schema/catalogue-packages';
import { products } from './schema/catalogue-products';
import { rates } from './schema/catalogue-rates';
import { suppliers } from './schema/suppliers';

/** Rows per INSERT: well below PostgreSQL's 65 535 parameters for the widest table here. */
const CHUNK = 1000;

async function insertInChunks<TRow>(
  rows: readonly TRow[],
  insert: (chunk: TRow[]) => Promise<unknown>,
) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await insert(rows.slice(start, start + CHUNK));
  }
}

function lookup(ids: Map<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo catalogue: unknown ${what} ${key}`);
  return id;
}

/**
 * Availability records are date ranges laid over each other (the narrowest wins, see
 * docs/pricing.md); the table holds one row per date. Widest first, in layers where no two ranges
 * of a product overlap, so each layer is one INSERT ... SELECT generate_series and a later (narrower)
 * layer overwrites the dates it covers.
 */
function availabilityLayers(records: readonly TDemoAvailability[]): TDemoAvailability[][] {
  const ordered = [...records].sort(
    (a, b) => daysBetween(b.dateFrom, b.dateTo) - daysBetween(a.dateFrom, a.dateTo),
  );
  const layers: TDemoAvailability[][] = [];
  let current: TDemoAvailability[] = [];
  for (const record of ordered) {
    const clashes = current.some(
      (other) =>
        other.productCode === record.productCode &&
        other.dateFrom <= record.dateTo &&
        record.dateFrom <= other.dateTo,
    );
    if (clashes) {
      layers.push(current);
      current = [];
    }
    current.push(record);
  }
  if (current.length > 0) layers.push(current);
  return layers;
}

async function seedAvailability(
  executor: TExecutor,
  catalogue: TDemoCatalogue,
  productIds: Map<string, number>,
): Promise<void> {
  for (const layer of availabilityLayers(catalogue.availability)) {
    for (let start = 0; start < layer.length; start += 500) {
      const values = sql.join(
        layer
          .slice(start, start + 500)
          .map(
            (record) =>
              sql`(${lookup(productIds, record.productCode, 'product')}::int, ${record.dateFrom}::date, ${record.dateTo}::date, ${record.kind}::availability_kind, ${record.allotment}::int, ${record.releaseDays}::int, ${record.hasOnRequestFallback}::boolean)`,
          ),
        sql`, `,
      );
      await executor.execute(sql`
        insert into ${productAvailability}
          (product_id, date, kind, allotment, release_days, has_on_request_fallback)
        select r.product_id, d::date, r.kind, r.allotment, r.release_days, r.fallback
        from (values ${values}) as r(product_id, date_from, date_to, kind, allotment, release_days, fallback)
        cross join lateral generate_series(r.date_from, r.date_to, interval '1 day') as d
        on conflict (product_id, date, agency_id) do update set
          kind = excluded.kind,
          allotment = excluded.allotment,
          release_days = excluded.release_days,
          has_on_request_fallback = excluded.has_on_request_fallback`);
    }
  }
}

async function seedPackages(
  executor: TExecutor,
  catalogue: TDemoCatalogue,
  locationIds: Map<string, number>,
  productIds: Map<string, number>,
): Promise<Map<string, number>> {
  const location = (code: string) => lookup(locationIds, code, 'location');
  const product = (code: string) => lookup(productIds, code, 'product');
  const insertedPackages = await executor
    .insert(packages)
    .values(
      catalogue.packages.map(
        ({ startLocationCode, days: _days, description: _description, ...pkg }) => ({
          ...pkg,
          startLocationId: location(startLocationCode),
        }),
      ),
    )
    .returning({ id: packages.id, code: packages.code });
  const packageIds = new Map(insertedPackages.map((row) => [row.code, row.id]));

  const dayRows = catalogue.packages.flatMap((pkg) =>
    pkg.days.map((day) => ({
      packageId: lookup(packageIds, pkg.code, 'package'),
      dayNumber: day.dayNumber,
      title: day.title,
      description: day.description,
      overnightLocationId:
        day.overnightLocationCode === null ? null : location(day.overnightLocationCode),
      drivingNotes: day.drivingNotes.map(({ fromLocationCode, toLocationCode, ...note }) => ({
        fromLocationId: location(fromLocationCode),
        toLocationId: location(toLocationCode),
        ...note,
      })),
    })),
  );
  const insertedDays = await executor.insert(packageDays).values(dayRows).returning({
    id: packageDays.id,
    packageId: packageDays.packageId,
    dayNumber: packageDays.dayNumber,
  });
  const dayIds = new Map(insertedDays.map((row) => [`${row.packageId}/${row.dayNumber}`, row.id]));

  const accommodation: (typeof packageDayAccommodation.$inferInsert)[] = [];
  const services: (typeof packageDayServices.$inferInsert)[] = [];
  for (const pkg of catalogue.packages) {
    const packageId = lookup(packageIds, pkg.code, 'package');
    for (const day of pkg.days) {
      const packageDayId = lookup(dayIds, `${packageId}/${day.dayNumber}`, 'package day');
      for (const option of day.accommodation) {
        accommodation.push({
          packageDayId,
          accommodationClass: option.accommodationClass,
          productId: product(option.productCode),
        });
      }
      day.services.forEach(({ productCode, ...service }, index) => {
        services.push({
          packageDayId,
          position: index + 1,
          productId: product(productCode),
          ...service,
        });
      });
    }
  }
  await insertInChunks(accommodation, (chunk) =>
    executor.insert(packageDayAccommodation).values(chunk),
  );
  await insertInChunks(services, (chunk) => executor.insert(packageDayServices).values(chunk));
  return packageIds;
}

/**
 * The descriptions go to the content store: the catalogue's English, overlaid with the demo
 * content (complete translations for a few, deliberately poor texts for others).
 */
async function seedContent(
  executor: TExecutor,
  catalogue: TDemoCatalogue,
  ids: Partial<Record<TContentKind, Map<string, number>>>,
  at: Date,
): Promise<void> {
  const texts = new Map<
    string,
    { kind: TContentKind; entityId: number; language: TContentLanguage; text: string }
  >();
  const put = (kind: TContentKind, code: string, language: TContentLanguage, text: string) => {
    const entityId = lookup(ids[kind] ?? new Map<string, number>(), code, kind);
    texts.set(`${kind}/${entityId}/${language}`, { kind, entityId, language, text });
  };
  for (const product of catalogue.products) put('product', product.code, 'en', product.description);
  for (const pkg of catalogue.packages) put('package', pkg.code, 'en', pkg.description);
  for (const content of DEMO_CONTENT) {
    for (const [language, text] of Object.entries(content.texts) as [TContentLanguage, string][]) {
      put(content.kind, content.code, language, text);
    }
  }
  await insertImportedContentTexts(executor, [...texts.values()], at);
}

/**
 * Loads the demo catalogue (buildDemoCatalogue: 18 months of rates and availability from `today`)
 * into an installation that has no catalogue yet; a database with any location already is left
 * alone, so seeding twice or over real data never mixes in demo products. The foundation seed's
 * suppliers (HARBAKL, TASCAR, COOKFER) get their location and address and their products.
 * Everything goes in batches: the whole catalogue loads in a few seconds on PGlite.
 */
export async function seedDemoCatalogue(
  executor: TExecutor,
  today: string,
): Promise<{ seeded: boolean }> {
  const [existing] = await executor.select({ total: count() }).from(locations);
  if ((existing?.total ?? 0) > 0) return { seeded: false };
  const catalogue = buildDemoCatalogue(today);

  const insertedLocations = await executor
    .insert(locations)
    .values(catalogue.locations.map(({ drivingNotes: _notes, ...row }) => row))
    .returning({ id: locations.id, code: locations.code });
  const locationIds = new Map(insertedLocations.map((row) => [row.code, row.id]));
  const drivingNotes = catalogue.locations.flatMap((place) =>
    place.drivingNotes.map(({ toLocationCode, ...note }) => ({
      fromLocationId: lookup(locationIds, place.code, 'location'),
      toLocationId: lookup(locationIds, toLocationCode, 'location'),
      ...note,
    })),
  );
  await insertInChunks(drivingNotes, (chunk) =>
    executor.insert(locationDrivingNotes).values(chunk).onConflictDoNothing(),
  );

  await executor
    .insert(suppliers)
    .values(
      catalogue.suppliers.map(({ locationCode, ...row }) => ({
        ...row,
        locationId: lookup(locationIds, locationCode, 'location'),
      })),
    )
    .onConflictDoUpdate({
      target: suppliers.code,
      set: {
        locationId: sql`excluded.location_id`,
        address: sql`excluded.address`,
        confirmsEveryBooking: sql`excluded.confirms_every_booking`,
        paymentTermsBasis: sql`excluded.payment_terms_basis`,
        paymentTermsDays: sql`excluded.payment_terms_days`,
      },
    });
  const supplierRows = await executor
    .select({ id: suppliers.id, code: suppliers.code })
    .from(suppliers)
    .where(
      inArray(
        suppliers.code,
        catalogue.suppliers.map((row) => row.code),
      ),
    );
  const supplierIds = new Map(supplierRows.map((row) => [row.code, row.id]));

  const insertedProducts = await executor
    .insert(products)
    .values(
      catalogue.products.map(
        ({ supplierCode, locationCode, description: _description, ...row }) => ({
          ...row,
          supplierId: lookup(supplierIds, supplierCode, 'supplier'),
          locationId: lookup(locationIds, locationCode, 'location'),
        }),
      ),
    )
    .returning({ id: products.id, code: products.code });
  const productIds = new Map(insertedProducts.map((row) => [row.code, row.id]));

  await insertInChunks(catalogue.rates, (chunk) =>
    executor.insert(rates).values(
      chunk.map(({ productCode, ...rate }) => ({
        ...rate,
        productId: lookup(productIds, productCode, 'product'),
      })),
    ),
  );
  await seedAvailability(executor, catalogue, productIds);

  const agencyRows = await executor.select({ id: agencies.id, name: agencies.name }).from(agencies);
  const agencyIds = new Map(agencyRows.map((row) => [row.name, row.id]));
  const rules = catalogue.markupRules.filter(
    (rule) => rule.agencyName === null || agencyIds.has(rule.agencyName),
  );
  await executor.insert(markupRules).values(
    rules.map(({ agencyName, supplierCode, ...rule }) => ({
      ...rule,
      agencyId: agencyName === null ? null : lookup(agencyIds, agencyName, 'agency'),
      supplierId: supplierCode === null ? null : lookup(supplierIds, supplierCode, 'supplier'),
    })),
  );
  for (const agency of catalogue.agencyPricing) {
    await executor
      .update(agencies)
      .set({ pricingModel: agency.pricingModel })
      .where(eq(agencies.name, agency.agencyName));
  }

  const packageIds = await seedPackages(executor, catalogue, locationIds, productIds);
  await seedContent(executor, catalogue, { product: productIds, package: packageIds }, new Date());
  return { seeded: true };
}
