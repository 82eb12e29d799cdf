import {
  ACCOMMODATION_CLASSES,
  type TPackageStatus,
  type TTransportType,
} from '@portal/shared/domain/pricing/codes';
import { findHotelProductCode } from './accommodation';
import { findRoute } from './locations';
import type { TDemoPackage, TDemoPackageDay, TDemoPackageService } from './types';

type TServicePlan =
  string | { code: string; span?: number; startTime?: string; endTime?: string; notes?: string };

interface TDayPlan {
  title: string;
  description: string;
  /** Where the travellers sleep: the package's hotels of every class there. */
  overnight: string | null;
  services?: TServicePlan[];
  /** The drives of the day, from location to location. */
  drives?: [string, string][];
  /** A round trip from the overnight place (no other catalogue location on the way). */
  loop?: { km: number; minutes: number; notes: string };
}

interface TPackagePlan {
  code: string;
  brandId: 1 | 2;
  name: string;
  description: string;
  startLocationCode: string;
  transportType: TTransportType;
  status: TPackageStatus;
  days: TDayPlan[];
}

function toService(plan: TServicePlan): TDemoPackageService {
  const entry = typeof plan === 'string' ? { code: plan } : plan;
  return {
    productCode: entry.code,
    spanDays: entry.span ?? 1,
    startTime: entry.startTime ?? null,
    endTime: entry.endTime ?? null,
    notes: entry.notes ?? '',
  };
}

function toDay(plan: TDayPlan, index: number): TDemoPackageDay {
  const overnight = plan.overnight;
  return {
    dayNumber: index + 1,
    title: plan.title,
    description: plan.description,
    overnightLocationCode: overnight,
    accommodation:
      overnight === null
        ? []
        : ACCOMMODATION_CLASSES.flatMap((accommodationClass) => {
            const productCode = findHotelProductCode(overnight, accommodationClass);
            return productCode ? [{ accommodationClass, productCode }] : [];
          }),
    services: (plan.services ?? []).map(toService),
    drivingNotes: [
      ...(plan.drives ?? []).map(([from, to]) => {
        const route = findRoute(from, to);
        if (!route) throw new Error(`No demo route from ${from} to ${to}`);
        return {
          fromLocationCode: from,
          toLocationCode: to,
          km: route[2],
          minutes: route[3],
          notes: route[4],
        };
      }),
      ...(plan.loop && overnight
        ? [{ fromLocationCode: overnight, toLocationCode: overnight, ...plan.loop }]
        : []),
    ],
  };
}

const QUEENSTOWN_MILFORD_DAYS: TDayPlan[] = [
  {
    title: 'Arrive Queenstown',
    description:
      'Your private driver meets you at Queenstown Airport. The afternoon is free to stroll the lakefront and Steamer Wharf.',
    overnight: 'ZQN',
    services: ['ZQNXFER-APT'],
  },
  {
    title: 'Queenstown from above',
    description:
      "Ride the gondola to Bob's Peak for the view over Lake Wakatipu and The Remarkables, then race down on the luge.",
    overnight: 'ZQN',
    services: ['PEAKGON-ZQN-LUGE'],
  },
  {
    title: 'Private guided day',
    description:
      'Your guide tailors the day: the road to Glenorchy, historic Arrowtown or lunch among the Gibbston Valley vineyards.',
    overnight: 'ZQN',
    services: ['ALPGUID-ZQN-FULL'],
  },
  {
    title: 'Queenstown to Te Anau',
    description:
      'Private transfer along Lake Wakatipu to Te Anau, gateway to Fiordland. In the evening, cross the lake to the glowworm caves.',
    overnight: 'TEU',
    services: [{ code: 'ZQNXFER-TEU', startTime: '1000' }, 'FIORDCR-TEU-GLOW'],
    drives: [['ZQN', 'TEU']],
  },
  {
    title: 'Milford Sound',
    description:
      'Travel the Milford Road through the Eglinton Valley and Homer Tunnel for a nature cruise to the Tasman Sea, then return to Queenstown.',
    overnight: 'ZQN',
    services: [
      'FIORDCR-MFN-CRUISE',
      'FIORDCR-MFN-LEVY',
      { code: 'ZQNXFER-TEU', startTime: '1500', notes: 'Te Anau to Queenstown' },
    ],
    drives: [
      ['TEU', 'MFN'],
      ['MFN', 'TEU'],
      ['TEU', 'ZQN'],
    ],
  },
  {
    title: 'Depart Queenstown',
    description: 'Private transfer to Queenstown Airport for your onward flight.',
    overnight: null,
    services: ['ZQNXFER-APT'],
  },
];

