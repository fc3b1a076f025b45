// What staff write through the admin panel (docs/product.md §5.6): press notes, contributions,
// school posts, the interface record, users, and the review toggles. Dogs use the admin schemas of
// ./dog. Optional texts accept null or "" (react-admin sends null for an emptied input) and store null.
import { z } from 'zod';
import { AUTH_MSG } from '../auth-texts';
import { CAMPAIGN_MSG } from '../campaign-texts';
import {
  CONTRIBUTION_METHODS,
  CONTRIBUTION_TYPES,
  CURRENCIES,
  POST_CATEGORIES,
  PRESS_TYPES,
  ROLES,
  type Role,
  STAFF_ROLES,
} from '../constants';
import { EMAIL_FORMAT, EMAIL_REQUIRED, NAME_REQUIRED } from '../field-messages';
import { MSG } from '../messages';
import {
  HAS_ASCII_LETTER_RE,
  HAS_DIGIT_RE,
  HTTP_URL_RE,
  IMAGE_URL_RE,
  ISO_DATE_PREFIX_RE,
} from '../patterns';
import { imageRefSchema } from './dog';
import { siteSettingsSchema } from './site';

export const ADMIN_MSG = {
  media: 'Ingrese el medio',
  pressType: 'Seleccione el tipo de nota',
  date: 'Ingrese una fecha válida',
  category: 'Seleccione una categoría',
  contributionType: 'Seleccione el tipo de aporte',
  contributionStatus: 'Elegí si el aporte llegó (pagado) o no (fallido).',
  contributionNotPending: 'Sólo se confirma o descarta un aporte pendiente, como una transferencia avisada.',
  method: 'Seleccione el medio de pago',
  total: 'Ingrese el monto (un número mayor que 0)',
  currency: 'Seleccione la moneda',
  link: 'Ingrese un enlace que empiece con http:// o https://',
  image: 'Ingrese un enlace de imagen (https://… o una imagen subida)',
  email: EMAIL_FORMAT,
  emailRequired: EMAIL_REQUIRED,
  name: NAME_REQUIRED,
  password: AUTH_MSG.registerPassword,
  roles: 'Elija, al menos, un rol',
  role: 'El rol no es válido',
  tooLong: (max: number) => `Puede tener hasta ${max} caracteres`,
  emailTaken: AUTH_MSG.emailTaken,
  onlySuperAdminRoles:
    'Sólo alguien con el rol Superadministrador/a puede cambiar roles o crear administradores.',
  notYourself: 'No podés quitarte el rol Superadministrador/a ni desactivar tu propia cuenta.',
  dogNotFound: MSG.dogNotFound,
} as const;

/** null, undefined or blank → null; otherwise the trimmed text. */
const blankToNull = (v: unknown) =>
  v === undefined || v === null ? null : typeof v === 'string' && v.trim() === '' ? null : v;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, ADMIN_MSG.tooLong(max));

const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, ADMIN_MSG.tooLong(max)).nullable());

/**
 * An absolute http(s) link: never javascript: or data: (these end up in public href/src). A text over
 * the maximum stops there (`abort`): no pattern runs on it.
 */
const optionalLink = z.preprocess(
  blankToNull,
  z
    .string({ error: ADMIN_MSG.link })
    .trim()
    .max(1000, { message: ADMIN_MSG.link, abort: true })
    .regex(HTTP_URL_RE, ADMIN_MSG.link)
    .nullable(),
);
/** An image address: absolute http(s), or one of our processed images under /media/. */
const optionalImageUrl = z.preprocess(
  blankToNull,
  z
    .string({ error: ADMIN_MSG.image })
    .trim()
    .max(1000, { message: ADMIN_MSG.image, abort: true })
    .regex(IMAGE_URL_RE, ADMIN_MSG.image)
    .nullable(),
);

/** "YYYY-MM-DD" (react-admin's DateInput) or an ISO timestamp, kept as the calendar day. */
const isoDay = z
  .string({ error: ADMIN_MSG.date })
  .trim()
  // The longest timestamp form ("2024-05-01T10:00:00.000000+03:00") is 32 characters.
  .max(64, { message: ADMIN_MSG.date, abort: true })
  .regex(ISO_DATE_PREFIX_RE, ADMIN_MSG.date)
  .transform((v) => v.slice(0, 10))
  // Rejects impossible days such as 2024-02-30 (Date would roll them over).
  .refine((v) => {
    const day = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
  }, ADMIN_MSG.date);

// ---------- press notes ----------

export const adminPressSchema = z.object({
  media: requiredText(ADMIN_MSG.media, 120),
  type: z.enum(PRESS_TYPES, { error: ADMIN_MSG.pressType }),
  date: isoDay,
  link: optionalLink,
  title: optionalText(300),
  description: optionalText(5000),
  img: optionalImageUrl,
  favicon: optionalImageUrl,
});
export const adminPressUpdateSchema = adminPressSchema.partial();

// ---------- school / project posts ("Educación & Conciencia") ----------

export const adminPostSchema = z.object({
  category: z.enum(POST_CATEGORIES, { error: ADMIN_MSG.category }),
  date: isoDay,
  link: optionalLink,
  title: optionalText(300),
  description: optionalText(5000),
  img: optionalImageUrl,
});
export const adminPostUpdateSchema = adminPostSchema.partial();

