// Campaigns (issue 36, item 2): an urgent cost with a goal — a surgery, a roof after a storm, winter blankets —
// at /campanas/{slug}. One schema per rule: what a gift or a transfer notice carries to tag it to a campaign
// (checkout, page and API), the panel's campaign and its updates, and the progress every page shows.
import { z } from 'zod';
import { isoDay } from '../dates';
import { MAX } from '../form-texts';
import { ISO_DATE_RE } from '../patterns';
import { checkboxField, optionalText, requiredLine, requiredText, wholeNumber } from './applicant-fields';
import { imageRefSchema } from './dog';

export const CAMPAIGN_MSG = {
  unknown: 'No encontramos esa campaña.',
  /** A gift started from a campaign that closed in the meantime: nothing was charged. */
  closed:
    'Esta campaña ya terminó y no recibe más aportes. ¡Gracias! Igual podés colaborar desde «Colaborar».',
  field: 'La campaña no es válida.',
  wantsUpdates: 'Quiero recibir por mail las novedades de esta campaña',
  thankPublicly: 'Pueden mostrar mi nombre entre quienes ayudaron',
  checkbox: 'Marcá la casilla o dejala en blanco.',
  // The panel
  title: 'Escribí el título, por ejemplo «Un techo nuevo para el sector de los abuelos».',
  slug: 'La dirección sólo puede tener letras sin acentos, números y guiones, por ejemplo «techo-abuelos».',
  slugTaken: 'Ya hay una campaña con esa dirección: elegí otra.',
  summary: 'Escribí una frase que la resuma: se ve en las tarjetas y cuando alguien la comparte.',
  story: 'Contá la historia de la campaña.',
  goal: 'Indicá la meta en pesos: un número entero de 1.000 a 1.000.000.000.',
  goalUsd: 'Indicá la meta en dólares: un número entero de 1 a 10.000.000, o dejala en blanco.',
  usdRate: 'Indicá a cuántos pesos contamos cada dólar: un número entero de 1 a 100.000.',
  endsOn: 'Elegí el último día de la campaña.',
  dog: 'Elegí un perro de la lista, o ninguno.',
  updateCampaign: 'Elegí la campaña.',
  updateText: 'Escribí la novedad.',
} as const;

/** The address's words: lower case letters without accents, digits and single dashes. */
export const CAMPAIGN_SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CAMPAIGN_SLUG_MAX = 80;
export const CAMPAIGN_UPDATE_TEXT_MAX = 2000;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

const slugField = z
  .string({ error: CAMPAIGN_MSG.slug })
  .trim()
  .toLowerCase()
  .max(CAMPAIGN_SLUG_MAX, { message: CAMPAIGN_MSG.slug, abort: true })
  .regex(CAMPAIGN_SLUG_RE, CAMPAIGN_MSG.slug);

/**
 * What a one-off gift (Mercado Pago, PayPal) or a transfer notice adds when it comes from a campaign's page:
 * the campaign's address, and the donor's two wishes — its news by mail, their name among those who helped.
 */
export const campaignGiftFields = {
  campana: z.preprocess(
    blankToUndefined,
    z
      .string({ error: CAMPAIGN_MSG.field })
      .trim()
      .toLowerCase()
      .max(CAMPAIGN_SLUG_MAX, CAMPAIGN_MSG.field)
      .regex(CAMPAIGN_SLUG_RE, CAMPAIGN_MSG.field)
      .optional(),
  ),
  novedades: checkboxField(CAMPAIGN_MSG.checkbox),
  publico: checkboxField(CAMPAIGN_MSG.checkbox),
};

