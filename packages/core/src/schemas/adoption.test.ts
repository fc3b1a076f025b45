import { describe, expect, it } from 'vitest';
import { validAdoption } from '../../test/form-samples';
import { ADOPTION_ARRAY_FIELDS, ADOPTION_MSG } from '../adoption-texts';
import {
  ADOPTION_FRESH_AIR,
  ADOPTION_HOMES,
  ADOPTION_ITEMS,
  HOUSING_STATUS,
  YES_NO,
  YES_NO_MAYBE,
} from '../constants';
import {
  BIRTHDAY_FUTURE,
  BIRTHDAY_REQUIRED,
  BIRTHDAY_TOO_OLD,
  EMAIL_FORMAT,
  EMAIL_REQUIRED,
  PHONE_INVALID,
  PHONE_REQUIRED,
  SELECT_REQUIRED,
} from '../field-messages';
import { tooLong } from '../form-texts';
import { formDataToObject, parseWith } from '../forms';
import { type AdoptionInput, adoptionSchema } from './adoption';

const valid: AdoptionInput = validAdoption();

/** The message of one field when it alone takes `value` (undefined: the field is left out). */
function errorFor(field: string, value: unknown): string | undefined {
  const input: Record<string, unknown> = { ...valid, [field]: value };
  if (value === undefined) delete input[field];
  const parsed = parseWith(adoptionSchema, input);
  if (parsed.ok) return undefined;
  expect(Object.keys(parsed.errors)).toEqual([field]);
  return parsed.errors[field];
}

