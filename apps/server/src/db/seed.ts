import { count, eq, inArray, sql } from 'drizzle-orm';
import { defaultSettings } from '@portal/shared/contracts/settings-sections';
import { BRANDS } from '@portal/shared/domain/brands';
import { DEFAULT_ROLES, PERMISSIONS } from '@portal/shared/domain/permissions';
import { USER_KINDS, type TUserKind } from '@portal/shared/domain/user-kinds';
import { wireFileLifecycle } from '../file-lifecycle-hooks';
import { operatorToday, systemClock } from '../lib/clock';
import type { TPasswordHasher } from '../lib/passwords';
import { selectRows, type TDatabase, type TExecutor } from './database';
import { agencies } from './schema/agencies';
import { guideArticles, guideArticleVersions } from './schema/guide';
import { brands } from './schema/brands';
import { permissions, rolePermissions, roles, userRoles } from './schema/roles';
import { settings } from './schema/settings';
import { suppliers } from './schema/suppliers';
import { users } from './schema/users';
import { DEMO_GUIDE_ARTICLES } from './demo-guide';
import { seedDemoInsights } from './demo-insights';
import { seedDemoTours } from './demo-tours';
import { seedDemoTraveller } from './demo-traveller';
import { seedDemoCatalogue } from './seed-demo-catalogue';

export const DEMO_PASSWORD = 'Demo-pass-2026';

const BRAND_NAMES: Record<number, string> = {
  1: 'Fernway New Zealand',
  2: 'Fernway Australia',
};

interface TDemoUser {
  username: string;
  name: string;
  email: string;
  kind: TUserKind;
  role: string;
  agency?: string;
  supplier?: string;
}

/**
 * The agent Tools menu of the demo (settings key `tools`). Only pages agents can open are linked:
 * the planning system is the third-party tool agents plan itineraries in (its own site, opened in a
 * new tab); documentation points at the portal's own reference pages, since the user guide is for
 * the back office.
 */
export const DEMO_TOOLS = {
  ourTools: [
    { label: 'Product search', href: '/app/product-search' },
    { label: 'Download rates', href: '/api/app/rates.csv' },
  ],
  planningSystem: [
    { label: 'TripCreator planner', href: 'https://www.tripcreator.com/' },
    { label: 'TripCreator help centre', href: 'https://www.tripcreator.com/support' },
  ],
  documentation: [{ label: 'Screens and styles reference', href: '/app/ui' }],
};

/**
 * The demo brands' tax registrations, printed on their tax invoices (docs/tax.md): made-up numbers
 * in the New Zealand GST number and the Australian ABN formats.
 */
function demoBrands() {
  const brands = defaultSettings().brands;
  return {
    NZ: { ...brands.NZ, taxNumber: '123-456-789' },
    AU: { ...brands.AU, taxNumber: '12 345 678 901' },
  };
}

/**
 * The New Zealand agency's travellers pay the operator through the travel app; the Australian net
 * agency collects from its clients itself, at its own 20 % markup on its net price.
 */
const DEMO_AGENCIES = [
  { name: 'Kiwi Horizons Travel', brandId: 1, travellerPayments: 'operator' },
  {
    name: 'Southern Cross Journeys',
    brandId: 2,
    travellerPayments: 'agency',
    clientMarkupBasisPoints: 2000,
  },
] as const;

/** Codes as the demo catalogue knows them (it attaches its products to these suppliers). */
const DEMO_SUPPLIERS = [
  {
    code: 'HARBAKL',
    name: 'Harbourview Hotel Auckland',
    email: 'reservations@harbourview.example',
    phone: '+64 9 300 1000',
  },
  {
    code: 'TASCAR',
    name: 'Tasman Car Rentals',
    email: 'bookings@tasmancars.example',
    phone: '+64 3 366 2000',
  },
  {
    code: 'COOKFER',
    name: 'Cook Strait Ferries',
    email: 'groups@cookstraitferries.example',
    phone: '+64 4 498 3000',
  },
] as const;