const isRealDay = (v: string) => {
  if (!ISO_DATE_RE.test(v)) return false;
  const d = new Date(`${v}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const dayField = z
  .string({ error: CAMPAIGN_MSG.endsOn })
  .trim()
  .max(10, { message: CAMPAIGN_MSG.endsOn, abort: true })
  .refine(isRealDay, CAMPAIGN_MSG.endsOn);

/** The panel's campaign. Without an address, the server makes one from the title. */
export const adminCampaignSchema = z.object({
  title: requiredLine(CAMPAIGN_MSG.title, 120),
  slug: z.preprocess(blankToUndefined, slugField.optional()),
  summary: requiredLine(CAMPAIGN_MSG.summary, MAX.short),
  story: requiredText(CAMPAIGN_MSG.story, MAX.message),
  image: z.preprocess(blankToNull, imageRefSchema.nullable()).optional(),
  goal: wholeNumber({ required: CAMPAIGN_MSG.goal, invalid: CAMPAIGN_MSG.goal }, 1000, 1_000_000_000),
  goalUsd: z.preprocess(
    blankToNull,
    wholeNumber({ required: CAMPAIGN_MSG.goalUsd, invalid: CAMPAIGN_MSG.goalUsd }, 1, 10_000_000).nullable(),
  ),
  usdRate: wholeNumber({ required: CAMPAIGN_MSG.usdRate, invalid: CAMPAIGN_MSG.usdRate }, 1, 100_000),
  endsOn: dayField,
  dogId: z.preprocess(blankToNull, z.uuid({ error: CAMPAIGN_MSG.dog }).nullable()).optional(),
  /** Staff close it before its date; unticking opens it again. */
  closed: z.boolean().optional(),
  /** What the page says once it closed: «Con lo que juntamos…». */
  outcome: optionalText(MAX.long),
});
export const adminCampaignUpdateSchema = adminCampaignSchema.partial();

/** A campaign's news: shown on its page and mailed once to its donors who asked for it. */
export const campaignUpdateSchema = z.object({
  campaignId: z.uuid({ error: CAMPAIGN_MSG.updateCampaign }),
  text: requiredText(CAMPAIGN_MSG.updateText, CAMPAIGN_UPDATE_TEXT_MAX),
  image: z.preprocess(blankToNull, imageRefSchema.nullable()).optional(),
});
export const campaignUpdateEditSchema = campaignUpdateSchema.omit({ campaignId: true }).partial();

/** What was given to a campaign, as the page adds it up: pesos, and dollars at the campaign's rate. */
export interface CampaignTotals {
  pesos: number;
  dollars: number;
  donors: number;
}

export interface CampaignProgress {
  /** Pesos plus dollars × rate, whole pesos. */
  raised: number;
  /** 0–100, rounded down: never says «100 %» before the goal is met. The bar stops at 100. */
  percent: number;
  reached: boolean;
}

export function campaignProgress(totals: CampaignTotals, campaign: { goal: number; usdRate: number }) {
  const raised = Math.round(totals.pesos + totals.dollars * campaign.usdRate);
  const percent = Math.min(100, Math.floor((raised * 100) / campaign.goal));
  return { raised, percent, reached: raised >= campaign.goal } satisfies CampaignProgress;
}

/** Open: not closed by staff and its last day not gone (Buenos Aires' day). */
export const campaignOpen = (c: { closedAt: Date | string | null; endsOn: string }, today = isoDay()) =>
  !c.closedAt && c.endsOn >= today;

/** Days from today to the last day, that day included: 1 on the last day, 0 once it is over. */
export function campaignDaysLeft(endsOn: string, today = isoDay()): number {
  const ms = Date.parse(`${endsOn}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000) + 1);
}

/** «Quedan 12 días», «Último día», «Terminó». */
export function campaignTimeLeft(endsOn: string, closed: boolean, today = isoDay()): string {
  const days = closed ? 0 : campaignDaysLeft(endsOn, today);
  if (days === 0) return 'Terminó';
  if (days === 1) return 'Último día';
  return `Quedan ${days} días`;
}

/** A donor who asked to be thanked publicly, as the page names them: first name and initial («María G.»). */
export function publicDonorName(name: string | null | undefined): string | null {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const first = words[0]!;
  const last = words.length > 1 ? ` ${Array.from(words[words.length - 1]!)[0]!.toUpperCase()}.` : '';
  return `${first.charAt(0).toUpperCase()}${first.slice(1)}${last}`;
}
