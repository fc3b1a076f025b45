// The words, limits and option labels of the public forms, apart from the zod rules that use them
// (schemas/*.ts), so that a page showing a form does not download zod: the browser loads the schemas
// only when a visitor starts filling one in (apps/web components/form-kit/schemas.ts).
import { isoDay } from './dates';
import { AREA_REQUIRED, NAME_REQUIRED, NAME_REQUIRED_PLEASE, SELECT_REQUIRED } from './field-messages';
import type { Adoption } from './schemas/adoption';
import type { Contact } from './schemas/contact';
import type { Volunteer } from './schemas/volunteer';

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

// Adoption questionnaire (schemas/adoption.ts).

export const ADOPTION_MSG = {
  nameDog: 'Nombre del Camperito necesario',
  name: NAME_REQUIRED_PLEASE,
  location: 'Domicilio requerido',
  area: AREA_REQUIRED,
  people: 'responda la pregunta por favor',
  peopleInvalid: 'Ingrese un número entero, de 1 en adelante',
  /** The three free-text messages of docs/product.md §5, chosen per question below. */
  answer: 'conteste la pregunta, por favor',
  comment: 'haga, al menos, un breve comentario',
  info: 'información requerida',
  checkboxes: 'Al menos, elegir la opción "otros"',
} as const;

/** Each question as the form asks it; the staff mail and the admin show answers under the same words. */
export const ADOPTION_LABELS = {
  nameDog: 'Perro que querés adoptar',
  name: 'Nombre y apellido',
  birthday: 'Fecha de nacimiento',
  email: 'Email',
  phone: 'Teléfono',
  location: 'Domicilio (calle y número)',
  area: 'Localidad',
  people: '¿Cuántas personas viven en tu casa?',
  accordance: '¿Todos en tu casa están de acuerdo con adoptar un perro?',
  description: 'Contanos quiénes viven en tu casa: edades, rutinas, horarios',
  babies: 'Si en el futuro llega un bebé a la familia, ¿qué pasaría con el perro?',
  allergies: '¿Alguien en tu casa tiene alergia a los perros?',
  home: '¿En qué tipo de vivienda vivís?',
  freshAir: '¿Qué espacios al aire libre tiene tu casa?',
  status: '¿Sos propietario/a de la vivienda o alquilás?',
  authorization: 'Si alquilás, ¿el contrato o el propietario permiten tener perros?',
  otherAnimals: '¿Tenés otros animales?',
  expatiate: 'Contanos sobre tus otros animales: especie, edad, carácter',
  castrated: '¿Tus otros animales están castrados?',
  vaccinated: '¿Tus otros animales tienen las vacunas al día?',
  reason: '¿Por qué querés adoptar un perro?',
  items: '¿Qué buscás en un perro?',
  sleep: '¿Dónde va a dormir el perro?',
  loneliness: '¿Cuántas horas por día pasaría solo?',
  walk: '¿Cuántas veces por día lo sacarías a pasear, y por cuánto tiempo?',
  events: 'Si rompe algo o hace sus necesidades adentro, ¿qué harías?',
  holidays: '¿Qué harías con el perro cuando te vayas de vacaciones?',
  moving: 'Si te mudás, ¿qué pasaría con el perro?',
  adaptation: '¿Estás dispuesto/a a darle tiempo para adaptarse a tu casa?',
  sterilization: 'Si todavía no está castrado, ¿estás de acuerdo con castrarlo?',
} as const satisfies Record<keyof Omit<Adoption, 'sitioWeb' | 'idempotencyKey'>, string>;

/** The checkbox groups: FormData carries them as repeated names (formDataToObject's arrayFields). */
export const ADOPTION_ARRAY_FIELDS = ['items', 'home', 'freshAir'] as const;

// Contact form (schemas/contact.ts).

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

// Volunteer application (schemas/volunteer.ts).

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

// Donations and sponsorships (schemas/payment.ts).

/** Whole pesos for MercadoPago; dollars with at most two decimals for PayPal. Maximums stop typos. */
export const PAYMENT_LIMITS = {
  mercadopago: { min: 1, max: 2_000_000 },
  paypal: { min: 1, max: 10_000 },
} as const;

export const PAYMENT_MSG = {
  amountRequired: 'Ingresá un monto.',
  amountNotNumber: 'El monto tiene que ser un número, por ejemplo 1500.',
  pesosWhole: 'Ingresá el monto en pesos enteros, sin centavos.',
  pesosMin: 'El monto mínimo es de $ 1.',
  pesosMax: 'El monto máximo por este medio es de $ 2.000.000.',
  dollarsMin: 'El monto mínimo es de US$ 1.',
  dollarsCents: 'El monto puede tener hasta dos decimales.',
  dollarsMax: 'El monto máximo por este medio es de US$ 10.000.',
  /** A provider without credentials: shown instead of its buttons, and the 503 of its endpoints. */
  unavailable: 'Este medio de pago no está disponible en este momento.',
  /** The provider did not answer in time (the contribution stays pending, nobody was charged). */
  timeout: 'El medio de pago no respondió a tiempo. No se te cobró nada: probá de nuevo en unos minutos.',
  /** The provider answered with an error. */
  providerError:
    'No pudimos comunicarnos con el medio de pago. No se te cobró nada: probá de nuevo en unos minutos.',
  unknownDog: 'No encontramos a ese perro entre los del refugio.',
  dogName: 'El nombre del perro no es válido.',
  title: 'La descripción puede tener hasta 200 caracteres.',
  /** Back on /colaborar after leaving the provider (?pago=…). */
  cancelled: 'Cancelaste el pago. Cuando quieras, podés intentarlo de nuevo.',
  rejected: 'El pago no se pudo completar y no se te cobró nada. Podés intentarlo de nuevo.',
  pending: 'Tu pago quedó pendiente. Lo vamos a registrar apenas el medio de pago lo confirme. ¡Gracias!',
  unconfirmed:
    'No pudimos confirmar el pago con el medio de pago. Si se debitó, lo vamos a registrar apenas nos avise; si no, podés intentarlo de nuevo.',
  /** The webhooks: a notification whose signature does not verify. */
  badSignature: 'La firma de la notificación no es válida.',
} as const;

/** Notices /colaborar shows for ?pago=… when the payer comes back without paying. */
export const PAYMENT_NOTICES = {
  cancelado: PAYMENT_MSG.cancelled,
  rechazado: PAYMENT_MSG.rejected,
  pendiente: PAYMENT_MSG.pending,
  sin_confirmar: PAYMENT_MSG.unconfirmed,
} as const;
export type PaymentNotice = keyof typeof PAYMENT_NOTICES;

// Made once: a page renders many amounts, and each formatter holds ICU data outside V8's heap.
const WHOLE = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const CENTS = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$ 1.500" or "US$ 10,50", as the buttons and the checkout titles show amounts. */
export function formatAmount(amount: number, currency: 'ARS' | 'USD'): string {
  const text = (Number.isInteger(amount) ? WHOLE : CENTS).format(amount);
  return currency === 'ARS' ? `$ ${text}` : `US$ ${text}`;
}
