// Select choices from the shared constants (docs/product.md §9): values are stored as spelled there, and read by
// their Spanish labels, which live in one place (i18n/values.ts).
import {
  AUDIT_ACTIONS,
  CONTACT_SUBJECTS,
  CONTRIBUTION_METHODS,
  CONTRIBUTION_STATUSES,
  CONTRIBUTION_TYPES,
  CURRENCIES,
  DOG_AGES,
  DOG_GENDERS,
  DOG_MOBILITIES,
  DOG_SIZES,
  NEED_PLEDGE_STATUSES,
  NEED_URGENCIES,
  POST_CATEGORIES,
  PRESS_TYPES,
  ROLES,
  SUBSCRIPTION_PROVIDERS,
  SUBSCRIPTION_STATUSES,
  VOLUNTEER_MODALITIES,
  YES_NO_MAYBE,
} from '@campito/core';
import { AUDITED_RESOURCES, choicesOf, resourceLabel } from '../i18n/values';

export const GENDER_CHOICES = choicesOf('gender', DOG_GENDERS);
export const AGE_CHOICES = choicesOf('age', DOG_AGES);
export const SIZE_CHOICES = choicesOf('size', DOG_SIZES);
export const MOBILITY_CHOICES = choicesOf('mobility', DOG_MOBILITIES);
export const ROLE_CHOICES = choicesOf('role', ROLES);
export const PRESS_TYPE_CHOICES = choicesOf('pressType', PRESS_TYPES);
export const CATEGORY_CHOICES = choicesOf('postCategory', POST_CATEGORIES);
export const CONTRIBUTION_TYPE_CHOICES = choicesOf('contributionType', CONTRIBUTION_TYPES);
export const METHOD_CHOICES = choicesOf('method', CONTRIBUTION_METHODS);
export const CURRENCY_CHOICES = choicesOf('currency', CURRENCIES);
export const STATUS_CHOICES = choicesOf('paymentStatus', CONTRIBUTION_STATUSES);
export const MODALITY_CHOICES = choicesOf('modality', VOLUNTEER_MODALITIES);
export const CARPOOLING_CHOICES = choicesOf('yesNoMaybe', YES_NO_MAYBE);
export const SUBJECT_CHOICES = choicesOf('subject', CONTACT_SUBJECTS);
export const AUDIT_ACTION_CHOICES = choicesOf('auditAction', AUDIT_ACTIONS);
export const SUBSCRIPTION_STATUS_CHOICES = choicesOf('subscriptionStatus', SUBSCRIPTION_STATUSES);
export const SUBSCRIPTION_PROVIDER_CHOICES = choicesOf('subscriptionProvider', SUBSCRIPTION_PROVIDERS);
export const NEED_URGENCY_CHOICES = choicesOf('needUrgency', NEED_URGENCIES);
export const NEED_PLEDGE_STATUS_CHOICES = choicesOf('needPledgeStatus', NEED_PLEDGE_STATUSES);
/** The change log's sections, by their plural names ("Perritos", "Aportes"). */
export const AUDIT_RESOURCE_CHOICES = AUDITED_RESOURCES.map((id) => ({ id, name: resourceLabel(id, true) }));