// ---------- contributions ----------

const optionalEmail = z.preprocess(
  blankToNull,
  z.string().trim().toLowerCase().max(254, ADMIN_MSG.email).pipe(z.email(ADMIN_MSG.email)).nullable(),
);

export const adminContributionSchema = z.object({
  type: z.enum(CONTRIBUTION_TYPES, { error: ADMIN_MSG.contributionType }),
  date: isoDay,
  /** A number, or a numeric text ("1500,50" too): the total is read as a number (docs/product.md §5.6). */
  total: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim().replace(',', '.')) : v),
    z
      .number({ error: ADMIN_MSG.total })
      .positive(ADMIN_MSG.total)
      .max(1_000_000_000, ADMIN_MSG.total)
      // The column keeps cents.
      .transform((n) => Math.round(n * 100) / 100),
  ),
  method: z.enum(CONTRIBUTION_METHODS, { error: ADMIN_MSG.method }),
  /** Defaults from the method: PayPal charges in USD, the rest in pesos. */
  currency: z.preprocess(blankToNull, z.enum(CURRENCIES, { error: ADMIN_MSG.currency }).nullable()),
  name: optionalText(120),
  email: optionalEmail,
  /** The dog sponsored or godparented, by id (the admin picks it from the list of dogs). */
  dogId: z.preprocess(blankToNull, z.uuid(ADMIN_MSG.dogNotFound).nullable()),
  /** A gift to a campaign (issue 36): cash at an event counts toward its goal too. */
  campaignId: z.preprocess(blankToNull, z.uuid(CAMPAIGN_MSG.unknown).nullable()).optional(),
  detail: optionalText(1000),
});

/**
 * A contribution that waits — a transfer a donor told us about (issue 18) — confirmed when staff see it in
 * the account (its receipt goes then), or marked as not received. Nothing else of a payment is edited.
 */
export const adminContributionUpdateSchema = z.strictObject({
  status: z.enum(['paid', 'failed'], { error: ADMIN_MSG.contributionStatus }),
});

// ---------- the interface record ----------

const nullableImage = z.preprocess(blankToNull, imageRefSchema.nullable());
/** Texts of the interface record are never null: empty means "not shown". */
const pageText = (max: number) =>
  z.preprocess((v) => (v === null ? '' : v), z.string().max(max, ADMIN_MSG.tooLong(max)));
const linkOrEmpty = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: ADMIN_MSG.link })
    .max(1000, { message: ADMIN_MSG.link, abort: true })
    .refine((v) => v === '' || HTTP_URL_RE.test(v), ADMIN_MSG.link),
);

export const adminInterfaceSchema = z
  .object({
    slider: z.array(imageRefSchema).max(20),
    colaboraText: pageText(20_000),
    imgNosotros: nullableImage,
    visitasText: pageText(20_000),
    escolarText: pageText(20_000),
    voluntarioText: pageText(20_000),
    imgVoluntarios: nullableImage,
    /** Monthly debit links and other ways to help on /colaborar. */
    debitMercadoPagoUrl: linkOrEmpty,
    debitOtherUrl: linkOrEmpty,
    debitOtherLabel: pageText(60),
    otherWaysText: pageText(20_000),
    /** /impacto: what typical amounts buy, one per line (issue 18). */
    impactText: pageText(5_000),
    /** The admin's "Sitio": contact, social links, bank details, visits, the home notice (./site). */
    ...siteSettingsSchema.shape,
  })
  .partial();

// ---------- users ----------

const rolesSchema = z
  .array(z.enum(ROLES, { error: ADMIN_MSG.role }), { error: ADMIN_MSG.roles })
  .min(1, ADMIN_MSG.roles)
  .transform((roles) => [...new Set(roles)]);

export const adminUserCreateSchema = z.object({
  name: requiredText(ADMIN_MSG.name, 80),
  email: z
    .string({ error: ADMIN_MSG.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, ADMIN_MSG.emailRequired)
    .max(254, ADMIN_MSG.email)
    .pipe(z.email(ADMIN_MSG.email)),
  /** docs/product.md §5.7 register rule: letters and digits, at least 8. */
  password: z
    .string({ error: ADMIN_MSG.password })
    .min(8, ADMIN_MSG.password)
    .max(128, { message: ADMIN_MSG.tooLong(128), abort: true })
    .regex(HAS_ASCII_LETTER_RE, ADMIN_MSG.password)
    .regex(HAS_DIGIT_RE, ADMIN_MSG.password),
  roles: rolesSchema.default(['public']),
});
export const adminUserUpdateSchema = z.object({ roles: rolesSchema, isDelete: z.boolean() }).partial();

/** Whether these roles open the admin panel (and publish a dog without review): the one rule, everywhere. */
export const hasStaffRole = (roles: readonly string[]) =>
  roles.some((r) => (STAFF_ROLES as readonly string[]).includes(r as Role));

// ---------- review toggles ----------

/** Volunteers and adoption requests: pending (true) or approved (false), docs/product.md §4. */
export const adminPendingSchema = z.object({ isPending: z.boolean() }).partial();
export const adminContactSchema = z.object({ handled: z.boolean() }).partial();
