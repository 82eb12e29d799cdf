import { clientMarkupOfNewFile } from '@portal/shared/domain/client-price';
import { and, eq } from 'drizzle-orm';
import { getBrand } from '@portal/shared/domain/brands';
import { CONTENT_LANGUAGES, type TContentLanguage } from '@portal/shared/domain/content-codes';
import { addDays } from '@portal/shared/domain/pricing/calendar';
import type { TPricingModel } from '@portal/shared/domain/pricing/codes';
import { expandPackage } from '@portal/shared/domain/pricing/expand-package';
import { priceServices } from '@portal/shared/domain/pricing/price-services';
import { demoClockOn, demoMoment } from './demo-clock';
import { findPricingAvailability } from '../modules/catalogue/availability.repository';
import { findPricingProducts } from '../modules/catalogue/products.repository';
import { insertImportedContentTexts } from '../modules/content/content-store.repository';
import { compareLines, shiftState, toSnapshot, type TFileState } from '../modules/files/file-state';
import {
  findAgencyName,
  findFileLines,
  insertEvents,
  insertFile,
  insertSupplierRequests,
  insertVersion,
  reserveFileNumbersUpTo,
  writeLines,
} from '../modules/files/files.repository';
import { reconcileFileInvoices } from '../modules/invoices/invoices.billing';
import { findPackageByCode, findPackageById } from '../modules/packages/packages.repository';
import { findPricingRules } from '../modules/pricing/markup-rules.repository';
import { findPricingRates } from '../modules/rates/rates.repository';
import { buildDetails } from '../modules/supplier-requests/supplier-requests.dispatch';
import {
  findRequestsPage,
  insertRequestEvents,
} from '../modules/supplier-requests/supplier-requests.repository';
import type { TTransaction } from './database';
import { agencies } from './schema/agencies';
import { files } from './schema/files';
import { invoices, ledgerTransactions, payments } from './schema/finance';
import { prizes } from './schema/prizes';
import { users } from './schema/users';

/**
 * Demo data for the traveller pages (issue 8): two confirmed bookings of Kiwi Horizons (nz.agent)
 * with fixed references, so the travel app, "Pay now", feedback and the prize cart can be shown
 * (and tested end to end) on a fresh demo database, and the thank-you prizes.
 */

/** Confirmed, travelling in 10 days; its invoice's deposit is owing. */
export const DEMO_TRAVEL_BOOKING_REFERENCE = 'NZ-100001';
/** Confirmed, ended yesterday and paid: feedback and the prize cart are open. */
export const DEMO_PAST_BOOKING_REFERENCE = 'NZ-100002';

const DEMO_AGENCY = 'Kiwi Horizons Travel';
const DEMO_AGENT = 'nz.agent';
const DEMO_PACKAGE = 'NZ-NIE-7';
/** Days from the seed's date to the upcoming booking's first day. */
const TRAVEL_IN_DAYS = 10;

type TPrizeTexts = Record<TContentLanguage, { name: string; description: string }>;