export const DEMO_USERS: readonly TDemoUser[] = [
  {
    username: 'admin',
    name: 'Portal Administrator',
    email: 'admin@fernway.example',
    kind: 'admin',
    role: 'super-admin',
  },
  {
    username: 'consultant',
    name: 'Sophie Martin',
    email: 'sophie@fernway.example',
    kind: 'admin',
    role: 'consultant',
  },
  {
    username: 'nz.agencyadmin',
    name: 'Aroha Ngata',
    email: 'aroha@kiwihorizons.example',
    kind: 'agent',
    role: 'agency-admin',
    agency: 'Kiwi Horizons Travel',
  },
  {
    username: 'nz.agent',
    name: 'Liam Walker',
    email: 'liam@kiwihorizons.example',
    kind: 'agent',
    role: 'agent',
    agency: 'Kiwi Horizons Travel',
  },
  {
    username: 'au.agencyadmin',
    name: 'Charlotte Nguyen',
    email: 'charlotte@southerncross.example',
    kind: 'agent',
    role: 'agency-admin',
    agency: 'Southern Cross Journeys',
  },
  {
    username: 'au.agent',
    name: 'Jack Thompson',
    email: 'jack@southerncross.example',
    kind: 'agent',
    role: 'agent',
    agency: 'Southern Cross Journeys',
  },
  {
    username: 'supplier.hotel',
    name: 'Mere Tane',
    email: 'mere@harbourview.example',
    kind: 'supplier',
    role: 'supplier-admin',
    supplier: 'HARBAKL',
  },
  {
    username: 'supplier.cars',
    name: 'Sam Patel',
    email: 'sam@tasmancars.example',
    kind: 'supplier',
    role: 'supplier-admin',
    supplier: 'TASCAR',
  },
  {
    username: 'supplier.ferry',
    name: 'Hannah Brown',
    email: 'hannah@cookstraitferries.example',
    kind: 'supplier',
    role: 'supplier-admin',
    supplier: 'COOKFER',
  },
];

/**
 * Reference data every installation needs, demo or not: the brands, every permission the server
 * checks, and the default roles. Safe to run on every start: existing rows are kept, a new
 * default role gets its permissions, and super-admin always holds every admin permission.
 */
export async function seedReferenceData(db: TDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(brands)
      .values(
        Object.values(BRANDS).map((brand) => ({
          id: brand.id,
          code: brand.code,
          name: BRAND_NAMES[brand.id] ?? brand.country,
          currency: brand.currency,
        })),
      )
      .onConflictDoNothing();

    const allPermissions = USER_KINDS.flatMap((kind) => [...PERMISSIONS[kind]]);
    const newPermissions = new Set(
      (
        await tx
          .insert(permissions)
          .values(allPermissions.map((name) => ({ name })))
          .onConflictDoNothing()
          .returning({ name: permissions.name })
      ).map((row) => row.name),
    );
    const permissionRows = await tx.select().from(permissions);
    const permissionId = new Map(permissionRows.map((row) => [row.name, row.id]));

    for (const [name, role] of Object.entries(DEFAULT_ROLES)) {
      const inserted = await tx
        .insert(roles)
        .values({ name, kind: role.kind, label: role.label })
        .onConflictDoNothing()
        .returning({ id: roles.id });
      const isNewRole = inserted.length > 0;
      // Admins may trim a default role later, so an existing role keeps what it has, except that
      // a permission new to this installation (a feature just deployed) goes to the default roles
      // that list it; super-admin always holds everything.
      const granted =
        isNewRole || name === 'super-admin'
          ? role.permissions
          : role.permissions.filter((permission) => newPermissions.has(permission));
      if (granted.length === 0) continue;
      const [roleRow] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
      if (!roleRow) continue;
      const grants = granted
        .map((permission) => permissionId.get(permission))
        .filter((id): id is number => id !== undefined)
        .map((id) => ({ roleId: roleRow.id, permissionId: id }));
      if (grants.length > 0) await tx.insert(rolePermissions).values(grants).onConflictDoNothing();
    }
  });
}

export async function hasUsers(db: TExecutor): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users);
  return (row?.total ?? 0) > 0;
}

/** Attaches roles (by name) to a user, ignoring those already held. */
export async function assignRoles(
  db: TExecutor,
  userId: number,
  roleNames: string[],
): Promise<void> {
  if (roleNames.length === 0) return;
  const roleRows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.name, roleNames));
  if (roleRows.length !== new Set(roleNames).size) {
    throw new Error(`Unknown role in ${roleNames.join(', ')}`);
  }
  await db
    .insert(userRoles)
    .values(roleRows.map((role) => ({ userId, roleId: role.id })))
    .onConflictDoNothing();
}

/**
 * The demo agencies, suppliers and one user per role (SPEC demo accounts), then the demo
 * catalogue (seedDemoCatalogue) with rates from `today` (the operator's date by default), the
 * traveller demo and the demo scheduled tours (seedDemoTours).
 * Idempotent: anything already there (matched by agency name, supplier code, username; the
 * catalogue when any location exists) is left as it is.
 */
