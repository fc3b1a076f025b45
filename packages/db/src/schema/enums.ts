import {
  CONTRIBUTION_METHODS,
  CONTRIBUTION_STATUSES,
  CONTRIBUTION_TYPES,
  CURRENCIES,
  DOG_AGES,
  DOG_GENDERS,
  DOG_MOBILITIES,
  DOG_SIZES,
  POST_CATEGORIES,
  PRESS_TYPES,
  VOLUNTEER_MODALITIES,
} from '@campito/core';
import { pgEnum } from 'drizzle-orm/pg-core';

export const dogGender = pgEnum('dog_gender', DOG_GENDERS);
export const dogAge = pgEnum('dog_age', DOG_AGES);
export const dogSize = pgEnum('dog_size', DOG_SIZES);
export const dogMobility = pgEnum('dog_mobility', DOG_MOBILITIES);
export const pressType = pgEnum('press_type', PRESS_TYPES);
export const postCategory = pgEnum('post_category', POST_CATEGORIES);
export const contributionType = pgEnum('contribution_type', CONTRIBUTION_TYPES);
export const contributionMethod = pgEnum('contribution_method', CONTRIBUTION_METHODS);
export const contributionStatus = pgEnum('contribution_status', CONTRIBUTION_STATUSES);
export const currency = pgEnum('currency', CURRENCIES);
export const volunteerModality = pgEnum('volunteer_modality', VOLUNTEER_MODALITIES);
