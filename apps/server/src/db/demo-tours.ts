import { count, eq, inArray } from 'drizzle-orm';
import type { TFileRoom } from '@portal/shared/contracts/files';
import type { TRoomTypeCode } from '@portal/shared/domain/pricing/codes';
import { addDays } from '@portal/shared/domain/pricing/calendar';
import {
  CONTENT_LANGUAGES,
  contentDayField,
  type TContentField,
} from '@portal/shared/domain/content-codes';
import type { TLocalizedText } from '@portal/shared/domain/tours';
import { demoClockOn, demoMoment } from './demo-clock';
import { insertProduct } from '../modules/catalogue/products.repository';
import { insertImportedContentTexts } from '../modules/content/content-store.repository';
import {
  findFileByReference,
  insertEvents,
  updateFileStatus,
  updateLine,
} from '../modules/files/files.repository';
import { reconcileFileInvoices } from '../modules/invoices/invoices.billing';
import { openTourFile, priceTourBooking } from '../modules/regular-tours/tour-booking.files';
import { insertTourBooking, takeSeats } from '../modules/regular-tours/tour-seats.repository';
import { TOUR_CONTENT_KIND } from '../modules/regular-tours/tour-texts.repository';
import { insertCategory } from '../modules/regular-tours/tour-categories.repository';
import {
  insertDeparture,
  type TDepartureRow,
} from '../modules/regular-tours/tour-departures.repository';
import { insertSeason } from '../modules/regular-tours/tour-seasons.repository';
import {
  findTourById,
  findTourDays,
  insertTour,
  replaceTourDays,
} from '../modules/regular-tours/tours.repository';
import { tourProductProfile } from '../modules/regular-tours/tours.service';
import type { TTransaction } from './database';
import { agencies } from './schema/agencies';
import { locations } from './schema/catalogue-locations';
import { suppliers } from './schema/suppliers';
import { tourDepartures, tours } from './schema/tours';
import { users } from './schema/users';

/**
 * Demo scheduled tours (issue 10): two categories, three New Zealand tours and one Australian,
 * each with two seasons of rates and departures every one to three weeks from the seed's date.
 * With the demo bookings, the demo agencies have booked seats on the nearer departures (as
 * confirmed bookings with their invoices), so the yield and availability screens show a full
 * departure, departures above and below break-even, and empty ones.
 */

type TText = Partial<TLocalizedText> & { en: string };

interface TDemoDay {
  title: TText;
  description: TText;
  overnight: string | null;
  meals: 'B' | 'BD' | 'D' | 'BL' | 'BLD' | '';
}

interface TDemoRate {
  roomType: TRoomTypeCode;
  costCents: number;
  sellCents: number;
}

interface TDemoTour {
  code: string;
  name: string;
  brandId: 1 | 2;
  category: string;
  supplierCode: string;
  start: string;
  end: string;
  overview: TText;
  inclusions: TText;
  /**
   * PNG renditions of the SVG scenes beside them in apps/web/public/demo/tours: the itinerary PDF
   * draws PNG and JPEG only (the SVGs stay for databases seeded before).
   */
  images: string[];
  days: TDemoDay[];
  rates: TDemoRate[];
  departures: {
    firstInDays: number;
    everyDays: number;
    count: number;
    capacity: number;
    breakEvenSeats: number;
    fixedCostCents: number;
  };
  /** Seats booked by the demo agency: departure number (from 0) and rooms of each booking. */
  bookings: { departure: number; rooms: [TRoomTypeCode, number][]; name: string }[];
}

const CATEGORIES = [
  {
    name: 'Coach tours',
    description:
      'Small-group coach touring with a driver-guide, hotels and most breakfasts included.',
  },
  {
    name: 'Guided walks & nature',
    description: 'Walking holidays with a local guide, lodges and packed lunches.',
  },
];

function text(en: string, rest: Partial<TLocalizedText> = {}): TLocalizedText {
  return { en, de: '', es: '', it: '', fr: '', ...rest };
}

