// The contact form's words (schemas/contact.ts holds its rules).
import { NAME_REQUIRED, SELECT_REQUIRED } from './field-messages';
import type { Contact } from './schemas/contact';

export const CONTACT_MSG = {
  fullName: NAME_REQUIRED,
  asunto: SELECT_REQUIRED,
  consulta: 'Escriba su consulta, por favor',
  /** docs/product.md §8: shown after the message was stored, then the visitor goes home. */
  success: 'Gracias por Contactarse con el staff de El campito',
} as const;

/** Each field as the form asks it (also the labels of the staff mail). */
export const CONTACT_LABELS = {
  fullName: 'Nombre y apellido',
  organization: 'Organización',
  email: 'Email',
  telephone: 'Teléfono',
  asunto: 'Asunto',
  consulta: 'Tu consulta',
} as const satisfies Record<keyof Omit<Contact, 'sitioWeb' | 'idempotencyKey'>, string>;
