import { clientMarkupOfNewFile } from '@portal/shared/domain/client-price';
import { eq, sql } from 'drizzle-orm';
import { getBrand } from '@portal/shared/domain/brands';
import { addDays } from '@portal/shared/domain/pricing/calendar';
import { compareLines, shiftState, toSnapshot, type TFileState } from '../modules/files/file-state';
import { liveLineTotals } from '../modules/files/file-totals';
import { updateFileTotals, updateLinePrice } from '../modules/files/files.admin.repository';
import {
  findFileLines,
  insertEvents,
  insertFile,
  insertVersion,
  nextFileNumber,
  writeLines,
} from '../modules/files/files.repository';
import type { TTransaction } from './database';
import { priceDemoPackage, type TDemoOwner, type TDemoRooms } from './demo-traveller';
import { agencies } from './schema/agencies';
import { prizeChoices, prizes } from './schema/prizes';
import { travellerReviews } from './schema/traveller';
import { users } from './schema/users';
import { demoMoment } from './demo-clock';
import { roles, userRoles } from './schema/roles';

/**
 * Demo activity for the insights screens (issue 10): eleven months of quotes and bookings by three
 * more agencies in both brands, a few services a consultant changed by hand (prices with a reason,
 * statuses set by phone), and travellers' reviews in every moderation state with a prize or two
 * claimed. Deterministic: the same seed date always gives the same files. The files have no
 * invoices or supplier requests, so the payment and supplier reminder jobs leave them alone.
 */

/** Agencies (each with one agent) whose files fill the charts. */
export const DEMO_INSIGHTS_AGENCIES = [
  {
    name: 'Aotearoa Adventures',
    brandId: 1,
    agent: { username: 'aotearoa.agent', name: 'Tama Wiremu', email: 'tama@aotearoa.example' },
  },
  {
    name: 'Pacific Wanderers',
    brandId: 1,
    agent: {
      username: 'pacific.agent',
      name: 'Grace Liu',
      email: 'grace@pacificwanderers.example',
    },
  },
  {
    name: 'Outback & Reef Holidays',
    brandId: 2,
    agent: { username: 'outback.agent', name: 'Oliver Smith', email: 'oliver@outbackreef.example' },
  },
] as const;

/** How many files the demo activity holds, and how far back it starts. */
export const DEMO_INSIGHTS_FILES = 48;
const HISTORY_DAYS = 330;

const PACKAGES_BY_BRAND: Record<1 | 2, readonly string[]> = {
  1: ['NZ-NIE-7', 'NZ-RGB-3', 'NZ-QMP-5'],
  2: ['AU-RRF-6', 'AU-RED-4'],
};

const ROOMINGS: readonly TDemoRooms[] = [
  [{ roomType: 'DB', adults: 2, children: 0, guests: [] }],
  [
    { roomType: 'DB', adults: 2, children: 0, guests: [] },
    { roomType: 'TW', adults: 2, children: 0, guests: [] },
  ],
];

const FAMILY_NAMES = [
  'Anderson',
  'Brown',
  'Chen',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ito',
  'Jensen',
  'Kowalski',
  'Lambert',
  'Müller',
  'Novak',
  "O'Brien",
  'Patel',
  'Rossi',
  'Schmidt',
  'Taylor',
  'Walsh',
];

/** Why a consultant raised a price, and why one lowered it. */
const PRICE_REASONS = {
  up: [
    'Supplier surcharge for a late check-in',
    'Fuel surcharge added by the operator',
    "Upgraded to a harbour-view room at the client's request",
  ],
  down: [
    'Child discount agreed with the supplier',
    "Matched the agency's negotiated rate",
    'Goodwill discount after a schedule change',
  ],
};

const REVIEW_COMMENTS: readonly { rating: number; comment: string }[] = [
  { rating: 5, comment: 'Everything ran like clockwork. The guides were wonderful.' },
  { rating: 4, comment: 'A great trip; one transfer was 30 minutes late.' },
  { rating: 5, comment: 'The hotels were perfect and the itinerary app was so handy.' },
  { rating: 3, comment: 'Beautiful places, but too much driving on day three.' },
  { rating: 2, comment: 'Our rental car was not the model we booked.' },
  { rating: 5, comment: 'We would book again tomorrow. Thank you!' },
];

/** A small fixed-seed generator (mulberry32): the demo is the same on every machine. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function earlier(a: string, b: string): string {
  return a < b ? a : b;
}

interface TPlannedFile {
  index: number;
  owner: TDemoOwner & { brandId: 1 | 2 };
  packageCode: string;
  rooms: TDemoRooms;
  bookingName: string;
  createdOn: string;
  travelDate: string;
  /** When it was requested as a booking; null for a quote. */
  requestedOn: string | null;
  outcome: 'quote' | 'withdrawn' | 'booked' | 'cancelled';
  editedBy: 'consultant' | 'admin' | null;
}

