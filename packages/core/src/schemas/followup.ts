// After the delivery (issue 37): the adopter's answer to a follow-up (the page /seguimiento/{id}, its API)
// and what staff write on one in the panel (the story, «atendido»). One schema per rule.
import { z } from 'zod';
import { FOLLOWUP_FEELINGS, FOLLOWUP_MSG } from '../followup-texts';
import { checkboxField, optionalText, requiredText } from './applicant-fields';

const feeling = z.enum(FOLLOWUP_FEELINGS, { error: FOLLOWUP_MSG.feeling });

/** The adopter's answer (the photos travel beside it, as files). */
export const followupAnswerSchema = z.object({
  howIsDog: requiredText(FOLLOWUP_MSG.howIsDog, 3000).refine((v) => v.length >= 10, FOLLOWUP_MSG.howIsDog),
  eating: feeling,
  sleeping: feeling,
  gettingAlong: feeling,
  problem: optionalText(2000),
  wantsHelp: checkboxField(FOLLOWUP_MSG.feeling),
  mayPublish: checkboxField(FOLLOWUP_MSG.feeling),
});
export type FollowupAnswer = z.output<typeof followupAnswerSchema>;

/** Staff, on one follow-up: the story's text, whether it is published, whether its problem was attended. */
export const followupEditSchema = z
  .object({
    storyText: z
      .string({ error: FOLLOWUP_MSG.storyText })
      .trim()
      .min(20, FOLLOWUP_MSG.storyText)
      .max(3000, FOLLOWUP_MSG.storyText)
      .nullable(),
    storyPublished: z.boolean(),
    attended: z.boolean(),
  })
  .partial();

/** «Sitio»: the follow-ups' days after the delivery, "7, 30, 90, 180" → [7, 30, 90, 180]; empty: none. */
export const followupDaysField = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map(Number)
      : v,
  // One message for the whole list: a wrong day is named by the list, not by its position.
  z.custom<number[]>(
    (v) =>
      Array.isArray(v) &&
      v.length <= 8 &&
      v.every((d, i) => Number.isInteger(d) && d >= 1 && d <= 730 && (i === 0 || d > v[i - 1])),
    { message: FOLLOWUP_MSG.schedule },
  ),
);
