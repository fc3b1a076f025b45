import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BIRTHDAY_FUTURE,
  BIRTHDAY_REQUIRED,
  BIRTHDAY_TOO_OLD,
  EMAIL_FORMAT,
  EMAIL_REQUIRED,
  PHONE_INVALID,
  PHONE_REQUIRED,
} from '../field-messages';
import { todayIso, tooLong } from '../form-texts';
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, parseWith } from '../forms';
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

// The shared rules, checked once here; the form suites check that each field uses the right one.
const messageOf = (schema: z.ZodType, value: unknown) => {
  const parsed = parseWith(z.object({ f: schema }), value === undefined ? {} : { f: value });
  return parsed.ok ? null : parsed.errors.f;
};
const parsedValue = (schema: z.ZodType, value: unknown) => {
  const parsed = parseWith(z.object({ f: schema }), { f: value });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return (parsed.data as { f: unknown }).f;
};

describe('email', () => {
  const email = emailField();
  it.each([undefined, '', '   ', null, 42])('missing or not text (%s) → "Email requerido"', (v) => {
    expect(messageOf(email, v)).toBe(EMAIL_REQUIRED);
  });
  it.each([
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana example@x.com',
    'ana@@example.com',
    'ana@ex_ample.com',
  ])('%s → "Formato de Email incorrecto"', (v) => {
    expect(messageOf(email, v)).toBe(EMAIL_FORMAT);
  });
  it.each(['ana@example.com', 'ana.gomez+refugio@mail.example.com.ar', 'A_B@EXAMPLE.ORG'])(
    '%s is valid',
    (v) => {
      expect(messageOf(email, v)).toBeNull();
    },
  );
  it('trims spaces around it and refuses more than 254 characters', () => {
    expect(parsedValue(email, '  ana@example.com ')).toBe('ana@example.com');
    expect(messageOf(email, `${'a'.repeat(250)}@example.com`)).toBe(tooLong(254));
  });
});

describe('phone', () => {
  const phone = phoneField();
  it.each([undefined, '', '  ', null])('missing (%s) → "Número de telefono requerido"', (v) => {
    expect(messageOf(phone, v)).toBe(PHONE_REQUIRED);
  });
  it.each([
    '115555012',
    '11555501234',
    '11-5555-012a',
    'once',
    '+1 415 555 0123',
    '1155550123x',
    '9'.repeat(41),
  ])('%s (not exactly 10 digits) → "El numero ingresado es invalido"', (v) => {
    expect(messageOf(phone, v)).toBe(PHONE_INVALID);
  });
  it('accepts 10 digits, also written with spaces, dashes or parentheses, and keeps only the digits', () => {
    expect(parsedValue(phone, '1155550123')).toBe('1155550123');
    expect(parsedValue(phone, '11 5555-0123')).toBe('1155550123');
    expect(parsedValue(phone, '(221) 555.0123')).toBe('2215550123');
  });
  it.each([
    ['+54 9 11 5555-0123', '1155550123'],
    ['+54 11 5555-0123', '1155550123'],
    ['(011) 5555-0123', '1155550123'],
    ['11 15 5555-0123', '1155550123'],
    ['011 15 5555 0123', '1155550123'],
    ['0054 9 11 5555 0123', '1155550123'],
    ['(0221) 15 555-0123', '2215550123'],
    ['+54 9 2202 45-6789', '2202456789'],
    ['02202 15 45-6789', '2202456789'],
  ])('takes %s as people in Argentina type it: %s', (typed, stored) => {
    expect(parsedValue(phone, typed)).toBe(stored);
  });
});

describe('birthday', () => {
  const birthday = birthdayField();
  it.each([undefined, '', ' ', null, 19880412])('missing (%s) → "Fecha de nacimiento requerida"', (v) => {
    expect(messageOf(birthday, v)).toBe(BIRTHDAY_REQUIRED);
  });
  it.each(['abc', '12/04/1988', '1988-02-30', '1988-13-01', '1988-4-12'])(
    'not a real date (%s) → "Fecha de nacimiento requerida"',
    (v) => {
      expect(messageOf(birthday, v)).toBe(BIRTHDAY_REQUIRED);
    },
  );
  it('starts at 1923-01-01', () => {
    expect(messageOf(birthday, '1922-12-31')).toBe(BIRTHDAY_TOO_OLD);
    expect(messageOf(birthday, '1923-01-01')).toBeNull();
  });
  it('may be today but not in the future', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(messageOf(birthday, todayIso())).toBeNull();
    expect(messageOf(birthday, tomorrow)).toBe(BIRTHDAY_FUTURE);
    expect(messageOf(birthday, '2999-01-01')).toBe(BIRTHDAY_FUTURE);
  });
});