/** The thank-you prizes, with their names and descriptions in the five content languages. */
export const DEMO_PRIZES: readonly { texts: TPrizeTexts; imageUrl: null; stock: number }[] = [
  {
    texts: {
      en: {
        name: 'Manuka honey gift jar',
        description:
          'A 250 g jar of UMF 10+ manuka honey from the Coromandel, posted to your home.',
      },
      de: {
        name: 'Manuka-Honig im Geschenkglas',
        description:
          'Ein 250-g-Glas Manuka-Honig UMF 10+ von der Coromandel-Halbinsel, zu Ihnen nach Hause geschickt.',
      },
      es: {
        name: 'Tarro de miel de manuka',
        description:
          'Un tarro de 250 g de miel de manuka UMF 10+ de Coromandel, enviado a su casa.',
      },
      it: {
        name: 'Vasetto regalo di miele di manuka',
        description:
          'Un vasetto da 250 g di miele di manuka UMF 10+ del Coromandel, spedito a casa vostra.',
      },
      fr: {
        name: 'Pot de miel de manuka',
        description:
          'Un pot de 250 g de miel de manuka UMF 10+ du Coromandel, envoyé à votre domicile.',
      },
    },
    imageUrl: null,
    stock: 25,
  },
  {
    texts: {
      en: {
        name: 'Merino wool beanie',
        description: 'A warm New Zealand merino beanie in charcoal grey, one size.',
      },
      de: {
        name: 'Mütze aus Merinowolle',
        description: 'Eine warme neuseeländische Merinomütze in Anthrazit, Einheitsgröße.',
      },
      es: {
        name: 'Gorro de lana merino',
        description: 'Un gorro cálido de merino neozelandés en gris marengo, talla única.',
      },
      it: {
        name: 'Berretto in lana merino',
        description: 'Un caldo berretto in merino neozelandese grigio antracite, taglia unica.',
      },
      fr: {
        name: 'Bonnet en laine mérinos',
        description:
          'Un bonnet chaud en mérinos de Nouvelle-Zélande, gris anthracite, taille unique.',
      },
    },
    imageUrl: null,
    stock: 40,
  },
  {
    texts: {
      en: {
        name: 'Pounamu keepsake',
        description: 'A small hand-carved greenstone koru pendant with its story card.',
      },
      de: {
        name: 'Pounamu-Andenken',
        description: 'Ein kleiner handgeschnitzter Koru-Anhänger aus Jade mit seiner Geschichte.',
      },
      es: {
        name: 'Recuerdo de pounamu',
        description:
          'Un pequeño colgante koru de jade tallado a mano, con la tarjeta de su historia.',
      },
      it: {
        name: 'Ricordo in pounamu',
        description: 'Un piccolo ciondolo koru in giada intagliato a mano, con la sua storia.',
      },
      fr: {
        name: 'Souvenir en pounamu',
        description: 'Un petit pendentif koru en jade sculpté à la main, avec sa carte-histoire.',
      },
    },
    imageUrl: null,
    stock: 10,
  },
];

interface TDemoBooking {
  reference: string;
  bookingName: string;
  /** The named guests of its one double room, lead guest first. */
  guests: TDemoRooms[number]['guests'];
  yourReference: string;
  /** Where the trip falls: its first day, or its last. */
  placement: { startsOn: string } | { endsOn: string };
  /** Paid in full on the seed's date. */
  paid: boolean;
}

export interface TDemoOwner {
  agencyId: number;
  agentId: number;
  agentName: string;
  pricingModel: TPricingModel;
  commissionBasisPoints: number;
  clientMarkupBasisPoints: number | null;
}

export type TDemoRooms = TFileState['rooms'];

/**
 * Prices a demo package as the quote form would, on a departure the demo rates cover (they start
 * on the seed's date), as a file state of `status` with lines of `lineStatus`: the caller moves
 * it to the dates it wants with shiftState. Null when the package is not in the catalogue.
 */
