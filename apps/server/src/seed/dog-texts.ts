// Invented names, breeds and stories for the demo dogs, written the way the shelter speaks (voseo).
import { DOG_TRAIT_REFERENCES, type DogAge, type DogSize } from '@campito/core';

export const FEMALE_NAMES = [
  'Luna',
  'Negra',
  'Manchita',
  'Chispa',
  'Lola',
  'Canela',
  'Frida',
  'Kira',
  'Mora',
  'Pipa',
  'Nina',
  'Tita',
  'Uma',
  'Sol',
  'Pochola',
  'Greta',
  'Olivia',
  'Malena',
  'Morena',
  'Lupe',
  'Pelusa',
  'Dulce',
  'Mostaza',
  'Pimienta',
  'Abril',
  'Pampa',
  'Yerba',
  'Nube',
  'Flaca',
  'Petisa',
  'Ramona',
  'Tomasa',
  'Mimosa',
  'Merlina',
  'Brisa',
  'India',
  'Tana',
  'Estrella',
  'Reina',
  'Chola',
] as const;

export const MALE_NAMES = [
  'Toby',
  'Rocco',
  'Simón',
  'Pancho',
  'Bruno',
  'Coco',
  'Tango',
  'Ramón',
  'Milo',
  'Lobo',
  'Facundo',
  'Rayo',
  'Chiquito',
  'Zeus',
  'Tobías',
  'Pirata',
  'Bicho',
  'Rulo',
  'Cacho',
  'Fideo',
  'Alfajor',
  'Mate',
  'Turrón',
  'Churro',
  'Ñoqui',
  'Ciro',
  'Homero',
  'Bartolo',
  'Gaucho',
  'Gordo',
  'Felipe',
  'Sultán',
  'Dante',
  'Poroto',
  'Copito',
  'Moro',
  'Paco',
  'Benito',
  'Colo',
  'Tucu',
] as const;

/** Breeds by size; "Mestizo" repeats because most dogs at the shelter are mixed. */
export const RACES: Record<DogSize, readonly string[]> = {
  chico: [
    'Mestizo',
    'Mestizo',
    'Mestizo de Caniche',
    'Salchicha',
    'Mestizo de Salchicha',
    'Mestizo de Terrier',
    'Caniche',
  ],
  mediano: [
    'Mestizo',
    'Mestizo',
    'Mestizo de Beagle',
    'Mestizo de Border Collie',
    'Mestizo de Pitbull',
    'Mestizo de Galgo',
  ],
  grande: [
    'Mestizo',
    'Mestizo de Ovejero',
    'Galgo',
    'Ovejero Alemán',
    'Mestizo de Labrador',
    'Dogo Argentino',
    'Mestizo de Rottweiler',
  ],
};

/** Breeds drawn with a longer muzzle. */
export const LONG_SNOUT = /Galgo|Ovejero|Border/;

/** The catalog's trait filters read the first three. */
export const GENERAL_REFERENCES = [
  ...DOG_TRAIT_REFERENCES,
  'Necesita patio',
  'Vacunado',
  'Castrado',
  'Ideal con chicos',
  'Camina bien con correa',
] as const;
export const CART_REFERENCE = 'Usa carrito';

export type Temperament = 'tranquilo' | 'juguetón' | 'tímido';
export type Need = 'carrito' | 'discapacidad' | 'cuidados';

export interface StoryContext {
  name: string;
  female: boolean;
  age: DogAge;
  temperament: Temperament;
  need?: Need;
  toAdopt: boolean;
}

type Line = (c: StoryContext, o: string, lo: string) => string;

const ARRIVALS: Line[] = [
  (c, o) => `${c.name} llegó al Campito una noche de lluvia, empapad${o} y con mucha hambre.`,
  (_, o, lo) =>
    `${cap(lo)} encontramos atad${o} a un poste al costado de la ruta, y desde ese día no se separa de los voluntarios.`,
  (c, _, lo) =>
    `${c.name} vivió mucho tiempo en la calle, hasta que una vecina nos avisó y fuimos a buscar${lo}.`,
  (c, o) => `${c.name} nació en el refugio junto a sus hermanos y creció rodead${o} de cariño.`,
  (_, o, lo) =>
    `${cap(lo)} rescatamos de un descampado, muy flaquit${o} y con miedo a las personas; hoy es otra historia.`,
  (_, __, lo) =>
    `Su familia se mudó y no pudo llevar${lo}, así que espera en el Campito su segunda oportunidad.`,
  (c, o) => `${c.name} apareció un día en la tranquera del Campito, suci${o} de barro y moviendo la cola.`,
];