export async function seedDemoData(
  db: TDatabase,
  passwords: TPasswordHasher,
  options: { today?: string; demoBookings?: boolean } = {},
): Promise<{ username: string; kind: TUserKind; password: string }[]> {
  const passwordHash = await passwords.hash(DEMO_PASSWORD);
  // The demo tour bookings are opened by the file commands, whose events go through the file
  // lifecycle (webhooks): seeding runs before buildApp wires it, so it wires it itself.
  wireFileLifecycle();
  await db.transaction(async (tx) => {
    const agencyIds = new Map<string, number>();
    for (const agency of DEMO_AGENCIES) {
      const [existing] = await tx
        .select({ id: agencies.id })
        .from(agencies)
        .where(eq(agencies.name, agency.name))
        .limit(1);
      const id =
        existing?.id ??
        (await tx.insert(agencies).values(agency).returning({ id: agencies.id }))[0]?.id;
      if (id === undefined) throw new Error(`Could not seed agency ${agency.name}`);
      agencyIds.set(agency.name, id);
    }

    await tx
      .insert(suppliers)
      .values([...DEMO_SUPPLIERS])
      .onConflictDoNothing();
    const supplierRows = await tx
      .select({ id: suppliers.id, code: suppliers.code })
      .from(suppliers);
    const supplierIds = new Map(supplierRows.map((row) => [row.code, row.id]));

    for (const demo of DEMO_USERS) {
      const inserted = await tx
        .insert(users)
        .values({
          kind: demo.kind,
          username: demo.username,
          name: demo.name,
          email: demo.email,
          passwordHash,
          agencyId: demo.agency ? (agencyIds.get(demo.agency) ?? null) : null,
          supplierId: demo.supplier ? (supplierIds.get(demo.supplier) ?? null) : null,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      const userId = inserted[0]?.id;
      if (userId !== undefined) await assignRoles(tx, userId, [demo.role]);
    }

    await tx
      .insert(settings)
      .values([
        { key: 'tools', value: DEMO_TOOLS, updatedBy: null },
        { key: 'brands', value: demoBrands(), updatedBy: null },
      ])
      .onConflictDoNothing();

    for (const article of DEMO_GUIDE_ARTICLES) {
      const author = { updatedByName: 'Portal Administrator' };
      const [inserted] = await tx
        .insert(guideArticles)
        .values({ ...article, ...author })
        .onConflictDoNothing()
        .returning({ id: guideArticles.id });
      if (!inserted) continue;
      await tx.insert(guideArticleVersions).values({
        articleId: inserted.id,
        version: 1,
        title: article.title,
        category: article.category,
        body: article.body,
        isPublished: article.isPublished,
        editedByName: author.updatedByName,
      });
    }

    await seedDemoCatalogue(tx, options.today ?? operatorToday(systemClock));
    const today = options.today ?? operatorToday(systemClock);
    await seedDemoTraveller(tx, today, { bookings: options.demoBookings ?? true });
    // Months of quotes and bookings for the insights charts, with the demo bookings only.
    if (options.demoBookings ?? true) await seedDemoInsights(tx, today, passwordHash);
    await seedDemoTours(tx, today, { bookings: options.demoBookings ?? true });
  });
  return DEMO_USERS.map((user) => ({
    username: user.username,
    kind: user.kind,
    password: DEMO_PASSWORD,
  }));
}

/** Empties every application table (not the migration history) and restarts the id sequences. */
export async function truncateAllTables(db: TDatabase): Promise<void> {
  const tables = await selectRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const names = tables.map((row) => `"public"."${row.tablename.replace(/"/g, '""')}"`);
  if (names.length === 0) return;
  await db.execute(sql.raw(`truncate table ${names.join(', ')} restart identity cascade`));
}

/** `seed` and `seed --reset` from the CLI, and the first start of the server on an empty database. */
export async function seedDatabase(
  db: TDatabase,
  passwords: TPasswordHasher,
  options: { reset?: boolean; demo?: boolean; today?: string; demoBookings?: boolean } = {},
): Promise<{ username: string; kind: TUserKind; password: string }[]> {
  if (options.reset) await truncateAllTables(db);
  await seedReferenceData(db);
  if (options.demo === false) return [];
  return seedDemoData(db, passwords, {
    ...(options.today === undefined ? {} : { today: options.today }),
    ...(options.demoBookings === undefined ? {} : { demoBookings: options.demoBookings }),
  });
}

export function formatCredentials(
  credentials: { username: string; kind: TUserKind; password: string }[],
): string {
  const width = Math.max(...credentials.map((c) => c.username.length), 8);
  return [
    'Demo accounts (password for all: ' + DEMO_PASSWORD + '):',
    ...credentials.map((c) => `  ${c.username.padEnd(width)}  ${c.kind}`),
  ].join('\n');
}
