import { randomBytes } from 'node:crypto';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { eq } from 'drizzle-orm';
import { agencies } from '../src/db/schema/agencies';
import { locations } from '../src/db/schema/catalogue-locations';
import { products } from '../src/db/schema/catalogue-products';
import { rates } from '../src/db/schema/catalogue-rates';
import { suppliers } from '../src/db/schema/suppliers';
import { users } from '../src/db/schema/users';
import { assignRoles } from '../src/db/seed';
import { TEST_PASSWORD, type TTestApp } from './build-test-app';

type TAgencyRow = typeof agencies.$inferSelect;
type TSupplierRow = typeof suppliers.$inferSelect;
type TUserRow = typeof users.$inferSelect;

let sequence = 0;
/** Unique within the run, short enough for usernames and codes. */
function unique(): string {
  sequence += 1;
  return `${sequence}${randomBytes(3).toString('hex')}`;
}

export async function buildAgency(
  t: Pick<TTestApp, 'db'>,
  overrides: Partial<typeof agencies.$inferInsert> = {},
): Promise<TAgencyRow> {
  const [row] = await t.db
    .insert(agencies)
    .values({ name: `Test Travel ${unique()}`, brandId: 1, ...overrides })
    .returning();
  if (!row) throw new Error('buildAgency: no row');
  return row;
}

export async function buildSupplier(
  t: Pick<TTestApp, 'db'>,
  overrides: Partial<typeof suppliers.$inferInsert> = {},
): Promise<TSupplierRow> {
  const code = `SUP-${unique()}`.toUpperCase();
  const [row] = await t.db
    .insert(suppliers)
    .values({
      code,
      name: `Test Lodge ${code}`,
      email: `${code.toLowerCase()}@supplier.test`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('buildSupplier: no row');
  return row;
}

/** The first location the catalogue has in `country` (the demo catalogue has both). */
async function locationIn(t: Pick<TTestApp, 'db'>, country: 'NZ' | 'AU'): Promise<number> {
  const [place] = await t.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.country, country))
    .limit(1);
  if (!place) throw new Error(`No location in ${country}`);
  return place.id;
}

/**
 * A product of its own supplier, performed in `country`, with one GST-inclusive rate for all of
 * 2030 in a brand's market (brand 1 unless given): a double room, or a per-person or per-day price.
 */
export async function buildPricedProduct(
  t: Pick<TTestApp, 'db'>,
  fields: Pick<typeof products.$inferInsert, 'code' | 'name' | 'serviceTypeCode'> & {
    country: 'NZ' | 'AU';
    basis: 'per_room_night' | 'per_person' | 'per_vehicle_day';
    costCents: number;
    sellCents: number;
    brandId?: 1 | 2;
  },
): Promise<number> {
  const supplier = await buildSupplier(t);
  const hotel = fields.basis === 'per_room_night';
  const [product] = await t.db
    .insert(products)
    .values({
      code: fields.code,
      name: fields.name,
      serviceTypeCode: fields.serviceTypeCode,
      supplierId: supplier.id,
      locationId: await locationIn(t, fields.country),
      pricingBasis: fields.basis,
      accommodationClass: hotel ? 'superior' : null,
      roomTypes: hotel ? ['DB'] : [],
    })
    .returning({ id: products.id });
  if (!product) throw new Error('buildPricedProduct: no row');
  await t.db.insert(rates).values({
    productId: product.id,
    brandId: fields.brandId ?? 1,
    roomType: hotel ? 'DB' : null,
    basis: fields.basis,
    validFrom: '2030-01-01',
    validTo: '2030-12-31',
    costCents: fields.costCents,
    sellCents: fields.sellCents,
  });
  return product.id;
}

export type TUserOverrides = Partial<Omit<typeof users.$inferInsert, 'kind' | 'passwordHash'>> & {
  password?: string;
  /** Role names; defaults to the usual role for the kind. */
  roles?: string[];
};

export interface TBuiltUser extends TUserRow {
  password: string;
}

async function buildUser(
  t: Pick<TTestApp, 'db' | 'app'>,
  kind: TUserKind,
  defaults: { roles: string[]; agencyId?: number; supplierId?: number },
  overrides: TUserOverrides,
): Promise<TBuiltUser> {
  const { password = TEST_PASSWORD, roles = defaults.roles, ...columns } = overrides;
  const username = `${kind}.${unique()}`;
  const [row] = await t.db
    .insert(users)
    .values({
      kind,
      username,
      name: `Test ${kind} ${username}`,
      email: `${username}@portal.test`,
      passwordHash: await t.app.ctx.passwords.hash(password),
      agencyId: defaults.agencyId ?? null,
      supplierId: defaults.supplierId ?? null,
      ...columns,
    })
    .returning();
  if (!row) throw new Error('buildUser: no row');
  await assignRoles(t.db, row.id, roles);
  return { ...row, password };
}

/** A back-office user; super-admin unless `roles` says otherwise. */
export function buildAdmin(t: Pick<TTestApp, 'db' | 'app'>, overrides: TUserOverrides = {}) {
  return buildUser(t, 'admin', { roles: ['super-admin'] }, overrides);
}

/** A travel agent in a new agency (or `agencyId`); role "agent" unless told otherwise. */
export async function buildAgent(t: Pick<TTestApp, 'db' | 'app'>, overrides: TUserOverrides = {}) {
  const agencyId = overrides.agencyId ?? (await buildAgency(t)).id;
  return buildUser(t, 'agent', { roles: ['agent'], agencyId }, overrides);
}

/** A supplier's user for a new supplier (or `supplierId`); role "supplier-admin" by default. */
export async function buildSupplierUser(
  t: Pick<TTestApp, 'db' | 'app'>,
  overrides: TUserOverrides = {},
) {
  const supplierId = overrides.supplierId ?? (await buildSupplier(t)).id;
  return buildUser(t, 'supplier', { roles: ['supplier-admin'], supplierId }, overrides);
}
