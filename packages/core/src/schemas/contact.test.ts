import { describe, expect, it } from 'vitest';
import { validContact } from '../../test/form-samples';
import { CONTACT_SUBJECTS } from '../constants';
import { CONTACT_MSG } from '../contact-texts';
import { EMAIL_FORMAT, EMAIL_REQUIRED, PHONE_INVALID, PHONE_REQUIRED } from '../field-messages';
import { tooLong } from '../form-texts';
import { formDataToObject, parseWith } from '../forms';
import { type ContactInput, contactSchema } from './contact';

const valid: ContactInput = validContact();

function errorFor(field: string, value: unknown): string | undefined {
  const input: Record<string, unknown> = { ...valid, [field]: value };
  if (value === undefined) delete input[field];
  const parsed = parseWith(contactSchema, input);
  if (parsed.ok) return undefined;
  expect(Object.keys(parsed.errors)).toEqual([field]);
  return parsed.errors[field];
}

describe('contact form schema', () => {
  it('accepts a message with or without an organization', () => {
    expect(parseWith(contactSchema, valid)).toEqual({ ok: true, data: valid });
    expect(parseWith(contactSchema, { ...valid, organization: 'Escuela N° 12' }).ok).toBe(true);
    expect(parseWith(contactSchema, { ...valid, organization: '' }).ok).toBe(true);
  });

  it('an empty form shows the messages of docs/product.md §5.1', () => {
    const parsed = parseWith(contactSchema, {});
    expect(parsed.ok || parsed.errors).toEqual({
      fullName: 'Ingrese su nombre',
      email: 'Email requerido',
      telephone: 'Número de telefono requerido',
      asunto: 'Seleccione una opción',
      consulta: 'Escriba su consulta, por favor',
    });
  });

  it('fullName: required ("Ingrese su nombre"), at most 100 characters', () => {
    for (const v of [undefined, '', '   ']) expect(errorFor('fullName', v)).toBe(CONTACT_MSG.fullName);
    expect(errorFor('fullName', 'x'.repeat(101))).toBe(tooLong(100));
  });

  it('email: "Email requerido" / "Formato de Email incorrecto"', () => {
    expect(errorFor('email', '')).toBe(EMAIL_REQUIRED);
    expect(errorFor('email', 'ana@example')).toBe(EMAIL_FORMAT);
  });

  it('telephone: "Número de telefono requerido" / "El numero ingresado es invalido" (exactly 10 digits)', () => {
    expect(errorFor('telephone', '')).toBe(PHONE_REQUIRED);
    expect(errorFor('telephone', '112222333')).toBe(PHONE_INVALID);
    expect(errorFor('telephone', '112222333344')).toBe(PHONE_INVALID);
    expect(errorFor('telephone', 'abcdefghij')).toBe(PHONE_INVALID);
  });

  it('asunto: one of the eleven subjects of docs/product.md §9', () => {
    expect(CONTACT_SUBJECTS).toHaveLength(11);
    for (const s of CONTACT_SUBJECTS) expect(errorFor('asunto', s)).toBeUndefined();
    for (const v of [undefined, '', 'spam', 'Consulta'])
      expect(errorFor('asunto', v)).toBe(CONTACT_MSG.asunto);
  });

  it('consulta: required, at most 5000 characters', () => {
    for (const v of [undefined, '', ' \n ']) expect(errorFor('consulta', v)).toBe(CONTACT_MSG.consulta);
    expect(errorFor('consulta', 'x'.repeat(5000))).toBeUndefined();
    expect(errorFor('consulta', 'x'.repeat(5001))).toBe(tooLong(5000));
  });

  it('organization is optional but bounded', () => {
    expect(errorFor('organization', 'x'.repeat(201))).toBe(tooLong(200));
  });

  it('refuses unknown fields', () => {
    expect(parseWith(contactSchema, { ...valid, handled: true })).toEqual({
      ok: false,
      errors: { _: 'Campos no permitidos: handled' },
    });
  });

  it('parses what the page posts', () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(valid)) form.append(name, value);
    form.append('organization', '');
    form.append('sitioWeb', '');
    expect(parseWith(contactSchema, formDataToObject(form)).ok).toBe(true);
  });
});
