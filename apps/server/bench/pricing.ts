/**
 * Pricing benchmark (npm run bench:pricing): issue 4's "Benchmark" section.
 *
 * Builds a synthetic catalogue from a seed (BENCH_SEED) with INSERT ... SELECT generate_series: at
 * full size 10,000 products (50 per location: hotels and lodges in three classes, rental cars,
 * sightseeing, transfers, guides, ferries, trains, walks, supplements), about 2.2 million rate rows
 * (every product, both markets, every room type, a season per month for three years and a special
 * laid over about half of them) and three years of availability, one row per product per date as it
 * is stored (free sell, allotments with units booked and release days, on request, stop-sell days),
 * plus agency allotment splits as separate rows. The 1/10 size has 1,000 products. 200 packages of
 * 7-21 nights over the catalogue's places (both markets, all transport types) are written with the
 * app's own package repository, so both sizes price the same kind of itinerary.
 *
 * Then the real app (buildApp) listens on loopback, two agents (a gross NZ agency and a net AU one)
 * sign in through /api/auth/login with the XSRF cookie echoed, and BENCH_QUOTES random quotes
 * (default 1,000: a random package, a departure in the next three years, one of the three classes,
 * 1-4 rooms of DB/TW/SG/TR with adults and sometimes a child) go one at a time through
 * POST /api/quotes/price, the same requests at every size. A keep-alive node:http client in this
 * process measures each request's latency, after 100 warm-up requests; the runs are built first
 * and then measured interleaved (measureInterleaved). p50/p95/p99 are printed per run, and the
 * full/small ratio of p95 on PostgreSQL.
 *
 * Runs: PostgreSQL at 1/10 and full size (a uniquely named database on the server of
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, migrated with the app's
 * migrate() and dropped at the end unless BENCH_KEEP=1), and PGlite (in memory) at 1/10 size.
 *
 * Options (environment, or argv --size= --quotes= --seed= --driver=):
 *   BENCH_SIZE=small|full|both (default both), BENCH_QUOTES=1000, BENCH_SEED=20260401,
 *   BENCH_DRIVER=postgres|pglite|both (default both; PGlite runs the small size only), BENCH_KEEP=1.
 *
 * --tiny (what `npm test` runs): 100 products, a year of rates, 10 packages, 20 quotes after 5
 * warm-ups, on PGlite in memory; seconds, no target applied. It proves the benchmark still runs
 * against today's schema and app, so its full form cannot rot unnoticed.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { TPackageDay, TPackageService } from '@portal/shared/contracts/catalogue';
import type {
  TAgentPricedQuote,
  TPriceRequest,
  TRoomRequest,
} from '@portal/shared/contracts/pricing';
import { addDays, addMonths, daysBetween } from '@portal/shared/domain/pricing/calendar';
import {
  ACCOMMODATION_CLASSES,
  TRANSPORT_TYPES,
  type TAccommodationClass,
  type TLineStatus,
  type TPricingBasis,
  type TRoomTypeCode,
  type TServiceTypeCode,
  type TTransportType,
} from '@portal/shared/domain/pricing/codes';
import { buildApp } from '../src/app';
import { loadConfig, type TConfig } from '../src/config/env';
import { migrate, wrapPglite, wrapPool, type TDatabaseHandle } from '../src/db/client';
import { selectRows, type TDatabase } from '../src/db/database';
import { agencies } from '../src/db/schema/agencies';
import { markupRules } from '../src/db/schema/catalogue-markup-rules';
import { users } from '../src/db/schema/users';
import { assignRoles, seedReferenceData } from '../src/db/seed';
import { operatorToday, systemClock } from '../src/lib/clock';
import { createPasswordHasher } from '../src/lib/passwords';
import { insertPackage, replacePackageDays } from '../src/modules/packages/packages.repository';

// Options -----------------------------------------------------------------------------------------

const { values: argv } = parseArgs({
  options: {
    size: { type: 'string' },
    quotes: { type: 'string' },
    seed: { type: 'string' },
    driver: { type: 'string' },
    tiny: { type: 'boolean' },
  },
  strict: true,
});

type TSizeName = 'tiny' | 'small' | 'full';
const TINY = argv.tiny === true;
type TDriver = 'postgres' | 'pglite';

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new Error(`${name} must be one of ${allowed.join(', ')}, not "${value}"`);
  }
  return value as T;
}

function positiveInteger(name: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a positive integer`);
  return parsed;
}

const SIZE_OPTION = TINY
  ? 'tiny'
  : oneOf('BENCH_SIZE', argv.size ?? process.env.BENCH_SIZE ?? 'both', [
      'small',
      'full',
      'both',
    ] as const);
const DRIVER_OPTION = TINY
  ? 'pglite'
  : oneOf('BENCH_DRIVER', argv.driver ?? process.env.BENCH_DRIVER ?? 'both', [
      'postgres',
      'pglite',
      'both',
    ] as const);
const QUOTES = positiveInteger(
  'BENCH_QUOTES',
  argv.quotes ?? process.env.BENCH_QUOTES ?? (TINY ? '20' : '1000'),
);
const SEED = positiveInteger('BENCH_SEED', argv.seed ?? process.env.BENCH_SEED ?? '20260401');
const KEEP = process.env.BENCH_KEEP === '1';
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const WARMUP = TINY ? 5 : 100;
const TARGET_P95_MS = 25;
const TARGET_RATIO = 1.5;

const SIZES: Record<TSizeName, { label: string; products: number }> = {
  tiny: { label: 'tiny', products: 100 },
  small: { label: '1/10', products: 1_000 },
  full: { label: 'full', products: 10_000 },
};
const PRODUCTS_PER_LOCATION = 50;
const RATE_MONTHS = TINY ? 12 : 36;
const PACKAGES = TINY ? 10 : 200;
const MIN_NIGHTS = 7;
const MAX_NIGHTS = 21;
/** Supplier-specific deals: a fixed number, so the rules read is the same at both sizes. */
const SUPPLIER_RULES = 40;
const AGENT_PASSWORD = 'Bench-pass-2026';
const AGENTS = [
  { username: 'bench.nz.agent', agency: 'Bench Kiwi Travel', brandId: 1, pricingModel: 'gross' },
  { username: 'bench.au.agent', agency: 'Bench Outback Tours', brandId: 2, pricingModel: 'net' },
] as const;