function planFiles(
  today: string,
  owners: readonly (TDemoOwner & { brandId: 1 | 2 })[],
): TPlannedFile[] {
  const random = randomFrom(20_261_010);
  // Aotearoa sells most, then Outback & Reef, then Pacific Wanderers.
  const ownerPattern = [0, 2, 0, 1, 2, 0, 1, 0];
  return Array.from({ length: DEMO_INSIGHTS_FILES }, (_, index) => {
    const owner = owners[ownerPattern[index % ownerPattern.length] ?? 0];
    if (!owner) throw new Error('demo insights: no owner');
    const packages = PACKAGES_BY_BRAND[owner.brandId];
    // Spread over the history, a little busier in recent months.
    const daysAgo = Math.max(2, Math.round(HISTORY_DAYS * (1 - Math.sqrt(random()))));
    const createdOn = addDays(today, -daysAgo);
    const travelDate = addDays(createdOn, 20 + Math.floor(random() * 100));
    const roll = random();
    const requestAfter = 1 + Math.floor(random() * 12);
    const canBook = addDays(createdOn, requestAfter) < today;
    const outcome: TPlannedFile['outcome'] =
      canBook && roll < 0.5
        ? 'booked'
        : canBook && roll < 0.58
          ? 'cancelled'
          : roll > 0.9
            ? 'withdrawn'
            : 'quote';
    const isBooking = outcome === 'booked' || outcome === 'cancelled';
    const editRoll = random();
    return {
      index,
      owner,
      packageCode: packages[Math.floor(random() * packages.length)] ?? packages[0] ?? '',
      rooms: ROOMINGS[random() < 0.7 ? 0 : 1] ?? ROOMINGS[0] ?? [],
      bookingName: `${FAMILY_NAMES[index % FAMILY_NAMES.length] ?? 'Guest'} ${
        random() < 0.6 ? 'family' : 'party'
      }`,
      createdOn,
      travelDate,
      requestedOn: isBooking ? addDays(createdOn, requestAfter) : null,
      outcome,
      editedBy:
        outcome === 'booked' && editRoll < 0.45 ? (editRoll < 0.25 ? 'consultant' : 'admin') : null,
    };
  });
}

async function ensureAgencies(tx: TTransaction, passwordHash: string) {
  const owners: (TDemoOwner & { brandId: 1 | 2 })[] = [];
  for (const demo of DEMO_INSIGHTS_AGENCIES) {
    const [agency] = await tx
      .insert(agencies)
      .values({ name: demo.name, brandId: demo.brandId, commissionBasisPoints: 1000 })
      .returning({
        id: agencies.id,
        pricingModel: agencies.pricingModel,
        commissionBasisPoints: agencies.commissionBasisPoints,
        clientMarkupBasisPoints: agencies.clientMarkupBasisPoints,
      });
    if (!agency) throw new Error(`Could not seed agency ${demo.name}`);
    const [agent] = await tx
      .insert(users)
      .values({
        kind: 'agent',
        username: demo.agent.username,
        name: demo.agent.name,
        email: demo.agent.email,
        passwordHash,
        agencyId: agency.id,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!agent) throw new Error(`Could not seed agent ${demo.agent.username}`);
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, 'agency-admin'));
    if (role) await tx.insert(userRoles).values({ userId: agent.id, roleId: role.id });
    owners.push({
      agencyId: agency.id,
      agentId: agent.id,
      agentName: demo.agent.name,
      pricingModel: agency.pricingModel,
      commissionBasisPoints: agency.commissionBasisPoints,
      clientMarkupBasisPoints: agency.clientMarkupBasisPoints,
      brandId: demo.brandId,
    });
  }
  return owners;
}

interface TConsultant {
  id: number;
  name: string;
}

