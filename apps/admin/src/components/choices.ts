// Select choices from the shared constants (SPEC §9): values are stored as SPEC spells them.
import {
  CONTACT_SUBJECTS,
  CONTRIBUTION_METHODS,
  CONTRIBUTION_STATUSES,
  CONTRIBUTION_TYPES,
  CURRENCIES,
  DOG_AGES,
  DOG_GENDERS,
  DOG_SIZES,
  POST_CATEGORIES,
  PRESS_TYPES,
  ROLES,
  VOLUNTEER_MODALITIES,
  YES_NO_MAYBE,
} from '@campito/core';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const toChoices = (values: readonly string[], label: (v: string) => string = capitalize) =>
  values.map((id) => ({ id, name: label(id) }));

export const GENDER_CHOICES = toChoices(DOG_GENDERS);
export const AGE_CHOICES = toChoices(DOG_AGES);
export const SIZE_CHOICES = toChoices(DOG_SIZES);
export const ROLE_CHOICES = toChoices(ROLES, (v) => v);
export const PRESS_TYPE_CHOICES = toChoices(PRESS_TYPES, (v) => v);
export const CATEGORY_CHOICES = toChoices(POST_CATEGORIES);
export const CONTRIBUTION_TYPE_CHOICES = toChoices(CONTRIBUTION_TYPES);
export const METHOD_CHOICES = toChoices(CONTRIBUTION_METHODS);
export const CURRENCY_CHOICES = toChoices(CURRENCIES, (v) => v);
export const STATUS_CHOICES = [
  { id: 'paid', name: 'Pagado' },
  { id: 'pending', name: 'Pendiente' },
  { id: 'failed', name: 'Fallido' },
].filter((c) => (CONTRIBUTION_STATUSES as readonly string[]).includes(c.id));
export const MODALITY_CHOICES = toChoices(VOLUNTEER_MODALITIES);
export const CARPOOLING_CHOICES = toChoices(YES_NO_MAYBE);
export const SUBJECT_CHOICES = toChoices(CONTACT_SUBJECTS);
