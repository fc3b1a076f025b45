// The words, limits and option labels the public forms share, apart from the zod rules that use them
// (schemas/*.ts), so that a page showing a form does not download zod: the browser loads the schemas
// only when a visitor starts filling one in (apps/web components/form-kit/schemas.ts). Each form's own
// words live next door (adoption-texts, contact-texts, volunteer-texts, payment-texts), one module each,
// so a page downloads the words of its own form only.
import { isoDay } from './dates';

/** Limits that keep stored answers (and mails) a sane size; the product sets no other. */
export const MAX = { name: 100, email: 254, short: 200, long: 2000, message: 5000 } as const;
export const tooLong = (max: number) => `Máximo ${max} caracteres`;

/** Today in Buenos Aires as YYYY-MM-DD (the same shape a date input posts). */
export const todayIso = () => isoDay();

/**
 * The largest body a public form may post (API and pages). The longest, the adoption questionnaire,
 * stays under ~70 KB at its field limits; anything bigger is refused with 413 before it is parsed.
 */
export const FORM_BODY_LIMIT = 128 * 1024;

/** docs/product.md §7: what the adoption and volunteer forms say once stored (spelled as the site always has). */
export const FORM_SUCCESS = 'form create successfuly!';

// How the values of selects and checkbox groups read to people (the stored values stay as docs/product.md §9 spells them).
const OPTION_LABELS: Record<string, string> = {
  si: 'Sí',
  propietario: 'Soy propietario/a',
  alquilo: 'Alquilo',
  compañia: 'Compañía',
  ph: 'PH',
  miercoles: 'Miércoles',
  sabado: 'Sábado',
  hibrido: 'Híbrido (a distancia y en el refugio)',
  virtual: 'Virtual (a distancia)',
  presencial: 'Presencial (en el refugio)',
};

/** "tal vez" → "Tal vez", "si" → "Sí", "miercoles" → "Miércoles". */
export const optionLabel = (value: string): string =>
  OPTION_LABELS[value] ?? value.charAt(0).toUpperCase() + value.slice(1);

/** A list of options as <select>/checkbox options with readable labels. */
export const labelledOptions = (values: readonly string[]) =>
  values.map((value) => ({ value, label: optionLabel(value) }));
