import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collectErrors, formDataToObject, parseWith } from './forms';

describe('form helpers', () => {
  const schema = z.object({
    name: z.string().min(1, 'Ingrese su nombre'),
    days: z.array(z.string()).min(1, 'Elija, al menos, un día'),
    address: z.object({ city: z.string().min(1, 'Localidad requerida') }),
  });

  it('collects the first message of each field by dotted path', () => {
    const result = schema.safeParse({ name: '', days: [], address: { city: '' } });
    expect(result.success).toBe(false);
    expect(collectErrors(result.error!)).toEqual({
      name: 'Ingrese su nombre',
      days: 'Elija, al menos, un día',
      'address.city': 'Localidad requerida',
    });
  });

  it('parseWith answers data or errors', () => {
    expect(parseWith(schema, { name: 'Ana', days: ['lunes'], address: { city: 'Guernica' } })).toEqual({
      ok: true,
      data: { name: 'Ana', days: ['lunes'], address: { city: 'Guernica' } },
    });
    expect(parseWith(schema, null)).toEqual({ ok: false, errors: { _: expect.any(String) } });
  });

  it('turns FormData into an object with arrays for checkbox groups and no files', () => {
    const form = new FormData();
    form.append('name', 'Ana');
    form.append('days', 'lunes');
    form.append('days', 'sabado');
    form.append('photo', new Blob(['x']), 'x.png');
    expect(formDataToObject(form, ['days', 'items'])).toEqual({
      name: 'Ana',
      days: ['lunes', 'sabado'],
      items: [],
    });
  });

  it('ignores prototype-polluting names', () => {
    const form = new FormData();
    form.append('__proto__', 'x');
    const out = formDataToObject(form);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });
});
