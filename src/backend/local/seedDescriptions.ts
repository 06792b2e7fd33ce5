/**
 * The demo's picture descriptions (alt texts) in five languages, one per picture wherever it is
 * shown, and the gallery's captions. Part of the demo seed (seed.ts).
 */
import type { Lang } from '../../content/constants';

type Text5 = Record<Lang, string>;

/** By file name in public/demo/ (without .svg). */
export const ALT: Record<string, Text5> = {
  'gallery-cypress-road': {
    it: 'Una strada bianca tra i cipressi che sale verso il casale',
    en: 'A white gravel road lined with cypresses, climbing to the farmhouse',
    de: 'Ein weißer Schotterweg zwischen Zypressen, der zum Bauernhaus hinaufführt',
    nl: 'Een witte grindweg met cipressen die naar de boerderij omhoogloopt',
    fr: 'Une route blanche bordée de cyprès qui monte vers la ferme',
  },
  'gallery-courtyard': {
    it: 'Il cortile con il pergolato, una lunga tavola apparecchiata e vasi di terracotta',
    en: 'The courtyard with its pergola, a long laid table and terracotta pots',
    de: 'Der Innenhof mit Pergola, einer langen gedeckten Tafel und Terrakottatöpfen',
    nl: 'De binnenplaats met de pergola, een lange gedekte tafel en terracotta potten',
    fr: 'La cour avec sa pergola, une longue table dressée et des pots en terre cuite',
  },
  'gallery-poppies': {
    it: 'Un campo di papaveri ai piedi delle colline, con una quercia solitaria',
    en: 'A field of poppies below the hills, with a lone oak',
    de: 'Ein Mohnfeld am Fuß der Hügel mit einer einzelnen Eiche',
    nl: 'Een veld met klaprozen onder de heuvels, met een eenzame eik',
    fr: 'Un champ de coquelicots au pied des collines, avec un chêne solitaire',
  },
  'gallery-lake-view': {
    it: 'Il lago tra le colline boscose, alla fine della giornata',
    en: 'The lake between wooded hills at the end of the day',
    de: 'Der See zwischen bewaldeten Hügeln am Abend',
    nl: 'Het meer tussen beboste heuvels aan het eind van de dag',
    fr: 'Le lac entre les collines boisées, en fin de journée',
  },
  'gallery-village-lane': {
    it: 'Un vicolo del borgo antico, con scalini e un arco in pietra',
    en: 'A narrow lane in the old village, with steps and a stone arch',
    de: 'Eine schmale Gasse im alten Dorf mit Stufen und einem Steinbogen',
    nl: 'Een smal straatje in het oude dorp, met trappen en een stenen boog',
    fr: 'Une ruelle du vieux village, avec des marches et une arche de pierre',
  },
  'gallery-olive-harvest': {
    it: 'La raccolta delle olive: reti sotto gli alberi, una scala e cassette piene',
    en: 'The olive harvest: nets under the trees, a ladder and full crates',
    de: 'Die Olivenernte: Netze unter den Bäumen, eine Leiter und volle Kisten',
    nl: 'De olijvenoogst: netten onder de bomen, een ladder en volle kratten',
    fr: 'La récolte des olives : des filets sous les arbres, une échelle et des cagettes pleines',
  },
  'gallery-morning-mist': {
    it: 'La nebbia del mattino tra le colline, una dietro l’altra',
    en: 'Morning mist between the hills, one ridge behind another',
    de: 'Morgennebel zwischen den hintereinander liegenden Hügeln',
    nl: 'Ochtendnevel tussen de heuvels, de ene rug achter de andere',
    fr: 'La brume du matin entre les collines, qui s’étagent les unes derrière les autres',
  },
  'gallery-starry-night': {
    it: 'Una notte stellata sul casale, con le finestre illuminate',
    en: 'A starry night over the farmhouse, its windows lit',
    de: 'Sternennacht über dem Bauernhaus mit erleuchteten Fenstern',
    nl: 'Een sterrennacht boven de boerderij, met verlichte ramen',
    fr: 'Une nuit étoilée sur la ferme, aux fenêtres éclairées',
  },
  'detail-balcony': {
    it: 'Il balconcino sotto il pergolato, con due sedie rivolte verso la valle',
    en: 'The small balcony under the pergola, with two chairs facing the valley',
    de: 'Der kleine Balkon unter der Pergola, zwei Stühle mit Blick ins Tal',
    nl: 'Het balkonnetje onder de pergola, met twee stoelen die uitkijken over het dal',
    fr: 'Le petit balcon sous la pergola, avec deux chaises tournées vers la vallée',
  },
  'detail-bathroom': {
    it: 'Il bagno, con la vasca a libera installazione e le piastrelle in cotto',
    en: 'The bathroom, with a freestanding tub and terracotta tiles',
    de: 'Das Bad mit freistehender Badewanne und Terrakottafliesen',
    nl: 'De badkamer, met een vrijstaand bad en terracotta tegels',
    fr: 'La salle de bains, avec sa baignoire îlot et ses carreaux en terre cuite',
  },
  'detail-reading-corner': {
    it: 'L’angolo lettura, con la libreria e una poltrona',
    en: 'The reading corner, with a bookshelf and an armchair',
    de: 'Die Leseecke mit Bücherregal und Sessel',
    nl: 'De leeshoek, met een boekenkast en een leunstoel',
    fr: 'Le coin lecture, avec une bibliothèque et un fauteuil',
  },
  'detail-tower-view': {
    it: 'La vista dalla finestra della torretta sulle colline e sui vigneti',
    en: 'The view from the tower window over the hills and vineyards',
    de: 'Der Blick aus dem Turmfenster über Hügel und Weinberge',
    nl: 'Het uitzicht vanuit het torenraam over de heuvels en wijngaarden',
    fr: 'La vue depuis la fenêtre de la tourelle sur les collines et les vignes',
  },
  'header-contact': {
    it: 'Il portone ad arco in legno all’ingresso della locanda',
    en: 'The arched wooden front door of the guesthouse',
    de: 'Die gewölbte Holztür am Eingang des Gasthauses',
    nl: 'De houten boogdeur bij de ingang van de herberg',
    fr: 'La porte d’entrée cintrée, en bois, de l’auberge',
  },
  'header-experiences': {
    it: 'Filari di vite nella luce della sera, sotto un paese in collina',
    en: 'Rows of vines in the evening light below a hill town',
    de: 'Rebzeilen im Abendlicht unterhalb eines Hügelstädtchens',
    nl: 'Rijen wijnstokken in het avondlicht onder een heuvelstadje',
    fr: 'Des rangs de vigne dans la lumière du soir, sous un village perché',
  },
  'room-uliveto': {
    it: 'La Camera Uliveto: letto matrimoniale e finestra sugli ulivi',
    en: 'The Olive Grove Room: a double bed and a window onto the olive trees',
    de: 'Das Zimmer Olivenhain: Doppelbett und ein Fenster zu den Olivenbäumen',
    nl: 'Kamer Olijfgaard: een tweepersoonsbed en een raam op de olijfbomen',
    fr: 'La Chambre Oliveraie : un lit double et une fenêtre sur les oliviers',
  },
  'room-glicine': {
    it: 'La Camera Glicine: portafinestra su un piccolo balcone',
    en: 'The Wisteria Room: a French window onto a small balcony',
    de: 'Das Zimmer Glyzinie: eine Fenstertür zu einem kleinen Balkon',
    nl: 'Kamer Blauweregen: openslaande deuren naar een klein balkon',
    fr: 'La Chambre Glycine : une porte-fenêtre sur un petit balcon',
  },
  'room-torretta': {
    it: 'La Suite della Torretta: finestra tonda, travi inclinate e un letto ampio',
    en: 'The Tower Suite: a round window, sloping beams and a wide bed',
    de: 'Die Turmsuite: rundes Fenster, schräge Balken und ein breites Bett',
    nl: 'De Torensuite: een rond raam, schuine balken en een breed bed',
    fr: 'La Suite de la Tourelle : une fenêtre ronde, des poutres en pente et un grand lit',
  },
  'room-fienile': {
    it: 'La Camera Fienile: arco vetrato, un letto matrimoniale e uno singolo',
    en: 'The Hayloft Family Room: a glazed arch, a double and a single bed',
    de: 'Das Familienzimmer Heuboden: verglaster Bogen, ein Doppel- und ein Einzelbett',
    nl: 'Familiekamer Hooizolder: een glazen boog, een tweepersoons- en een eenpersoonsbed',
    fr: 'La Chambre familiale du Fenil : une arche vitrée, un lit double et un lit simple',
  },
  'service-breakfast': {
    it: 'La tavola della colazione sotto il pergolato, con pane, marmellate e frutta',
    en: 'The breakfast table under the pergola, with bread, jams and fruit',
    de: 'Der Frühstückstisch unter der Pergola mit Brot, Marmelade und Obst',
    nl: 'De ontbijttafel onder de pergola, met brood, jam en fruit',
    fr: 'La table du petit-déjeuner sous la pergola, avec du pain, des confitures et des fruits',
  },
  'service-pool': {
    it: 'La piscina con i lettini e la vista sulla valle',
    en: 'The pool with its loungers and a view over the valley',
    de: 'Der Pool mit Liegen und Blick über das Tal',
    nl: 'Het zwembad met ligstoelen en uitzicht over het dal',
    fr: 'La piscine avec ses transats et la vue sur la vallée',
  },
  'service-bicycles': {
    it: 'Due biciclette appoggiate a un muro di pietra, accanto a una strada di cipressi',
    en: 'Two bicycles against a stone wall beside a cypress-lined road',
    de: 'Zwei Fahrräder an einer Steinmauer neben einer Zypressenallee',
    nl: 'Twee fietsen tegen een stenen muur naast een weg met cipressen',
    fr: 'Deux vélos contre un mur de pierre, au bord d’une route bordée de cyprès',
  },
  'service-parking': {
    it: 'Il parcheggio all’ombra di una tettoia di canne, con il cartello del Wi-Fi',
    en: 'Parking in the shade of a reed canopy, with the Wi-Fi sign',
    de: 'Parkplatz im Schatten eines Schilfdachs, mit dem WLAN-Schild',
    nl: 'Parkeerplaats in de schaduw van een rieten afdak, met het wifibord',
    fr: 'Le parking à l’ombre d’un auvent de roseaux, avec le panneau Wi-Fi',
  },
  'exp-wine': {
    it: 'Una degustazione nella cantina a volta, tra le botti di rovere',
    en: 'A tasting in the vaulted cellar, among oak barrels',
    de: 'Eine Weinprobe im Gewölbekeller zwischen Eichenfässern',
    nl: 'Een proeverij in de gewelfde kelder, tussen eikenhouten vaten',
    fr: 'Une dégustation dans la cave voûtée, entre les fûts de chêne',
  },
  'exp-truffle': {
    it: 'Un cane da tartufo che cerca tra le querce, accanto a un cesto di tartufi',
    en: 'A truffle dog searching among the oaks, next to a basket of truffles',
    de: 'Ein Trüffelhund sucht zwischen den Eichen, daneben ein Korb mit Trüffeln',
    nl: 'Een truffelhond zoekt tussen de eiken, naast een mand met truffels',
    fr: 'Un chien truffier qui cherche entre les chênes, près d’un panier de truffes',
  },
  'exp-village': {
    it: 'Un borgo medievale murato in cima alla collina e il sentiero che vi sale',
    en: 'A walled medieval village on a hilltop and the trail that leads up to it',
    de: 'Ein ummauertes mittelalterliches Dorf auf dem Hügel und der Weg hinauf',
    nl: 'Een ommuurd middeleeuws dorp op een heuveltop en het pad ernaartoe',
    fr: 'Un village médiéval fortifié au sommet d’une colline, et le sentier qui y monte',
  },
  'exp-cooking': {
    it: 'La lezione di cucina: farina, uova, un mattarello e nidi di pasta fresca',
    en: 'The cooking class: flour, eggs, a rolling pin and nests of fresh pasta',
    de: 'Der Kochkurs: Mehl, Eier, ein Nudelholz und Nester frischer Pasta',
    nl: 'De kookles: bloem, eieren, een deegroller en nestjes verse pasta',
    fr: 'Le cours de cuisine : farine, œufs, un rouleau et des nids de pâtes fraîches',
  },
  'farmhouse-before': {
    it: 'Il casale prima del restauro: il tetto crollato e i rovi fino alle finestre',
    en: 'The farmhouse before the restoration: the roof fallen in and brambles up to the windows',
    de: 'Das Bauernhaus vor der Restaurierung: eingestürztes Dach und Brombeeren bis an die Fenster',
    nl: 'De boerderij vóór de restauratie: het dak ingestort en bramen tot aan de ramen',
    fr: 'La ferme avant la restauration : le toit effondré et les ronces jusqu’aux fenêtres',
  },
  'farmhouse-after': {
    it: 'Il casale dopo il restauro, con i vasi di gerani e una pianta rampicante',
    en: 'The farmhouse after the restoration, with pots of geraniums and a climbing plant',
    de: 'Das Bauernhaus nach der Restaurierung, mit Geranientöpfen und einer Kletterpflanze',
    nl: 'De boerderij na de restauratie, met potten geraniums en een klimplant',
    fr: 'La ferme après la restauration, avec des pots de géraniums et une plante grimpante',
  },
};