// Deterministic randomness --------------------------------------------------------------------

/** mulberry32: a small seeded generator, so every run builds the same packages and quotes. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  };
  return { next, int, pick, chance: (p: number) => next() < p };
}
type TRandom = ReturnType<typeof createRandom>;

/**
 * The SQL side of the seed: a non-negative 31-bit hash of an integer expression. hashint8 is
 * PostgreSQL's own integer hash, the same in PGlite, so both databases get the same catalogue.
 */
function hash(expression: string, salt: number): string {
  return `(hashint8((${expression})::bigint * 1000003 + ${SEED * 7919 + salt}) & 2147483647)`;
}

// The catalogue's shape ---------------------------------------------------------------------------

interface TSlot {
  type: TServiceTypeCode;
  basis: TPricingBasis;
  accommodationClass: TAccommodationClass | null;
  capacity: number | null;
}

function slots(count: number, slot: (index: number) => TSlot): TSlot[] {
  return Array.from({ length: count }, (_, index) => slot(index));
}

function accommodationSlot(type: 'AC' | 'AF', index: number): TSlot {
  const accommodationClass = ACCOMMODATION_CLASSES[index % ACCOMMODATION_CLASSES.length];
  if (!accommodationClass) throw new Error('no accommodation class');
  return { type, basis: 'per_room_night', accommodationClass, capacity: null };
}

const service = (type: TServiceTypeCode, basis: TPricingBasis, capacity: number | null = null) =>
  ({ type, basis, accommodationClass: null, capacity }) satisfies TSlot;

/** What each location sells: product (location - 1) * 50 + slot + 1 is the slot's product there. */
const SLOTS: readonly TSlot[] = [
  ...slots(15, (i) => accommodationSlot('AC', i)),
  ...slots(3, (i) => accommodationSlot('AF', i)),
  ...slots(3, () => service('RC', 'per_vehicle_day', 5)),
  ...slots(8, () => service('AT', 'per_person')),
  ...slots(4, () => service('IT', 'per_person')),
  ...slots(2, () => service('CR', 'per_person')),
  ...slots(5, () => service('TR', 'per_unit', 4)),
  ...slots(2, () => service('GU', 'per_unit', 12)),
  ...slots(1, () => service('IN', 'per_person')),
  ...slots(2, () => service('TN', 'per_person')),
  ...slots(3, () => service('WK', 'per_person')),
  ...slots(2, () => service('SU', 'per_person')),
];
if (SLOTS.length !== PRODUCTS_PER_LOCATION) throw new Error('SLOTS must fill a location');

const ROOM_TYPES = ['DB', 'TW', 'SG', 'TR'] as const satisfies readonly TRoomTypeCode[];

function slotsOf(predicate: (slot: TSlot) => boolean): number[] {
  return SLOTS.flatMap((slot, index) => (predicate(slot) ? [index] : []));
}
const SLOT_INDEX = {
  accommodation: Object.fromEntries(
    ACCOMMODATION_CLASSES.map((accommodationClass) => [
      accommodationClass,
      slotsOf((slot) => slot.accommodationClass === accommodationClass),
    ]),
  ) as Record<TAccommodationClass, number[]>,
  car: slotsOf((slot) => slot.type === 'RC'),
  sightseeing: slotsOf((slot) => ['AT', 'IT', 'CR', 'WK', 'GU'].includes(slot.type)),
  coach: slotsOf((slot) => slot.type === 'IT'),
  transfer: slotsOf((slot) => slot.type === 'TR'),
  ferry: slotsOf((slot) => slot.type === 'IN'),
  train: slotsOf((slot) => slot.type === 'TN'),
  supplement: slotsOf((slot) => slot.type === 'SU'),
};

function productId(locationId: number, slot: number): number {
  return (locationId - 1) * PRODUCTS_PER_LOCATION + slot + 1;
}

function slotValues(): string {
  return SLOTS.map(
    (slot, index) =>
      `(${index}, '${slot.type}'::service_type_code, '${slot.basis}'::pricing_basis, ` +
      `${slot.accommodationClass ? `'${slot.accommodationClass}'` : 'null'}::accommodation_class, ` +
      `${slot.capacity ?? 'null'}::int)`,
  ).join(',\n');
}

// Building the catalogue --------------------------------------------------------------------------

interface TCatalogue {
  start: string;
  days: number;
  locations: number;
  /** Location ids per market: odd ids are in New Zealand (brand 1), even ids in Australia. */
  locationsByBrand: Record<1 | 2, number[]>;
  agencyIds: Record<1 | 2, number>;
  counts: { products: number; rates: number; availability: number; splits: number };
  seconds: number;
}

