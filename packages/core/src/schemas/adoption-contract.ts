// After the approval (issue 37, item 1): staff send the contract with the dog's health data, the adopter
// accepts it at /adopcion/{id} with their full name, DNI and address, and staff mark the delivery. One schema
// per rule, shared by the page, its API and the panel.
import { z } from 'zod';
import { CASTRATION_LABELS, type Castration, CONTRACT_MSG } from '../adoption-texts';
import { DNI_RE, NON_DIGIT_RE, SHA256_HEX_RE, TAX_ID_TEXT_RE } from '../patterns';
import { checkboxField, recentDay, requiredLine } from './applicant-fields';

/** A DNI as people write it («30.123.456», «30 123 456»), kept as its 7 or 8 digits. */
export const dniField = (message: string) =>
  z
    .string({ error: message })
    .max(20, { message, abort: true })
    .refine((v) => TAX_ID_TEXT_RE.test(v), { message, abort: true })
    .transform((v) => v.replace(NON_DIGIT_RE, ''))
    .refine((v) => DNI_RE.test(v), message);

/** Staff: what the contract says of the dog's health. */
export const contractSendSchema = z.object({
  castrated: z.enum(Object.keys(CASTRATION_LABELS) as [Castration, ...Castration[]], {
    error: CONTRACT_MSG.castrated,
  }),
  vaccines: requiredLine(CONTRACT_MSG.vaccines, 200),
});

/** The adopter: who accepts, and the version of the text they read (its hash). */
export const contractAcceptSchema = z.object({
  fullName: requiredLine(CONTRACT_MSG.fullName, 120),
  dni: dniField(CONTRACT_MSG.dni),
  address: requiredLine(CONTRACT_MSG.address, 300),
  acepto: checkboxField(CONTRACT_MSG.accept).refine((v) => v, CONTRACT_MSG.accept),
  version: z.string({ error: CONTRACT_MSG.changed }).regex(SHA256_HEX_RE, CONTRACT_MSG.changed),
});

/** Staff: the day the dog went home (today or up to 60 days back). */
export const deliverySchema = z.object({
  deliveredOn: recentDay(CONTRACT_MSG.deliveredOn, 60),
});
