import type { TContentKind, TContentLanguage } from '@portal/shared/domain/content-codes';

/**
 * Demo descriptions for the content screens (issue 10): a few complete ones in all five languages
 * and a few deliberately poor ones, so the content assessment has a worst-first list worth
 * reading. Entities not listed keep the English description of the demo catalogue only.
 */
export interface TDemoContent {
  kind: TContentKind;
  code: string;
  texts: Partial<Record<TContentLanguage, string>>;
}

export const DEMO_CONTENT: readonly TDemoContent[] = [
  // Good: times, duration and what is included, in every language.
  {
    kind: 'product',
    code: 'FIORDCR-MFN-CRUISE',
    texts: {
      en: 'Board the nature cruise at the Milford Sound visitor terminal at 11:00 for a 2-hour voyage to the Tasman Sea and back. A nature guide points out fur seals, waterfalls such as Stirling Falls and, with luck, Fiordland crested penguins. Hot drinks and a packed lunch are included. Bring a warm layer: the fiord is cool even in summer.',
      de: 'Um 11:00 Uhr legt das Schiff am Besucherterminal von Milford Sound zur Naturkreuzfahrt ab. Die Fahrt dauert 2 Stunden und führt bis zur Tasmansee und zurück. Ein Naturführer zeigt Ihnen Pelzrobben, Wasserfälle wie die Stirling Falls und mit etwas Glück Dickschnabelpinguine. Heiße Getränke und ein Lunchpaket sind inbegriffen. Nehmen Sie eine warme Jacke mit: Im Fjord ist es auch im Sommer kühl.',
      es: 'El crucero de naturaleza sale a las 11:00 de la terminal de visitantes de Milford Sound. El recorrido dura 2 horas y llega hasta el mar de Tasmania antes de volver. Un guía naturalista le muestra lobos marinos, cascadas como Stirling Falls y, con suerte, pingüinos de Fiordland. Las bebidas calientes y un almuerzo para llevar están incluidos. Lleve ropa de abrigo: el fiordo es fresco incluso en verano.',
      it: "La crociera naturalistica parte alle 11:00 dal terminal visitatori di Milford Sound. Il percorso dura 2 ore e arriva fino al Mar di Tasman prima del ritorno. Una guida naturalistica vi mostra otarie, cascate come le Stirling Falls e, con un po' di fortuna, i pinguini del Fiordland. Bevande calde e un pranzo al sacco sono inclusi. Portate un capo caldo: il fiordo è fresco anche d'estate.",
      fr: "La croisière nature part à 11h00 du terminal des visiteurs de Milford Sound. Le trajet dure 2 heures jusqu'à la mer de Tasman, aller et retour. Un guide naturaliste vous montre les otaries, des cascades comme les Stirling Falls et, avec un peu de chance, des manchots du Fiordland. Les boissons chaudes et un panier-repas sont inclus. Prévoyez une couche chaude : le fjord reste frais même en été.",
    },
  },
  {
    kind: 'product',
    code: 'HARBCR-SYD-LUNCH',
    texts: {
      en: 'Join the lunch cruise at King Street Wharf at 12:00 for 2.5 hours on Sydney Harbour. You glide past the Opera House, under the Harbour Bridge and out to the quiet bays of the eastern shore. A two-course lunch and a glass of Australian wine are included, and the crew shares stories of the harbour along the way.',
      de: 'Die Mittagskreuzfahrt beginnt um 12:00 Uhr am King Street Wharf und dauert 2,5 Stunden. Sie gleiten an der Oper vorbei, unter der Harbour Bridge hindurch und hinaus zu den ruhigen Buchten am Ostufer. Ein Mittagessen mit zwei Gängen und ein Glas australischer Wein sind inbegriffen. Unterwegs erzählt die Crew Geschichten über den Hafen.',
      es: 'El crucero con almuerzo sale a las 12:00 del muelle de King Street y dura 2,5 horas. Pasará junto a la Ópera, bajo el Harbour Bridge y hasta las tranquilas bahías de la costa este. Incluye un almuerzo de dos platos y una copa de vino australiano. Por el camino, la tripulación cuenta historias del puerto.',
      it: "La crociera con pranzo parte alle 12:00 dal molo di King Street e dura 2,5 ore. Si passa davanti all'Opera House, sotto l'Harbour Bridge e fino alle baie tranquille della sponda orientale. Sono inclusi un pranzo di due portate e un bicchiere di vino australiano. Durante il tragitto l'equipaggio racconta storie del porto.",
      fr: "La croisière déjeuner part à 12h00 du quai de King Street et dure 2,5 heures. Vous passez devant l'Opéra, sous le Harbour Bridge, jusqu'aux baies tranquilles de la rive est. Un déjeuner de deux plats et un verre de vin australien sont compris. En chemin, l'équipage raconte l'histoire du port.",
    },
  },
  {
    kind: 'package',
    code: 'NZ-QMP-5',
    texts: {
      en: 'Queenstown and Fiordland at your own pace. This 5-night escape includes private transfers, a full-day private guide and the gondola and luge on Bob’s Peak. You also cruise to the glowworm caves of Lake Te Anau and out on Milford Sound. You stay in hand-picked hotels in the class you choose, and a local host is on call throughout.',
      de: 'Queenstown und Fiordland in Ihrem eigenen Tempo. Die Reise über 5 Nächte beinhaltet private Transfers, einen privaten Reiseleiter für einen ganzen Tag sowie Gondel und Rodelbahn am Bob’s Peak. Dazu kommen eine Fahrt zu den Glühwürmchenhöhlen am Lake Te Anau und eine Kreuzfahrt auf dem Milford Sound. Sie wohnen in ausgewählten Hotels der Kategorie Ihrer Wahl, und eine Ansprechperson vor Ort ist jederzeit erreichbar.',
      es: 'Queenstown y Fiordland a su propio ritmo. La escapada de 5 noches incluye traslados privados, un guía privado durante un día completo y la góndola y el trineo de Bob’s Peak. Además, navegará hasta las cuevas de luciérnagas del lago Te Anau y por el fiordo de Milford Sound. Se alojará en hoteles seleccionados de la categoría que elija, y un anfitrión local estará disponible en todo momento.',
      it: 'Queenstown e il Fiordland con i vostri tempi. La fuga di 5 notti include trasferimenti privati, una guida privata per una giornata intera e la cabinovia con lo slittino di Bob’s Peak. Inoltre navigherete fino alle grotte delle lucciole sul lago Te Anau e nel fiordo di Milford Sound. Alloggerete in hotel selezionati della categoria che preferite, e un referente locale è sempre reperibile.',
      fr: 'Queenstown et le Fiordland à votre rythme. L’escapade de 5 nuits comprend les transferts privés, un guide privé pour une journée entière ainsi que la télécabine et la luge de Bob’s Peak. Vous naviguerez aussi jusqu’aux grottes à vers luisants du lac Te Anau et sur le fjord de Milford Sound. Vous logez dans des hôtels choisis dans la catégorie de votre choix, et un hôte local reste joignable à tout moment.',
    },
  },
  // Poor: the very poor one first (banned and outdated phrases, no facts, no translations).
  {
    kind: 'product',
    code: 'KAIWHL-WHALE',
    texts: {
      en: 'CHEAP whale tour!!! Once in a lifetime. Best price guaranteed, book now and click here. COVID-19 restrictions apply.',
    },
  },
  {
    kind: 'product',
    code: 'TUOJET-TUO-JET',
    texts: {
      en: 'Jet boat ride to Huka Falls. Book now!',
      // A "translation" that is the English copied over.
      de: 'Jet boat ride to Huka Falls. Book now!',
    },
  },
  {
    kind: 'product',
    code: 'GEYSER-ROT-ENTRY',
    texts: {
      en: 'Walk past the geysers and the mud pools and the carving school and the weaving school and the kiwi house and the hot springs and the gift shop and the cafe and then back along the river to the car park which is large and free for all of our visitors every single day of the year.',
    },
  },
  {
    kind: 'package',
    code: 'NZ-RGB-3',
    texts: {
      en: 'Rotorua break. New for 2019! Click here for the best price guaranteed.',
    },
  },
];