export const DEMO_TOURS: readonly TDemoTour[] = [
  {
    code: 'NZ-NIX5',
    name: 'North Island Explorer',
    brandId: 1,
    category: 'Coach tours',
    supplierCode: 'KIWICOA',
    start: 'AKL',
    end: 'WLG',
    overview: {
      en: '5 days from Auckland to Wellington with a driver-guide all the way. Geysers and Maori culture in Rotorua, Lake Taupo and the volcanoes of Tongariro.',
      de: '5 Tage von Auckland nach Wellington mit Fahrer-Reiseleiter. Geysire und Maori-Kultur in Rotorua, der Lake Taupo und die Vulkane des Tongariro.',
      es: '5 días de Auckland a Wellington con conductor-guía. Géiseres y cultura maorí en Rotorua, el lago Taupo y los volcanes del Tongariro.',
      it: '5 giorni da Auckland a Wellington con autista-guida. Geyser e cultura maori a Rotorua, il lago Taupo e i vulcani del Tongariro.',
      fr: '5 jours d’Auckland à Wellington avec un chauffeur-guide. Geysers et culture maorie à Rotorua, le lac Taupo et les volcans du Tongariro.',
    },
    inclusions: {
      en: 'Coach travel with a driver-guide\nFour nights in 4-star hotels\nDaily breakfast and two dinners\nTe Puia geothermal valley entry\nHangi dinner and cultural performance',
      de: 'Busreise mit Fahrer-Reiseleiter\nVier Nächte in 4-Sterne-Hotels\nTäglich Frühstück und zwei Abendessen\nEintritt ins Thermaltal Te Puia\nHangi-Abendessen mit Kulturvorführung',
      es: 'Viaje en autocar con conductor-guía\nCuatro noches en hoteles de 4 estrellas\nDesayuno diario y dos cenas\nEntrada al valle geotérmico de Te Puia\nCena hangi con espectáculo cultural',
      it: 'Viaggio in pullman con autista-guida\nQuattro notti in hotel 4 stelle\nColazione ogni giorno e due cene\nIngresso alla valle geotermica di Te Puia\nCena hangi con spettacolo culturale',
      fr: 'Voyage en autocar avec chauffeur-guide\nQuatre nuits en hôtels 4 étoiles\nPetit-déjeuner chaque jour et deux dîners\nEntrée à la vallée géothermique de Te Puia\nDîner hangi et spectacle culturel',
    },
    images: ['/demo/tours/north-island-explorer.png', '/demo/tours/rotorua-geyser.png'],
    days: [
      {
        title: { en: 'Auckland to Rotorua', de: 'Auckland nach Rotorua' },
        description: {
          en: 'South through the green farmland of the Waikato to Rotorua. In the evening a Maori welcome, a cultural performance and a hangi feast cooked in the earth.',
          de: 'Durch das grüne Farmland des Waikato nach Süden bis Rotorua. Am Abend ein Maori-Willkommen, eine Kulturvorführung und ein in der Erde gegartes Hangi-Festessen.',
          es: 'Hacia el sur por las verdes granjas del Waikato hasta Rotorua. Por la noche, bienvenida maorí, espectáculo cultural y un banquete hangi cocinado bajo tierra.',
          it: 'A sud tra le verdi campagne del Waikato fino a Rotorua. La sera, benvenuto maori, spettacolo culturale e una cena hangi cotta sotto terra.',
          fr: 'Vers le sud à travers les vertes campagnes du Waikato jusqu’à Rotorua. Le soir, accueil maori, spectacle culturel et festin hangi cuit dans la terre.',
        },
        overnight: 'ROT',
        meals: 'D',
      },
      {
        title: { en: 'Geysers of Te Puia', de: 'Die Geysire von Te Puia' },
        description: {
          en: 'A morning in the Te Puia geothermal valley: the Pohutu geyser, bubbling mud pools and the national carving and weaving school. The afternoon is free in Rotorua.',
          de: 'Ein Vormittag im Thermaltal Te Puia: der Pohutu-Geysir, blubbernde Schlammtöpfe und die nationale Schnitz- und Webschule. Der Nachmittag in Rotorua ist frei.',
          es: 'Una mañana en el valle geotérmico de Te Puia: el géiser Pohutu, las pozas de barro burbujeante y la escuela nacional de tallado y tejido. Tarde libre en Rotorua.',
          it: 'Una mattinata nella valle geotermica di Te Puia: il geyser Pohutu, le pozze di fango ribollente e la scuola nazionale di intaglio e tessitura. Pomeriggio libero a Rotorua.',
          fr: 'Une matinée dans la vallée géothermique de Te Puia : le geyser Pohutu, les mares de boue bouillonnante et l’école nationale de sculpture et de tissage. Après-midi libre à Rotorua.',
        },
        overnight: 'ROT',
        meals: 'B',
      },
      {
        title: { en: 'Rotorua to Taupo', de: 'Rotorua nach Taupo' },
        description: {
          en: 'On to Taupo by way of the roaring Huka Falls. In the afternoon a cruise on Lake Taupo to the Maori rock carvings at Mine Bay, then dinner at the hotel.',
          de: 'Weiter nach Taupo über die tosenden Huka Falls. Am Nachmittag eine Bootsfahrt auf dem Lake Taupo zu den Maori-Felsschnitzereien in der Mine Bay, danach Abendessen im Hotel.',
          es: 'Seguimos hacia Taupo pasando por las estruendosas cataratas Huka. Por la tarde, crucero por el lago Taupo hasta las tallas maoríes de Mine Bay y cena en el hotel.',
          it: 'Si prosegue per Taupo passando dalle fragorose Huka Falls. Nel pomeriggio crociera sul lago Taupo fino alle sculture maori di Mine Bay, poi cena in hotel.',
          fr: 'Route vers Taupo par les grondantes chutes Huka. L’après-midi, croisière sur le lac Taupo jusqu’aux sculptures maories de Mine Bay, puis dîner à l’hôtel.',
        },
        overnight: 'TUO',
        meals: 'BD',
      },
      {
        title: { en: 'Tongariro National Park', de: 'Tongariro-Nationalpark' },
        description: {
          en: 'The Desert Road crosses the high plateau of the Tongariro park. You pass three volcanoes: Ruapehu, Ngauruhoe and Tongariro. Then the road runs south to the capital, Wellington.',
          de: 'Die Desert Road quert das Hochplateau des Tongariro-Nationalparks. Sie führt vorbei an den Vulkanen Ruapehu, Ngauruhoe und Tongariro. Dann geht es nach Süden in die Hauptstadt Wellington.',
          es: 'La Desert Road cruza la meseta del Parque Nacional de Tongariro. Pasa junto a los volcanes Ruapehu, Ngauruhoe y Tongariro. Después baja hasta la capital, Wellington.',
          it: 'La Desert Road attraversa l’altopiano del Parco nazionale del Tongariro. Passa accanto ai vulcani Ruapehu, Ngauruhoe e Tongariro. Poi scende verso sud fino alla capitale, Wellington.',
          fr: 'La Desert Road traverse le plateau du parc national de Tongariro. Elle passe au pied des volcans Ruapehu, Ngauruhoe et Tongariro. Puis elle descend vers le sud jusqu’à la capitale, Wellington.',
        },
        overnight: 'WLG',
        meals: 'B',
      },
      {
        title: { en: 'Wellington', de: 'Wellington' },
        description: {
          en: 'A guided morning at Te Papa, the national museum, with its Maori treasures and earthquake house. Lunch on the waterfront; the tour ends there in the early afternoon.',
          de: 'Ein geführter Vormittag im Nationalmuseum Te Papa mit seinen Maori-Schätzen und dem Erdbebenhaus. Mittagessen an der Uferpromenade; dort endet die Reise am frühen Nachmittag.',
          es: 'Una mañana guiada en Te Papa, el museo nacional, con sus tesoros maoríes y la casa del terremoto. Almuerzo junto al puerto, donde el circuito termina a primera hora de la tarde.',
          it: 'Una mattinata guidata al Te Papa, il museo nazionale, con i suoi tesori maori e la casa del terremoto. Pranzo sul lungomare, dove il tour termina nel primo pomeriggio.',
          fr: 'Une matinée guidée au Te Papa, le musée national, avec ses trésors maoris et sa maison du séisme. Déjeuner sur le front de mer, où le circuit se termine en début d’après-midi.',
        },
        overnight: null,
        meals: 'BL',
      },
    ],
    rates: [
      { roomType: 'TW', costCents: 156_000, sellCents: 219_000 },
      { roomType: 'DB', costCents: 156_000, sellCents: 219_000 },
      { roomType: 'SG', costCents: 208_000, sellCents: 289_000 },
      { roomType: 'TR', costCents: 145_000, sellCents: 205_000 },
    ],
    departures: {
      firstInDays: 9,
      everyDays: 14,
      count: 10,
      capacity: 24,
      breakEvenSeats: 16,
      fixedCostCents: 960_000,
    },
    bookings: [
      {
        departure: 0,
        rooms: [
          ['TW', 2],
          ['TW', 2],
          ['TW', 2],
          ['SG', 1],
        ],
        name: 'Auckland walking club',
      },
      {
        departure: 0,
        rooms: [
          ['DB', 2],
          ['TW', 2],
        ],
        name: 'Okafor family',
      },
      {
        departure: 1,
        rooms: [
          ['TW', 2],
          ['TW', 2],
          ['TW', 2],
          ['TW', 2],
          ['TW', 2],
          ['TW', 2],
          ['SG', 1],
          ['SG', 1],
          ['TR', 3],
        ],
        name: 'Camera club of Hamburg',
      },
    ],
  },
  {
    code: 'NZ-SAF6',
    name: 'Southern Alps & Fiordland',
    brandId: 1,
    category: 'Coach tours',
    supplierCode: 'KIWICOA',
    start: 'CHC',
    end: 'ZQN',
    overview: {
      en: '6 days across the Southern Alps from Christchurch to Queenstown. The West Coast glaciers, the lakes of Wanaka and a cruise on Milford Sound.',
      de: '6 Tage über die Südalpen von Christchurch nach Queenstown. Die Gletscher der Westküste, die Seen von Wanaka und eine Bootsfahrt auf dem Milford Sound.',
      es: '6 días por los Alpes del Sur de Christchurch a Queenstown. Los glaciares de la costa oeste, los lagos de Wanaka y un crucero por Milford Sound.',
      it: '6 giorni attraverso le Alpi del Sud da Christchurch a Queenstown. I ghiacciai della West Coast, i laghi di Wanaka e una crociera a Milford Sound.',
      fr: '6 jours à travers les Alpes du Sud de Christchurch à Queenstown. Les glaciers de la côte ouest, les lacs de Wanaka et une croisière sur le Milford Sound.',
    },
    inclusions: {
      en: 'Coach travel with a driver-guide\nFive nights in hotels and lodges\nDaily breakfast and three dinners\nMilford Sound nature cruise',
      de: 'Busreise mit Fahrer-Reiseleiter\nFünf Nächte in Hotels und Lodges\nTäglich Frühstück und drei Abendessen\nNaturkreuzfahrt auf dem Milford Sound',
      es: 'Viaje en autocar con conductor-guía\nCinco noches en hoteles y lodges\nDesayuno diario y tres cenas\nCrucero de naturaleza por Milford Sound',
      it: 'Viaggio in pullman con autista-guida\nCinque notti in hotel e lodge\nColazione ogni giorno e tre cene\nCrociera naturalistica a Milford Sound',
      fr: 'Voyage en autocar avec chauffeur-guide\nCinq nuits en hôtels et lodges\nPetit-déjeuner chaque jour et trois dîners\nCroisière nature sur le Milford Sound',
    },
    images: ['/demo/tours/southern-alps.png'],
    days: [
      {
        title: { en: 'Christchurch to Franz Josef', de: 'Christchurch nach Franz Josef' },
        description: {
          en: "From Christchurch across the Canterbury Plains and over Arthur's Pass, with a stop in the alpine village, then down to the wild West Coast and the glacier town of Franz Josef.",
          de: "Von Christchurch über die Canterbury Plains und den Arthur's Pass mit einem Halt im Bergdorf. Dann geht es hinunter an die wilde Westküste und in den Gletscherort Franz Josef.",
          es: "De Christchurch por las llanuras de Canterbury y el Arthur's Pass, con parada en el pueblo alpino. Después, bajada a la salvaje costa oeste y al pueblo glaciar de Franz Josef.",
          it: "Da Christchurch attraverso le pianure di Canterbury e l’Arthur's Pass, con sosta nel villaggio alpino. Poi giù verso la selvaggia West Coast e il paese glaciale di Franz Josef.",
          fr: "De Christchurch par les plaines de Canterbury et l’Arthur's Pass, avec un arrêt au village alpin. Puis descente vers la sauvage côte ouest et le village glaciaire de Franz Josef.",
        },
        overnight: 'FJZ',
        meals: 'D',
      },
      {
        title: { en: 'Glacier country', de: 'Gletscherland' },
        description: {
          en: 'A guided morning walk up the Franz Josef glacier valley to the viewpoint below the ice. The afternoon is free for a scenic flight or the hot pools in the rainforest.',
          de: 'Eine geführte Morgenwanderung durch das Tal des Franz-Josef-Gletschers bis zum Aussichtspunkt unter dem Eis. Der Nachmittag ist frei für einen Rundflug oder die heißen Becken im Regenwald.',
          es: 'Caminata guiada por la mañana por el valle del glaciar Franz Josef hasta el mirador al pie del hielo. Tarde libre para un vuelo panorámico o las piscinas termales en la selva.',
          it: 'Camminata guidata al mattino nella valle del ghiacciaio Franz Josef fino al belvedere sotto il ghiaccio. Pomeriggio libero per un volo panoramico o le piscine termali nella foresta.',
          fr: 'Marche guidée le matin dans la vallée du glacier Franz Josef jusqu’au belvédère sous la glace. Après-midi libre pour un survol panoramique ou les bassins chauds de la forêt.',
        },
        overnight: 'FJZ',
        meals: 'B',
      },
      {
        title: { en: 'Haast Pass to Wanaka', de: 'Über den Haast Pass nach Wanaka' },
        description: {
          en: 'South along the coast through rainforest to Haast, then over the Haast Pass with short walks to the Blue Pools and Fantail Falls, arriving by the lakes at Wanaka.',
          de: 'Entlang der Küste durch den Regenwald nach Haast. Dann über den Haast Pass mit kurzen Wanderungen zu den Blue Pools und den Fantail Falls, Ankunft an den Seen von Wanaka.',
          es: 'Hacia el sur por la costa entre selva hasta Haast. Luego el Haast Pass, con paseos cortos a las Blue Pools y las Fantail Falls, hasta los lagos de Wanaka.',
          it: 'A sud lungo la costa nella foresta pluviale fino a Haast. Poi il Haast Pass con brevi passeggiate alle Blue Pools e alle Fantail Falls, fino ai laghi di Wanaka.',
          fr: 'Vers le sud le long de la côte à travers la forêt jusqu’à Haast. Puis le col de Haast avec de courtes marches aux Blue Pools et aux Fantail Falls, jusqu’aux lacs de Wanaka.',
        },
        overnight: 'WKA',
        meals: 'BD',
      },
      {
        title: { en: 'Wanaka to Te Anau', de: 'Wanaka nach Te Anau' },
        description: {
          en: 'Over the Crown Range, the highest sealed road in the country, to Queenstown for a stop by the lake, then on through farmland to Te Anau on the edge of Fiordland.',
          de: 'Über die Crown Range, die höchste asphaltierte Straße des Landes, nach Queenstown mit einem Halt am See. Dann weiter durch Farmland nach Te Anau am Rand des Fiordland.',
          es: 'Por la Crown Range, la carretera asfaltada más alta del país, hasta Queenstown con parada junto al lago. Después, entre granjas hasta Te Anau, a las puertas de Fiordland.',
          it: 'Attraverso la Crown Range, la strada asfaltata più alta del paese, fino a Queenstown con sosta sul lago. Poi tra le fattorie fino a Te Anau, alle porte del Fiordland.',
          fr: 'Par la Crown Range, la plus haute route goudronnée du pays, jusqu’à Queenstown pour un arrêt au bord du lac. Puis à travers les fermes jusqu’à Te Anau, aux portes du Fiordland.',
        },
        overnight: 'TEU',
        meals: 'B',
      },
      {
        title: { en: 'Milford Sound', de: 'Milford Sound' },
        description: {
          en: 'The Milford Road climbs through beech forest and the Homer Tunnel to Milford Sound. A nature cruise runs past waterfalls and seals to the Tasman Sea and back.',
          de: 'Die Milford Road führt durch Buchenwald und den Homer-Tunnel zum Milford Sound. Eine Naturkreuzfahrt geht vorbei an Wasserfällen und Robben bis zur Tasmansee und zurück.',
          es: 'La Milford Road sube entre bosques de hayas y por el túnel Homer hasta Milford Sound. Un crucero de naturaleza pasa junto a cascadas y focas hasta el mar de Tasmania.',
          it: 'La Milford Road sale tra faggete e nel tunnel Homer fino a Milford Sound. Una crociera naturalistica passa tra cascate e foche fino al Mar di Tasman e ritorno.',
          fr: 'La Milford Road grimpe à travers la forêt de hêtres et le tunnel Homer jusqu’au Milford Sound. Une croisière nature longe cascades et phoques jusqu’à la mer de Tasman.',
        },
        overnight: 'TEU',
        meals: 'BD',
      },
      {
        title: { en: 'Te Anau to Queenstown', de: 'Te Anau nach Queenstown' },
        description: {
          en: 'A morning drive along Lake Wakatipu to Queenstown, with a stop at the Kawarau Bridge where bungy jumping began. The tour ends in the town centre at midday.',
          de: 'Am Vormittag am Lake Wakatipu entlang nach Queenstown, mit Halt an der Kawarau Bridge, wo das Bungeespringen begann. Die Reise endet mittags im Stadtzentrum.',
          es: 'Por la mañana, a orillas del lago Wakatipu hasta Queenstown, con parada en el puente Kawarau, cuna del puenting. El circuito termina en el centro a mediodía.',
          it: 'Al mattino lungo il lago Wakatipu fino a Queenstown, con sosta al Kawarau Bridge dove nacque il bungy jumping. Il tour termina in centro a mezzogiorno.',
          fr: 'Le matin, route le long du lac Wakatipu jusqu’à Queenstown, avec un arrêt au pont Kawarau où est né le saut à l’élastique. Le circuit se termine au centre à midi.',
        },
        overnight: null,
        meals: 'B',
      },
    ],
    rates: [
      { roomType: 'TW', costCents: 204_000, sellCents: 285_000 },
      { roomType: 'DB', costCents: 204_000, sellCents: 285_000 },
      { roomType: 'SG', costCents: 265_000, sellCents: 369_000 },
      { roomType: 'TR', costCents: 196_000, sellCents: 275_000 },
    ],
    departures: {
      firstInDays: 16,
      everyDays: 21,
      count: 8,
      capacity: 20,
      breakEvenSeats: 14,
      fixedCostCents: 1_080_000,
    },
    bookings: [
      {
        departure: 0,
        rooms: [
          ['TW', 2],
          ['TW', 2],
          ['TW', 2],
          ['TW', 2],
          ['TR', 3],
          ['TR', 3],
          ['TR', 3],
          ['TR', 3],
        ],
        name: 'Alpine painters group',
      },
    ],
  },
  {
    code: 'NZ-ATW3',
    name: 'Abel Tasman Coastal Walk',
    brandId: 1,
    category: 'Guided walks & nature',
    supplierCode: 'ABELWK',
    start: 'NSN',
    end: 'NSN',
    overview: {
      en: '3 days walking the golden beaches of the Abel Tasman Coast Track with a local guide. The nights are spent in beachfront lodges, and a water taxi brings you back.',
      de: '3 Tage auf dem Abel Tasman Coast Track mit einheimischem Guide. Übernachtet wird in Lodges am Strand, und ein Wassertaxi bringt Sie zurück.',
      es: '3 días caminando por las playas doradas del Abel Tasman Coast Track con un guía local. Las noches son en lodges frente al mar y un taxi acuático le trae de vuelta.',
      it: '3 giorni a piedi sulle spiagge dorate dell’Abel Tasman Coast Track con una guida locale. Si dorme in lodge sul mare e un water taxi vi riporta indietro.',
      fr: '3 jours de marche sur les plages dorées de l’Abel Tasman Coast Track avec un guide local. Les nuits se passent en lodges en bord de mer et un bateau-taxi vous ramène.',
    },
    inclusions: {
      en: 'Guided walking, 12 to 16 km a day\nTwo nights in beachfront lodges\nAll meals from lunch on day 1\nWater taxi back to Marahau',
      de: 'Geführte Wanderungen, 12 bis 16 km am Tag\nZwei Nächte in Lodges am Strand\nAlle Mahlzeiten ab dem Mittagessen am 1. Tag\nWassertaxi zurück nach Marahau',
      es: 'Caminatas guiadas, de 12 a 16 km al día\nDos noches en lodges frente a la playa\nTodas las comidas desde el almuerzo del día 1\nTaxi acuático de vuelta a Marahau',
      it: 'Camminate guidate, da 12 a 16 km al giorno\nDue notti in lodge sulla spiaggia\nTutti i pasti dal pranzo del giorno 1\nWater taxi di ritorno a Marahau',
      fr: 'Randonnées guidées, 12 à 16 km par jour\nDeux nuits en lodges en bord de plage\nTous les repas à partir du déjeuner du jour 1\nBateau-taxi pour le retour à Marahau',
    },
    images: ['/demo/tours/abel-tasman.png'],
    days: [
      {
        title: { en: 'Marahau to Anchorage', de: 'Marahau nach Anchorage' },
        description: {
          en: 'From Marahau the coast track follows golden beaches and granite headlands past Apple Tree Bay and Stillwell Bay to the lodge at Anchorage, about 12 km on foot.',
          de: 'Von Marahau folgt der Küstenweg goldenen Stränden und Granitkaps. Vorbei an der Apple Tree Bay und der Stillwell Bay geht es zur Lodge in Anchorage, etwa 12 km zu Fuß.',
          es: 'Desde Marahau, el sendero costero sigue playas doradas y cabos de granito. Pasa por Apple Tree Bay y Stillwell Bay hasta el lodge de Anchorage, unos 12 km a pie.',
          it: 'Da Marahau il sentiero costiero segue spiagge dorate e promontori di granito. Passa oltre Apple Tree Bay e Stillwell Bay fino al lodge di Anchorage, circa 12 km a piedi.',
          fr: 'De Marahau, le sentier côtier longe plages dorées et caps de granit. Il passe par Apple Tree Bay et Stillwell Bay jusqu’au lodge d’Anchorage, environ 12 km à pied.',
        },
        overnight: 'NSN',
        meals: 'D',
      },
      {
        title: { en: 'Torrent Bay and Bark Bay', de: 'Torrent Bay und Bark Bay' },
        // Deliberately poor (English only, a sales call, short) so the content assessment has
        // something to rank first in the demo.
        description: { en: 'Swing bridge, swim. Book now!' },
        overnight: 'NSN',
        meals: 'BLD',
      },
      {
        title: { en: 'Awaroa and the water taxi', de: 'Awaroa und das Wassertaxi' },
        description: {
          en: 'A last morning walk through coastal forest to Awaroa and its wide tidal inlet. After a picnic lunch on the beach the water taxi takes the group back to Marahau.',
          de: 'Eine letzte Morgenwanderung durch Küstenwald nach Awaroa mit seiner weiten Gezeitenbucht. Nach einem Picknick am Strand bringt das Wassertaxi die Gruppe zurück nach Marahau.',
          es: 'Una última caminata matinal por el bosque costero hasta Awaroa y su amplia ensenada de marea. Tras un pícnic en la playa, el taxi acuático lleva al grupo a Marahau.',
          it: 'Un’ultima camminata mattutina nella foresta costiera fino ad Awaroa e alla sua ampia insenatura di marea. Dopo un picnic in spiaggia, il water taxi riporta il gruppo a Marahau.',
          fr: 'Une dernière marche matinale dans la forêt côtière jusqu’à Awaroa et sa vaste anse à marée. Après un pique-nique sur la plage, le bateau-taxi ramène le groupe à Marahau.',
        },
        overnight: null,
        meals: 'BL',
      },
    ],
    rates: [
      { roomType: 'TW', costCents: 89_000, sellCents: 129_000 },
      { roomType: 'DB', costCents: 89_000, sellCents: 129_000 },
      { roomType: 'SG', costCents: 111_000, sellCents: 159_000 },
    ],
    departures: {
      firstInDays: 5,
      everyDays: 7,
      count: 12,
      capacity: 12,
      breakEvenSeats: 6,
      fixedCostCents: 180_000,
    },
    bookings: [
      {
        departure: 0,
        rooms: [
          ['TW', 2],
          ['DB', 2],
          ['SG', 1],
        ],
        name: 'Harrison',
      },
    ],
  },
  {
    code: 'AU-RCX4',
    name: 'Red Centre Explorer',
    brandId: 2,
    category: 'Coach tours',
    supplierCode: 'REDCOA',
    start: 'ASP',
    end: 'AYQ',
    overview: {
      en: '4 days from Alice Springs to Uluru with a driver-guide. The MacDonnell Ranges, the Kings Canyon rim walk and sunset at Uluru and Kata Tjuta.',
      de: '4 Tage von Alice Springs zum Uluru mit Fahrer-Reiseleiter. Die MacDonnell Ranges, der Rim Walk am Kings Canyon und Sonnenuntergang am Uluru.',
      es: '4 días de Alice Springs a Uluru con conductor-guía. Los MacDonnell Ranges, el Rim Walk de Kings Canyon y la puesta de sol en Uluru y Kata Tjuta.',
      it: '4 giorni da Alice Springs a Uluru con autista-guida. I MacDonnell Ranges, il Rim Walk di Kings Canyon e il tramonto a Uluru e Kata Tjuta.',
      fr: '4 jours d’Alice Springs à Uluru avec un chauffeur-guide. Les MacDonnell Ranges, le Rim Walk de Kings Canyon et le coucher de soleil sur Uluru et Kata Tjuta.',
    },
    inclusions: {
      en: 'Coach travel with a driver-guide\nThree nights in outback hotels\nDaily breakfast and two dinners\nUluru-Kata Tjuta park pass',
      de: 'Busreise mit Fahrer-Reiseleiter\nDrei Nächte in Outback-Hotels\nTäglich Frühstück und zwei Abendessen\nParkpass Uluru-Kata Tjuta',
      es: 'Viaje en autocar con conductor-guía\nTres noches en hoteles del outback\nDesayuno diario y dos cenas\nPase del parque Uluru-Kata Tjuta',
      it: 'Viaggio in pullman con autista-guida\nTre notti in hotel nell’outback\nColazione ogni giorno e due cene\nPass del parco Uluru-Kata Tjuta',
      fr: 'Voyage en autocar avec chauffeur-guide\nTrois nuits en hôtels de l’outback\nPetit-déjeuner chaque jour et deux dîners\nPass du parc Uluru-Kata Tjuta',
    },
    images: ['/demo/tours/red-centre.png'],
    days: [
      {
        title: {
          en: 'Alice Springs and the West MacDonnells',
          de: 'Alice Springs und die West MacDonnells',
        },
        description: {
          en: 'West from Alice Springs into the MacDonnell Ranges: rock wallabies at Simpsons Gap, the narrow walls of Standley Chasm at midday and the waterhole of Ormiston Gorge.',
          de: 'Von Alice Springs geht es nach Westen in die MacDonnell Ranges. Felswallabys am Simpsons Gap, die engen Wände des Standley Chasm zur Mittagszeit und das Wasserloch der Ormiston Gorge.',
          es: 'Al oeste de Alice Springs se alzan los MacDonnell Ranges. Ualabíes de roca en Simpsons Gap, las estrechas paredes de Standley Chasm a mediodía y la poza de Ormiston Gorge.',
          it: 'A ovest di Alice Springs si alzano i MacDonnell Ranges. I wallaby delle rocce a Simpsons Gap, le strette pareti di Standley Chasm a mezzogiorno e la pozza di Ormiston Gorge.',
          fr: 'À l’ouest d’Alice Springs se dressent les MacDonnell Ranges. Wallabies des rochers à Simpsons Gap, les parois étroites de Standley Chasm à midi et le trou d’eau d’Ormiston Gorge.',
        },
        overnight: 'ASP',
        meals: 'D',
      },
      {
        title: { en: 'To Kings Canyon', de: 'Zum Kings Canyon' },
        description: {
          en: 'The unsealed Mereenie Loop crosses red desert and Aboriginal land to Kings Canyon, with a stop at the Gosses Bluff crater. The evening is free at the resort.',
          de: 'Der unbefestigte Mereenie Loop führt durch rote Wüste und Aborigines-Land zum Kings Canyon, mit einem Halt am Krater Gosses Bluff. Der Abend im Resort ist frei.',
          es: 'El Mereenie Loop, sin asfaltar, cruza el desierto rojo y tierras aborígenes hasta Kings Canyon, con parada en el cráter de Gosses Bluff. Noche libre en el resort.',
          it: 'Il Mereenie Loop, non asfaltato, attraversa il deserto rosso e terre aborigene fino a Kings Canyon, con sosta al cratere di Gosses Bluff. Serata libera al resort.',
          fr: 'La Mereenie Loop, non goudronnée, traverse le désert rouge et des terres aborigènes jusqu’à Kings Canyon, avec un arrêt au cratère de Gosses Bluff. Soirée libre au resort.',
        },
        overnight: 'AYQ',
        meals: 'B',
      },
      {
        title: { en: 'Kings Canyon rim walk', de: 'Kings Canyon Rim Walk' },
        description: {
          en: 'The Kings Canyon rim walk starts at dawn, about three hours around the sandstone domes and the Garden of Eden. In the afternoon on to Uluru for sunset and dinner.',
          de: 'Der Rim Walk am Kings Canyon beginnt im Morgengrauen, etwa drei Stunden rund um die Sandsteinkuppeln und den Garden of Eden. Am Nachmittag weiter zum Uluru zu Sonnenuntergang und Abendessen.',
          es: 'El Rim Walk de Kings Canyon empieza al amanecer, unas tres horas entre cúpulas de arenisca y el Jardín del Edén. Por la tarde, a Uluru para la puesta de sol y la cena.',
          it: 'Il Rim Walk di Kings Canyon parte all’alba, circa tre ore tra le cupole di arenaria e il Giardino dell’Eden. Nel pomeriggio verso Uluru per il tramonto e la cena.',
          fr: 'Le Rim Walk de Kings Canyon commence à l’aube, environ trois heures parmi les dômes de grès et le Jardin d’Éden. L’après-midi, route vers Uluru pour le coucher du soleil et le dîner.',
        },
        overnight: 'AYQ',
        meals: 'BD',
      },
      {
        title: { en: 'Uluru and Kata Tjuta', de: 'Uluru und Kata Tjuta' },
        description: {
          en: 'Sunrise over Uluru, then the base walk with an Anangu guide and its rock art. Later the Valley of the Winds walk at Kata Tjuta; the tour ends at Ayers Rock airport.',
          de: 'Sonnenaufgang am Uluru, dann der Base Walk mit einem Anangu-Guide und seinen Felsmalereien. Später die Wanderung im Valley of the Winds an den Kata Tjuta; die Reise endet am Flughafen Ayers Rock.',
          es: 'Amanecer en Uluru y el Base Walk con un guía anangu y su arte rupestre. Después, el Valle de los Vientos en Kata Tjuta; el circuito termina en el aeropuerto de Ayers Rock.',
          it: 'Alba su Uluru, poi il Base Walk con una guida anangu e le sue pitture rupestri. Più tardi la Valle dei Venti a Kata Tjuta; il tour termina all’aeroporto di Ayers Rock.',
          fr: 'Lever du soleil sur Uluru, puis le Base Walk avec un guide anangu et son art rupestre. Ensuite la Vallée des Vents à Kata Tjuta ; le circuit se termine à l’aéroport d’Ayers Rock.',
        },
        overnight: null,
        meals: 'B',
      },
    ],
    rates: [
      { roomType: 'TW', costCents: 124_000, sellCents: 179_000 },
      { roomType: 'DB', costCents: 124_000, sellCents: 179_000 },
      { roomType: 'SG', costCents: 161_000, sellCents: 229_000 },
      { roomType: 'TR', costCents: 119_000, sellCents: 172_000 },
    ],
    departures: {
      firstInDays: 12,
      everyDays: 14,
      count: 10,
      capacity: 22,
      breakEvenSeats: 12,
      fixedCostCents: 720_000,
    },
    bookings: [
      {
        departure: 0,
        rooms: [
          ['TW', 2],
          ['TW', 2],
          ['TW', 2],
          ['TW', 2],
          ['TR', 3],
          ['SG', 1],
        ],
        name: 'Campbell reunion',
      },
      {
        departure: 1,
        rooms: [
          ['TW', 2],
          ['SG', 1],
        ],
        name: 'Murphy',
      },
    ],
  },
];

