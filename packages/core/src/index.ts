export * from './constants';
export * from './form-texts';
export * from './forms';
export * from './images';
export * from './messages';
export * from './schemas/admin';
export * from './schemas/adoption';
export {
  AREA_REQUIRED,
  BIRTHDAY_FUTURE,
  BIRTHDAY_REQUIRED,
  BIRTHDAY_TOO_OLD,
  EMAIL_FORMAT,
  EMAIL_REQUIRED,
  PHONE_INVALID,
  PHONE_REQUIRED,
  SELECT_REQUIRED,
} from './schemas/applicant-fields';
export * from './schemas/auth';
export * from './schemas/contact';
export * from './schemas/content';
export * from './schemas/dog';
export * from './schemas/payment';
export * from './schemas/volunteer';
export * from './text';