export async function priceDemoPackage(
  tx: TTransaction,
  today: string,
  owner: TDemoOwner,
  plan: {
    packageCode: string;
    rooms: TDemoRooms;
    bookingName: string;
    yourReference: string;
    status: TFileState['status'];
    /** Every line's status; the priced status (Available, On Request...) when left out. */
    lineStatus?: TFileState['lines'][number]['status'];
    /** The line's confirmation number, from its position in the file. */
    confirmation?: (index: number) => string | null;
  },
): Promise<{
  pkg: NonNullable<Awaited<ReturnType<typeof findPackageById>>>;
  state: TFileState;
} | null> {
  const packageRow = await findPackageByCode(tx, plan.packageCode);
  const pkg = packageRow ? await findPackageById(tx, packageRow.id) : null;
  if (!pkg) return null;

  const pricedOn = addDays(today, TRAVEL_IN_DAYS);
  const rooms = plan.rooms;
  const expansion = expandPackage(pkg, pricedOn, 'superior', rooms);
  const productIds = expansion.services.map((service) => service.productId);
  const to = addDays(pricedOn, pkg.durationNights + 1);
  const products = await findPricingProducts(tx, productIds);
  const priced = priceServices({
    brandId: pkg.brandId,
    agency: {
      id: owner.agencyId,
      pricingModel: owner.pricingModel,
      commissionBasisPoints: owner.commissionBasisPoints,
    },
    rooms,
    services: expansion.services,
    products,
    rates: await findPricingRates(tx, productIds, pkg.brandId, pricedOn, to),
    availability: await findPricingAvailability(tx, productIds, pricedOn, to, owner.agencyId),
    rules: await findPricingRules(tx, pkg.brandId, owner.agencyId),
    today,
    days: expansion.days,
  });
  const productsById = new Map(products.map((product) => [product.id, product]));
  const lines = priced.days
    .flatMap((day) => day.lines)
    .filter((line) => !line.missingRate)
    .map((line, index) => {
      const product = productsById.get(line.productId);
      return {
        key: line.key,
        dayNumber: line.dayNumber,
        date: line.date,
        endDate: line.endDate,
        startTime: line.startTime,
        endTime: line.endTime,
        productId: line.productId,
        supplierId: line.supplierId,
        serviceTypeCode: line.serviceTypeCode,
        name: line.productName,
        basis: line.basis,
        taxCode: line.taxCode,
        span: line.span,
        quantity: line.quantity,
        status: plan.lineStatus ?? line.status,
        costCents: line.costCents,
        sellCents: line.sellCents,
        commissionCents: line.commissionCents,
        netCents: line.netCents,
        confirmation: plan.confirmation?.(index) ?? null,
        voucher: product?.voucherText ? product.voucherText : null,
        remarks: '',
        phone: product?.phone ?? '',
        address: product?.address ?? '',
        allotmentHold: null,
      };
    })
    .sort(compareLines);
  const lastHeader = expansion.days.at(-1)?.date ?? pricedOn;
  const pricedEnd = lines.reduce(
    (last, line) => (line.endDate > last ? line.endDate : last),
    lastHeader > pricedOn ? lastHeader : pricedOn,
  );
  return {
    pkg,
    state: {
      bookingName: plan.bookingName,
      yourReference: plan.yourReference,
      notes: '',
      supplierNote: '',
      travelDate: pricedOn,
      endDate: pricedEnd,
      status: plan.status,
      rooms,
      dayHeaders: expansion.days,
      droppedLines: [],
      lines,
      pax: priced.pax,
      totals: {
        costCents: priced.totals.costCents,
        sellCents: priced.totals.sellCents,
        commissionCents: priced.totals.commissionCents,
        netCents: priced.totals.netCents,
        gstCents: priced.totals.gstCents,
        netGstCents: priced.totals.netGstCents,
      },
    },
  };
}

/**
 * Prices the demo package, moves it to the booking's dates and stores it as a confirmed booking
 * with confirmed services, its version, its events and its invoice.
 */