/** Days before and after which the demo seasons start: a current season and the next one. */
const SEASON_SPLIT_DAYS = 183;
/** The second season's prices, in percent of the first's. */
const NEXT_SEASON_PERCENT = 106;

function mealsOf(meals: TDemoDay['meals']) {
  return {
    hasBreakfast: meals.includes('B'),
    hasLunch: meals.includes('L'),
    hasDinner: meals.includes('D'),
  };
}

function raise(cents: number): number {
  return Math.round((cents * NEXT_SEASON_PERCENT) / 10_000) * 100;
}

/**
 * Seeds the demo tours when there are none yet (a database with any tour is left alone), relative
 * to `today`, the operator's date. Runs after the demo catalogue (its places and suppliers) and
 * users; `bookings: false` leaves every departure empty for suites that count files.
 */
export async function seedDemoTours(
  tx: TTransaction,
  today: string,
  options: { bookings: boolean },
): Promise<void> {
  const [existing] = await tx.select({ total: count() }).from(tours);
  if ((existing?.total ?? 0) > 0) return;
  const placeRows = await tx.select({ id: locations.id, code: locations.code }).from(locations);
  const placeIds = new Map(placeRows.map((row) => [row.code, row.id]));
  const supplierRows = await tx
    .select({
      id: suppliers.id,
      code: suppliers.code,
      phone: suppliers.phone,
      address: suppliers.address,
    })
    .from(suppliers)
    .where(inArray(suppliers.code, [...new Set(DEMO_TOURS.map((tour) => tour.supplierCode))]));
  const supplierByCode = new Map(supplierRows.map((row) => [row.code, row]));
  // Without the demo catalogue (a real installation) there is nothing to attach tours to.
  if (supplierByCode.size === 0 || placeIds.size === 0) return;

  const at = demoMoment(today);
  const categoryIds = new Map<string, number>();
  for (const category of CATEGORIES) {
    categoryIds.set(category.name, await insertCategory(tx, category, at));
  }

  const departuresByTour = new Map<string, TDepartureRow[]>();
  for (const demo of DEMO_TOURS) {
    const supplier = supplierByCode.get(demo.supplierCode);
    const start = placeIds.get(demo.start);
    const end = placeIds.get(demo.end);
    const categoryId = categoryIds.get(demo.category);
    if (!supplier || start === undefined || end === undefined || categoryId === undefined) continue;
    const productId = await insertProduct(
      tx,
      tourProductProfile({
        code: demo.code,
        name: demo.name,
        supplierId: supplier.id,
        startLocationId: start,
        supplier,
      }),
      at,
    );
    const tourId = await insertTour(
      tx,
      {
        code: demo.code,
        name: demo.name,
        brandId: demo.brandId,
        categoryId,
        supplierId: supplier.id,
        productId,
        startLocationId: start,
        endLocationId: end,
        status: 'published',
        durationDays: demo.days.length,
        images: demo.images,
      },
      at,
    );
    await replaceTourDays(
      tx,
      tourId,
      demo.days.map((day, index) => ({
        dayNumber: index + 1,
        title: text(day.title.en, day.title),
        overnightLocationId: day.overnight === null ? null : (placeIds.get(day.overnight) ?? null),
        ...mealsOf(day.meals),
      })),
    );
    // The texts go to the content store as imported versions, like the demo catalogue's.
    const texts: [TContentField, TText][] = [
      ['overview', demo.overview],
      ['inclusions', demo.inclusions],
      ...demo.days.map((day, index): [TContentField, TText] => [
        contentDayField(index + 1),
        day.description,
      ]),
    ];
    await insertImportedContentTexts(
      tx,
      texts.flatMap(([field, localized]) =>
        CONTENT_LANGUAGES.map((language) => ({
          kind: TOUR_CONTENT_KIND,
          entityId: tourId,
          field,
          language,
          text: localized[language] ?? '',
        })),
      ),
      at,
    );
    const split = addDays(today, SEASON_SPLIT_DAYS);
    await insertSeason(
      tx,
      tourId,
      { name: 'Current season', validFrom: addDays(today, -30), validTo: addDays(split, -1) },
      demo.rates,
      at,
    );
    await insertSeason(
      tx,
      tourId,
      { name: 'Next season', validFrom: split, validTo: addDays(today, 730) },
      demo.rates.map((rate) => ({
        ...rate,
        costCents: raise(rate.costCents),
        sellCents: raise(rate.sellCents),
      })),
      at,
    );
    const plan = demo.departures;
    const departures: TDepartureRow[] = [];
    for (let index = 0; index < plan.count; index += 1) {
      const id = await insertDeparture(
        tx,
        tourId,
        {
          departureDate: addDays(today, plan.firstInDays + index * plan.everyDays),
          capacity: plan.capacity,
          breakEvenSeats: plan.breakEvenSeats,
          fixedCostCents: plan.fixedCostCents,
          // The first departure runs whatever it sells: it was promised to the trade.
          isGuaranteed: index === 0,
          status: 'open',
          notes: '',
        },
        at,
      );
      const [row] = await tx.select().from(tourDepartures).where(eq(tourDepartures.id, id));
      if (row) departures.push(row);
    }
    departuresByTour.set(demo.code, departures);
  }

  if (options.bookings) await seedDemoTourBookings(tx, today, departuresByTour);
}

