// The adoption questionnaire (docs/product.md §3 adoption request, §5.3 adoption form): every field required, with
// the messages of docs/product.md §5.3 letter for letter. The browser, the page action and POST /api/adoptions all use it.
import type { z } from 'zod';
import { ADOPTION_MSG } from '../adoption-texts';
import {
  ADOPTION_FRESH_AIR,
  ADOPTION_HOMES,
  ADOPTION_ITEMS,
  HOUSING_STATUS,
  YES_NO,
  YES_NO_MAYBE,
} from '../constants';
import { MAX } from '../form-texts';
import {
  birthdayField,
  choice,
  choices,
  emailField,
  guardFields,
  phoneField,
  requiredLine,
  requiredText,
  strictForm,
  wholeNumber,
} from './applicant-fields';

const M = ADOPTION_MSG;
const answer = () => requiredText(M.answer, MAX.long);
const comment = () => requiredText(M.comment, MAX.long);
const info = () => requiredText(M.info, MAX.long);

export const adoptionSchema = strictForm({
  nameDog: requiredLine(M.nameDog, MAX.name),
  name: requiredLine(M.name, MAX.name),
  birthday: birthdayField(),
  email: emailField(),
  phone: phoneField(),
  location: requiredLine(M.location),
  area: requiredLine(M.area),
  // The home and the family
  people: wholeNumber({ required: M.people, invalid: M.peopleInvalid }, 1, 50),
  accordance: choice(YES_NO_MAYBE),
  description: comment(),
  babies: answer(),
  allergies: info(),
  home: choices(ADOPTION_HOMES, M.checkboxes),
  freshAir: choices(ADOPTION_FRESH_AIR, M.checkboxes),
  status: choice(HOUSING_STATUS),
  authorization: choice(YES_NO_MAYBE),
  // Other animals
  otherAnimals: choice(YES_NO),
  expatiate: comment(),
  castrated: choice(YES_NO),
  vaccinated: choice(YES_NO),
  // Life with the dog
  reason: answer(),
  items: choices(ADOPTION_ITEMS, M.checkboxes),
  sleep: info(),
  loneliness: info(),
  walk: info(),
  events: answer(),
  holidays: answer(),
  moving: answer(),
  adaptation: choice(YES_NO_MAYBE),
  sterilization: answer(),
  ...guardFields,
});

export type AdoptionInput = z.input<typeof adoptionSchema>;
export type Adoption = z.output<typeof adoptionSchema>;
