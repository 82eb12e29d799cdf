import type { TCountryCode } from '@portal/shared/domain/pricing/codes';
import type { TDemoLocation } from './types';

/** How prices move through the year at a place (see seasons.ts). */
export type TSeasonProfile = 'temperate' | 'alpine' | 'tropical' | 'desert';

interface TPlace {
  code: string;
  name: string;
  region: string;
  country: TCountryCode;
  latitude: number;
  longitude: number;
  seasonProfile: TSeasonProfile;
  /** Streets the demo suppliers of the place are on. */
  streets: readonly string[];
}

/** Real places and coordinates (town centres; Uluru is the Yulara resort). */
export const DEMO_PLACES: readonly TPlace[] = [
  {
    code: 'AKL',
    name: 'Auckland',
    region: 'Auckland',
    country: 'NZ',
    latitude: -36.8485,
    longitude: 174.7633,
    seasonProfile: 'temperate',
    streets: ['Quay Street', 'Customs Street West', 'Hobson Street', 'Princes Wharf'],
  },
  {
    code: 'ROT',
    name: 'Rotorua',
    region: 'Bay of Plenty',
    country: 'NZ',
    latitude: -38.1368,
    longitude: 176.2497,
    seasonProfile: 'temperate',
    streets: ['Fenton Street', 'Lake Road', 'Hinemoa Street', 'Tutanekai Street'],
  },
  {
    code: 'TUO',
    name: 'Taupo',
    region: 'Waikato',
    country: 'NZ',
    latitude: -38.6857,
    longitude: 176.0702,
    seasonProfile: 'temperate',
    streets: ['Lake Terrace', 'Tongariro Street', 'Huka Falls Road'],
  },
  {
    code: 'WLG',
    name: 'Wellington',
    region: 'Wellington',
    country: 'NZ',
    latitude: -41.2865,
    longitude: 174.7762,
    seasonProfile: 'temperate',
    streets: ['Lambton Quay', 'Oriental Parade', 'Cuba Street', 'Waterloo Quay'],
  },
  {
    code: 'PCN',
    name: 'Picton',
    region: 'Marlborough',
    country: 'NZ',
    latitude: -41.2906,
    longitude: 174.001,
    seasonProfile: 'temperate',
    streets: ['London Quay', 'High Street', 'Auckland Street'],
  },
  {
    code: 'NSN',
    name: 'Nelson',
    region: 'Nelson Tasman',
    country: 'NZ',
    latitude: -41.2706,
    longitude: 173.284,
    seasonProfile: 'temperate',
    streets: ['Trafalgar Street', 'Rocks Road', 'Tahunanui Drive'],
  },
  {
    code: 'FJZ',
    name: 'Franz Josef',
    region: 'West Coast',
    country: 'NZ',
    latitude: -43.3887,
    longitude: 170.1833,
    seasonProfile: 'temperate',
    streets: ['Cron Street', 'Main Road', 'Cowan Street'],
  },
  {
    code: 'WKA',
    name: 'Wanaka',
    region: 'Otago',
    country: 'NZ',
    latitude: -44.7032,
    longitude: 169.1321,
    seasonProfile: 'alpine',
    streets: ['Ardmore Street', 'Lakeside Road', 'Mount Aspiring Road'],
  },
  {
    code: 'ZQN',
    name: 'Queenstown',
    region: 'Otago',
    country: 'NZ',
    latitude: -45.0312,
    longitude: 168.6626,
    seasonProfile: 'alpine',
    streets: ['Shotover Street', 'Beach Street', 'Frankton Road', 'Brecon Street'],
  },
  {
    code: 'TEU',
    name: 'Te Anau',
    region: 'Southland',
    country: 'NZ',
    latitude: -45.4144,
    longitude: 167.718,
    seasonProfile: 'temperate',
    streets: ['Lakefront Drive', 'Milford Road', 'Te Anau Terrace'],
  },
  {
    code: 'MFN',
    name: 'Milford Sound',
    region: 'Southland',
    country: 'NZ',
    latitude: -44.6414,
    longitude: 167.8974,
    seasonProfile: 'temperate',
    streets: ['Milford Sound Highway'],
  },
  {
    code: 'CHC',
    name: 'Christchurch',
    region: 'Canterbury',
    country: 'NZ',
    latitude: -43.5321,
    longitude: 172.6362,
    seasonProfile: 'temperate',
    streets: ['Cathedral Square', 'Rolleston Avenue', 'Papanui Road', 'Worcester Boulevard'],
  },
  {
    code: 'KBZ',
    name: 'Kaikoura',
    region: 'Canterbury',
    country: 'NZ',
    latitude: -42.4008,
    longitude: 173.6814,
    seasonProfile: 'temperate',
    streets: ['West End', 'Esplanade', 'Beach Road'],
  },
  {
    code: 'DUD',
    name: 'Dunedin',
    region: 'Otago',
    country: 'NZ',
    latitude: -45.8788,
    longitude: 170.5028,
    seasonProfile: 'temperate',
    streets: ['The Octagon', 'Princes Street', 'Portobello Road'],
  },
  {
    code: 'SYD',
    name: 'Sydney',
    region: 'New South Wales',
    country: 'AU',
    latitude: -33.8688,
    longitude: 151.2093,
    seasonProfile: 'temperate',
    streets: ['George Street', 'Circular Quay West', 'Darling Drive', 'Macquarie Street'],
  },
  {
    code: 'CNS',
    name: 'Cairns',
    region: 'Queensland',
    country: 'AU',
    latitude: -16.9186,
    longitude: 145.7781,
    seasonProfile: 'tropical',
    streets: ['The Esplanade', 'Abbott Street', 'Wharf Street'],
  },
  {
    code: 'PDG',
    name: 'Port Douglas',
    region: 'Queensland',
    country: 'AU',
    latitude: -16.4836,
    longitude: 145.4653,
    seasonProfile: 'tropical',
    streets: ['Macrossan Street', 'Davidson Street', 'Port Douglas Road'],
  },
  {
    code: 'AYQ',
    name: 'Uluru (Ayers Rock)',
    region: 'Northern Territory',
    country: 'AU',
    latitude: -25.2406,
    longitude: 130.9889,
    seasonProfile: 'desert',
    streets: ['Yulara Drive'],
  },
  {
    code: 'ASP',
    name: 'Alice Springs',
    region: 'Northern Territory',
    country: 'AU',
    latitude: -23.698,
    longitude: 133.8807,
    seasonProfile: 'desert',
    streets: ['Todd Street', 'Larapinta Drive', 'Barrett Drive'],
  },
  {
    code: 'MEL',
    name: 'Melbourne',
    region: 'Victoria',
    country: 'AU',
    latitude: -37.8136,
    longitude: 144.9631,
    seasonProfile: 'temperate',
    streets: ['Flinders Lane', 'Southbank Promenade', 'Collins Street', 'St Kilda Road'],
  },
  {
    code: 'APB',
    name: 'Great Ocean Road (Apollo Bay)',
    region: 'Victoria',
    country: 'AU',
    latitude: -38.7594,
    longitude: 143.6718,
    seasonProfile: 'temperate',
    streets: ['Great Ocean Road', 'Collingwood Street'],
  },
  {
    code: 'BNE',
    name: 'Brisbane',
    region: 'Queensland',
    country: 'AU',
    latitude: -27.4698,
    longitude: 153.0251,
    seasonProfile: 'temperate',
    streets: ['Roma Street', 'Eagle Street', 'Main Street', 'Grey Street'],
  },
  {
    code: 'HBA',
    name: 'Hobart',
    region: 'Tasmania',
    country: 'AU',
    latitude: -42.8821,
    longitude: 147.3272,
    seasonProfile: 'temperate',
    streets: ['Salamanca Place', 'Hampden Road', 'Davey Street'],
  },
];