/** The demo agencies' confirmed tour bookings, each a file with its invoice. */
async function seedDemoTourBookings(
  tx: TTransaction,
  today: string,
  departuresByTour: Map<string, TDepartureRow[]>,
): Promise<void> {
  const agents = await tx
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      agencyId: agencies.id,
      brandId: agencies.brandId,
      pricingModel: agencies.pricingModel,
      clientMarkupBasisPoints: agencies.clientMarkupBasisPoints,
    })
    .from(users)
    .innerJoin(agencies, eq(agencies.id, users.agencyId))
    .where(inArray(users.username, ['nz.agent', 'nz.agencyadmin', 'au.agent', 'au.agencyadmin']));
  const clock = demoClockOn(today);
  const at = clock.now();
  let sequence = 0;
  for (const demo of DEMO_TOURS) {
    const departures = departuresByTour.get(demo.code) ?? [];
    const brandAgents = agents.filter((agent) => agent.brandId === demo.brandId);
    const tourRow = await tx.select({ id: tours.id }).from(tours).where(eq(tours.code, demo.code));
    const tour = tourRow[0] ? await findTourById(tx, tourRow[0].id) : null;
    if (!tour || brandAgents.length === 0) continue;
    const days = await findTourDays(tx, tour.id);
    for (const booking of demo.bookings) {
      const departure = departures[booking.departure];
      if (!departure) continue;
      sequence += 1;
      const agent = brandAgents[sequence % brandAgents.length] ?? brandAgents[0];
      if (!agent) continue;
      const rooms: TFileRoom[] = booking.rooms.map(([roomType, adults]) => ({
        roomType,
        adults,
        children: 0,
        guests: [],
      }));
      const booker = {
        user: { id: agent.id, name: agent.name },
        agency: {
          id: agent.agencyId,
          pricingModel: agent.pricingModel,
          clientMarkupBasisPoints: agent.clientMarkupBasisPoints,
        },
      };
      const price = await priceTourBooking(tx, booker.agency, tour, departure, rooms);
      if (!(await takeSeats(tx, departure.id, price.seats, at))) continue;
      const result = await openTourFile(
        tx,
        booker,
        tour,
        departure,
        days,
        {
          rooms,
          bookingName: booking.name,
          yourReference: `DEMO-${String(sequence).padStart(3, '0')}`,
          notes: '',
          fileReference: null,
          expectedSellCents: null,
        },
        price,
        at,
      );
      const line = result.lines.find((candidate) => candidate.key === result.lineKey);
      if (!line) continue;
      await insertTourBooking(tx, {
        departureId: departure.id,
        fileId: result.file.id,
        serviceLineId: line.id,
        agencyId: agent.agencyId,
        seats: price.seats,
        rooms,
        bookedByUserId: agent.id,
        createdAt: at,
      });
      // The operator has confirmed the demo bookings.
      await updateLine(
        tx,
        line.id,
        { status: 'Confirmed', confirmation: `${demo.code.slice(3)}-${1000 + sequence}` },
        at,
      );
      await updateFileStatus(tx, result.file.id, 'Confirmed', {
        updatedByUserId: null,
        updatedAt: at,
      });
      await insertEvents(tx, [
        {
          fileId: result.file.id,
          action: 'status.changed',
          detail: { from: 'Requested', to: 'Confirmed', demo: true },
          actorKind: 'system',
          actorUserId: null,
          actorName: null,
          createdAt: at,
        },
      ]);
      const confirmed = await findFileByReference(tx, result.file.reference, { agencyId: null });
      if (confirmed) await reconcileFileInvoices(tx, confirmed, clock);
    }
  }
}
