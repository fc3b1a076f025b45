// The shelter's own data in the interface record (the admin's "Sitio"): how to reach it, its social
// accounts, its bank-transfer details, whether visits are open, and the home page's urgent notice. One
// schema, used by the admin form (in the browser) and by the API that stores it; every field may be left
// empty, and an empty field hides its element on the site.
import { z } from 'zod';
import { DEFAULT_FOLLOWUP_PHOTO_DAYS, FOLLOWUP_MSG } from '../followup-texts';
import {
  BANK_ALIAS_RE,
  CBU_RE,
  CONTACT_PHONE_RE,
  CUIT_RE,
  HTTPS_URL_RE,
  NON_DIGIT_RE,
  SITE_PATH_RE,
  WHATSAPP_RE,
  WHITESPACE_RUN_RE,
} from '../patterns';
import { followupDaysField } from './followup';

const SITE_LIMITS = {
  email: 254,
  phone: 40,
  address: 300,
  url: 1000,
  holder: 120,
  notice: 2000,
  taxStatus: 600,
  banner: 300,
  /** A phone's digits, country and area codes included. */
  phoneDigits: { min: 8, max: 15 },
} as const;

export const SITE_MSG = {
  email: 'Ingresá un email válido, por ejemplo hola@refugio.org.',
  phone:
    'Ingresá un teléfono de 8 a 15 números, con su código de área (podés separarlos con espacios o guiones).',
  whatsapp:
    'Ingresá el número de WhatsApp con código de país y de área, de 10 a 15 números (por ejemplo 54 9 11 5555 0123).',
  https: 'Ingresá un enlace completo que empiece con https://',
  bannerUrl: 'Ingresá un enlace que empiece con https:// o una página del sitio que empiece con /',
  cbu: 'El CBU o CVU tiene que tener exactamente 22 números.',
  alias: 'El alias tiene que tener entre 6 y 20 caracteres: letras, números, puntos o guiones.',
  cuit: 'El CUIT no es válido: revisá los 11 números (el último es el dígito verificador).',
  visitsSuspended: 'Indicá si las visitas están suspendidas o abiertas.',
  increasePercent: 'Ingresá un porcentaje entero entre 0 y 100 (0: no se sugieren aumentos).',
  tooLong: (max: number) => `Puede tener hasta ${max} caracteres.`,
} as const;

/** The social accounts the footer links to, in its order, with the field that holds each. */
export const SOCIAL_NETWORKS = [
  { field: 'instagramUrl', name: 'Instagram' },
  { field: 'facebookUrl', name: 'Facebook' },
  { field: 'youtubeUrl', name: 'YouTube' },
  { field: 'tiktokUrl', name: 'TikTok' },
] as const;

/** The digits of a text ("20-12345678-6" → "20123456786"). */
const digitsOf = (text: string) => text.replace(NON_DIGIT_RE, '');

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * An Argentine CUIT/CUIL: 11 digits whose last one is the check digit of the first ten (modulo 11 with
 * the weights 5 4 3 2 7 6 5 4 3 2; a remainder giving 11 means 0, one giving 10 is never issued).
 * Hyphens and spaces are ignored.
 */
export function isValidCuit(text: string): boolean {
  const digits = digitsOf(text);
  if (!CUIT_RE.test(digits)) return false;
  const sum = CUIT_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = 11 - (sum % 11);
  const expected = check === 11 ? 0 : check;
  return expected !== 10 && expected === Number(digits[10]);
}

/** "20123456786" → "20-12345678-6", as people write a CUIT; anything else is returned as it is. */
export const formatCuit = (text: string) => {
  const digits = digitsOf(text);
  return CUIT_RE.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}` : text;
};

/** The `tel:` link of a phone as written: its digits, with the leading "+" if it has one. */
export const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${digitsOf(phone)}`;

/** The chat link of a WhatsApp number (digits in international form). */
export const whatsappHref = (number: string) => `https://wa.me/${digitsOf(number)}`;

/** null or undefined (react-admin sends null for an emptied input) → ""; a text is trimmed. */
const blank = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim() : v);

/**
 * An optional value that must pass `check` when not empty. Longer than `max` it is just as wrong, and
 * stops there: no pattern runs on it.
 */
const optional = (max: number, message: string, check: (v: string) => boolean) =>
  z.preprocess(
    blank,
    z
      .string({ error: message })
      .max(max, { message, abort: true })
      .refine((v) => v === '' || check(v), message),
  );

