// Campaigns (issue 36, item 2): an urgent cost with a goal — a surgery, a roof after a storm, winter blankets —
// at /campanas/{slug}. One schema per rule: what a gift or a transfer notice carries to tag it to a campaign
// (checkout, page and API), and the panel's campaign and its updates. Texts and the progress: campaign-texts.ts.
import { z } from 'zod';
import { CAMPAIGN_MSG, CAMPAIGN_SLUG_MAX, CAMPAIGN_UPDATE_TEXT_MAX } from '../campaign-texts';
import { MAX } from '../form-texts';
import { SLUG_RE } from '../patterns';
import {
  blankToNull,
  blankToUndefined,
  isRealDay,
  optionalText,
  requiredLine,
  requiredText,
  wholeNumber,
} from './applicant-fields';
import { imageRefSchema } from './dog';

const slugField = z
  .string({ error: CAMPAIGN_MSG.slug })
  .trim()
  .toLowerCase()
  .max(CAMPAIGN_SLUG_MAX, { message: CAMPAIGN_MSG.slug, abort: true })
  .regex(SLUG_RE, CAMPAIGN_MSG.slug);

/** A wish's checkbox: "on" from a form, a boolean from JSON; absent stays absent (a gift without a campaign). */
const wish = z
  .union([z.boolean(), z.enum(['on', 'true', 'false', ''])], { error: CAMPAIGN_MSG.checkbox })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === true || v === 'on' || v === 'true'));

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
      .regex(SLUG_RE, CAMPAIGN_MSG.field)
      .optional(),
  ),
  novedades: wish,
  publico: wish,
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