const PERSONALITIES: Record<Temperament, Line[]> = {
  juguetón: [
    () => 'Es pura energía: le encanta correr detrás de la pelota y jugar con los otros perros del predio.',
    () => 'Cuando ve la correa salta de alegría, porque sabe que se viene el paseo.',
    (_, o) =>
      `Es juguet${o === 'a' ? 'ona' : 'ón'} y divertid${o}; cualquier rama se convierte en su juguete favorito.`,
  ],
  tranquilo: [
    (_, o) => `Es tranquil${o} y cariños${o}: disfruta de la siesta al sol y de que le rasquen la panza.`,
    () => 'Le gusta acompañar en silencio y recibir a todos con la cola en movimiento.',
    (_, o) => `Es muy compañer${o} y educad${o}; camina a tu lado sin apuro.`,
  ],
  tímido: [
    (_, o) => `Al principio es un poco tímid${o}, pero en cuanto te tiene confianza te sigue a todos lados.`,
    () => 'Necesita tiempo para animarse, y cuando lo hace te regala los besos más sinceros.',
  ],
};

const AGE_LINES: Partial<Record<DogAge, Line>> = {
  cachorro: () => 'Como todo cachorro, está aprendiendo a caminar con correa y a hacer sus cosas afuera.',
  viejito: () => 'A su edad lo que más quiere es un hogar tranquilo, una camita calentita y mucho amor.',
};

const NEED_LINES: Record<Need, Line[]> = {
  carrito: [
    () =>
      'No puede mover las patas traseras, pero con su carrito corre por todo el campo y no se pierde ninguna aventura.',
    () =>
      'Un accidente le dejó sin movilidad las patas de atrás; con su carrito va y viene feliz, y te enseñamos a ponérselo.',
  ],
  discapacidad: [
    (_, o) => `Es cieg${o} de un ojo, algo que no le impide ser curios${o} y explorar cada rincón.`,
    () => 'Le falta una patita delantera, y aun así camina, juega y corre como cualquiera.',
    (_, o) => `Es sord${o}, así que aprendimos a comunicarnos con señas y responde de maravilla.`,
  ],
  cuidados: [
    () =>
      'Necesita una medicación diaria y controles veterinarios periódicos; te enseñamos todo lo que hay que saber.',
    () => 'Tiene una dieta especial por un problema renal, nada que un poco de organización no resuelva.',
    (_, o) =>
      `Es diabétic${o} y necesita su insulina dos veces por día; es muy paciente cuando llega el momento.`,
  ],
};

const CLOSINGS: Line[] = [
  () => '¿Le abrís la puerta de tu casa?',
  (_, __, lo) => `Vení a conocer${lo} al Campito: te va a robar el corazón.`,
  () => 'Si te enamoraste, completá el formulario de adopción y te contactamos.',
  (_, __, lo) => `Si no podés adoptar, podés apadrinar${lo} y ayudarnos con sus cuidados.`,
];

const RESIDENT: Line = (_, __, lo) =>
  `Por ahora vive con nosotros en el Campito, pero podés visitar${lo} y apadrinar${lo} cuando quieras.`;

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Three or four sentences: where the dog came from, how it is, what it needs, an invitation. */
export function dogStory(c: StoryContext, pick: <T>(items: readonly T[]) => T): string {
  const o = c.female ? 'a' : 'o';
  const lo = c.female ? 'la' : 'lo';
  const lines: Line[] = [pick(ARRIVALS), pick(PERSONALITIES[c.temperament])];
  const extra = c.need ? pick(NEED_LINES[c.need]) : AGE_LINES[c.age];
  if (extra) lines.push(extra);
  lines.push(c.toAdopt ? pick(CLOSINGS) : RESIDENT);
  return lines.map((line) => line(c, o, lo)).join(' ');
}
