// The contact form (SPEC §3 Contact message, §5 contact form): organization is the only optional
// field. The browser, the page action and POST /api/contacto all use it.
import type { z } from 'zod';
import { CONTACT_SUBJECTS } from '../constants';
import {
  choice,
  emailField,
  guardFields,
  MAX,
  optionalText,
  phoneField,
  requiredLine,
  requiredText,
  strictForm,
} from './applicant-fields';

export const CONTACT_MSG = {
  fullName: 'Ingrese su nombre',
  asunto: 'Seleccione una opción',
  consulta: 'Escriba su consulta, por favor',
  /** SPEC §8: shown after the message was stored, then the visitor goes home. */
  success: 'Gracias por Contactarse con el staff de El campito',
} as const;

export const contactSchema = strictForm({
  fullName: requiredLine(CONTACT_MSG.fullName, MAX.name),
  organization: optionalText(),
  email: emailField(),
  telephone: phoneField(),
  asunto: choice(CONTACT_SUBJECTS, CONTACT_MSG.asunto),
  consulta: requiredText(CONTACT_MSG.consulta, MAX.message),
  ...guardFields,
});

/** Each field as the form asks it (also the labels of the staff mail). */
export const CONTACT_LABELS = {
  fullName: 'Nombre y apellido',
  organization: 'Organización',
  email: 'Email',
  telephone: 'Teléfono',
  asunto: 'Asunto',
  consulta: 'Tu consulta',
} as const satisfies Record<keyof Omit<Contact, 'sitioWeb' | 'idempotencyKey'>, string>;

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
