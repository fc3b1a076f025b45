// The volunteer application (docs/product.md §3 volunteer, §5.2 volunteer form): everything required except
// `question`. The browser, the page action and POST /api/volunteers all use it.
import type { z } from 'zod';
import { VOLUNTEER_MODALITIES, WEEK_DAYS, YES_NO_MAYBE } from '../constants';
import { MAX } from '../form-texts';
import { MAX_WEEKLY_HOURS, VOLUNTEER_MSG } from '../volunteer-texts';
import {
  birthdayField,
  choice,
  choices,
  emailField,
  guardFields,
  optionalText,
  phoneField,
  requiredLine,
  requiredText,
  strictForm,
  wholeNumber,
} from './applicant-fields';

const M = VOLUNTEER_MSG;

export const volunteerSchema = strictForm({
  name: requiredLine(M.name, MAX.name),
  email: emailField(),
  phone: phoneField(),
  birthday: birthdayField(),
  area: requiredLine(M.area),
  profession: requiredLine(M.comment),
  interest: requiredText(M.comment, MAX.long),
  modality: choice(VOLUNTEER_MODALITIES),
  // docs/product.md §5.2: a whole number of hours.
  availability: wholeNumber(
    { required: M.availability, invalid: M.availabilityInvalid },
    1,
    MAX_WEEKLY_HOURS,
  ),
  days: choices(WEEK_DAYS, M.days),
  clarification: requiredText(M.comment, MAX.long),
  description: requiredText(M.comment, MAX.long),
  purpose: requiredText(M.comment, MAX.long),
  vehicle: requiredLine(M.comment),
  carpooling: choice(YES_NO_MAYBE),
  question: optionalText(MAX.long),
  ...guardFields,
});

export type VolunteerInput = z.input<typeof volunteerSchema>;
export type Volunteer = z.output<typeof volunteerSchema>;
