// The account texts, the browser-storage key and the profile check, apart from the zod schemas of
// schemas/auth.ts: pages that only show a message or a profile (the home page's Google sign-in modals,
// the header, /profile) must not download zod.

import type { Role } from './constants';
import { PHONE_INVALID } from './field-messages';
import { MSG } from './messages';
import type { PublicUser } from './schemas/auth';

/** Every account text users see, letter for letter as docs/product.md §8 quotes them (typos included). */
export const AUTH_MSG = {
  email: 'El email debe ser valido.',
  loginPassword: 'Tu contraseña debe tener mas de 8 caracteres y ser una combinación de letras y números.',
  empty: 'Ingrese algun dato',
  mismatch: 'El email o la contraseña no coinciden',
  name: 'El Nombre no es valido.',
  registerPassword: 'Tu contraseña debe ser una combinación de letras y números',
  emailTaken: 'El Email Ya Fue Registrado',
  registered: 'Se registro correctamente',
  upToDate: 'Tu perfil esta actualizado!',
  outdated: 'Tu perfil se encuentra desactualizado, reinicia tu sesion',
  saved: 'Cambios guardados!',
  recoveryNotFound: 'No se encontro email',
  recoverySent: 'Se envio un correo para recuperar tu cuenta.',
  passwordChanged: 'Se Cambio tu contaseña',
  passwordChangeFailed: 'Hubo un error al cambiar la contraseña',
  googleFailed: 'Error En iniciar sesión con Google, Pruba cambiando tu contraseña',
  noAccess: MSG.noAccess,
  // Added since (not among the old texts): our own wording, in the same voice.
  passwordTooLong: 'Tu contraseña no puede tener mas de 128 caracteres.',
  passwordsDiffer: 'Las contraseñas no coinciden.',
  phone: PHONE_INVALID,
  birthday: 'Ingrese una fecha de nacimiento valida (desde el 01/01/1950 hasta hoy).',
  image: 'La imagen no es valida.',
  onlyProfileFields: 'Solo podés cambiar la imagen, el teléfono y la fecha de nacimiento.',
  // Issue 39: a profile photo is one uploaded with the profile form, never a path to someone else's media.
  imageUpload: 'Subí la foto desde tu dispositivo.',
  // Issue 39: new passwords are checked against a list of the most common ones (users/password.ts).
  passwordCommon: 'Esa contraseña es muy común y fácil de adivinar. Elegí otra.',
  // Email verification (issue 14): applications sent with an email show only to whoever proved it is theirs.
  verifyNotice:
    'Confirmá tu email para ver acá las solicitudes que enviaste con él. Te mandamos un enlace cuando te registraste; si no lo encontrás, pedí otro.',
  verifyResend: 'Reenviar el correo de verificación',
  verifySent:
    'Te mandamos un correo con el enlace para confirmar tu email. Si no llega, revisá la carpeta de spam.',
  verifyAlready: 'Tu email ya está confirmado.',
  verified: '¡Listo! Confirmaste tu email. Ya podés ver en tu perfil las solicitudes que enviaste con él.',
  verifyFailed:
    'El enlace para confirmar tu email no es válido o ya venció. Ingresá a tu perfil y pedí uno nuevo.',
  // Issue 39: opening the link changes nothing; confirming from a browser that is not signed in as the
  // account also chooses its password, so an account someone else created with your email becomes yours.
  verifyConfirm: 'Confirmar mi email',
  verifyLeadSignedIn: 'Tocá el botón para confirmar que este email es tuyo.',
  verifyLeadChoose:
    'Para confirmar que este email es tuyo, elegí la contraseña de la cuenta. Si no creaste vos la cuenta, así pasa a ser tuya: se cierran todas las sesiones abiertas con ella y entrás con la contraseña que elijas.',
  verifyChoosePassword: 'Elegí una contraseña para tu cuenta: al menos 8 caracteres, con letras y números.',
} as const;

/** Where the browser keeps the signed-in person's public profile (never a token: docs/product.md §10.2). */
export const STORED_USER_KEY = 'user';

/**
 * The profile check of docs/product.md §4: the stored copy is current when image, phone, birthday and roles
 * equal the server's (roles compared as a set).
 */
export function profileMatches(
  stored: Pick<PublicUser, 'image' | 'phone' | 'birthday' | 'roles'>,
  server: Pick<PublicUser, 'image' | 'phone' | 'birthday' | 'roles'>,
): boolean {
  const roles = (r: readonly Role[] | undefined) => [...new Set(r ?? [])].sort().join(',');
  return (
    (stored.image ?? null) === (server.image ?? null) &&
    (stored.phone ?? null) === (server.phone ?? null) &&
    (stored.birthday ?? null) === (server.birthday ?? null) &&
    roles(stored.roles) === roles(server.roles)
  );
}
