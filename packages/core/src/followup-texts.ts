// After the delivery (issue 37, items 2 and 6): the follow-ups mailed on a schedule, the adopter's answer
// and the stories staff publish from them. Texts and constants without zod, for the pages that show them.
import type { ImageRef } from './images';

/** The schedule a new shelter starts with, in days after the delivery («Sitio» changes it). */
export const DEFAULT_FOLLOWUP_DAYS = [7, 30, 90, 180] as const;
/** An unanswered follow-up is mailed again once, this many days after it was sent… */
export const FOLLOWUP_REMIND_AFTER_DAYS = 5;
/** …and shown to staff as «sin respuesta» this many days after the reminder. */
export const FOLLOWUP_SILENT_AFTER_DAYS = 5;
/** How many days the follow-up's link takes an answer after it was sent. */
export const FOLLOWUP_LINK_DAYS = 30;
export const FOLLOWUP_MAX_PHOTOS = 4;
/** Unpublished follow-up photos are removed this many days after the answer, unless «Sitio» says otherwise. */
export const DEFAULT_FOLLOWUP_PHOTO_DAYS = 180;

export const FOLLOWUP_FEELINGS = ['bien', 'mas_o_menos', 'mal'] as const;
export type FollowupFeeling = (typeof FOLLOWUP_FEELINGS)[number];
export const FEELING_LABELS: Record<FollowupFeeling, string> = {
  bien: 'Bien',
  mas_o_menos: 'Más o menos',
  mal: 'Mal',
};

/** The three quick questions of the form, by field. */
export const FOLLOWUP_QUESTIONS = {
  eating: '¿Cómo come?',
  sleeping: '¿Cómo duerme?',
  gettingAlong: '¿Cómo se lleva con la familia y con otros animales?',
} as const;

/** Why a follow-up waits for staff (the dashboard's card). */
export const FOLLOWUP_ATTENTION_LABELS = {
  ayuda: 'Pide ayuda',
  problema: 'Cuenta un problema',
  sin_respuesta: 'Sin respuesta',
} as const;
export type FollowupAttention = keyof typeof FOLLOWUP_ATTENTION_LABELS;

/** Where a follow-up stands, for staff. */
export const FOLLOWUP_STATE_LABELS = {
  programado: 'Programado',
  enviado: 'Enviado',
  recordado: 'Recordado',
  sin_respuesta: 'Sin respuesta',
  respondido: 'Respondido',
  cancelado: 'Cancelado',
} as const;
export type FollowupState = keyof typeof FOLLOWUP_STATE_LABELS;

/** 7 → «de los 7 días», 30 → «del primer mes», 90 → «de los 3 meses». */
export function followupName(days: number): string {
  if (days === 30) return 'del primer mes';
  if (days >= 60 && days % 30 === 0) return `de los ${days / 30} meses`;
  if (days === 365) return 'del primer año';
  return `de los ${days} días`;
}

export const FOLLOWUP_MSG = {
  howIsDog: 'Contanos cómo está, aunque sea en pocas palabras (al menos 10 letras).',
  feeling: 'Elegí una opción.',
  photos: `Podés mandar hasta ${FOLLOWUP_MAX_PHOTOS} fotos.`,
  invalidLink: 'Este enlace no es válido. Usá el del último mail que te mandamos o escribinos.',
  expired:
    'Este enlace ya no recibe respuestas. Si querés contarnos algo, escribinos: nos encanta saber de ustedes.',
  notYet: 'Todavía no es momento de este seguimiento: te vamos a escribir cuando llegue.',
  answered: '¡Gracias por contarnos! Lo leemos con mucho cariño.',
  alreadyAnswered: 'Ya respondiste este seguimiento. ¡Gracias!',
  withdrawn: 'Listo: no vamos a publicar tu respuesta ni tus fotos. Si ya estaba publicada, la sacamos.',
  storyText: 'Escribí la historia: entre 20 y 3000 caracteres.',
  storyNotAllowed: 'Quien adoptó no dio permiso para publicar esta respuesta.',
  storyNotAnswered: 'Este seguimiento todavía no tiene respuesta para publicar.',
  schedule:
    'Escribí los días después de la entrega separados por comas, de menor a mayor, por ejemplo «7, 30, 90, 180» (hasta 8 seguimientos, de 1 a 730 días; vacío, ninguno).',
  photoDays: 'Escribí cuántos días guardamos las fotos no publicadas: entre 30 y 3650.',
  notDelivered: 'Los seguimientos empiezan cuando se marca la entrega.',
  cancelled: 'Este seguimiento se canceló.',
} as const;

/** A published story as the public pages show it. */
export interface PublicStory {
  id: string;
  dogName: string;
  dogId: string;
  text: string;
  /** Renditions' references as the site shows images. */
  photos: ImageRef[];
  /** "YYYY-MM-DD": the day the dog went home. */
  adoptedOn: string;
  publishedAt: string;
}
