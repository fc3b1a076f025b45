// «Necesitamos» (issue 36, item 3): what the shelter needs in kind (food, blankets, diapers, medicines), how
// many this month and how urgently, the drop-off points, and «Llevo 2»: a person says what they will bring,
// where and when. One schema per rule: the public form (page and API), and the panel's needs, points and
// pledges.
import { z } from 'zod';
import { isoDay } from '../dates';
import { MAX } from '../form-texts';
import { CONTACT_PHONE_RE, HTTPS_URL_RE, NON_DIGIT_RE } from '../patterns';
import {
  blankToUndefined,
  guardFields,
  isRealDay,
  optionalText,
  requiredLine,
  strictForm,
} from './applicant-fields';

/** How urgently an item is needed, most urgent first: the page's order and its label. */
export const NEED_URGENCIES = ['urgente', 'pronto', 'siempre'] as const;
export type NeedUrgency = (typeof NEED_URGENCIES)[number];
export const NEED_URGENCY_LABELS: Record<NeedUrgency, string> = {
  urgente: 'Urgente',
  pronto: 'Lo necesitamos pronto',
  siempre: 'Siempre hace falta',
};

/** A «Llevo» pledge: promised, arrived (staff saw it), or never came. */
export const NEED_PLEDGE_STATUSES = ['prometido', 'llego', 'no-llego'] as const;

/** How far ahead a person may say they will bring something. */
export const NEED_PLEDGE_MAX_DAYS = 60;
export const NEED_PLEDGE_MAX_QUANTITY = 99;

export const NEED_MSG = {
  need: 'Elegí qué vas a traer.',
  quantity: `Indicá cuántos vas a traer: un número entero de 1 a ${NEED_PLEDGE_MAX_QUANTITY}.`,
  name: 'Escribí tu nombre.',
  contact: 'Dejanos un email o un teléfono para avisarte si cambia algo.',
  email: 'Revisá el email: por ejemplo, nombre@gmail.com.',
  phone: 'Ingresá un teléfono de 8 a 15 números, con su código de área.',
  dropPoint: 'Elegí dónde lo vas a dejar.',
  date: 'Elegí el día en que lo vas a traer.',
  datePast: 'Elegí hoy o un día que todavía no pasó.',
  dateFar: `Elegí un día dentro de los próximos ${NEED_PLEDGE_MAX_DAYS} días.`,
  gone: 'Eso ya no está en la lista o el punto de entrega cambió: elegí de nuevo, por favor.',
  /** The page's thanks (the drop-off details follow it). */
  thanks: '¡Gracias! Te esperamos.',
} as const;

const daysFromToday = (days: number) => isoDay(Date.now() + days * 86_400_000);

export const needPledgeSchema = strictForm({
  need: z.uuid({ error: NEED_MSG.need }),
  quantity: z.coerce
    .number({ error: NEED_MSG.quantity })
    .int(NEED_MSG.quantity)
    .min(1, NEED_MSG.quantity)
    .max(NEED_PLEDGE_MAX_QUANTITY, NEED_MSG.quantity),
  name: requiredLine(NEED_MSG.name, MAX.name),
  email: z.preprocess(
    blankToUndefined,
    z
      .string({ error: NEED_MSG.email })
      .trim()
      .max(MAX.email, { message: NEED_MSG.email, abort: true })
      .regex(z.regexes.email, NEED_MSG.email)
      .transform((v) => v.toLowerCase())
      .optional(),
  ),
  phone: z.preprocess(
    blankToUndefined,
    z
      .string({ error: NEED_MSG.phone })
      .trim()
      .max(40, { message: NEED_MSG.phone, abort: true })
      .refine((v) => CONTACT_PHONE_RE.test(v), { message: NEED_MSG.phone, abort: true })
      .refine((v) => {
        const digits = v.replace(NON_DIGIT_RE, '').length;
        return digits >= 8 && digits <= 15;
      }, NEED_MSG.phone)
      .optional(),
  ),
  dropPoint: z.uuid({ error: NEED_MSG.dropPoint }),
  bringOn: z
    .string({ error: NEED_MSG.date })
    .trim()
    .max(10, { message: NEED_MSG.date, abort: true })
    .refine(isRealDay, { message: NEED_MSG.date, abort: true })
    .refine((v) => v >= isoDay(), NEED_MSG.datePast)
    .refine((v) => v <= daysFromToday(NEED_PLEDGE_MAX_DAYS), NEED_MSG.dateFar),
  ...guardFields,
}).superRefine((data, ctx) => {
  if (!data.email && !data.phone)
    ctx.addIssue({ code: 'custom', path: ['email'], message: NEED_MSG.contact });
});

// ---------- the panel ----------

const ADMIN_MSG = {
  name: 'Escribí qué se necesita, por ejemplo «Alimento balanceado adulto, bolsas de 15 kg».',
  wanted: 'Indicá cuántos se necesitan por mes: un número entero de 1 a 10.000.',
  urgency: 'Elegí qué tan urgente es.',
  pointName: 'Escribí el nombre del punto de entrega, por ejemplo «Veterinaria San Roque».',
  address: 'Escribí la dirección.',
  hours: 'Escribí los días y horarios, por ejemplo «Lunes a viernes de 9 a 18».',
  mapUrl: 'Ingresá un enlace completo que empiece con https://',
  arrived: 'Indicá cuántos llegaron: un número entero de 0 a 99.',
} as const;

const position = z.coerce.number().int().min(0).max(10_000).optional();
const mapLink = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: ADMIN_MSG.mapUrl })
    .max(1000, ADMIN_MSG.mapUrl)
    .refine((v) => v === '' || HTTPS_URL_RE.test(v), ADMIN_MSG.mapUrl),
);

export const adminNeedSchema = z.object({
  name: requiredLine(ADMIN_MSG.name, MAX.short),
  detail: optionalText(MAX.long),
  wanted: z.coerce
    .number({ error: ADMIN_MSG.wanted })
    .int(ADMIN_MSG.wanted)
    .min(1, ADMIN_MSG.wanted)
    .max(10_000, ADMIN_MSG.wanted),
  urgency: z.enum(NEED_URGENCIES, { error: ADMIN_MSG.urgency }),
  active: z.boolean().optional(),
  position,
});
export const adminNeedUpdateSchema = adminNeedSchema.partial();

export const adminDropPointSchema = z.object({
  name: requiredLine(ADMIN_MSG.pointName, MAX.short),
  address: requiredLine(ADMIN_MSG.address, 300),
  hours: requiredLine(ADMIN_MSG.hours, MAX.short),
  mapUrl: mapLink.optional(),
  active: z.boolean().optional(),
  position,
});
export const adminDropPointUpdateSchema = adminDropPointSchema.partial();

/** Staff mark what arrived: the status and, if it differs from the promise, how many came. */
export const adminNeedPledgeUpdateSchema = z.object({
  status: z.enum(NEED_PLEDGE_STATUSES).optional(),
  arrivedQuantity: z.preprocess(
    (v) => (v === '' ? null : v),
    z.coerce
      .number({ error: ADMIN_MSG.arrived })
      .int(ADMIN_MSG.arrived)
      .min(0, ADMIN_MSG.arrived)
      .max(99, ADMIN_MSG.arrived)
      .nullable()
      .optional(),
  ),
});
