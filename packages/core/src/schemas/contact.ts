// The contact form (docs/product.md §3 contact message, §5.1 contact form): organization is the only optional
// field. The browser, the page action and POST /api/contacto all use it.
import type { z } from 'zod';
import { CONTACT_SUBJECTS } from '../constants';
import { CONTACT_MSG } from '../contact-texts';
import { MAX } from '../form-texts';
import {
  choice,
  emailField,
  guardFields,
  optionalText,
  phoneField,
  requiredLine,
  requiredText,
  strictForm,
} from './applicant-fields';

export const contactSchema = strictForm({
  fullName: requiredLine(CONTACT_MSG.fullName, MAX.name),
  organization: optionalText(),
  email: emailField(),
  telephone: phoneField(),
  asunto: choice(CONTACT_SUBJECTS, CONTACT_MSG.asunto),
  consulta: requiredText(CONTACT_MSG.consulta, MAX.message),
  ...guardFields,
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