/** A one-line text (an address, a name): runs of spaces and line breaks become one space. */
const optionalLine = (max: number) =>
  z.preprocess(
    (v) => {
      const text = blank(v);
      return typeof text === 'string' ? text.replace(WHITESPACE_RUN_RE, ' ') : text;
    },
    z.string({ error: SITE_MSG.tooLong(max) }).max(max, SITE_MSG.tooLong(max)),
  );

/** A paragraph or two of free text. */
const optionalText = (max: number) =>
  z.preprocess(blank, z.string({ error: SITE_MSG.tooLong(max) }).max(max, SITE_MSG.tooLong(max)));

const httpsLink = () => optional(SITE_LIMITS.url, SITE_MSG.https, (v) => HTTPS_URL_RE.test(v));

const phoneDigitsOk = (v: string) => {
  const n = digitsOf(v).length;
  return n >= SITE_LIMITS.phoneDigits.min && n <= SITE_LIMITS.phoneDigits.max;
};

/** Stored as its digits: an empty text stays empty. */
const digitsField = (max: number, message: string, pattern: RegExp, extra?: (digits: string) => boolean) =>
  optional(
    max,
    message,
    (v) => CONTACT_PHONE_RE.test(v) && pattern.test(digitsOf(v)) && (extra?.(v) ?? true),
  ).transform(digitsOf);

export const siteSettingsSchema = z.object({
  contactEmail: optional(SITE_LIMITS.email, SITE_MSG.email, (v) => z.regexes.email.test(v)).transform((v) =>
    v.toLowerCase(),
  ),
  /** Kept as written ("+54 9 11 5555-0123"): it is shown as is, and dialled by its digits. */
  contactPhone: optional(
    SITE_LIMITS.phone,
    SITE_MSG.phone,
    (v) => CONTACT_PHONE_RE.test(v) && phoneDigitsOk(v),
  ),
  whatsappNumber: digitsField(SITE_LIMITS.phone, SITE_MSG.whatsapp, WHATSAPP_RE),
  address: optionalLine(SITE_LIMITS.address),
  mapUrl: httpsLink(),
  instagramUrl: httpsLink(),
  facebookUrl: httpsLink(),
  youtubeUrl: httpsLink(),
  tiktokUrl: httpsLink(),
  bankCbu: digitsField(40, SITE_MSG.cbu, CBU_RE),
  bankAlias: optional(40, SITE_MSG.alias, (v) => BANK_ALIAS_RE.test(v)),
  bankHolder: optionalLine(SITE_LIMITS.holder),
  bankCuit: digitsField(40, SITE_MSG.cuit, CUIT_RE, isValidCuit),
  /** What the yearly donation certificate says of the shelter's standing with ARCA (issue 36). */
  taxStatus: optionalText(SITE_LIMITS.taxStatus),
  /** The yearly increase suggested to monthly donors in pesos (issue 36); empty or 0: none. */
  monthlyIncreasePercent: z.preprocess(
    (v) => (blank(v) === '' ? 0 : typeof v === 'string' ? Number(v.trim()) : v),
    z
      .number({ error: SITE_MSG.increasePercent })
      .int(SITE_MSG.increasePercent)
      .min(0, SITE_MSG.increasePercent)
      .max(100, SITE_MSG.increasePercent),
  ),
  /** The follow-ups after a delivery, in days (issue 37); changing it schedules later deliveries. */
  followupDays: followupDaysField,
  /** How long an answer's photos are kept unless staff published them (issue 37, privacy). */
  followupPhotoDays: z.preprocess(
    (v) => (blank(v) === '' ? DEFAULT_FOLLOWUP_PHOTO_DAYS : typeof v === 'string' ? Number(v.trim()) : v),
    z
      .number({ error: FOLLOWUP_MSG.photoDays })
      .int(FOLLOWUP_MSG.photoDays)
      .min(30, FOLLOWUP_MSG.photoDays)
      .max(3650, FOLLOWUP_MSG.photoDays),
  ),
  visitsSuspended: z.boolean({ error: SITE_MSG.visitsSuspended }),
  visitsNotice: optionalText(SITE_LIMITS.notice),
  homeBannerText: optionalLine(SITE_LIMITS.banner),
  homeBannerUrl: optional(
    SITE_LIMITS.url,
    SITE_MSG.bannerUrl,
    (v) => HTTPS_URL_RE.test(v) || SITE_PATH_RE.test(v),
  ),
});
