// The volunteer application (SPEC §3 Volunteer, §5 volunteer form): everything required except
// `question`. The browser, the page action and POST /api/volunteers all use it.
import type { z } from 'zod';
import { VOLUNTEER_MODALITIES, WEEK_DAYS, YES_NO_MAYBE } from '../constants';
import {
  AREA_REQUIRED,
  birthdayField,
  choice,
  choices,
  emailField,
  guardFields,
  MAX,
  optionalText,
  phoneField,
  requiredLine,
  requiredText,
  strictForm,
  wholeNumber,
} from './applicant-fields';

export const VOLUNTEER_MSG = {
  name: 'Ingrese su nombre, por favor',
  area: AREA_REQUIRED,
  /** SPEC §5's message for the volunteer form's texts (capital H, unlike the adoption form's). */
  comment: 'Haga, al menos, un breve comentario',
  availability: 'Indique cuántas horas por semana puede dedicar',
  availabilityInvalid: 'Ingrese un número entero de horas, entre 1 y 168',
  days: 'Elija, al menos, un día',
} as const;

/** Hours in a week: the upper bound of availability. */
export const MAX_WEEKLY_HOURS = 168;

const M = VOLUNTEER_MSG;

export const volunteerSchema = strictForm({
  name: requiredLine(M.name, MAX.name),
  email: emailField(),
  phone: phoneField(),
  birthday: birthdayField(),
  area: requiredLine(M.area),
  profession: requiredLine(M.comment),
  interest: requiredText(M.comment, MAX.long),
  modality: choice(VOLUNTEER_MODALITIES),
  // SPEC: "number of hours, parsed to integer".
  availability: wholeNumber(
    { required: M.availability, invalid: M.availabilityInvalid },
    1,
    MAX_WEEKLY_HOURS,
  ),
  days: choices(WEEK_DAYS, M.days),
  clarification: requiredText(M.comment, MAX.long),
  description: requiredText(M.comment, MAX.long),
  purpose: requiredText(M.comment, MAX.long),
  vehicle: requiredLine(M.comment),
  carpooling: choice(YES_NO_MAYBE),
  question: optionalText(MAX.long),
  ...guardFields,
});

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

export type VolunteerInput = z.input<typeof volunteerSchema>;
export type Volunteer = z.output<typeof volunteerSchema>;