type TRoute = readonly [from: string, to: string, km: number, minutes: number, notes: string];

/**
 * Drives between neighbouring places (both directions); distances and times are the usual road
 * figures without stops. The Cook Strait line is the ferry crossing, not a drive.
 */
export const DEMO_ROUTES: readonly TRoute[] = [
  [
    'AKL',
    'ROT',
    228,
    180,
    'Waikato Expressway and State Highway 27 through Matamata; good coffee stop at Tirau.',
  ],
  [
    'ROT',
    'TUO',
    80,
    60,
    'State Highway 5 past the Wai-O-Tapu thermal area; steam vents beside the road are normal.',
  ],
  ['AKL', 'TUO', 275, 210, 'State Highway 1 through Hamilton and Tokoroa.'],
  [
    'TUO',
    'WLG',
    374,
    300,
    'The Desert Road (State Highway 1) past Mount Ruapehu; check for snow closures from May to October.',
  ],
  [
    'AKL',
    'WLG',
    643,
    510,
    'A long day on State Highway 1; most clients break the journey in Taupo.',
  ],
  [
    'WLG',
    'PCN',
    92,
    210,
    'Cook Strait ferry crossing; check in 60 minutes before sailing with a rental car.',
  ],
  [
    'PCN',
    'NSN',
    110,
    100,
    'State Highway 6 via Havelock; Queen Charlotte Drive is more scenic but slow and winding.',
  ],
  [
    'PCN',
    'KBZ',
    157,
    130,
    'State Highway 1 down the Kaikoura coast; fur seal colony at Ohau Point.',
  ],
  [
    'KBZ',
    'NSN',
    260,
    200,
    'State Highway 1 to Blenheim, then State Highway 6 through the Rai Valley.',
  ],
  [
    'NSN',
    'FJZ',
    465,
    390,
    'Buller Gorge to Westport, then the coast road past Punakaiki; a full day with few fuel stops.',
  ],
  [
    'FJZ',
    'WKA',
    285,
    240,
    'Over Haast Pass; fill up at Haast, the last fuel for 140 km; sandflies at every stop.',
  ],
  [
    'WKA',
    'ZQN',
    67,
    60,
    'The Crown Range Road; snow chains may be required in winter, otherwise go via Cromwell.',
  ],
  ['ZQN', 'TEU', 170, 130, 'Along Lake Wakatipu through Kingston and Mossburn.'],
  [
    'TEU',
    'MFN',
    118,
    120,
    'The Milford Road: no fuel or mobile coverage, Homer Tunnel traffic lights; allow 3 hours with stops.',
  ],
  ['ZQN', 'DUD', 283, 210, 'State Highway 8 through Cromwell, Alexandra and Roxburgh.'],
  ['TEU', 'DUD', 290, 240, 'Through Gore and Balclutha; the Catlins coast adds a day.'],
  ['DUD', 'CHC', 360, 270, 'State Highway 1 through Oamaru; stop at the Moeraki Boulders.'],
  ['CHC', 'KBZ', 181, 150, 'Inland via Waipara wine country, then the coast road.'],
  ['CHC', 'FJZ', 390, 330, "Over Arthur's Pass to Greymouth, then south on State Highway 6."],
  [
    'ZQN',
    'CHC',
    480,
    360,
    'Via Lindis Pass, Twizel and Lake Tekapo; allow a stop at the Church of the Good Shepherd.',
  ],
  ['CNS', 'PDG', 67, 60, 'Captain Cook Highway along the coast; stop at Rex Lookout.'],
  [
    'ASP',
    'AYQ',
    465,
    300,
    'Stuart and Lasseter Highways; fuel at Erldunda; avoid driving at dusk (wildlife).',
  ],
  [
    'MEL',
    'APB',
    190,
    180,
    'Through Geelong and Torquay onto the Great Ocean Road; keep left at the many lookouts.',
  ],
  [
    'SYD',
    'BNE',
    920,
    660,
    'Usually flown (1 hour 30 minutes); the Pacific Highway takes two days.',
  ],
  ['SYD', 'MEL', 878, 540, 'Usually flown (1 hour 25 minutes); the Hume Highway takes a long day.'],
];

export function findRoute(from: string, to: string): TRoute | null {
  for (const route of DEMO_ROUTES) {
    if (route[0] === from && route[1] === to) return route;
    if (route[0] === to && route[1] === from) return [to, from, route[2], route[3], route[4]];
  }
  return null;
}

export function getPlace(code: string): TPlace {
  const place = DEMO_PLACES.find((candidate) => candidate.code === code);
  if (!place) throw new Error(`Unknown demo location ${code}`);
  return place;
}

export function buildDemoLocations(): TDemoLocation[] {
  return DEMO_PLACES.map((place) => ({
    code: place.code,
    name: place.name,
    region: place.region,
    country: place.country,
    latitude: place.latitude,
    longitude: place.longitude,
    drivingNotes: DEMO_ROUTES.flatMap((route) => {
      const reached =
        route[0] === place.code ? route[1] : route[1] === place.code ? route[0] : null;
      return reached === null
        ? []
        : [{ toLocationCode: reached, km: route[2], minutes: route[3], notes: route[4] }];
    }),
  }));
}
