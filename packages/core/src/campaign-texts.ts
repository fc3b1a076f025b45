// Campaigns (issue 36, item 2): their messages, and how a page adds up and words a campaign's progress.
// Client-safe (no zod): the pages' code reads these; the rules are schemas/campaigns.ts.
import { isoDay } from './dates';
import { WHITESPACE_RUN_RE } from './patterns';

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

/** A one-off gift to a campaign (issue 36): larger than /colaborar's old quick amounts, like an urgent cost. */
export const CAMPAIGN_QUICK_AMOUNTS = {
  mercadopago: [2000, 5000, 10000, 20000],
  paypal: [5, 10, 20, 50],
} as const;

export const CAMPAIGN_SLUG_MAX = 80;
export const CAMPAIGN_UPDATE_TEXT_MAX = 2000;

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
  const words = (name ?? '').trim().split(WHITESPACE_RUN_RE).filter(Boolean);
  if (words.length === 0) return null;
  const first = words[0]!;
  const last = words.length > 1 ? ` ${Array.from(words[words.length - 1]!)[0]!.toUpperCase()}.` : '';
  return `${first.charAt(0).toUpperCase()}${first.slice(1)}${last}`;
}
