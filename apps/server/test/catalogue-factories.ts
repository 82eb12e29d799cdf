import { randomBytes } from 'node:crypto';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { eq } from 'drizzle-orm';
import { productAvailability } from '../src/db/schema/catalogue-availability';
import { locations } from '../src/db/schema/catalogue-locations';
import { products } from '../src/db/schema/catalogue-products';
import { rates } from '../src/db/schema/catalogue-rates';
import { permissions, rolePermissions, roles } from '../src/db/schema/roles';
import { AREA_ACCESS_PERMISSION } from '../src/plugins/auth';
import type { TTestApp } from './build-test-app';
import { buildSupplier } from './factories';

/** Builders for catalogue rows in tests: sensible defaults, override what a case is about. */

let sequence = 0;
function unique(): string {
  sequence += 1;
  return `${sequence}${randomBytes(2).toString('hex')}`.toUpperCase();
}

export async function buildLocation(
  t: Pick<TTestApp, 'db'>,
  overrides: Partial<typeof locations.$inferInsert> = {},
) {
  const code = `LOC${unique()}`;
  const [row] = await t.db
    .insert(locations)
    .values({
      code,
      name: `Test Town ${code}`,
      region: 'Test Region',
      country: 'NZ',
      latitude: -36.85,
      longitude: 174.76,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('buildLocation: no row');
  return row;
}

/** A hotel room product (standard class, DB/TW/SG) at a new supplier and location. */
export async function buildProduct(
  t: Pick<TTestApp, 'db'>,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const supplierId = overrides.supplierId ?? (await buildSupplier(t)).id;
  const locationId = overrides.locationId ?? (await buildLocation(t)).id;
  const code = `PRD${unique()}`;
  const [row] = await t.db
    .insert(products)
    .values({
      code,
      supplierId,
      locationId,
      serviceTypeCode: 'AC',
      name: `Test Hotel Room ${code}`,
      accommodationClass: 'standard',
      roomTypes: ['DB', 'TW', 'SG'],
      pricingBasis: 'per_room_night',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('buildProduct: no row');
  return row;
}

export async function buildRate(
  t: Pick<TTestApp, 'db'>,
  product: { id: number; pricingBasis: (typeof products.$inferSelect)['pricingBasis'] },
  overrides: Partial<typeof rates.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(rates)
    .values({
      productId: product.id,
      brandId: 1,
      roomType: product.pricingBasis === 'per_room_night' ? 'DB' : null,
      basis: product.pricingBasis,
      validFrom: '2030-01-01',
      validTo: '2030-12-31',
      costCents: 15_000,
      sellCents: 21_000,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('buildRate: no row');
  return row;
}

/** An allotment of `units` on each date (the general record, or an agency's split). */
export async function buildAllotment(
  t: Pick<TTestApp, 'db'>,
  productId: number,
  dates: readonly string[],
  units: number,
  options: { agencyId?: number | null; releaseDays?: number | null } = {},
) {
  await t.db.insert(productAvailability).values(
    dates.map((date) => ({
      productId,
      date,
      agencyId: options.agencyId ?? null,
      kind: 'allotment' as const,
      allotment: units,
      releaseDays: options.releaseDays ?? null,
    })),
  );
}

/**
 * A role holding only the area's access permission (no feature permission at all), for "signed
 * in but not allowed" cases whatever the default roles grant.
 */
export async function buildAreaOnlyRole(t: Pick<TTestApp, 'db'>, kind: TUserKind): Promise<string> {
  const name = `area-only-${kind}-${unique().toLowerCase()}`;
  const [role] = await t.db
    .insert(roles)
    .values({ name, kind, label: `Area access only (${kind})` })
    .returning({ id: roles.id });
  const [permission] = await t.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(permissions.name, AREA_ACCESS_PERMISSION[kind]));
  if (!role || !permission) throw new Error('buildAreaOnlyRole: missing role or permission');
  await t.db.insert(rolePermissions).values({ roleId: role.id, permissionId: permission.id });
  return name;
}
