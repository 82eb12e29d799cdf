import { DEFAULT_PAYMENT_TERMS } from '@portal/shared/domain/payables';
import { getPlace } from './locations';
import type { TDemoSupplier } from './types';

/**
 * Suppliers of the services that are not accommodation (each hotel is its own supplier, see
 * accommodation.ts). TASCAR and COOKFER, like HARBAKL, already exist in the foundation seed as
 * supplier companies with supplier users; the catalogue seed attaches products to them by code.
 */
export const DEMO_SERVICE_SUPPLIERS: readonly (readonly [
  code: string,
  name: string,
  locationCode: string,
])[] = [
  // New Zealand
  ['TASCAR', 'Tasman Car Rentals', 'AKL'],
  ['COOKFER', 'Cook Strait Ferries', 'WLG'],
  ['KIWICOA', 'Kiwi Coachlines', 'AKL'],
  ['SRAIL', 'Southern Rail Journeys', 'WLG'],
  ['AKLXFER', 'Auckland Executive Transfers', 'AKL'],
  ['WLGXFER', 'Capital Chauffeurs', 'WLG'],
  ['CHCXFER', 'Garden City Chauffeurs', 'CHC'],
  ['ZQNXFER', 'Remarkables Private Transfers', 'ZQN'],
  ['WAITOUR', 'Waitakere Discovery Tours', 'AKL'],
  ['KIWIGUI', 'Kiwi Step-On Guides', 'AKL'],
  ['GEYSER', 'Geyserland Thermal Valley', 'ROT'],
  ['TEAHI', 'Te Ahi Cultural Evenings', 'ROT'],
  ['TUOJET', 'Waikato River Jet', 'TUO'],
  ['TONGWK', 'Tongariro Guided Walks', 'TUO'],
  ['ZEALWLG', 'Capital Wildlife Sanctuary', 'WLG'],
  ['ABELWK', 'Abel Tasman Coastal Guides', 'NSN'],
  ['KAIWHL', 'Kaikoura Ocean Giants', 'KBZ'],
  ['GLACWK', 'Glacier Valley Guides', 'FJZ'],
  ['LWCRUIS', 'Lake Wanaka Cruises', 'WKA'],
  ['PEAKGON', "Bob's Peak Gondola & Luge", 'ZQN'],
  ['FIORDTR', 'Fiordland Day Tours', 'ZQN'],
  ['ALPGUID', 'Alpine Private Guides', 'ZQN'],
  ['FIORDWK', 'Fiordland Track Guides', 'TEU'],
  ['FIORDCR', 'Fiordland Nature Cruises', 'MFN'],
  ['OTAGOWL', 'Otago Wildlife Tours', 'DUD'],
  ['CHCTOUR', 'Garden City Tours', 'CHC'],
  // Australia
  ['OUTDRV', 'Outback Drive Car Hire', 'MEL'],
  ['KURAIL', 'Kuranda Rainforest Railway', 'CNS'],
  ['CNSXFER', 'Tropical North Transfers', 'CNS'],
  ['SYDXFER', 'Harbour City Chauffeurs', 'SYD'],
  ['BNEXFER', 'River City Transfers', 'BNE'],
  ['MELXFER', 'Yarra Executive Transfers', 'MEL'],
  ['HBAXFER', 'Derwent Transfers', 'HBA'],
  ['REDCOA', 'Red Centre Coaches', 'ASP'],
  ['REEFCR', 'Outer Reef Cruises', 'CNS'],
  ['DAINTR', 'Daintree Discovery Tours', 'PDG'],
  ['REDTOUR', 'Red Centre Day Tours', 'AYQ'],
  ['REDGUI', 'Red Centre Private Guides', 'AYQ'],
  ['ULURUP', 'Uluru-Kata Tjuta Park Passes', 'AYQ'],
  ['ALNPARK', 'Arid Lands Nature Park', 'ASP'],
  ['HARBCR', 'Harbour Lights Cruises', 'SYD'],
  ['BLUEMT', 'Blue Mountains Day Tours', 'SYD'],
  ['BNEKOA', 'Brisbane River Koala Sanctuary', 'BNE'],
  ['OTWAYWK', 'Great Ocean Walk Guides', 'APB'],
  ['OTWAYHE', 'Otway Coast Helicopters', 'APB'],
  ['MELTOUR', 'Bayside Day Tours', 'MEL'],
  ['TASTOUR', 'Tasman Peninsula Tours', 'HBA'],
];

const AREA_CODES: Record<string, string> = {
  AKL: '+64 9',
  ROT: '+64 7',
  TUO: '+64 7',
  WLG: '+64 4',
  SYD: '+61 2',
  CNS: '+61 7',
  PDG: '+61 7',
  BNE: '+61 7',
  AYQ: '+61 8',
  ASP: '+61 8',
  MEL: '+61 3',
  APB: '+61 3',
  HBA: '+61 3',
};

/** A stable number from a code, so contact details never change between runs. */
function codeHash(code: string): number {
  let hash = 17;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return hash;
}

/** Invented phone number and street address for a supplier (the area code matches the place). */
export function supplierContact(
  code: string,
  locationCode: string,
): { phone: string; address: string } {
  const place = getPlace(locationCode);
  const hash = codeHash(code);
  const areaCode = AREA_CODES[locationCode] ?? (place.country === 'NZ' ? '+64 3' : '+61 3');
  const local = String(2_000_000 + (hash % 7_000_000)).padStart(7, '0');
  const street = place.streets[hash % place.streets.length] ?? place.name;
  return {
    phone: `${areaCode} ${local.slice(0, 3)} ${local.slice(3)}`,
    address: `${(hash % 180) + 1} ${street}, ${place.name}`,
  };
}

function emailDomain(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The demo suppliers with portal users (seed.ts) confirm every booking there themselves, so the
 * demo shows both ways: their services are requested, the other suppliers' allotment and free
 * sell are confirmed at once (docs/pricing.md, "Instant confirmation").
 */
const CONFIRMING_EVERY_BOOKING = new Set(['HARBAKL', 'TASCAR', 'COOKFER']);

/**
 * Lodges in the demo are paid ahead, 14 days before the guests arrive; every other supplier 30
 * days after the service (docs/finance.md, "Supplier payables"), so the payables show both terms.
 */
function demoPaymentTerms(name: string) {
  return /(?<!motor )lodge/i.test(name)
    ? ({ paymentTermsBasis: 'before_arrival', paymentTermsDays: 14 } as const)
    : ({
        paymentTermsBasis: DEFAULT_PAYMENT_TERMS.basis,
        paymentTermsDays: DEFAULT_PAYMENT_TERMS.days,
      } as const);
}

export function buildDemoSupplier(code: string, name: string, locationCode: string): TDemoSupplier {
  const contact = supplierContact(code, locationCode);
  return {
    code,
    name,
    // The reserved .example domain: demo mail can never reach a real business.
    email: `reservations@${emailDomain(name)}.example`,
    phone: contact.phone,
    address: contact.address,
    locationCode,
    active: true,
    confirmsEveryBooking: CONFIRMING_EVERY_BOOKING.has(code),
    ...demoPaymentTerms(name),
  };
}
