// What a dog card shows, without zod or the list's query helpers: the labels of the stored values and
// where a dog stands. The home page's cards load only this (issue 17: its dog blocks add no other code).
// Re-exported by ./dog-common.
import type { DogAge, DogAgeFilter, DogGender, DogMobility, DogSize } from '../constants';
import type { ImageRef } from '../images';
import type { DogCard } from './adopters';

/**
 * Labels the site shows for the stored values, where no dog is meant (the catalog's age filter, the forms);
 * the values themselves stay spelled as in docs/product.md §9 (`adulto jóven`), the label is right.
 */
export const DOG_AGE_LABELS: Record<DogAgeFilter, string> = {
  cachorro: 'Cachorro',
  adulto: 'Adulto',
  'adulto jóven': 'Adulto joven',
  viejito: 'Viejito',
  especial: 'Especial (cuidados especiales)',
};

/** The age said of one dog, agreeing with its sex: «Cachorra», «Adulta», «Adulta joven», «Viejita». */
export function dogAgeLabel(age: DogAge, gender: DogGender): string {
  const label = DOG_AGE_LABELS[age];
  return gender === 'hembra' ? agreeingFeminine(label) : label;
}

/**
 * The usual words staff and the demo content write about a dog, masculine and feminine. A reference is free
 * text: one of these is shown agreeing with the dog's sex; any other text is shown as written.
 */
const FEMININE: Record<string, string> = {
  cachorro: 'cachorra',
  adulto: 'adulta',
  viejito: 'viejita',
  castrado: 'castrada',
  vacunado: 'vacunada',
  desparasitado: 'desparasitada',
  discapacitado: 'discapacitada',
  tranquilo: 'tranquila',
  juguetón: 'juguetona',
  tímido: 'tímida',
  cariñoso: 'cariñosa',
  miedoso: 'miedosa',
};

/** A label's first word in the feminine when it is one of the usual ones, keeping its capital. */
function agreeingFeminine(label: string): string {
  const space = label.indexOf(' ');
  const first = space === -1 ? label : label.slice(0, space);
  const feminine = FEMININE[first.toLowerCase()];
  if (!feminine) return label;
  const word =
    first[0] === first[0]!.toUpperCase() ? feminine[0]!.toUpperCase() + feminine.slice(1) : feminine;
  return word + (space === -1 ? '' : label.slice(space));
}

/** A reference about one dog, agreeing with its sex when it is one of the usual words («Castrada»). */
export function referenceLabel(reference: string, gender: DogGender): string {
  return gender === 'hembra' ? agreeingFeminine(reference) : reference;
}

/** Both forms of the usual words: the panel offers them as suggestions. */
export const bothForms = (words: readonly string[]): string[] =>
  words.flatMap((word) => {
    const feminine = agreeingFeminine(word);
    return feminine === word ? [word] : [word, feminine];
  });
export const DOG_GENDER_LABELS: Record<DogGender, string> = { macho: 'Macho', hembra: 'Hembra' };
export const DOG_SIZE_LABELS: Record<DogSize, string> = {
  chico: 'Chico',
  mediano: 'Mediano',
  grande: 'Grande',
};

export const DOG_MOBILITY_LABELS: Record<DogMobility, string> = {
  camina: 'Camina',
  'camina con dificultad': 'Camina con dificultad',
  'usa carrito': 'Usa carrito',
  'no se moviliza': 'No se moviliza',
};

// ---------- where a dog stands ----------

/**
 * What every card and dog page says about a dog: up for adoption, in an adoption already under way (a
 * request past "nueva" and still open), only for sponsoring (it lives at the shelter), or adopted.
 */
export const DOG_STATUSES = ['en-adopcion', 'en-proceso', 'apadrinamiento', 'adoptado'] as const;
export type DogStatus = (typeof DOG_STATUSES)[number];

/** An adoption request in one of these stages is under way: its dog is "En proceso de adopción". */
export const ADOPTION_IN_PROCESS_STAGES = ['en_contacto', 'entrevista'] as const;

/** The status of a dog: adopted first, then not offered for adoption, then an adoption under way. */
export function dogStatus(dog: { adopted: boolean; toAdopt: boolean; inProcess: boolean }): DogStatus {
  if (dog.adopted) return 'adoptado';
  if (!dog.toAdopt) return 'apadrinamiento';
  return dog.inProcess ? 'en-proceso' : 'en-adopcion';
}

/** The status as the badge reads, agreeing with the dog's sex ("Adoptada" for a female). */
export function dogStatusLabel(status: DogStatus, gender: DogGender): string {
  switch (status) {
    case 'en-adopcion':
      return 'En adopción';
    case 'en-proceso':
      return 'En proceso de adopción';
    case 'apadrinamiento':
      return 'Sólo apadrinamiento';
    case 'adoptado':
      return gender === 'hembra' ? 'Adoptada' : 'Adoptado';
  }
}

/** A dog as the dogs service reads it: enough of its row for a card. */
export interface DogCardSource {
  id: string;
  name: string;
  gender: DogGender;
  age: DogAge;
  size: DogSize;
  images: ImageRef[];
  mobility: DogMobility;
  toAdopt: boolean;
  adoptedAt: Date | null;
  /** An adoption of it is under way (lists of adopted dogs do not ask). */
  inProcess?: boolean;
  /** Living in a foster home now (dogs.in_foster). */
  inFoster?: boolean;
}

/**
 * What a card shows of a dog (the lists, the home page, "Mis favoritos"; only that goes to the browser):
 * its first photo and where it stands. No story, no references, nothing personal.
 */
export function toDogCard(dog: DogCardSource): DogCard {
  return {
    id: dog.id,
    name: dog.name,
    gender: dog.gender,
    age: dog.age,
    size: dog.size,
    image: dog.images[0] ?? null,
    status: dogStatus({
      adopted: dog.adoptedAt !== null,
      toAdopt: dog.toAdopt,
      inProcess: dog.inProcess === true,
    }),
    mobility: dog.mobility,
    // An adopted dog's page says «Adoptado», never where it waited.
    inFoster: dog.inFoster === true && dog.adoptedAt === null,
  };
}