async function run(db: TDatabase, statement: string): Promise<void> {
  await db.execute(sql.raw(statement));
}

async function countRows(db: TDatabase, table: string, where = 'true'): Promise<number> {
  const [row] = await selectRows<{ total: string | number }>(
    db,
    sql.raw(`select count(*) as total from ${table} where ${where}`),
  );
  return Number(row?.total ?? 0);
}

/** Progress on one line in a terminal; in a log, only every quarter of the work. */
function progress(message: string, done: number, total: number, batch: number): void {
  if (process.stdout.isTTY) process.stdout.write(`\r    ${message}   `);
  else if (Math.floor(done / (total / 4)) > Math.floor((done - batch) / (total / 4))) {
    console.log(`    ${message}`);
  }
}

async function buildCatalogue(
  db: TDatabase,
  config: TConfig,
  productCount: number,
  start: string,
): Promise<TCatalogue> {
  const started = performance.now();
  const locationCount = productCount / PRODUCTS_PER_LOCATION;
  const supplierCount = productCount / 2;
  // Rates and availability cover the same three years: RATE_MONTHS seasons from `start`.
  const days = daysBetween(start, addMonths(start, RATE_MONTHS));

  await seedReferenceData(db);
  const passwordHash = await createPasswordHasher(config.argon2).hash(AGENT_PASSWORD);
  const agencyIds = {} as Record<1 | 2, number>;
  for (const agent of AGENTS) {
    const [agency] = await db
      .insert(agencies)
      .values({ name: agent.agency, brandId: agent.brandId, pricingModel: agent.pricingModel })
      .returning({ id: agencies.id });
    if (!agency) throw new Error('agency insert returned no row');
    agencyIds[agent.brandId] = agency.id;
    const [user] = await db
      .insert(users)
      .values({
        kind: 'agent',
        username: agent.username,
        name: `Bench agent ${agent.brandId}`,
        email: `${agent.username}@bench.test`,
        passwordHash,
        agencyId: agency.id,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned no row');
    await assignRoles(db, user.id, ['agent']);
  }

  // Locations, suppliers and products carry explicit ids (the database is new), so the packages
  // can name product (location, slot) without reading anything back.
  await run(
    db,
    `insert into locations (id, code, name, region, country, latitude, longitude)
     select g, 'BL' || lpad(g::text, 4, '0'), 'Bench Town ' || g, 'Bench Region ' || (1 + g % 12),
       case when g % 2 = 1 then 'NZ' else 'AU' end::country_code,
       case when g % 2 = 1 then -34.5 - ${hash('g', 1)} % 1250 / 100.0 else -12.5 - ${hash('g', 1)} % 2500 / 100.0 end,
       case when g % 2 = 1 then 166.5 + ${hash('g', 2)} % 1200 / 100.0 else 115.5 + ${hash('g', 2)} % 3700 / 100.0 end
     from generate_series(1, ${locationCount}) g`,
  );
  await run(
    db,
    `insert into suppliers (id, code, name, email, phone, address, location_id)
     select j, 'BS' || lpad(j::text, 6, '0'), 'Bench Supplier ' || j, 'reservations' || j || '@supplier.bench.test',
       '+64 9 555 ' || lpad((j % 10000)::text, 4, '0'), j || ' Bench Street',
       (2 * j - 2) / ${PRODUCTS_PER_LOCATION} + 1
     from generate_series(1, ${supplierCount}) j`,
  );
  await run(
    db,
    `insert into products (id, code, supplier_id, service_type_code, location_id, name,
       start_time, end_time, duration_minutes, voucher_text, accommodation_class, room_types,
       pricing_basis, capacity)
     select k, 'BP' || lpad(k::text, 6, '0'), (k + 1) / 2, s.type, (k - 1) / ${PRODUCTS_PER_LOCATION} + 1,
       'Bench ' || s.type || ' ' || k,
       case when s.basis = 'per_room_night' then null else lpad((7 + ${hash('k', 3)} % 6)::text, 2, '0') || '30' end,
       case when s.basis = 'per_room_night' then null else lpad((13 + ${hash('k', 3)} % 6)::text, 2, '0') || '00' end,
       case when s.basis = 'per_room_night' then null else 60 * (2 + ${hash('k', 4)} % 6) end,
       'Present this voucher on arrival.', s.class,
       case when s.basis = 'per_room_night' then '{${ROOM_TYPES.join(',')}}'::room_type_code[] else '{}'::room_type_code[] end,
       s.basis, s.capacity
     from generate_series(1, ${productCount}) k
     join (values ${slotValues()}) as s(slot, type, basis, class, capacity)
       on s.slot = (k - 1) % ${PRODUCTS_PER_LOCATION}`,
  );
  for (const table of ['locations', 'suppliers', 'products']) {
    await run(
      db,
      `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    );
  }

  // Rates: per product, market and room type, a season per month (southern-hemisphere summer
  // dearer, winter cheaper, AUD 5% under NZD) and over about half of them a special: a weekend
  // rate (Friday and Saturday nights) over the month or a promotion of 4-12 days. One season in 20
  // has a two-night minimum stay.
  const batch = 500;
  for (let from = 1; from <= productCount; from += batch) {
    const to = Math.min(productCount, from + batch - 1);
    await run(
      db,
      `insert into rates (product_id, brand_id, room_type, basis, valid_from, valid_to, weekday_mask,
         min_stay, cost_cents, sell_cents, child_cost_cents, child_sell_cents)
       select x.product_id, x.brand_id, x.room_type, x.basis,
         case when x.is_special and not x.is_weekend then least(x.season_to, x.season_from + x.h % 14) else x.season_from end,
         case when x.is_special and not x.is_weekend then least(x.season_to, x.season_from + x.h % 14 + 3 + x.h2 % 9) else x.season_to end,
         case when x.is_weekend then 48 else 127 end,
         case when not x.is_special and x.h2 % 20 = 0 then 2 else 1 end,
         x.sell / 100 * (72 + x.h % 10), x.sell,
         case when x.has_child then x.sell / 100 * (40 + x.h % 8) end,
         case when x.has_child then x.sell / 100 * 60 end
       from (
         select y.*, y.is_special and y.h % 3 = 0 as is_weekend,
           (y.base::bigint * y.season_pct * y.room_pct * y.brand_pct
             * case when not y.is_special then 100 when y.h % 3 = 0 then 115 else 85 end
             / 100000000) * 100 as sell
         from (
           select p.id as product_id, b.brand_id, rt.room_type, p.pricing_basis as basis,
             sp.is_special, m.season_from, (m.season_from + interval '1 month' - interval '1 day')::date as season_to,
             ${hash('((p.id * 2 + b.brand_id) * 8 + rt.ord) * 64 + m.i', 5)} as h,
             ${hash('((p.id * 2 + b.brand_id) * 8 + rt.ord) * 64 + m.i', 6)} as h2,
             p.pricing_basis = 'per_person' and ${hash('p.id', 7)} % 2 = 0 as has_child,
             case
               when p.accommodation_class = 'standard' then 14000 + ${hash('p.id', 8)} % 80 * 100
               when p.accommodation_class = 'superior' then 22000 + ${hash('p.id', 8)} % 120 * 100
               when p.accommodation_class = 'deluxe' then 38000 + ${hash('p.id', 8)} % 300 * 100
               when p.pricing_basis = 'per_vehicle_day' then 8000 + ${hash('p.id', 8)} % 90 * 100
               when p.pricing_basis = 'per_unit' then 9000 + ${hash('p.id', 8)} % 250 * 100
               else 4000 + ${hash('p.id', 8)} % 260 * 100
             end as base,
             case when extract(month from m.season_from) in (12, 1, 2) then 125
               when extract(month from m.season_from) between 5 and 9 then 85 else 100 end as season_pct,
             case rt.room_type when 'SG' then 85 when 'TR' then 130 else 100 end as room_pct,
             case when b.brand_id = 2 then 95 else 100 end as brand_pct
           from products p
           cross join (values (1), (2)) as b(brand_id)
           cross join lateral unnest(
             case when p.pricing_basis = 'per_room_night' then '{${ROOM_TYPES.join(',')}}'::room_type_code[]
               else '{NULL}'::room_type_code[] end
           ) with ordinality as rt(room_type, ord)
           cross join lateral (
             select i, (date '${start}' + make_interval(months => i))::date as season_from
             from generate_series(0, ${RATE_MONTHS - 1}) as i
           ) as m
           cross join (values (false), (true)) as sp(is_special)
           where p.id between ${from} and ${to}
         ) as y
         where not y.is_special or y.h2 % 2 = 0
       ) as x
       order by x.product_id, x.brand_id, x.room_type, x.season_from, x.is_special`,
    );
    progress(
      `rates for products ${to.toLocaleString('en-US')} / ${productCount.toLocaleString('en-US')}`,
      to,
      productCount,
      batch,
    );
  }

  // Availability: one row per product per date. A product is free sell (60%), on an allotment
  // (25%: 4-15 units, some booked, 0-21 release days, half falling back to on request) or on
  // request (15%); one date in a hundred is a stop sell.
  for (let from = 1; from <= productCount; from += batch) {
    const to = Math.min(productCount, from + batch - 1);
    await run(
      db,
      `insert into product_availability (product_id, date, kind, allotment, allotment_used,
         release_days, has_on_request_fallback)
       select q.id, q.date, q.kind,
         case when q.kind = 'allotment' then q.units end,
         case when q.kind = 'allotment' then q.hd / 7 % (q.units + 1) else 0 end,
         case when q.kind = 'allotment' then (array[0, 7, 14, 21])[1 + q.hp % 4] end,
         q.kind = 'allotment' and q.hp % 2 = 0
       from (
         select p.id, date '${start}' + d.i as date, p.hp, h.hd, 4 + p.hp % 12 as units,
           case when h.hd % 100 = 0 then 'stop_sell'
             when p.hp % 100 < 60 then 'free_sell'
             when p.hp % 100 < 85 then 'allotment'
             else 'on_request' end::availability_kind as kind
         from (select id, ${hash('id', 9)} as hp from generate_series(${from}, ${to}) as id) as p
         cross join generate_series(0, ${days - 1}) as d(i)
         cross join lateral (select ${hash('p.id * 4096 + d.i', 10)} as hd) as h
       ) as q`,
    );
    progress(
      `availability for products ${to.toLocaleString('en-US')} / ${productCount.toLocaleString('en-US')}`,
      to,
      productCount,
      batch,
    );
  }
  // An agency's own allotment split on a date is a separate row: a fifth of the allotment
  // products hold 2-4 units for the bench agency of their market on about 40% of dates.
  await run(
    db,
    `insert into product_availability (product_id, date, agency_id, kind, allotment, allotment_used,
       release_days, has_on_request_fallback)
     select a.product_id, a.date,
       case when (a.product_id - 1) / ${PRODUCTS_PER_LOCATION} % 2 = 0 then ${agencyIds[1]} else ${agencyIds[2]} end,
       'allotment', 2 + ${hash('a.id', 11)} % 3, ${hash('a.id', 12)} % 2, a.release_days, false
     from product_availability a
     where a.agency_id is null and a.kind = 'allotment'
       and ${hash('a.product_id', 13)} % 5 = 0 and ${hash('a.id', 14)} % 10 < 4`,
  );
  if (process.stdout.isTTY) process.stdout.write('\n');

  // Commission and markup: market defaults, the two agencies' own terms, rental cars, a
  // summer promotion and a fixed number of supplier deals.
  const summer = `${Number(start.slice(0, 4)) + 1}-12-01`; // inside the three years
  await db.insert(markupRules).values([
    { name: 'NZ market commission', brandId: 1, kind: 'commission_percent', basisPoints: 1500 },
    { name: 'AU market commission', brandId: 2, kind: 'commission_percent', basisPoints: 1200 },
    {
      name: 'Bench Kiwi Travel commission',
      agencyId: agencyIds[1],
      kind: 'commission_percent',
      basisPoints: 2000,
      priority: 10,
    },
    {
      name: 'Bench Outback Tours markup',
      agencyId: agencyIds[2],
      kind: 'markup_percent',
      basisPoints: 2500,
      priority: 10,
    },
    ...([1, 2] as const).map((brandId) => ({
      name: `Rental cars ${brandId}`,
      brandId,
      serviceTypeCode: 'RC' as const,
      kind: 'commission_percent' as const,
      basisPoints: 1000,
    })),
    {
      name: 'Summer promotion',
      brandId: 1,
      validFrom: summer,
      validTo: addDays(summer, 89),
      kind: 'commission_percent',
      basisPoints: 2200,
      priority: 5,
    },
    ...Array.from({ length: SUPPLIER_RULES }, (_, i) => ({
      name: `Supplier deal ${i + 1}`,
      supplierId: 1 + Math.floor((i * supplierCount) / SUPPLIER_RULES),
      kind: i % 2 === 0 ? ('commission_percent' as const) : ('markup_percent' as const),
      basisPoints: 1600 + (i % 5) * 100,
    })),
  ]);

  await run(db, 'vacuum analyze');
  const locationIds = Array.from({ length: locationCount }, (_, i) => i + 1);
  return {
    start,
    days,
    locations: locationCount,
    locationsByBrand: {
      1: locationIds.filter((id) => id % 2 === 1),
      2: locationIds.filter((id) => id % 2 === 0),
    },
    agencyIds,
    counts: {
      products: await countRows(db, 'products'),
      rates: await countRows(db, 'rates'),
      availability: await countRows(db, 'product_availability'),
      splits: await countRows(db, 'product_availability', 'agency_id is not null'),
    },
    seconds: (performance.now() - started) / 1000,
  };
}

// Packages ----------------------------------------------------------------------------------------

interface TBenchPackage {
  id: number;
  brandId: 1 | 2;
  durationNights: number;
}

/** An itinerary through the market's places: stops of 1-4 nights, services on every day. */
function planPackageDays(
  random: TRandom,
  places: readonly number[],
  nights: number,
  transport: TTransportType,
): { startLocationId: number; days: TPackageDay[] } {
  const overnight: number[] = [];
  let place = random.pick(places);
  while (overnight.length < nights) {
    const stay = Math.min(nights - overnight.length, random.int(1, 4));
    for (let n = 0; n < stay; n += 1) overnight.push(place);
    const others = places.filter((id) => id !== place);
    place = others.length > 0 ? random.pick(others) : place;
  }
  const first = overnight[0] ?? place;
  const at = (
    locationId: number,
    slotIndexes: readonly number[],
    spanDays = 1,
  ): TPackageService => ({
    productId: productId(locationId, random.pick(slotIndexes)),
    spanDays,
    startTime: null,
    endTime: null,
    notes: '',
  });
  const hotels = Object.fromEntries(
    [...new Set(overnight)].map((locationId) => [
      locationId,
      ACCOMMODATION_CLASSES.map((accommodationClass) => ({
        accommodationClass,
        productId: productId(locationId, random.pick(SLOT_INDEX.accommodation[accommodationClass])),
      })),
    ]),
  ) as Record<number, TPackageDay['accommodation']>;

  const days: TPackageDay[] = [];
  for (let dayNumber = 1; dayNumber <= nights + 1; dayNumber += 1) {
    const sleepsAt = overnight[dayNumber - 1] ?? null;
    const wokeAt = dayNumber === 1 ? first : (overnight[dayNumber - 2] ?? first);
    const isMoving = dayNumber > 1 && sleepsAt !== wokeAt;
    const services: TPackageService[] = [];
    if (dayNumber === 1) {
      if (transport === 'rental_car') services.push(at(first, SLOT_INDEX.car, nights));
      else services.push(at(first, SLOT_INDEX.transfer));
      if (random.chance(0.3)) services.push(at(first, SLOT_INDEX.supplement));
    } else {
      if (random.chance(0.65)) services.push(at(wokeAt, SLOT_INDEX.sightseeing));
      if (random.chance(0.25)) services.push(at(wokeAt, SLOT_INDEX.sightseeing));
      if (isMoving && transport === 'seat_in_coach') services.push(at(wokeAt, SLOT_INDEX.coach));
      if (isMoving && transport === 'private_transfer') {
        services.push(at(wokeAt, SLOT_INDEX.transfer));
      }
      if (isMoving && random.chance(0.2)) services.push(at(wokeAt, SLOT_INDEX.ferry));
      if (isMoving && random.chance(0.15)) services.push(at(wokeAt, SLOT_INDEX.train));
      if (sleepsAt === null && transport !== 'rental_car') {
        services.push(at(wokeAt, SLOT_INDEX.transfer));
      }
    }
    days.push({
      dayNumber,
      title: sleepsAt === null ? 'Departure' : `Day ${dayNumber}: Bench Town ${sleepsAt}`,
      description: '',
      overnightLocationId: sleepsAt,
      accommodation: sleepsAt === null ? [] : (hotels[sleepsAt] ?? []),
      services,
      drivingNotes: [],
    });
  }
  return { startLocationId: first, days };
}

async function createPackages(db: TDatabase, catalogue: TCatalogue): Promise<TBenchPackage[]> {
  const created: TBenchPackage[] = [];
  const now = new Date();
  await db.transaction(async (tx) => {
    for (let n = 1; n <= PACKAGES; n += 1) {
      // A stream per package, length and transport drawn first: package n has the same nights
      // and transport at both sizes (its places differ), so both sizes price the same requests.
      const random = createRandom(SEED * 7 + n * 104_729);
      const brandId = n % 2 === 1 ? 1 : 2;
      const durationNights = random.int(MIN_NIGHTS, MAX_NIGHTS);
      const transportType = random.pick(TRANSPORT_TYPES);
      const plan = planPackageDays(
        random,
        catalogue.locationsByBrand[brandId],
        durationNights,
        transportType,
      );
      const id = await insertPackage(
        tx,
        {
          code: `BPK${String(n).padStart(4, '0')}`,
          brandId,
          name: `Bench ${durationNights}-night ${transportType.replace(/_/g, ' ')} tour ${n}`,
          startLocationId: plan.startLocationId,
          durationNights,
          transportType,
          productTariff: 'FIT bench',
          status: 'published',
        },
        now,
      );
      await replacePackageDays(tx, id, plan.days);
      created.push({ id, brandId, durationNights });
    }
  });
  await run(db, 'analyze');
  return created;
}

// Quotes ----------------------------------------------------------------------------------------

function randomRooms(random: TRandom): TRoomRequest[] {
  return Array.from({ length: random.int(1, 4) }, (): TRoomRequest => {
    const roll = random.next();
    const roomType: TRoomTypeCode =
      roll < 0.45 ? 'DB' : roll < 0.7 ? 'TW' : roll < 0.85 ? 'SG' : 'TR';
    const adults =
      roomType === 'SG' ? 1 : roomType === 'TR' ? random.int(2, 3) : random.chance(0.1) ? 1 : 2;
    return { roomType, adults, children: random.chance(0.1) ? 1 : 0 };
  });
}

function randomQuotes(
  seed: number,
  count: number,
  packages: readonly TBenchPackage[],
  catalogue: TCatalogue,
  today: string,
): TPriceRequest[] {
  const random = createRandom(seed);
  const first = daysBetween(catalogue.start, addDays(today, 1));
  // The last departure whose longest package still ends inside the rates and availability.
  const last = catalogue.days - 1 - (MAX_NIGHTS + 1);
  return Array.from({ length: count }, () => ({
    packageId: random.pick(packages).id,
    travelDate: addDays(catalogue.start, random.int(first, last)),
    accommodationClass: random.pick(ACCOMMODATION_CLASSES),
    rooms: randomRooms(random),
  }));
}

/**
 * A browser: cookies kept, the XHR marker and the XSRF echo sent like the web client. It speaks
 * node:http over one keep-alive socket: undici's fetch costs several times more CPU per request,
 * and this client shares the process (and the two vCPUs) with the server it measures.
 */
class Browser {
  private readonly cookies = new Map<string, string>();
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  constructor(private readonly port: number) {}

  request(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
  ): Promise<{ status: number; text: string }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    return new Promise((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port: this.port, path: url, method, headers, agent: this.agent },
        (response) => {
          for (const cookie of response.headers['set-cookie'] ?? []) {
            const [pair] = cookie.split(';');
            const [name, ...value] = (pair ?? '').split('=');
            if (name) this.cookies.set(name.trim(), value.join('='));
          }
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }

  static async signIn(port: number, username: string): Promise<Browser> {
    const browser = new Browser(port);
    await browser.request('GET', '/api/auth/me');
    const login = await browser.request('POST', '/api/auth/login', {
      area: 'agent',
      username,
      password: AGENT_PASSWORD,
    });
    if (login.status !== 200) {
      throw new Error(`Sign-in of ${username} failed: ${login.status} ${login.text}`);
    }
    return browser;
  }
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

interface TRunResult {
  driver: TDriver;
  size: TSizeName;
  catalogue: TCatalogue;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  linesPerQuote: number;
  pricedShare: number;
  statusShare: Partial<Record<TLineStatus, number>>;
  kilobytesPerQuote: number;
}

/** One database and catalogue with the app listening on it, ready to price. */
interface TRun {
  driver: TDriver;
  size: TSizeName;
  label: string;
  catalogue: TCatalogue;
  app: FastifyInstance;
  browsers: Record<1 | 2, Browser>;
  brandOf: Map<number, 1 | 2>;
  warmup: TPriceRequest[];
  quotes: TPriceRequest[];
  timings: number[];
  lines: number;
  priced: number;
  bytes: number;
  statuses: Map<TLineStatus, number>;
}

async function priceOne(run: TRun, request: TPriceRequest, isMeasured: boolean): Promise<void> {
  const browser = run.browsers[run.brandOf.get(request.packageId) ?? 1];
  const started = performance.now();
  const { status, text } = await browser.request('POST', '/api/quotes/price', request);
  const elapsed = performance.now() - started;
  if (status !== 200) {
    throw new Error(`${run.label}: quote ${JSON.stringify(request)}: HTTP ${status} ${text}`);
  }
  if (!isMeasured) return;
  run.timings.push(elapsed);
  run.bytes += text.length;
  const quote = JSON.parse(text) as TAgentPricedQuote;
  for (const line of quote.days.flatMap((day) => day.lines)) {
    run.lines += 1;
    if (!line.missingRate) run.priced += 1;
    run.statuses.set(line.status, (run.statuses.get(line.status) ?? 0) + 1);
  }
}

/**
 * Quote i of every run goes out back to back (the order rotating), so a change in the machine's
 * load during the benchmark weighs on every size alike and the full/small ratio compares like with
 * like; measured one size after the other on this shared machine, the ratio swung from 0.7 to 2.7
 * with the load. It also keeps every run equally warm in the JIT.
 */
async function measureInterleaved(runs: readonly TRun[]): Promise<void> {
  const rotated = (i: number) => runs.map((_, k) => runs[(i + k) % runs.length] as TRun);
  for (let i = 0; i < WARMUP; i += 1) {
    for (const run of rotated(i)) await priceOne(run, run.warmup[i] as TPriceRequest, false);
  }
  for (let i = 0; i < QUOTES; i += 1) {
    for (const run of rotated(i)) await priceOne(run, run.quotes[i] as TPriceRequest, true);
  }
}

function summarise(run: TRun): TRunResult {
  const timings = [...run.timings].sort((a, b) => a - b);
  return {
    driver: run.driver,
    size: run.size,
    catalogue: run.catalogue,
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    p99: percentile(timings, 99),
    max: timings.at(-1) ?? Number.NaN,
    linesPerQuote: run.lines / QUOTES,
    pricedShare: run.priced / Math.max(1, run.lines),
    statusShare: Object.fromEntries(
      [...run.statuses].map(([status, total]) => [status, total / Math.max(1, run.lines)]),
    ),
    kilobytesPerQuote: run.bytes / QUOTES / 1024,
  };
}

// Databases ---------------------------------------------------------------------------------------

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function benchConfig(databaseUrlValue: string | null): TConfig {
  return loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(24).toString('hex'),
    REALTIME_APP_SECRET: randomBytes(24).toString('hex'),
    ...(databaseUrlValue ? { DATABASE_URL: databaseUrlValue } : {}),
    DATA_DIR: path.join(os.tmpdir(), 'portal-bench-pricing-unused'),
    LOG_LEVEL: 'silent',
    APP_VERSION: 'bench',
    APP_URL: 'http://127.0.0.1',
    WEB_DIST: path.join(os.tmpdir(), 'portal-bench-no-web'),
    // Sign-in happens twice per run; a cheap hash keeps setup short and is never measured.
    ARGON2_MEMORY_COST: '1024',
    ARGON2_TIME_COST: '1',
  });
}

async function openDatabase(driver: TDriver): Promise<TOpenDatabase> {
  if (driver === 'pglite') {
    const handle = wrapPglite(await PGlite.create());
    return { handle, url: null, drop: async () => undefined };
  }
  const name = `portal_bench_pricing_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${name}"`);
  const pool = new pg.Pool({ connectionString: databaseUrl(name), max: 10 });
  pool.on('error', () => undefined);
  return {
    handle: wrapPool(pool),
    url: databaseUrl(name),
    drop: async () => {
      if (KEEP) {
        console.log(`    kept database ${name}`);
        return;
      }
      await adminQuery(`drop database if exists "${name}" with (force)`);
    },
  };
}

interface TOpenDatabase {
  handle: TDatabaseHandle;
  url: string | null;
  drop(): Promise<void>;
}

async function prepareRun(
  driver: TDriver,
  size: TSizeName,
  cleanup: (() => Promise<void>)[],
): Promise<TRun> {
  const label = `${driver === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${SIZES[size].label} size`;
  console.log(`\n  ${label}`);
  const database = await openDatabase(driver);
  cleanup.push(async () => {
    await database.handle.close();
    await database.drop();
  });
  await migrate(database.handle.db);
  const config = benchConfig(database.url);
  const today = operatorToday(systemClock);
  const catalogue = await buildCatalogue(
    database.handle.db,
    config,
    SIZES[size].products,
    `${today.slice(0, 7)}-01`,
  );
  const packages = await createPackages(database.handle.db, catalogue);
  if (driver === 'postgres') {
    // Write the bulk load out now rather than under the measured requests (needs superuser or
    // pg_checkpoint; without it the run goes on).
    await run(database.handle.db, 'checkpoint').catch(() => undefined);
  }
  const { counts } = catalogue;
  console.log(
    `    catalogue: ${counts.products.toLocaleString('en-US')} products at ${catalogue.locations} places, ` +
      `${counts.rates.toLocaleString('en-US')} rates, ${counts.availability.toLocaleString('en-US')} ` +
      `availability rows (${counts.splits.toLocaleString('en-US')} agency splits) over ${catalogue.days} days ` +
      `from ${catalogue.start}, ${packages.length} packages; built in ${catalogue.seconds.toFixed(1)} s`,
  );
  if (size === 'full' && counts.rates < 2_000_000) {
    throw new Error(`The full catalogue has only ${counts.rates} rates (2,000,000 wanted)`);
  }

  const app = await buildApp({
    config,
    db: database.handle.db,
    logger: false,
    mailTransport: null,
  });
  cleanup.push(() => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browsers = {
    1: await Browser.signIn(port, AGENTS[0].username),
    2: await Browser.signIn(port, AGENTS[1].username),
  };
  cleanup.push(async () => {
    browsers[1].close();
    browsers[2].close();
  });
  return {
    driver,
    size,
    label,
    catalogue,
    app,
    browsers,
    brandOf: new Map(packages.map((pkg) => [pkg.id, pkg.brandId])),
    warmup: randomQuotes(SEED + 1, WARMUP, packages, catalogue, today),
    quotes: randomQuotes(SEED + 2, QUOTES, packages, catalogue, today),
    timings: [],
    lines: 0,
    priced: 0,
    bytes: 0,
    statuses: new Map(),
  };
}

function printResult(label: string, result: TRunResult): void {
  const statuses = Object.entries(result.statusShare)
    .map(([status, share]) => `${status} ${(share * 100).toFixed(0)}%`)
    .join(', ');
  console.log(
    `  ${label}: p50 ${result.p50.toFixed(2)}  p95 ${result.p95.toFixed(2)}  ` +
      `p99 ${result.p99.toFixed(2)}  max ${result.max.toFixed(2)} ms`,
  );
  console.log(
    `    ${result.linesPerQuote.toFixed(1)} lines per quote, ${(result.pricedShare * 100).toFixed(1)}% with rates; ` +
      `${statuses}; ${result.kilobytesPerQuote.toFixed(1)} KB per response`,
  );
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
}

async function main(): Promise<void> {
  const sizes: TSizeName[] = SIZE_OPTION === 'both' ? ['small', 'full'] : [SIZE_OPTION];
  const drivers: TDriver[] = DRIVER_OPTION === 'both' ? ['postgres', 'pglite'] : [DRIVER_OPTION];
  const plan = sizes.flatMap((size) =>
    drivers
      .filter((driver) => driver === 'postgres' || size !== 'full')
      .map((driver) => ({ driver, size })),
  );
  if (plan.length === 0)
    throw new Error('Nothing to run: PGlite runs the small and tiny sizes only');
  console.log(
    `Pricing benchmark: seed ${SEED}, ${QUOTES.toLocaleString('en-US')} quotes per run after ${WARMUP} warm-ups, ` +
      `${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${loadAverage()}`,
  );

  const cleanup: (() => Promise<void>)[] = [];
  const results: TRunResult[] = [];
  try {
    const runs: TRun[] = [];
    for (const { driver, size } of plan) runs.push(await prepareRun(driver, size, cleanup));
    console.log(
      `\nPricing ${QUOTES.toLocaleString('en-US')} quotes in each of ${runs.length} run(s), interleaved; ` +
        `load average ${loadAverage()}`,
    );
    await measureInterleaved(runs);
    for (const run of runs) {
      const result = summarise(run);
      results.push(result);
      printResult(run.label, result);
    }
  } finally {
    for (const step of cleanup.reverse()) await step();
  }

  console.log(
    '\n| Database | Size | Products | Rates | Availability rows | p50 ms | p95 ms | p99 ms | max ms |',
  );
  console.log('|:--|:--|--:|--:|--:|--:|--:|--:|--:|');
  for (const r of results) {
    console.log(
      `| ${r.driver === 'postgres' ? 'PostgreSQL' : 'PGlite'} | ${SIZES[r.size].label} | ` +
        `${r.catalogue.counts.products.toLocaleString('en-US')} | ${r.catalogue.counts.rates.toLocaleString('en-US')} | ` +
        `${r.catalogue.counts.availability.toLocaleString('en-US')} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ` +
        `${r.p99.toFixed(2)} | ${r.max.toFixed(2)} |`,
    );
  }
  console.log(`\nLoad average at the end: ${loadAverage()}`);

  let isMet = true;
  const full = results.find((r) => r.driver === 'postgres' && r.size === 'full');
  const small = results.find((r) => r.driver === 'postgres' && r.size === 'small');
  if (full) {
    const ok = full.p95 <= TARGET_P95_MS;
    isMet &&= ok;
    console.log(
      `Full size p95 on PostgreSQL ${full.p95.toFixed(2)} ms (target <= ${TARGET_P95_MS} ms): ${ok ? 'met' : 'NOT met'}`,
    );
  }
  if (full && small) {
    const ratio = full.p95 / small.p95;
    const ok = ratio <= TARGET_RATIO;
    isMet &&= ok;
    console.log(
      `Full / small p95 on PostgreSQL ${ratio.toFixed(2)} (target <= ${TARGET_RATIO}): ${ok ? 'met' : 'NOT met'}`,
    );
  }
  process.exitCode = isMet ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
