import { describe, expect, it } from 'vitest';
import { validVolunteer } from '../../test/form-samples';
import { VOLUNTEER_MODALITIES, WEEK_DAYS, YES_NO_MAYBE } from '../constants';
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
import { VOLUNTEER_ARRAY_FIELDS, VOLUNTEER_MSG } from '../volunteer-texts';
import { type VolunteerInput, volunteerSchema } from './volunteer';

const valid: VolunteerInput = validVolunteer();

function errorFor(field: string, value: unknown): string | undefined {
  const input: Record<string, unknown> = { ...valid, [field]: value };
  if (value === undefined) delete input[field];
  const parsed = parseWith(volunteerSchema, input);
  if (parsed.ok) return undefined;
  expect(Object.keys(parsed.errors)).toEqual([field]);
  return parsed.errors[field];
}

describe('volunteer application schema', () => {
  it('accepts a complete application, with or without a question', () => {
    expect(parseWith(volunteerSchema, valid)).toEqual({ ok: true, data: valid });
    expect(parseWith(volunteerSchema, { ...valid, question: '¿Puedo ir con mi hijo?' }).ok).toBe(true);
    expect(parseWith(volunteerSchema, { ...valid, question: '' }).ok).toBe(true);
  });

  it('requires everything except the question, with the messages of docs/product.md §5.2', () => {
    const parsed = parseWith(volunteerSchema, {});
    expect(parsed.ok || parsed.errors).toEqual({
      name: 'Ingrese su nombre, por favor',
      email: 'Email requerido',
      phone: 'Número de telefono requerido',
      birthday: 'Fecha de nacimiento requerida',
      area: 'Localidad requerida',
      profession: 'Haga, al menos, un breve comentario',
      interest: 'Haga, al menos, un breve comentario',
      modality: 'Seleccione una opción',
      availability: 'Indique cuántas horas por semana puede dedicar',
      days: 'Elija, al menos, un día',
      clarification: 'Haga, al menos, un breve comentario',
      description: 'Haga, al menos, un breve comentario',
      purpose: 'Haga, al menos, un breve comentario',
      vehicle: 'Haga, al menos, un breve comentario',
      carpooling: 'Seleccione una opción',
    });
  });

  const texts: [string, string, number][] = [
    ['name', VOLUNTEER_MSG.name, 100],
    ['area', VOLUNTEER_MSG.area, 200],
    ['profession', VOLUNTEER_MSG.comment, 200],
    ['interest', VOLUNTEER_MSG.comment, 2000],
    ['clarification', VOLUNTEER_MSG.comment, 2000],
    ['description', VOLUNTEER_MSG.comment, 2000],
    ['purpose', VOLUNTEER_MSG.comment, 2000],
    ['vehicle', VOLUNTEER_MSG.comment, 200],
  ];
  it.each(texts)('%s: missing or blank → "%s"; at most %i characters', (field, message, max) => {
    for (const v of [undefined, '', '  ', false]) expect(errorFor(field, v)).toBe(message);
    expect(errorFor(field, 'x'.repeat(max + 1))).toBe(tooLong(max));
  });

  it('question is optional but bounded', () => {
    expect(errorFor('question', undefined)).toBeUndefined();
    expect(errorFor('question', 'x'.repeat(2001))).toBe(tooLong(2000));
  });

  it('email, phone and birthday follow the shared rules', () => {
    expect(errorFor('email', '')).toBe(EMAIL_REQUIRED);
    expect(errorFor('email', 'juan.example.com')).toBe(EMAIL_FORMAT);
    expect(errorFor('phone', '')).toBe(PHONE_REQUIRED);
    expect(errorFor('phone', '123')).toBe(PHONE_INVALID);
    expect(errorFor('birthday', '')).toBe(BIRTHDAY_REQUIRED);
    expect(errorFor('birthday', '1900-05-05')).toBe(BIRTHDAY_TOO_OLD);
    expect(errorFor('birthday', '2999-05-05')).toBe(BIRTHDAY_FUTURE);
  });

  it('modality is virtual, presencial or hibrido; carpooling si, no or tal vez', () => {
    for (const v of VOLUNTEER_MODALITIES) expect(errorFor('modality', v)).toBeUndefined();
    for (const v of YES_NO_MAYBE) expect(errorFor('carpooling', v)).toBeUndefined();
    for (const v of [undefined, '', 'híbrido', 'remoto'])
      expect(errorFor('modality', v)).toBe(SELECT_REQUIRED);
    for (const v of [undefined, '', 'quizás']) expect(errorFor('carpooling', v)).toBe(SELECT_REQUIRED);
  });

  it('availability is a whole number of hours, parsed from the form text, from 1 to 168', () => {
    for (const v of [undefined, '', 'muchas'])
      expect(errorFor('availability', v)).toBe(VOLUNTEER_MSG.availability);
    for (const v of [0, '2.5', 169, -3])
      expect(errorFor('availability', v)).toBe(VOLUNTEER_MSG.availabilityInvalid);
    expect(parseWith(volunteerSchema, { ...valid, availability: '12' })).toMatchObject({
      ok: true,
      data: { availability: 12 },
    });
  });

  it('days: at least one of lunes to sabado ("Elija, al menos, un día")', () => {
    for (const d of WEEK_DAYS) expect(errorFor('days', [d])).toBeUndefined();
    expect(errorFor('days', [...WEEK_DAYS])).toBeUndefined();
    for (const v of [undefined, [], ['domingo'], 'lunes', ['lunes', 'lunes']]) {
      expect(errorFor('days', v)).toBe(VOLUNTEER_MSG.days);
    }
  });

  it('refuses unknown fields', () => {
    expect(parseWith(volunteerSchema, { ...valid, isPending: false })).toEqual({
      ok: false,
      errors: { _: 'Campos no permitidos: isPending' },
    });
  });

  it('parses what the page posts', () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(valid)) {
      if (Array.isArray(value)) for (const v of value) form.append(name, v);
      else form.append(name, String(value));
    }
    form.append('days', 'lunes');
    form.append('question', '');
    const parsed = parseWith(volunteerSchema, formDataToObject(form, VOLUNTEER_ARRAY_FIELDS));
    expect(parsed).toMatchObject({ ok: true, data: { availability: 6, days: ['sabado', 'lunes'] } });
  });
});