/** One consultant edit: a line's price with a reason, or a status confirmed by phone. */
async function editByHand(
  tx: TTransaction,
  file: { id: number; brandId: number },
  by: TConsultant,
  plan: TPlannedFile,
  today: string,
  random: () => number,
): Promise<void> {
  const lines = await findFileLines(tx, file.id);
  const line = lines[Math.floor(random() * lines.length)];
  if (!line || plan.requestedOn === null) return;
  const on = earlier(addDays(plan.requestedOn, 1 + Math.floor(random() * 4)), today);
  const at = demoMoment(on);
  const actor = { actorKind: 'admin', actorUserId: by.id, actorName: by.name, createdAt: at };
  if (random() < 0.6 && line.sellCents > 0) {
    const factor = [0.9, 0.95, 1.05, 1.1, 1.15][Math.floor(random() * 5)] ?? 1;
    const sellCents = Math.round((line.sellCents * factor) / 100) * 100;
    const commissionCents = Math.round((sellCents * line.commissionCents) / line.sellCents);
    const price = { sellCents, commissionCents, netCents: sellCents - commissionCents };
    const reasons = factor > 1 ? PRICE_REASONS.up : PRICE_REASONS.down;
    await updateLinePrice(tx, line.id, price, at);
    const updated = lines.map((each) => (each.id === line.id ? { ...each, ...price } : each));
    const totals = liveLineTotals(updated, file.brandId);
    await updateFileTotals(tx, file.id, totals, { updatedByUserId: by.id, updatedAt: at });
    await insertEvents(tx, [
      {
        fileId: file.id,
        action: 'line.price-changed',
        detail: {
          lineId: line.id,
          key: line.key,
          name: line.name,
          before: {
            sellCents: line.sellCents,
            commissionCents: line.commissionCents,
            netCents: line.netCents,
          },
          after: price,
          reason: reasons[Math.floor(random() * reasons.length)] ?? '',
          demo: true,
        },
        ...actor,
      },
    ]);
    return;
  }
  await insertEvents(tx, [
    {
      fileId: file.id,
      action: 'line.status-changed',
      detail: {
        lineId: line.id,
        key: line.key,
        name: line.name,
        from: 'Requested',
        to: 'Confirmed',
        note: 'Confirmed by phone with the supplier',
        demo: true,
      },
      ...actor,
    },
  ]);
}

