// The volunteer application's words (schemas/volunteer.ts holds its rules).
import { AREA_REQUIRED, NAME_REQUIRED_PLEASE } from './field-messages';
import type { Volunteer } from './schemas/volunteer';

export const VOLUNTEER_MSG = {
  name: NAME_REQUIRED_PLEASE,
  area: AREA_REQUIRED,
  /** The message of docs/product.md §5.2 for the volunteer form's texts (capital H, unlike the adoption form's). */
  comment: 'Haga, al menos, un breve comentario',
  availability: 'Indique cuántas horas por semana puede dedicar',
  availabilityInvalid: 'Ingrese un número entero de horas, entre 1 y 168',
  days: 'Elija, al menos, un día',
} as const;

/** Hours in a week: the upper bound of availability. */
export const MAX_WEEKLY_HOURS = 168;

/** Each question as the form asks it (also the labels of the staff mail). */
export const VOLUNTEER_LABELS = {
  name: 'Nombre y apellido',
  email: 'Email',
  phone: 'Teléfono',
  birthday: 'Fecha de nacimiento',
  area: 'Localidad',
  profession: 'Profesión u ocupación',
  interest: '¿En qué te gustaría ayudar?',
  modality: '¿Cómo preferís colaborar?',
  availability: '¿Cuántas horas por semana podés dedicar?',
  days: '¿Qué días podés?',
  clarification: 'Aclaraciones sobre tu disponibilidad (horarios, frecuencia)',
  description: 'Contanos un poco sobre vos',
  purpose: '¿Por qué querés ser voluntario/a?',
  vehicle: '¿Tenés vehículo propio? ¿Cuál?',
  carpooling: '¿Podrías compartir el viaje al refugio con otros voluntarios?',
  question: '¿Tenés alguna pregunta para el equipo?',
} as const satisfies Record<keyof Omit<Volunteer, 'sitioWeb' | 'idempotencyKey'>, string>;

export const VOLUNTEER_ARRAY_FIELDS = ['days'] as const;