describe('adoption questionnaire schema', () => {
  it('accepts a complete answer and keeps every field', () => {
    const parsed = parseWith(adoptionSchema, valid);
    expect(parsed).toEqual({ ok: true, data: valid });
  });

  it('requires every field: an empty form shows one message per field, docs/product.md §5.3 letter for letter', () => {
    const parsed = parseWith(adoptionSchema, {});
    expect(parsed.ok).toBe(false);
    expect(parsed.ok || parsed.errors).toEqual({
      nameDog: 'Nombre del Camperito necesario',
      name: 'Ingrese su nombre, por favor',
      birthday: 'Fecha de nacimiento requerida',
      email: 'Email requerido',
      phone: 'Número de telefono requerido',
      location: 'Domicilio requerido',
      area: 'Localidad requerida',
      people: 'responda la pregunta por favor',
      accordance: 'Seleccione una opción',
      description: 'haga, al menos, un breve comentario',
      babies: 'conteste la pregunta, por favor',
      allergies: 'información requerida',
      home: 'Al menos, elegir la opción "otros"',
      freshAir: 'Al menos, elegir la opción "otros"',
      status: 'Seleccione una opción',
      authorization: 'Seleccione una opción',
      otherAnimals: 'Seleccione una opción',
      expatiate: 'haga, al menos, un breve comentario',
      castrated: 'Seleccione una opción',
      vaccinated: 'Seleccione una opción',
      reason: 'conteste la pregunta, por favor',
      items: 'Al menos, elegir la opción "otros"',
      sleep: 'información requerida',
      loneliness: 'información requerida',
      walk: 'información requerida',
      events: 'conteste la pregunta, por favor',
      holidays: 'conteste la pregunta, por favor',
      moving: 'conteste la pregunta, por favor',
      adaptation: 'Seleccione una opción',
      sterilization: 'conteste la pregunta, por favor',
    });
  });

  const texts: [string, string, number][] = [
    ['nameDog', ADOPTION_MSG.nameDog, 100],
    ['name', ADOPTION_MSG.name, 100],
    ['location', ADOPTION_MSG.location, 200],
    ['area', ADOPTION_MSG.area, 200],
    ['description', ADOPTION_MSG.comment, 2000],
    ['expatiate', ADOPTION_MSG.comment, 2000],
    ['reason', ADOPTION_MSG.answer, 2000],
    ['events', ADOPTION_MSG.answer, 2000],
    ['holidays', ADOPTION_MSG.answer, 2000],
    ['babies', ADOPTION_MSG.answer, 2000],
    ['moving', ADOPTION_MSG.answer, 2000],
    ['sterilization', ADOPTION_MSG.answer, 2000],
    ['allergies', ADOPTION_MSG.info, 2000],
    ['sleep', ADOPTION_MSG.info, 2000],
    ['loneliness', ADOPTION_MSG.info, 2000],
    ['walk', ADOPTION_MSG.info, 2000],
  ];
  it.each(texts)('%s: missing, blank or not text → "%s"; at most %i characters', (field, message, max) => {
    for (const v of [undefined, '', '   \n ', 12]) expect(errorFor(field, v)).toBe(message);
    expect(errorFor(field, 'x'.repeat(max))).toBeUndefined();
    expect(errorFor(field, 'x'.repeat(max + 1))).toBe(tooLong(max));
  });

  it('birthday: required, a real date, from 1923-01-01, not in the future', () => {
    for (const v of [undefined, '', 'ayer', '1990-02-31'])
      expect(errorFor('birthday', v)).toBe(BIRTHDAY_REQUIRED);
    expect(errorFor('birthday', '1922-12-31')).toBe(BIRTHDAY_TOO_OLD);
    expect(errorFor('birthday', '1923-01-01')).toBeUndefined();
    expect(errorFor('birthday', '2999-12-31')).toBe(BIRTHDAY_FUTURE);
  });

  it('email: "Email requerido" when missing, "Formato de Email incorrecto" when malformed', () => {
    expect(errorFor('email', '')).toBe(EMAIL_REQUIRED);
    expect(errorFor('email', undefined)).toBe(EMAIL_REQUIRED);
    expect(errorFor('email', 'maria@')).toBe(EMAIL_FORMAT);
  });

  it('phone: required, exactly 10 digits', () => {
    expect(errorFor('phone', '')).toBe(PHONE_REQUIRED);
    expect(errorFor('phone', '115555012')).toBe(PHONE_INVALID);
    expect(errorFor('phone', '11555501234')).toBe(PHONE_INVALID);
    expect(errorFor('phone', '11 5555 0123')).toBeUndefined();
  });

  it('people: a whole number of at least 1 ("responda la pregunta por favor" when missing)', () => {
    for (const v of [undefined, '', 'dos']) expect(errorFor('people', v)).toBe(ADOPTION_MSG.people);
    for (const v of [0, '0', -2, 1.5, '1.5', 51])
      expect(errorFor('people', v)).toBe(ADOPTION_MSG.peopleInvalid);
    expect(parseWith(adoptionSchema, { ...valid, people: '4' })).toMatchObject({
      ok: true,
      data: { people: 4 },
    });
    expect(errorFor('people', 1)).toBeUndefined();
  });

  const selects: [string, readonly string[]][] = [
    ['accordance', YES_NO_MAYBE],
    ['otherAnimals', YES_NO],
    ['castrated', YES_NO],
    ['vaccinated', YES_NO],
    ['status', HOUSING_STATUS],
    ['authorization', YES_NO_MAYBE],
    ['adaptation', YES_NO_MAYBE],
  ];
  it.each(selects)('%s: one of %j, else "Seleccione una opción"', (field, values) => {
    for (const v of values) expect(errorFor(field, v)).toBeUndefined();
    for (const v of [undefined, '', 'quizás', 'SI', values]) expect(errorFor(field, v)).toBe(SELECT_REQUIRED);
  });

  const groups: [string, readonly string[]][] = [
    ['items', ADOPTION_ITEMS],
    ['home', ADOPTION_HOMES],
    ['freshAir', ADOPTION_FRESH_AIR],
  ];
  it.each(groups)(
    '%s: at least one of %j, else "Al menos, elegir la opción \\"otros\\""',
    (field, values) => {
      for (const v of values) expect(errorFor(field, [v])).toBeUndefined();
      expect(errorFor(field, [...values])).toBeUndefined();
      for (const v of [undefined, [], 'otros', ['otra cosa'], ['otros', 'otros']]) {
        expect(errorFor(field, v)).toBe(ADOPTION_MSG.checkboxes);
      }
    },
  );

  it('refuses fields the questionnaire does not have (isPending, userId…)', () => {
    expect(parseWith(adoptionSchema, { ...valid, isPending: false, userId: 'x' })).toEqual({
      ok: false,
      errors: { _: 'Campos no permitidos: isPending, userId' },
    });
  });

  it('parses what the page posts: text fields, repeated checkbox names and the hidden guards', () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(valid)) {
      if (Array.isArray(value)) for (const v of value) form.append(name, v);
      else form.append(name, String(value));
    }
    form.append('sitioWeb', '');
    form.append('idempotencyKey', crypto.randomUUID());
    form.append('home', 'quinta');
    const parsed = parseWith(adoptionSchema, formDataToObject(form, ADOPTION_ARRAY_FIELDS));
    expect(parsed).toMatchObject({
      ok: true,
      data: { people: 3, home: ['casa', 'quinta'], items: ['compañia'] },
    });
  });
});
