// Accounts: sign-in, registration, recovery, password change and profile edit (docs/product.md §5.7 and §8).
// The same schemas validate in the browser, in the /profile page actions and in the REST API.
import { z } from 'zod';
import { AUTH_MSG } from '../auth-texts';
import { BIRTHDAY_MIN_PROFILE, PHONE_DIGITS, PHONE_TYPED_MAX, ROLES } from '../constants';
import { todayIso } from '../form-texts';
import { MSG } from '../messages';
import {
  EMAIL_RE,
  HAS_DIGIT_RE,
  HAS_LETTER_RE,
  ISO_DATE_RE,
  MEDIA_IMAGE_RE,
  PERSON_NAME_RE,
  PHONE_RE,
} from '../patterns';
import { argentinePhone } from '../phones';

export { AUTH_MSG, profileMatches, STORED_USER_KEY } from '../auth-texts';

export const PASSWORD_MIN = 8;
/** Longer passwords are refused: argon2 would hash anything, but nobody types more. */
export const PASSWORD_MAX = 128;
const EMAIL_MIN = 8;
const NAME_MIN = 8;
const NAME_MAX = 80;
const EMAIL_MAX = 254;

/**
 * Email of login, register and recovery: an email pattern and at least 8 characters; stored lower-cased.
 * A text over the maximum stops there (`abort`): no pattern runs on it (every `.max()` before a pattern
 * in packages/core does the same).
 */
export const accountEmail = z
  .string({ error: AUTH_MSG.email })
  .trim()
  .min(EMAIL_MIN, AUTH_MSG.email)
  .max(EMAIL_MAX, { message: AUTH_MSG.email, abort: true })
  .regex(EMAIL_RE, AUTH_MSG.email)
  .toLowerCase();

/** At least 8 characters with letters and digits (other characters allowed), at most 128. */
const password = (message: string) =>
  z
    .string({ error: message })
    .min(PASSWORD_MIN, message)
    .max(PASSWORD_MAX, { message: AUTH_MSG.passwordTooLong, abort: true })
    .regex(HAS_LETTER_RE, message)
    .regex(HAS_DIGIT_RE, message);

const loginPassword = password(AUTH_MSG.loginPassword);
const registerPassword = password(AUTH_MSG.registerPassword);

const accountName = z
  .string({ error: AUTH_MSG.name })
  .trim()
  .min(NAME_MIN, AUTH_MSG.name)
  .max(NAME_MAX, { message: AUTH_MSG.name, abort: true })
  .regex(PERSON_NAME_RE, AUTH_MSG.name);

/**
 * Login. Nothing typed at all is one message for the whole form (docs/product.md §8 "Ingrese algun dato");
 * otherwise each field has its own.
 */
export const loginSchema = z
  .object(
    {
      email: z.string({ error: AUTH_MSG.email }).optional(),
      pass: z.string({ error: AUTH_MSG.loginPassword }).optional(),
    },
    { error: MSG.badRequest },
  )
  .transform((input, ctx) => {
    const email = input.email ?? '';
    const pass = input.pass ?? '';
    if (!email.trim() && !pass) {
      ctx.addIssue({ code: 'custom', message: AUTH_MSG.empty, path: [] });
      return z.NEVER;
    }
    const parsedEmail = accountEmail.safeParse(email);
    const parsedPass = loginPassword.safeParse(pass);
    if (!parsedEmail.success)
      ctx.addIssue({ code: 'custom', message: firstMessage(parsedEmail), path: ['email'] });
    if (!parsedPass.success)
      ctx.addIssue({ code: 'custom', message: firstMessage(parsedPass), path: ['pass'] });
    if (!parsedEmail.success || !parsedPass.success) return z.NEVER;
    return { email: parsedEmail.data, pass: parsedPass.data };
  });

function firstMessage(result: { error?: z.ZodError }): string {
  return result.error?.issues[0]?.message ?? MSG.badRequest;
}

const profileImagePath = z
  .string({ error: AUTH_MSG.image })
  .max(300, { message: AUTH_MSG.image, abort: true })
  .regex(MEDIA_IMAGE_RE, AUTH_MSG.image);

/** Not an object at all (null, a list, text): the request as a whole is wrong. */
const notAnObject = { error: MSG.badRequest };

export const registerSchema = z.object(
  {
    name: accountName,
    email: accountEmail,
    pass: registerPassword,
    image: profileImagePath.nullish(),
  },
  notAnObject,
);

export const recoverySchema = z.object({ email: accountEmail }, notAnObject);

/** PUT /api/users/password/{token}. */
export const passwordResetSchema = z.object({ pass: registerPassword }, notAnObject);

/** The /cambiarPassword form: the new password twice. */
/**
 * The verification link's button through the API (issue 39): signed in as the account, no body; otherwise
 * the password the account will have from now on.
 */
export const emailConfirmSchema = z.object({ pass: registerPassword.optional() }, notAnObject);

export const passwordChangeSchema = z
  .object({ pass: registerPassword, confirm: z.string({ error: AUTH_MSG.passwordsDiffer }) }, notAnObject)
  .refine((v) => v.pass === v.confirm, { message: AUTH_MSG.passwordsDiffer, path: ['confirm'] });

const isRealDate = (v: string) => {
  if (v.length !== 10 || !ISO_DATE_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** Empty means "no phone"; otherwise exactly 10 digits, from the phone as people type it (`argentinePhone`). */
const profilePhone = z
  .string({ error: AUTH_MSG.phone })
  .max(PHONE_TYPED_MAX, { message: AUTH_MSG.phone, abort: true })
  .overwrite(argentinePhone)
  .refine((v) => v === '' || (v.length === PHONE_DIGITS && PHONE_RE.test(v)), AUTH_MSG.phone)
  .transform((v) => (v === '' ? null : v));

/** Empty means "no birthday"; otherwise a real date from 1950-01-01 (docs/product.md §9) up to today. */
const profileBirthday = z
  .string({ error: AUTH_MSG.birthday })
  .trim()
  .refine(
    (v) => v === '' || (isRealDate(v) && v >= BIRTHDAY_MIN_PROFILE && v <= todayIso()),
    AUTH_MSG.birthday,
  )
  .transform((v) => (v === '' ? null : v));

/** The profile edit form (the image travels as a file beside these). */
export const profileEditSchema = z.object(
  {
    phone: profilePhone.optional(),
    birthday: profileBirthday.optional(),
  },
  notAnObject,
);

/** PUT /api/users/{id}: only image, phone and birthday; any other field is refused. */
export const profileUpdateSchema = z.strictObject(
  {
    image: profileImagePath.nullable().optional(),
    phone: profilePhone.nullable().optional(),
    birthday: profileBirthday.nullable().optional(),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? AUTH_MSG.onlyProfileFields : MSG.badRequest),
  },
);

/** What the browser keeps under localStorage "user" (docs/product.md §3/§4): the public profile, never a secret. */
export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
});
export type PublicUser = z.output<typeof publicUserSchema>;
