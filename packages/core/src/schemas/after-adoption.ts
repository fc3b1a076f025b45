// After the adoption (issue 37, items 3 and 5): the commitments staff record and the adopter marks done,
// and a return. One schema per rule, shared by the panel, the API and the adopter's page.
import { z } from 'zod';
import {
  COMMITMENT_KINDS,
  COMMITMENT_MSG,
  type CommitmentKind,
  RETURN_MSG,
  RETURN_REASONS,
  type ReturnReason,
} from '../commitment-texts';
import { calendarDay, checkboxField, optionalText, recentDay, requiredLine } from './applicant-fields';

const kinds = Object.keys(COMMITMENT_KINDS) as [CommitmentKind, ...CommitmentKind[]];
const reasons = Object.keys(RETURN_REASONS) as [ReturnReason, ...ReturnReason[]];

/** Staff: a commitment of an adoption, with its due date. */
export const commitmentSchema = z.object({
  requestId: z.uuid({ error: COMMITMENT_MSG.notAdopted }),
  kind: z.enum(kinds, { error: COMMITMENT_MSG.kind }),
  description: requiredLine(COMMITMENT_MSG.description, 300),
  dueOn: calendarDay(COMMITMENT_MSG.dueOn),
});
export const commitmentEditSchema = commitmentSchema
  .omit({ requestId: true })
  .extend({ done: z.boolean(), escalated: z.boolean() })
  .partial();

/** The adopter marks it done (the certificate's photo travels beside it). */
export const commitmentDoneSchema = z.object({ note: optionalText(1000) });

/** Staff: a dog that came back. `backToCatalog`: it is offered for adoption again at once. */
export const returnSchema = z.object({
  requestId: z.uuid({ error: RETURN_MSG.notAdopted }),
  returnedOn: recentDay(RETURN_MSG.returnedOn, 60),
  reason: z.enum(reasons, { error: RETURN_MSG.reason }),
  note: optionalText(2000),
  broughtBy: requiredLine(RETURN_MSG.broughtBy, 120),
  dogState: requiredLine(RETURN_MSG.dogState, 2000),
  backToCatalog: checkboxField(RETURN_MSG.reason),
});
export const returnEditSchema = returnSchema.omit({ requestId: true, backToCatalog: true }).partial();
