// Volunteer hours (issue 38, item 5): the certificate of hours a volunteer downloads — the name it carries
// and, if they want, their DNI. One schema for the page and its API.
import { z } from 'zod';
import { SHIFT_MSG } from '../shift-texts';
import { dniField } from './adoption-contract';
import { blankToUndefined, requiredLine } from './applicant-fields';

export const hoursCertificateSchema = z.object({
  name: requiredLine(SHIFT_MSG.certificateName, 120),
  dni: z.preprocess(blankToUndefined, dniField(SHIFT_MSG.dni).optional()),
});