describe('texts, choices and numbers', () => {
  it('a required text is trimmed, not blank and bounded', () => {
    const text = requiredText('Mensaje', 10);
    expect(messageOf(text, undefined)).toBe('Mensaje');
    expect(messageOf(text, '   ')).toBe('Mensaje');
    expect(messageOf(text, 5)).toBe('Mensaje');
    expect(messageOf(text, 'x'.repeat(11))).toBe(tooLong(10));
    expect(parsedValue(text, '  hola ')).toBe('hola');
  });

  it('a one-line text also folds line breaks and runs of spaces into one space', () => {
    const line = requiredLine('Nombre', 40);
    expect(parsedValue(line, ' Ana\r\nBcc:   otra@example.com ')).toBe('Ana Bcc: otra@example.com');
    expect(messageOf(line, '\r\n\t ')).toBe('Nombre');
    expect(messageOf(line, 'x'.repeat(41))).toBe(tooLong(40));
  });

  it('an optional text may be missing or blank but is bounded', () => {
    const text = optionalText(5);
    expect(messageOf(text, undefined)).toBeNull();
    expect(messageOf(text, '')).toBeNull();
    expect(messageOf(text, 'x'.repeat(6))).toBe(tooLong(5));
  });

  it('a choice accepts only its values', () => {
    const c = choice(['si', 'no'], 'Elegí');
    expect(messageOf(c, 'si')).toBeNull();
    for (const bad of [undefined, '', 'Si', 'quizás', 1]) expect(messageOf(c, bad)).toBe('Elegí');
  });

  it('a checkbox group needs one or more known values, without repeats, and reports on the group', () => {
    const c = choices(['a', 'b', 'c'], 'Uno al menos');
    expect(messageOf(c, ['a'])).toBeNull();
    expect(messageOf(c, ['a', 'b', 'c'])).toBeNull();
    for (const bad of [undefined, [], 'a', ['x'], ['a', 'x'], ['a', 'a'], [1], ['a', 'b', 'c', 'a']]) {
      expect(messageOf(c, bad)).toBe('Uno al menos');
    }
  });

  it('a whole number comes from a JSON number or form text, within its range', () => {
    const n = wholeNumber({ required: 'Falta', invalid: 'Mal' }, 1, 10);
    expect(parsedValue(n, '3')).toBe(3);
    expect(parsedValue(n, ' 4 ')).toBe(4);
    expect(parsedValue(n, 10)).toBe(10);
    for (const missing of [undefined, '', '  ', 'tres', null]) expect(messageOf(n, missing)).toBe('Falta');
    for (const bad of ['0', 0, -1, '2.5', 11]) expect(messageOf(n, bad)).toBe('Mal');
  });
});

describe('strict forms and guard fields', () => {
  const form = strictForm({ name: requiredText('Nombre'), ...guardFields });

  it('refuses unknown fields, naming them', () => {
    expect(parseWith(form, { name: 'Ana', admin: true, isPending: false })).toEqual({
      ok: false,
      errors: { _: 'Campos no permitidos: admin, isPending' },
    });
  });

  it('refuses a body that is not an object, in Spanish', () => {
    expect(parseWith(form, null)).toEqual({ ok: false, errors: { _: 'La solicitud no es válida.' } });
    expect(parseWith(form, ['Ana'])).toEqual({ ok: false, errors: { _: 'La solicitud no es válida.' } });
  });

  it('accepts the honeypot and an idempotency key of 8 to 100 safe characters', () => {
    const key = crypto.randomUUID();
    expect(parseWith(form, { name: 'Ana', [HONEYPOT_FIELD]: '', [IDEMPOTENCY_FIELD]: key }).ok).toBe(true);
    for (const bad of ['corta', 'con espacios 123', 'x'.repeat(101), 'a/b/c/d/e/f', 12345678]) {
      expect(parseWith(form, { name: 'Ana', [IDEMPOTENCY_FIELD]: bad })).toEqual({
        ok: false,
        errors: { [IDEMPOTENCY_FIELD]: 'La solicitud no es válida.' },
      });
    }
  });
});