async function storeFile(
  tx: TTransaction,
  today: string,
  plan: TPlannedFile,
  consultants: { consultant: TConsultant; admin: TConsultant },
  random: () => number,
): Promise<{ id: number; reference: string; endDate: string } | null> {
  const isBooking = plan.requestedOn !== null;
  const isCancelled = plan.outcome === 'cancelled' || plan.outcome === 'withdrawn';
  const priced = await priceDemoPackage(tx, today, plan.owner, {
    packageCode: plan.packageCode,
    rooms: plan.rooms,
    bookingName: plan.bookingName,
    yourReference: `DEMO-${String(plan.index + 1).padStart(3, '0')}`,
    status: 'Quote',
    ...(isBooking ? { lineStatus: 'Confirmed' as const } : {}),
  });
  if (!priced) return null;
  const quoted = shiftState(priced.state, daysBetween(priced.state.travelDate, plan.travelDate));
  // A cancelled booking's services are cancelled too: it no longer sells anything.
  const lines =
    plan.outcome === 'cancelled'
      ? quoted.lines.map((line) => ({ ...line, status: 'Cancelled' as const }))
      : quoted.lines;
  const state: TFileState = {
    ...quoted,
    status: isCancelled ? 'Cancelled' : isBooking ? 'Confirmed' : 'Quote',
    lines: [...lines].sort(compareLines),
    totals:
      plan.outcome === 'cancelled' ? liveLineTotals(lines, priced.pkg.brandId) : quoted.totals,
  };
  const createdAt = demoMoment(plan.createdOn);
  const brand = getBrand(priced.pkg.brandId);
  const reference = `${brand.code}-${String(await nextFileNumber(tx, brand.id))}`;
  const file = await insertFile(
    tx,
    {
      reference,
      brandId: priced.pkg.brandId,
      agencyId: plan.owner.agencyId,
      agentId: plan.owner.agentId,
      packageId: priced.pkg.id,
      packageName: priced.pkg.name,
      accommodationClass: 'superior',
      pricingModel: plan.owner.pricingModel,
      clientMarkupBasisPoints: clientMarkupOfNewFile(plan.owner),
      createdByUserId: plan.owner.agentId,
      createdAt,
    },
    state,
  );
  await writeLines(tx, file.id, state.lines, createdAt);
  await insertVersion(tx, {
    fileId: file.id,
    number: 1,
    action: 'file.created',
    snapshot: toSnapshot({ ...quoted, status: 'Quote' }),
    travelDate: state.travelDate,
    lineCount: state.lines.length,
    sellCents: quoted.totals.sellCents,
    netCents: quoted.totals.netCents,
    createdByUserId: plan.owner.agentId,
    createdByName: plan.owner.agentName,
    createdAt,
  });
  const agent = {
    actorKind: 'agent',
    actorUserId: plan.owner.agentId,
    actorName: plan.owner.agentName,
  };
  const events: Parameters<typeof insertEvents>[1] = [
    {
      fileId: file.id,
      action: 'file.created',
      detail: { version: 1, packageName: priced.pkg.name, demo: true },
      ...agent,
      createdAt,
    },
  ];
  if (plan.requestedOn !== null) {
    const requestedAt = demoMoment(plan.requestedOn);
    events.push({
      fileId: file.id,
      action: 'booking.requested',
      detail: { from: 'Quote', to: 'Requested', sellCents: quoted.totals.sellCents, demo: true },
      ...agent,
      createdAt: requestedAt,
    });
    const settledOn = earlier(addDays(plan.requestedOn, 3), today);
    events.push(
      plan.outcome === 'cancelled'
        ? {
            fileId: file.id,
            action: 'status.changed',
            detail: { from: 'Requested', to: 'Cancelled', demo: true },
            ...agent,
            createdAt: demoMoment(settledOn),
          }
        : {
            fileId: file.id,
            action: 'status.changed',
            detail: { from: 'Requested', to: 'Confirmed', demo: true },
            actorKind: 'system',
            actorUserId: null,
            actorName: null,
            createdAt: demoMoment(settledOn),
          },
    );
  } else if (plan.outcome === 'withdrawn') {
    events.push({
      fileId: file.id,
      action: 'status.changed',
      detail: { from: 'Quote', to: 'Cancelled', demo: true },
      ...agent,
      createdAt: demoMoment(earlier(addDays(plan.createdOn, 10), today)),
    });
  }
  await insertEvents(tx, events);
  if (plan.editedBy) {
    const by = plan.editedBy === 'consultant' ? consultants.consultant : consultants.admin;
    await editByHand(tx, { id: file.id, brandId: priced.pkg.brandId }, by, plan, today, random);
  }
  return { id: file.id, reference: file.reference, endDate: state.endDate };
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Reviews of the trips that ended, in every moderation state, and a few prizes claimed. */
async function seedReviews(
  tx: TTransaction,
  today: string,
  travelled: { id: number; endDate: string }[],
  moderator: TConsultant,
): Promise<void> {
  const prizeRows = await tx.select({ id: prizes.id }).from(prizes).orderBy(prizes.id);
  for (const [index, file] of travelled.slice(0, 8).entries()) {
    const review = REVIEW_COMMENTS[index % REVIEW_COMMENTS.length];
    if (!review) continue;
    const submittedOn = earlier(addDays(file.endDate, 2), today);
    // The newest stay pending for the moderation screen; the older ones were dealt with.
    const status = index < 3 ? 'pending' : review.rating <= 2 ? 'hidden' : 'published';
    const moderated =
      status === 'pending' ? null : demoMoment(earlier(addDays(submittedOn, 1), today));
    const replied = status === 'published' && index % 2 === 1;
    await tx.insert(travellerReviews).values({
      fileId: file.id,
      tripRating: review.rating,
      comment: review.comment,
      serviceRatings: [],
      status,
      submittedAt: demoMoment(submittedOn),
      moderatedAt: moderated,
      moderatedByUserId: moderated ? moderator.id : null,
      moderatedByName: moderated ? moderator.name : null,
      reply: replied ? 'Thank you for travelling with us, we hope to see you again soon.' : null,
      repliedAt: replied ? moderated : null,
      repliedByUserId: replied ? moderator.id : null,
      repliedByName: replied ? moderator.name : null,
    });
    const prize = prizeRows[index % Math.max(1, prizeRows.length)];
    if (status !== 'pending' && prize && index % 2 === 0) {
      const taken = await tx
        .update(prizes)
        .set({ stock: sql`${prizes.stock} - 1` })
        .where(sql`${prizes.id} = ${prize.id} and ${prizes.stock} > 0`)
        .returning({ id: prizes.id });
      if (taken.length > 0) {
        await tx.insert(prizeChoices).values({
          fileId: file.id,
          prizeId: prize.id,
          chosenAt: demoMoment(earlier(addDays(submittedOn, 1), today)),
        });
      }
    }
  }
}

/**
 * The demo activity, once: nothing happens when its first agency already exists. Runs after the
 * demo catalogue, users and prizes (seedDemoData).
 */
export async function seedDemoInsights(
  tx: TTransaction,
  today: string,
  passwordHash: string,
): Promise<void> {
  const first = DEMO_INSIGHTS_AGENCIES[0];
  const [existing] = await tx
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.name, first.name))
    .limit(1);
  if (existing) return;
  const [consultantUser] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.username, 'consultant'));
  const [adminUser] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.username, 'admin'));
  if (!consultantUser || !adminUser) return;

  const owners = await ensureAgencies(tx, passwordHash);
  const random = randomFrom(7_919);
  const plans = planFiles(today, owners).sort((a, b) =>
    a.createdOn === b.createdOn ? a.index - b.index : a.createdOn < b.createdOn ? -1 : 1,
  );
  const travelled: { id: number; endDate: string }[] = [];
  for (const plan of plans) {
    const stored = await storeFile(
      tx,
      today,
      plan,
      { consultant: consultantUser, admin: adminUser },
      random,
    );
    if (stored && plan.outcome === 'booked' && stored.endDate < today) travelled.push(stored);
  }
  travelled.sort((a, b) =>
    a.endDate === b.endDate ? b.id - a.id : a.endDate < b.endDate ? 1 : -1,
  );
  await seedReviews(tx, today, travelled, consultantUser);
}
