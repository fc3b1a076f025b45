import { describe, expect, it } from 'vitest';
import { parseWith } from '../forms';
import {
  AUTH_MSG,
  loginSchema,
  passwordChangeSchema,
  passwordResetSchema,
  profileEditSchema,
  profileMatches,
  profileUpdateSchema,
  recoverySchema,
  registerSchema,
} from './auth';

const errorsOf = (schema: Parameters<typeof parseWith>[0], input: unknown) => {
  const r = parseWith(schema, input);
  return r.ok ? {} : r.errors;
};

describe('login rules (docs/product.md §5.7)', () => {
  it('accepts a valid email and a password of letters and digits, lower-casing the email', () => {
    expect(parseWith(loginSchema, { email: ' Ana.Perez@Example.com ', pass: 'clave1234' })).toEqual({
      ok: true,
      data: { email: 'ana.perez@example.com', pass: 'clave1234' },
    });
  });

  it('says "Ingrese algun dato" when nothing was typed', () => {
    expect(errorsOf(loginSchema, {})).toEqual({ _: AUTH_MSG.empty });
    expect(errorsOf(loginSchema, { email: '  ', pass: '' })).toEqual({ _: AUTH_MSG.empty });
  });

  it.each([
    ['no at sign', 'anaexample.com'],
    ['no domain dot', 'ana@example'],
    ['shorter than 8 characters', 'a@b.com'],
    ['a space inside', 'ana perez@example.com'],
    ['empty while the password is typed', ''],
  ])('refuses an email with %s', (_label, email) => {
    expect(errorsOf(loginSchema, { email, pass: 'clave1234' })).toEqual({
      email: 'El email debe ser valido.',
    });
  });

  it.each([
    ['shorter than 8', 'abc123'],
    ['only letters', 'abcdefghij'],
    ['only digits', '1234567890'],
    ['empty while the email is typed', ''],
  ])('refuses a password %s with the message of docs/product.md §5.7', (_label, pass) => {
    expect(errorsOf(loginSchema, { email: 'ana@example.com', pass })).toEqual({
      pass: 'Tu contraseña debe tener mas de 8 caracteres y ser una combinación de letras y números.',
    });
  });

  it('refuses a password longer than 128 characters', () => {
    expect(errorsOf(loginSchema, { email: 'ana@example.com', pass: `a1${'x'.repeat(127)}` })).toEqual({
      pass: AUTH_MSG.passwordTooLong,
    });
    expect(parseWith(loginSchema, { email: 'ana@example.com', pass: `a1${'x'.repeat(126)}` }).ok).toBe(true);
  });

  it('reports both fields at once and rejects non-text values with the field message', () => {
    expect(errorsOf(loginSchema, { email: 'x', pass: 'y' })).toEqual({
      email: AUTH_MSG.email,
      pass: AUTH_MSG.loginPassword,
    });
    expect(errorsOf(loginSchema, { email: 5, pass: [] })).toMatchObject({ email: AUTH_MSG.email });
  });
});

describe('registration rules (docs/product.md §5.7)', () => {
  const valid = { name: 'María José Pérez', email: 'maria@example.com', pass: 'perro2024' };

  it('accepts a name with accents and spaces between words', () => {
    expect(parseWith(registerSchema, valid)).toMatchObject({ ok: true, data: valid });
    expect(parseWith(registerSchema, { ...valid, name: '  Ñandú Güemes  ' })).toMatchObject({
      ok: true,
      data: { name: 'Ñandú Güemes' },
    });
  });

  it.each([
    ['digits', 'Maria Perez 2'],
    ['fewer than 8 characters', 'Ana Paz'],
    ['only spaces', '          '],
    ['symbols', 'Maria_Perez!'],
    ['double spaces between words', 'Maria  Perez'],
    ['empty', ''],
  ])('refuses a name with %s: "El Nombre no es valido."', (_label, name) => {
    expect(errorsOf(registerSchema, { ...valid, name })).toEqual({ name: 'El Nombre no es valido.' });
  });

  it('uses the login email rule', () => {
    expect(errorsOf(registerSchema, { ...valid, email: 'a@b.co' })).toEqual({ email: AUTH_MSG.email });
  });

  it.each([['perros'], ['12345678'], ['ab12']])(
    'refuses the password %s with the register message',
    (pass) => {
      expect(errorsOf(registerSchema, { ...valid, pass })).toEqual({
        pass: 'Tu contraseña debe ser una combinación de letras y números',
      });
    },
  );

  it('accepts only our own processed media as image', () => {
    expect(parseWith(registerSchema, { ...valid, image: '/media/abc-320.webp' }).ok).toBe(true);
    expect(parseWith(registerSchema, { ...valid, image: null }).ok).toBe(true);
    expect(errorsOf(registerSchema, { ...valid, image: 'https://tracker.example/x.png' })).toEqual({
      image: AUTH_MSG.image,
    });
    expect(errorsOf(registerSchema, { ...valid, image: '/media/../secret.webp' })).toEqual({
      image: AUTH_MSG.image,
    });
  });
});