async function seedBooking(
  tx: TTransaction,
  today: string,
  owner: TDemoOwner,
  booking: TDemoBooking,
): Promise<void> {
  const [existing] = await tx
    .select({ id: files.id })
    .from(files)
    .where(eq(files.reference, booking.reference));
  if (existing) return;
  const priced = await priceDemoPackage(tx, today, owner, {
    packageCode: DEMO_PACKAGE,
    rooms: [{ roomType: 'DB' as const, adults: 2, children: 0, guests: booking.guests }],
    bookingName: booking.bookingName,
    yourReference: booking.yourReference,
    status: 'Confirmed',
    lineStatus: 'Confirmed',
    // The " -cl" marker is the operator's; the traveller never sees it.
    confirmation: (index) =>
      `${booking.reference.slice(3)}-${String(index + 1).padStart(2, '0')} -cl`,
  });
  if (!priced) return;
  const { pkg, state: pricedState } = priced;
  const pricedOn = pricedState.travelDate;
  const pricedEnd = pricedState.endDate;
  const state = shiftState(
    pricedState,
    'startsOn' in booking.placement
      ? daysBetween(pricedOn, booking.placement.startsOn)
      : daysBetween(pricedEnd, booking.placement.endsOn),
  );
  const at = demoMoment(today);
  const file = await insertFile(
    tx,
    {
      reference: booking.reference,
      brandId: pkg.brandId,
      agencyId: owner.agencyId,
      agentId: owner.agentId,
      packageId: pkg.id,
      packageName: pkg.name,
      accommodationClass: 'superior',
      pricingModel: owner.pricingModel,
      clientMarkupBasisPoints: clientMarkupOfNewFile(owner),
      createdByUserId: owner.agentId,
      createdAt: at,
    },
    state,
  );
  await writeLines(tx, file.id, state.lines, at);
  await insertVersion(tx, {
    fileId: file.id,
    number: 1,
    action: 'file.created',
    snapshot: toSnapshot({ ...state, status: 'Quote' }),
    travelDate: state.travelDate,
    lineCount: state.lines.length,
    sellCents: state.totals.sellCents,
    netCents: state.totals.netCents,
    createdByUserId: owner.agentId,
    createdByName: owner.agentName,
    createdAt: at,
  });
  await insertEvents(tx, [
    {
      fileId: file.id,
      action: 'file.created',
      detail: { version: 1, packageId: pkg.id, packageName: pkg.name, demo: true },
      actorKind: 'agent',
      actorUserId: owner.agentId,
      actorName: owner.agentName,
      createdAt: at,
    },
    {
      fileId: file.id,
      action: 'booking.requested',
      detail: { from: 'Quote', to: 'Requested', demo: true },
      actorKind: 'agent',
      actorUserId: owner.agentId,
      actorName: owner.agentName,
      createdAt: at,
    },
    {
      fileId: file.id,
      action: 'status.changed',
      detail: { from: 'Requested', to: 'Confirmed', demo: true },
      actorKind: 'system',
      actorUserId: null,
      actorName: null,
      createdAt: at,
    },
  ]);
  // Keep the brand's numbering clear of the fixed demo references.
  const number = Number(booking.reference.slice(getBrand(pkg.brandId).code.length + 1));
  await reserveFileNumbersUpTo(tx, pkg.brandId, number);

  await seedConfirmedRequests(tx, file, at);
  await reconcileFileInvoices(tx, file, demoClockOn(today));
  if (booking.paid) await payInFull(tx, file.id, owner.agencyId, today);
}

/**
 * A confirmed booking was requested from its suppliers, and each confirmed its service: the
 * supplier requests the workflow writes (sent, then confirmed with the line's number), so the
 * suppliers' Confirmed Bookings and the back office's request list show the demo bookings too.
 */