const PACKAGE_PLANS: TPackagePlan[] = [
  {
    code: 'NZ-NIE-7',
    brandId: 1,
    name: 'North Island Explorer',
    description:
      'Seven nights self-drive from Auckland through geothermal Rotorua and Lake Taupo to Wellington.',
    startLocationCode: 'AKL',
    transportType: 'rental_car',
    status: 'published',
    days: [
      {
        title: 'Arrive Auckland',
        description:
          'Welcome to New Zealand. Your driver meets you in the arrivals hall; the afternoon is free on the Viaduct waterfront.',
        overnight: 'AKL',
        services: ['AKLXFER-APT'],
      },
      {
        title: 'Auckland to Rotorua',
        description:
          'Collect your car and drive south through the green Waikato to Rotorua on its steaming lake.',
        overnight: 'ROT',
        services: [
          {
            code: 'TASCAR-AKL-SUV',
            span: 6,
            notes: 'One-way: return at Wellington Airport on day 8',
          },
        ],
        drives: [['AKL', 'ROT']],
      },
      {
        title: 'Geothermal Rotorua',
        description:
          'A guided walk among geysers and mud pools, then an evening of Maori culture with a hangi feast.',
        overnight: 'ROT',
        services: ['GEYSER-ROT-ENTRY', 'TEAHI-ROT-HANGI'],
      },
      {
        title: 'Rotorua to Taupo',
        description:
          'A short drive to Lake Taupo and a jet boat ride up the Waikato River to Huka Falls.',
        overnight: 'TUO',
        services: ['TUOJET-TUO-JET'],
        drives: [['ROT', 'TUO']],
      },
      {
        title: 'Tongariro Alpine Crossing',
        description:
          'A full day on one of the world’s great day walks, past the Emerald Lakes and Red Crater, with a mountain guide.',
        overnight: 'TUO',
        services: ['TONGWK-TUO-TAC'],
      },
      {
        title: 'Taupo to Wellington',
        description: 'South over the Desert Road beneath Mount Ruapehu and down to the capital.',
        overnight: 'WLG',
        drives: [['TUO', 'WLG']],
      },
      {
        title: 'Wellington',
        description:
          'Walk the waterfront to Te Papa, then meet rare birds in the fenced wildlife sanctuary.',
        overnight: 'WLG',
        services: ['ZEALWLG-ENTRY'],
      },
      {
        title: 'Depart Wellington',
        description: 'Return your car at Wellington Airport for your onward flight.',
        overnight: null,
      },
    ],
  },
  {
    code: 'NZ-SIH-10',
    brandId: 1,
    name: 'South Island Highlights',
    description:
      'Ten nights self-drive: whales at Kaikoura, Abel Tasman beaches, the West Coast glaciers, Wanaka, Queenstown and Milford Sound.',
    startLocationCode: 'CHC',
    transportType: 'rental_car',
    status: 'published',
    days: [
      {
        title: 'Arrive Christchurch',
        description: 'Private transfer to your hotel in the Garden City.',
        overnight: 'CHC',
        services: ['CHCXFER-APT'],
      },
      {
        title: 'Christchurch to Kaikoura',
        description:
          'Collect your car and drive through the Waipara wine country to the Kaikoura coast.',
        overnight: 'KBZ',
        services: [
          {
            code: 'TASCAR-CHC-SUV',
            span: 9,
            notes: 'One-way: return at Queenstown Airport on day 11',
          },
        ],
        drives: [['CHC', 'KBZ']],
      },
      {
        title: 'Whales, then Nelson',
        description:
          'An early cruise to meet the sperm whales, then north through Marlborough to sunny Nelson.',
        overnight: 'NSN',
        services: ['KAIWHL-WHALE'],
        drives: [['KBZ', 'NSN']],
      },
      {
        title: 'Abel Tasman National Park',
        description: 'Water taxi into the park and a guided walk between golden beaches.',
        overnight: 'NSN',
        services: ['ABELWK-NSN-1D'],
      },
      {
        title: 'Nelson to Franz Josef',
        description:
          'Through the Buller Gorge and down the wild West Coast, stopping at the Pancake Rocks.',
        overnight: 'FJZ',
        drives: [['NSN', 'FJZ']],
      },
      {
        title: 'Franz Josef Glacier',
        description: 'A guided walk up the glacier valley to the ice.',
        overnight: 'FJZ',
        services: ['GLACWK-FJZ-VALLEY'],
      },
      {
        title: 'Franz Josef to Wanaka',
        description: 'South past Lake Matheson and over Haast Pass to Lake Wanaka.',
        overnight: 'WKA',
        drives: [['FJZ', 'WKA']],
      },
      {
        title: 'Wanaka to Queenstown',
        description:
          'A morning cruise to Mou Waho Island, then over the Crown Range to Queenstown.',
        overnight: 'ZQN',
        services: [{ code: 'LWCRUIS-WKA-ISLAND', startTime: '0930', endTime: '1200' }],
        drives: [['WKA', 'ZQN']],
      },
      {
        title: 'Queenstown to Te Anau',
        description:
          "The gondola to Bob's Peak, then along the lake to Te Anau and an evening glowworm cruise.",
        overnight: 'TEU',
        services: ['PEAKGON-ZQN-LUGE', 'FIORDCR-TEU-GLOW'],
        drives: [['ZQN', 'TEU']],
      },
      {
        title: 'Milford Sound',
        description: 'Drive the Milford Road for a nature cruise, then return to Queenstown.',
        overnight: 'ZQN',
        services: ['FIORDCR-MFN-CRUISE', 'FIORDCR-MFN-LEVY'],
        drives: [
          ['TEU', 'MFN'],
          ['MFN', 'TEU'],
          ['TEU', 'ZQN'],
        ],
      },
      {
        title: 'Depart Queenstown',
        description: 'Return your car at Queenstown Airport.',
        overnight: null,
      },
    ],
  },
  {
    code: 'NZ-GNZ-14',
    brandId: 1,
    name: 'Grand New Zealand by Coach',
    description:
      'Fourteen nights by coach, ferry and coach pass from Auckland to Christchurch, both islands end to end.',
    startLocationCode: 'AKL',
    transportType: 'seat_in_coach',
    status: 'published',
    days: [
      {
        title: 'Arrive Auckland',
        description: 'Private transfer to your hotel.',
        overnight: 'AKL',
        services: ['AKLXFER-APT'],
      },
      {
        title: 'Auckland to Rotorua',
        description:
          'Coach south to Rotorua; in the evening a cultural performance and hangi dinner.',
        overnight: 'ROT',
        services: ['KIWICOA-AKL-ROT', 'TEAHI-ROT-HANGI'],
      },
      {
        title: 'Rotorua',
        description: 'A guided walk through the thermal valley.',
        overnight: 'ROT',
        services: ['GEYSER-ROT-ENTRY'],
      },
      {
        title: 'Rotorua to Taupo',
        description: 'Coach to Lake Taupo and a jet boat ride to Huka Falls.',
        overnight: 'TUO',
        services: [
          'KIWICOA-ROT-TUO',
          { code: 'TUOJET-TUO-JET', startTime: '1500', endTime: '1630' },
        ],
      },
      {
        title: 'Taupo to Wellington',
        description: 'Over the Desert Road to the capital.',
        overnight: 'WLG',
        services: ['KIWICOA-TUO-WLG'],
      },
      {
        title: 'Cook Strait to Nelson',
        description: 'Morning ferry through the Marlborough Sounds and a coach to Nelson.',
        overnight: 'NSN',
        services: ['COOKFER-WLG-PCN', 'KIWICOA-PCN-NSN'],
        drives: [
          ['WLG', 'PCN'],
          ['PCN', 'NSN'],
        ],
      },
      {
        title: 'Abel Tasman National Park',
        description: 'A guided coastal walk and water taxi.',
        overnight: 'NSN',
        services: ['ABELWK-NSN-1D'],
      },
      {
        title: 'Nelson to Franz Josef',
        description: 'All day down the West Coast by coach.',
        overnight: 'FJZ',
        services: ['KIWICOA-NSN-FJZ'],
      },
      {
        title: 'Haast Pass to Wanaka',
        description: 'Coach pass over Haast Pass, overnight in Wanaka.',
        overnight: 'WKA',
        services: [{ code: 'KIWICOA-HAAST-2D', span: 2 }],
      },
      {
        title: 'Wanaka to Queenstown',
        description: 'The coach pass continues to Queenstown over the Crown Range.',
        overnight: 'ZQN',
      },
      {
        title: 'Milford Sound',
        description: 'A full-day coach and cruise to Milford Sound.',
        overnight: 'ZQN',
        services: ['FIORDTR-ZQN-MFN', 'FIORDCR-MFN-LEVY'],
      },
      {
        title: 'Queenstown',
        description: 'Free morning; gondola and luge in the afternoon.',
        overnight: 'ZQN',
        services: [{ code: 'PEAKGON-ZQN-LUGE', startTime: '1400', endTime: '1600' }],
      },
      {
        title: 'Queenstown to Christchurch',
        description: 'Coach via Lindis Pass and Lake Tekapo.',
        overnight: 'CHC',
        services: ['KIWICOA-ZQN-CHC'],
      },
      {
        title: 'Christchurch',
        description: 'Heritage tram, Botanic Gardens and the Port Hills gondola.',
        overnight: 'CHC',
        services: ['CHCTOUR-CHC-CITY'],
      },
      {
        title: 'Depart Christchurch',
        description: 'Private transfer to Christchurch Airport.',
        overnight: null,
        services: ['CHCXFER-APT'],
      },
    ],
  },
  {
    code: 'NZ-QMP-5',
    brandId: 1,
    name: 'Queenstown & Milford Private Escape',
    description:
      'Five nights in Queenstown and Fiordland with private transfers and a private guide.',
    startLocationCode: 'ZQN',
    transportType: 'private_transfer',
    status: 'published',
    days: QUEENSTOWN_MILFORD_DAYS,
  },
  {
    code: 'NZ-RGB-3',
    brandId: 1,
    name: 'Rotorua Geothermal Short Break',
    description: 'Three nights in Rotorua with private transfers from and to Auckland.',
    startLocationCode: 'ROT',
    transportType: 'private_transfer',
    status: 'published',
    days: [
      {
        title: 'Auckland to Rotorua',
        description: 'Private transfer from Auckland to Rotorua.',
        overnight: 'ROT',
        services: [{ code: 'AKLXFER-ROT', startTime: '1000' }],
        drives: [['AKL', 'ROT']],
      },
      {
        title: 'Geysers and culture',
        description: 'The thermal valley by day, a hangi feast and performance by night.',
        overnight: 'ROT',
        services: ['GEYSER-ROT-ENTRY', 'TEAHI-ROT-HANGI'],
      },
      {
        title: 'Rotorua at your own pace',
        description:
          'A free day: mountain biking in the Redwoods or the lakeside hot pools (own arrangements).',
        overnight: 'ROT',
      },
      {
        title: 'Return to Auckland',
        description: 'Private transfer to Auckland Airport.',
        overnight: null,
        services: [
          { code: 'AKLXFER-ROT', startTime: '0900', notes: 'Rotorua to Auckland Airport' },
        ],
        drives: [['ROT', 'AKL']],
      },
    ],
  },
  {
    code: 'NZ-RAIL-6',
    brandId: 1,
    name: 'Coast to Coast by Rail and Ferry',
    description:
      'Six nights by scenic train and ferry from Auckland to Christchurch, with the Alpine Line.',
    startLocationCode: 'AKL',
    transportType: 'seat_in_coach',
    status: 'published',
    days: [
      {
        title: 'Arrive Auckland',
        description: 'Private transfer to your hotel.',
        overnight: 'AKL',
        services: ['AKLXFER-APT'],
      },
      {
        title: 'Northern Capital to Wellington',
        description: 'A full day on the train through the volcanic heart of the North Island.',
        overnight: 'WLG',
        services: ['SRAIL-AKL-WLG'],
      },
      {
        title: 'Wellington',
        description: 'The waterfront, Te Papa and the wildlife sanctuary.',
        overnight: 'WLG',
        services: ['ZEALWLG-ENTRY'],
      },
      {
        title: 'Ferry and the Coastal Line',
        description: 'The morning ferry to Picton connects with the train down the Kaikoura coast.',
        overnight: 'CHC',
        services: ['COOKFER-WLG-PCN', 'SRAIL-PCN-CHC'],
        drives: [['WLG', 'PCN']],
      },
      {
        title: "Alpine Line to Arthur's Pass",
        description: 'Return by train across the Canterbury Plains into the Southern Alps.',
        overnight: 'CHC',
        services: ['SRAIL-CHC-ALP'],
      },
      {
        title: 'Christchurch',
        description: 'Heritage tram, gardens and gondola.',
        overnight: 'CHC',
        services: ['CHCTOUR-CHC-CITY'],
      },
      {
        title: 'Depart Christchurch',
        description: 'Private transfer to the airport.',
        overnight: null,
        services: ['CHCXFER-APT'],
      },
    ],
  },
  {
    code: 'NZ-SSR-4',
    brandId: 1,
    name: 'Southern Scenic Route (draft)',
    description:
      'Four nights self-drive from Queenstown to Dunedin and Fiordland. Draft: not yet offered to agents.',
    startLocationCode: 'ZQN',
    transportType: 'rental_car',
    status: 'test',
    days: [
      {
        title: 'Arrive Queenstown',
        description: 'Private transfer to your hotel.',
        overnight: 'ZQN',
        services: ['ZQNXFER-APT'],
      },
      {
        title: 'Queenstown to Dunedin',
        description:
          'Collect your car and drive through Central Otago to Dunedin; wildlife on the Otago Peninsula at dusk.',
        overnight: 'DUD',
        services: [{ code: 'TASCAR-ZQN-SUV', span: 3 }, 'OTAGOWL-DUD-PEN'],
        drives: [['ZQN', 'DUD']],
      },
      {
        title: 'Dunedin to Te Anau',
        description: 'West through Gore to Te Anau and an evening glowworm cruise.',
        overnight: 'TEU',
        services: ['FIORDCR-TEU-GLOW'],
        drives: [['DUD', 'TEU']],
      },
      {
        title: 'Milford Sound',
        description: 'The Milford Road and a nature cruise, then on to Queenstown.',
        overnight: 'ZQN',
        services: ['FIORDCR-MFN-CRUISE', 'FIORDCR-MFN-LEVY'],
        drives: [
          ['TEU', 'MFN'],
          ['MFN', 'TEU'],
          ['TEU', 'ZQN'],
        ],
      },
      {
        title: 'Depart Queenstown',
        description: 'Return your car at Queenstown Airport.',
        overnight: null,
      },
    ],
  },
  {
    code: 'AU-RRF-6',
    brandId: 2,
    name: 'Reef & Rainforest',
    description:
      'Six nights in Cairns and Port Douglas: the outer Great Barrier Reef, Kuranda and the Daintree.',
    startLocationCode: 'CNS',
    transportType: 'private_transfer',
    status: 'published',
    days: [
      {
        title: 'Arrive Cairns',
        description: 'Private transfer to your hotel on the Esplanade.',
        overnight: 'CNS',
        services: ['CNSXFER-APT'],
      },
      {
        title: 'Great Barrier Reef',
        description: 'A day on the outer reef: snorkelling, lunch and a marine biologist talk.',
        overnight: 'CNS',
        services: ['REEFCR-CNS-OUTER', 'REEFCR-CNS-EMC'],
      },
      {
        title: 'Kuranda',
        description:
          'Heritage railway up the Barron Gorge and the cableway back over the rainforest.',
        overnight: 'CNS',
        services: ['KURAIL-CNS-KUR'],
      },
      {
        title: 'Cairns to Port Douglas',
        description: 'Private transfer up the Captain Cook Highway.',
        overnight: 'PDG',
        services: [{ code: 'CNSXFER-PDG', startTime: '1000' }],
        drives: [['CNS', 'PDG']],
      },
      {
        title: 'Daintree and Cape Tribulation',
        description: 'Where the rainforest meets the reef, with a Daintree River cruise.',
        overnight: 'PDG',
        services: ['DAINTR-PDG-CAPE'],
      },
      {
        title: 'Mossman Gorge',
        description: 'A walk with a Kuku Yalanji guide, then an afternoon on Four Mile Beach.',
        overnight: 'PDG',
        services: ['DAINTR-PDG-GORGE'],
      },
      {
        title: 'Depart Port Douglas',
        description: 'Private transfer to Cairns Airport.',
        overnight: null,
        services: [
          { code: 'CNSXFER-PDG', startTime: '0900', notes: 'Port Douglas to Cairns Airport' },
        ],
        drives: [['PDG', 'CNS']],
      },
    ],
  },
  {
    code: 'AU-RED-4',
    brandId: 2,
    name: 'Red Centre Discovery',
    description:
      'Four nights in Alice Springs and at Uluru by coach, with sunrise, sunset and Kings Canyon.',
    startLocationCode: 'ASP',
    transportType: 'seat_in_coach',
    status: 'published',
    days: [
      {
        title: 'Arrive Alice Springs',
        description: 'Desert habitats and the bird of prey show at the nature park.',
        overnight: 'ASP',
        services: ['ALNPARK-ASP-ENTRY'],
      },
      {
        title: 'Alice Springs to Uluru',
        description: 'Coach to Ayers Rock Resort, then Uluru at sunset.',
        overnight: 'AYQ',
        services: ['REDCOA-ASP-AYQ', 'ULURUP-AYQ-PASS', 'REDTOUR-AYQ-SUNSET'],
        drives: [['ASP', 'AYQ']],
      },
      {
        title: 'Uluru sunrise',
        description: 'Sunrise over Uluru and the guided base walk.',
        overnight: 'AYQ',
        services: ['REDTOUR-AYQ-SUNRISE'],
      },
      {
        title: 'Kings Canyon',
        description: 'A long day to Kings Canyon and the rim walk.',
        overnight: 'AYQ',
        services: ['REDTOUR-AYQ-KINGS'],
      },
      {
        title: 'Depart Uluru',
        description: 'Shuttle to Ayers Rock Airport.',
        overnight: null,
        services: ['REDCOA-AYQ-APT'],
      },
    ],
  },
  {
    code: 'AU-GOR-5',
    brandId: 2,
    name: 'Great Ocean Road Self-Drive',
    description:
      'Five nights: Melbourne, the Great Ocean Road from Apollo Bay, and the Phillip Island penguins.',
    startLocationCode: 'MEL',
    transportType: 'rental_car',
    status: 'published',
    days: [
      {
        title: 'Arrive Melbourne',
        description: 'Private transfer to your hotel; laneway cafes in the evening.',
        overnight: 'MEL',
        services: ['MELXFER-APT'],
      },
      {
        title: 'The Great Ocean Road',
        description:
          'Collect your car and follow the coast road through Torquay and Lorne to Apollo Bay.',
        overnight: 'APB',
        services: [{ code: 'OUTDRV-MEL-SED', span: 4 }],
        drives: [['MEL', 'APB']],
      },
      {
        title: 'Great Ocean Walk',
        description: 'A guided clifftop walk through the Otways.',
        overnight: 'APB',
        services: ['OTWAYWK-APB-DAY'],
      },
      {
        title: 'Twelve Apostles and back to Melbourne',
        description: 'A scenic flight over the Twelve Apostles, then inland back to Melbourne.',
        overnight: 'MEL',
        services: ['OTWAYHE-APB-12A'],
        drives: [['APB', 'MEL']],
      },
      {
        title: 'Phillip Island',
        description: 'Koalas, the Nobbies and the penguin parade at dusk.',
        overnight: 'MEL',
        services: ['MELTOUR-MEL-PENG'],
      },
      {
        title: 'Depart Melbourne',
        description: 'Return your car at Melbourne Airport.',
        overnight: null,
      },
    ],
  },
  {
    code: 'AU-ECC-10',
    brandId: 2,
    name: 'East Coast Classic',
    description:
      'Ten nights: Sydney, Brisbane, Cairns and Port Douglas with private transfers (flights not included).',
    startLocationCode: 'SYD',
    transportType: 'private_transfer',
    status: 'published',
    days: [
      {
        title: 'Arrive Sydney',
        description: 'Private transfer to your hotel.',
        overnight: 'SYD',
        services: ['SYDXFER-APT'],
      },
      {
        title: 'Sydney Harbour',
        description: 'A lunch cruise past the Opera House and the Harbour Bridge.',
        overnight: 'SYD',
        services: ['HARBCR-SYD-LUNCH'],
      },
      {
        title: 'Blue Mountains',
        description: 'The Three Sisters, a bushwalk and a wildlife park.',
        overnight: 'SYD',
        services: ['BLUEMT-SYD-DAY'],
      },
      {
        title: 'Sydney to Brisbane',
        description: 'Transfers to and from your flight to Brisbane (flight not included).',
        overnight: 'BNE',
        services: [
          { code: 'SYDXFER-APT', startTime: '0900' },
          { code: 'BNEXFER-APT', startTime: '1400' },
        ],
        drives: [['SYD', 'BNE']],
      },
      {
        title: 'Brisbane',
        description: 'River cruise to the koala sanctuary.',
        overnight: 'BNE',
        services: ['BNEKOA-BNE-CRUISE'],
      },
      {
        title: 'Brisbane to Cairns',
        description: 'Transfers to and from your flight to Cairns (flight not included).',
        overnight: 'CNS',
        services: [
          { code: 'BNEXFER-APT', startTime: '0900' },
          { code: 'CNSXFER-APT', startTime: '1500' },
        ],
      },
      {
        title: 'Great Barrier Reef',
        description: 'A day on the outer reef.',
        overnight: 'CNS',
        services: ['REEFCR-CNS-OUTER', 'REEFCR-CNS-EMC'],
      },
      {
        title: 'Cairns to Port Douglas',
        description: 'Private transfer up the coast.',
        overnight: 'PDG',
        services: [{ code: 'CNSXFER-PDG', startTime: '1000' }],
        drives: [['CNS', 'PDG']],
      },
      {
        title: 'Daintree',
        description: 'Rainforest, river and Cape Tribulation.',
        overnight: 'PDG',
        services: ['DAINTR-PDG-CAPE'],
      },
      {
        title: 'Port Douglas at leisure',
        description: 'A free day on Four Mile Beach or at the Sunday market.',
        overnight: 'PDG',
      },
      {
        title: 'Depart Port Douglas',
        description: 'Private transfer to Cairns Airport.',
        overnight: null,
        services: [
          { code: 'CNSXFER-PDG', startTime: '0900', notes: 'Port Douglas to Cairns Airport' },
        ],
        drives: [['PDG', 'CNS']],
      },
    ],
  },
  {
    code: 'AU-TAS-4',
    brandId: 2,
    name: 'Tasmania Hobart Escape',
    description: 'Four nights in Hobart with a car, kunanyi / Mount Wellington and Port Arthur.',
    startLocationCode: 'HBA',
    transportType: 'rental_car',
    status: 'published',
    days: [
      {
        title: 'Arrive Hobart',
        description: 'Private transfer to your hotel near Salamanca Place.',
        overnight: 'HBA',
        services: ['HBAXFER-APT'],
      },
      {
        title: 'kunanyi / Mount Wellington',
        description: 'Collect your car; a guided walk on the mountain above Hobart.',
        overnight: 'HBA',
        services: [{ code: 'OUTDRV-HBA-SUV', span: 3 }, 'TASTOUR-HBA-KUNANYI'],
      },
      {
        title: 'Port Arthur',
        description:
          'A guided day on the Tasman Peninsula and at the Port Arthur Historic Site (leave the car at the hotel).',
        overnight: 'HBA',
        services: ['TASTOUR-HBA-PORT'],
      },
      {
        title: 'Huon Valley',
        description:
          'A self-drive day south through the apple orchards and along the D’Entrecasteaux Channel.',
        overnight: 'HBA',
        loop: {
          km: 140,
          minutes: 150,
          notes:
            'Huon Highway to Huonville and Cygnet, back along the Channel Highway; cider houses on the way.',
        },
      },
      {
        title: 'Depart Hobart',
        description: 'Return your car at Hobart Airport.',
        overnight: null,
      },
    ],
  },
  {
    code: 'AU-NZQ-5',
    brandId: 2,
    name: 'Queenstown & Milford for Australian Travellers',
    description: 'The Queenstown and Fiordland private escape, priced in Australian dollars.',
    startLocationCode: 'ZQN',
    transportType: 'private_transfer',
    status: 'published',
    days: QUEENSTOWN_MILFORD_DAYS,
  },
];

/** The packages ("quick quotes"); the tariff is named after the start date's season year. */
export function buildDemoPackages(startDate: string): TDemoPackage[] {
  const year = Number(startDate.slice(0, 4));
  const productTariff = `FIT ${year}/${String((year + 1) % 100).padStart(2, '0')}`;
  return PACKAGE_PLANS.map((plan) => ({
    code: plan.code,
    brandId: plan.brandId,
    name: plan.name,
    description: plan.description,
    startLocationCode: plan.startLocationCode,
    durationNights: plan.days.length - 1,
    transportType: plan.transportType,
    productTariff,
    status: plan.status,
    days: plan.days.map(toDay),
  }));
}
