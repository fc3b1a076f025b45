// What a dog card shows, without zod or the list's query helpers: the labels of the stored values and
// where a dog stands. The home page's cards load only this (issue 17: its dog blocks add no other code).
// Re-exported by ./dog-common.
import type { DogAgeFilter, DogGender, DogMobility, DogSize } from '../constants';

/** Labels the site shows for the stored values (the values themselves are SPEC's). */
export const DOG_AGE_LABELS: Record<DogAgeFilter, string> = {
  cachorro: 'Cachorro',
  adulto: 'Adulto',
  'adulto jóven': 'Adulto jóven',
  viejito: 'Viejito',
  especial: 'Especial (cuidados especiales)',
};
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
