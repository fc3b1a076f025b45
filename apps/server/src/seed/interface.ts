import type { interfaces } from '@campito/db';
import type { ImagePlan } from './dogs';
import { randomLook, randomPose } from './looks';
import { Rng } from './random';
import { type PlacedDog, type SlideKind, shelterSvg, slideSvg, volunteersSvg } from './scene-svg';

// Paragraphs are separated by a blank line; the pages decide how to render them.
export const INTERFACE_TEXTS = {
  colaboraText:
    'El Campito se sostiene gracias a personas como vos. Cada peso que donás se transforma en alimento, vacunas, castraciones y en la atención veterinaria que necesitan los perros mientras esperan una familia.\n\n' +
    'Podés hacer una donación única, suscribirte con un aporte mensual o apadrinar a un perro en particular y seguir su historia de cerca. También recibimos alimento, mantas y medicamentos en el refugio.',
  visitasText:
    'Cuando las puertas del Campito están abiertas, podés venir a conocer a los perros, a pasear con ellos por el predio y a compartir una tarde al aire libre.\n\n' +
    'Te pedimos que vengas con ropa cómoda, que no traigas comida para los perros y que sigas siempre las indicaciones de los voluntarios. Si venís con un grupo grande, escribinos antes así te esperamos.',
  escolarText:
    'Con Campito Escolar visitamos escuelas y recibimos grupos en el refugio para hablar de tenencia responsable, adopción y respeto por los animales.\n\n' +
    'Las actividades se adaptan a cada edad, desde el jardín hasta la secundaria, e incluyen juegos, charlas y un recorrido por el predio. Si sos docente y querés sumarte, completá el formulario de contacto eligiendo "campito escolar".',
  voluntarioText:
    'Ser voluntario en El Campito es regalar tiempo y recibir a cambio el cariño más sincero. Necesitamos manos para pasear perros, limpiar caniles, acompañar a los viejitos, ayudar en eventos y difundir en las redes.\n\n' +
    'No hace falta experiencia: te capacitamos y te acompañamos desde el primer día. Completá el formulario contándonos tus días y horarios disponibles, y nos pondremos en contacto con vos.',
  // Example figures for the demo: the shelter writes its own in "Sitio".
  impactText:
    '$ 5.000: el alimento de un perro durante una semana.\n' +
    '$ 15.000: las vacunas anuales de un cachorro.\n' +
    '$ 30.000: una castración.\n' +
    '$ 60.000: un carrito a medida para un perro que no camina.',
} satisfies Partial<typeof interfaces.$inferInsert>;

/**
 * The shelter's data in "Sitio" for the demo. EXAMPLES, NOT REAL DATA: a reserved .example domain, a
 * fictitious 5555 phone, accounts named ".demo", and bank details that belong to no account (a CBU of
 * zeros, an alias and a holder that say EJEMPLO, a CUIT that only passes the check digit). A real site
 * replaces every one of them in the admin panel.
 */
export const DEMO_SITE_SETTINGS = {
  contactEmail: 'hola@elcampito.example',
  contactPhone: '+54 9 11 5555-0123',
  whatsappNumber: '5491155550123',
  address: 'Camino de las Acacias s/n, Guernica, provincia de Buenos Aires',
  mapUrl: 'https://www.openstreetmap.org/?mlat=-34.9146&mlon=-58.3870#map=14/-34.9146/-58.3870',
  instagramUrl: 'https://www.instagram.com/elcampito.demo',
  facebookUrl: 'https://www.facebook.com/elcampito.demo',
  youtubeUrl: 'https://www.youtube.com/@elcampito.demo',
  tiktokUrl: 'https://www.tiktok.com/@elcampito.demo',
  bankCbu: '0000000000000000000000',
  bankAlias: 'CAMPITO.EJEMPLO',
  bankHolder: 'Asociación Civil El Campito (EJEMPLO, no transferir)',
  bankCuit: '30712345671',
  // Issue 36: a demo declares no standing with ARCA, and proposes no increase until staff set one.
  taxStatus: '',
  monthlyIncreasePercent: 0,
  // Issue 37: follow-ups at a week, a month, three and six months; unpublished photos kept half a year.
  followupDays: [7, 30, 90, 180],
  followupPhotoDays: 180,
  // docs/product.md §2.3: visits are suspended for now.
  visitsSuspended: true,
  visitsNotice:
    'Por el momento no estamos recibiendo visitas en el refugio. Cuando volvamos a abrir las puertas lo vas a ver en esta página. Mientras tanto, podés ayudarnos de muchas otras formas.',
  homeBannerText: '',
  homeBannerUrl: '',
} satisfies Partial<typeof interfaces.$inferInsert>;

const SLIDES: [SlideKind, string][] = [
  ['campo', 'Perros del Campito frente a la casita del refugio'],
  ['juegos', 'Perros jugando en el parque del refugio'],
  ['atardecer', 'Perros descansando al atardecer en el Campito'],
  ['familia', 'Perros rodeados de corazones esperando una familia'],
];

export interface InterfacePlan {
  slider: ImagePlan[];
  nosotros: ImagePlan;
  voluntarios: ImagePlan;
}

export function planInterface(): InterfacePlan {
  const rng = new Rng('interface');
  const place = (x: number, y: number, scale: number): PlacedDog => ({
    look: randomLook(rng),
    pose: randomPose(rng),
    x,
    y,
    scale,
  });
  const slider = SLIDES.map(([kind, alt]) => {
    const count = rng.int(2, 3);
    const dogs = Array.from({ length: count }, (_, i) =>
      place(380 + (i * 520) / (count - 1) + rng.int(-30, 30), 445, 0.5),
    );
    return { svg: slideSvg(kind, dogs), alt };
  });
  return {
    slider,
    nosotros: {
      svg: shelterSvg([place(280, 880, 0.6), place(640, 905, 0.7), place(1010, 885, 0.6)]),
      alt: 'La casita de El Campito con tres de sus perros en el pasto',
    },
    voluntarios: {
      svg: volunteersSvg([place(640, 880, 0.55), place(1130, 890, 0.42), place(150, 890, 0.4)]),
      alt: 'Dos voluntarios del Campito junto a tres perros',
    },
  };
}