/** Captions of some gallery pictures (the others have none). */
export const CAPTIONS: Record<string, Text5> = {
  'gallery-cypress-road': {
    it: 'La strada che arriva alla Locanda, a fine giugno.',
    en: 'The road up to the Locanda, at the end of June.',
    de: 'Der Weg hinauf zur Locanda, Ende Juni.',
    nl: 'De weg naar Locanda, eind juni.',
    fr: 'La route qui monte à la Locanda, fin juin.',
  },
  'gallery-olive-harvest': {
    it: 'Novembre: la raccolta delle nostre trenta piante. Gli ospiti sono i benvenuti.',
    en: 'November: harvesting our thirty trees. Guests are welcome to join in.',
    de: 'November: Ernte an unseren dreißig Bäumen. Gäste dürfen gern mithelfen.',
    nl: 'November: de oogst van onze dertig bomen. Gasten mogen gerust meehelpen.',
    fr: 'Novembre : la récolte de nos trente arbres. Nos hôtes sont les bienvenus.',
  },
  'gallery-starry-night': {
    it: 'D’estate, dopo cena, le stelle si vedono dal cortile.',
    en: 'On summer evenings after dinner, you can see the stars from the courtyard.',
    de: 'An Sommerabenden sieht man nach dem Essen vom Innenhof aus die Sterne.',
    nl: 'Op zomeravonden zie je na het eten vanaf de binnenplaats de sterren.',
    fr: 'Les soirs d’été, après le dîner, on voit les étoiles depuis la cour.',
  },
};