async function seedConfirmedRequests(
  tx: TTransaction,
  file: Awaited<ReturnType<typeof insertFile>>,
  at: Date,
): Promise<void> {
  const lines = (await findFileLines(tx, file.id)).filter((line) => line.status === 'Confirmed');
  const agencyName = await findAgencyName(tx, file.agencyId);
  await insertSupplierRequests(
    tx,
    lines.map((line) => ({
      fileId: file.id,
      serviceLineId: line.id,
      supplierId: line.supplierId,
      kind: 'new' as const,
      status: 'confirmed' as const,
      details: buildDetails(file, line, agencyName),
      confirmation: line.confirmation,
      sentAt: at,
      answeredAt: at,
      createdAt: at,
      updatedAt: at,
    })),
  );
  const { rows } = await findRequestsPage(tx, {
    bookingReference: file.reference,
    page: 1,
    perPage: 100,
  });
  await insertRequestEvents(
    tx,
    rows.flatMap(({ request }) =>
      (['sent', 'confirmed'] as const).map((action) => ({
        requestId: request.id,
        action,
        actorKind: 'system',
        actorUserId: null,
        actorName: null,
        ip: null,
        detail: { demo: true },
        createdAt: at,
      })),
    ),
  );
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Records a bank transfer for whatever the file's invoices still ask. */
async function payInFull(
  tx: TTransaction,
  fileId: number,
  agencyId: number,
  today: string,
): Promise<void> {
  const open = await tx.select().from(invoices).where(eq(invoices.fileId, fileId));
  for (const invoice of open) {
    const owing = invoice.totalCents - invoice.creditedCents - invoice.paidCents;
    if (owing <= 0) continue;
    const [payment] = await tx
      .insert(payments)
      .values({
        fileId,
        agencyId,
        amountCents: owing,
        method: 'bank-transfer',
        reference: `Demo payment ${invoice.number}`,
        receivedOn: today,
      })
      .returning({ id: payments.id });
    await tx
      .update(invoices)
      .set({ paidCents: invoice.paidCents + owing, status: 'paid' })
      .where(eq(invoices.id, invoice.id));
    await tx.insert(ledgerTransactions).values({
      agencyId,
      fileId,
      type: 'payment',
      occurredOn: today,
      valueCents: -owing,
      reference: `Demo payment ${invoice.number}`,
      invoiceId: invoice.id,
      paymentId: payment?.id ?? null,
    });
  }
}

/** The prizes (English on the row, as the prize form writes it) and their texts in the store. */
async function seedDemoPrizes(tx: TTransaction, today: string): Promise<void> {
  const rows = await tx
    .insert(prizes)
    .values(DEMO_PRIZES.map(({ texts, ...prize }) => ({ ...prize, ...texts.en })))
    .returning({ id: prizes.id });
  const texts = rows.flatMap((row, index) =>
    CONTENT_LANGUAGES.flatMap((language) => {
      const text = DEMO_PRIZES[index]?.texts[language];
      if (!text) return [];
      const key = { kind: 'prize', entityId: row.id, language } as const;
      return [
        { ...key, field: 'name' as const, text: text.name },
        { ...key, field: 'description' as const, text: text.description },
      ];
    }),
  );
  await insertImportedContentTexts(tx, texts, demoMoment(today));
}

/**
 * The demo prizes (when there are none yet) and, unless left out, the two demo bookings (when
 * their references are free), relative to `today`, the operator's date. Runs after the demo
 * catalogue and users. Suites that count an agency's files or ledger seed without the bookings.
 */
export async function seedDemoTraveller(
  tx: TTransaction,
  today: string,
  options: { bookings: boolean },
): Promise<void> {
  const [anyPrize] = await tx.select({ id: prizes.id }).from(prizes).limit(1);
  if (!anyPrize) await seedDemoPrizes(tx, today);
  if (!options.bookings) return;

  const [owner] = await tx
    .select({
      agencyId: agencies.id,
      pricingModel: agencies.pricingModel,
      commissionBasisPoints: agencies.commissionBasisPoints,
      clientMarkupBasisPoints: agencies.clientMarkupBasisPoints,
      agentId: users.id,
      agentName: users.name,
    })
    .from(users)
    .innerJoin(agencies, eq(agencies.id, users.agencyId))
    .where(and(eq(users.username, DEMO_AGENT), eq(agencies.name, DEMO_AGENCY)));
  if (!owner) return;

  await seedBooking(tx, today, owner, {
    reference: DEMO_TRAVEL_BOOKING_REFERENCE,
    bookingName: 'Wilson family',
    guests: [
      { title: 'Mr', fullName: 'James Wilson', isChild: false, dateOfBirth: null },
      { title: 'Mrs', fullName: 'Emma Wilson', isChild: false, dateOfBirth: null },
    ],
    yourReference: 'KH-2231',
    placement: { startsOn: addDays(today, TRAVEL_IN_DAYS) },
    paid: false,
  });
  await seedBooking(tx, today, owner, {
    reference: DEMO_PAST_BOOKING_REFERENCE,
    bookingName: 'Nguyen party',
    guests: [
      { title: 'Ms', fullName: 'Linh Nguyen', isChild: false, dateOfBirth: null },
      { title: 'Mr', fullName: 'Minh Nguyen', isChild: false, dateOfBirth: null },
    ],
    yourReference: 'KH-2198',
    placement: { endsOn: addDays(today, -1) },
    paid: true,
  });
}