describe('recovery and password change', () => {
  it('recovery asks for a valid email', () => {
    expect(parseWith(recoverySchema, { email: 'Ana@Example.com' })).toEqual({
      ok: true,
      data: { email: 'ana@example.com' },
    });
    expect(errorsOf(recoverySchema, { email: '' })).toEqual({ email: AUTH_MSG.email });
  });

  it('the new password follows the register rule and must be typed twice the same', () => {
    expect(parseWith(passwordChangeSchema, { pass: 'nueva1234', confirm: 'nueva1234' }).ok).toBe(true);
    expect(errorsOf(passwordChangeSchema, { pass: 'nueva', confirm: 'nueva' })).toEqual({
      pass: AUTH_MSG.registerPassword,
    });
    expect(errorsOf(passwordChangeSchema, { pass: 'nueva1234', confirm: 'nueva12345' })).toEqual({
      confirm: 'Las contraseñas no coinciden.',
    });
    expect(errorsOf(passwordResetSchema, { pass: 'x'.repeat(129) })).toEqual({
      pass: AUTH_MSG.passwordTooLong,
    });
  });
});

describe('profile edit rules (docs/product.md §5.7, §9)', () => {
  it('keeps exactly 10 digits, dropping separators, and empty means no phone', () => {
    expect(parseWith(profileEditSchema, { phone: '11 5555-0123' })).toEqual({
      ok: true,
      data: { phone: '1155550123' },
    });
    expect(parseWith(profileEditSchema, { phone: '' })).toEqual({ ok: true, data: { phone: null } });
    expect(parseWith(profileEditSchema, { phone: '+54 9 11 5555-0123' })).toEqual({
      ok: true,
      data: { phone: '1155550123' },
    });
    for (const phone of ['115555012', '11555501234', '11555a0123', '+1 415 555 0123']) {
      expect(errorsOf(profileEditSchema, { phone })).toEqual({ phone: 'El numero ingresado es invalido' });
    }
  });

  it('takes birthdays from 1950-01-01 up to today', () => {
    expect(parseWith(profileEditSchema, { birthday: '1950-01-01' }).ok).toBe(true);
    expect(parseWith(profileEditSchema, { birthday: '' })).toEqual({ ok: true, data: { birthday: null } });
    const tomorrow = new Date(Date.now() + 36 * 3600 * 1000).toISOString().slice(0, 10);
    for (const birthday of ['1949-12-31', '2001-02-30', 'ayer', tomorrow]) {
      expect(errorsOf(profileEditSchema, { birthday })).toEqual({ birthday: AUTH_MSG.birthday });
    }
  });

  it('the API update accepts only image, phone and birthday', () => {
    expect(parseWith(profileUpdateSchema, { phone: '1155550123', birthday: null, image: null })).toEqual({
      ok: true,
      data: { phone: '1155550123', birthday: null, image: null },
    });
    expect(errorsOf(profileUpdateSchema, { roles: ['admin'] })).toEqual({ _: AUTH_MSG.onlyProfileFields });
    expect(errorsOf(profileUpdateSchema, { name: 'Otro Nombre', phone: '1155550123' })).toEqual({
      _: AUTH_MSG.onlyProfileFields,
    });
  });
});

describe('profile check (docs/product.md §4)', () => {
  const base = { image: null, phone: '1155550123', birthday: '1990-05-01', roles: ['public' as const] };

  it('is current when image, phone, birthday and roles are equal (roles in any order)', () => {
    expect(profileMatches(base, { ...base })).toBe(true);
    expect(
      profileMatches({ ...base, roles: ['admin', 'public'] }, { ...base, roles: ['public', 'admin'] }),
    ).toBe(true);
  });

  it('is outdated when any of the four differs', () => {
    expect(profileMatches(base, { ...base, image: '/media/x-320.webp' })).toBe(false);
    expect(profileMatches(base, { ...base, phone: null })).toBe(false);
    expect(profileMatches(base, { ...base, birthday: '1990-05-02' })).toBe(false);
    expect(profileMatches(base, { ...base, roles: ['public', 'admin'] })).toBe(false);
  });

  it('keeps the exact texts of docs/product.md §8', () => {
    expect(AUTH_MSG.upToDate).toBe('Tu perfil esta actualizado!');
    expect(AUTH_MSG.outdated).toBe('Tu perfil se encuentra desactualizado, reinicia tu sesion');
    expect(AUTH_MSG.saved).toBe('Cambios guardados!');
    expect(AUTH_MSG.emailTaken).toBe('El Email Ya Fue Registrado');
    expect(AUTH_MSG.registered).toBe('Se registro correctamente');
    expect(AUTH_MSG.mismatch).toBe('El email o la contraseña no coinciden');
    expect(AUTH_MSG.recoveryNotFound).toBe('No se encontro email');
    expect(AUTH_MSG.recoverySent).toBe('Se envio un correo para recuperar tu cuenta.');
    expect(AUTH_MSG.passwordChanged).toBe('Se Cambio tu contaseña');
    expect(AUTH_MSG.passwordChangeFailed).toBe('Hubo un error al cambiar la contraseña');
    expect(AUTH_MSG.googleFailed).toBe('Error En iniciar sesión con Google, Pruba cambiando tu contraseña');
    expect(AUTH_MSG.noAccess).toBe('Usted no tiene los permisos para ingresar a este Apartado');
  });
});
