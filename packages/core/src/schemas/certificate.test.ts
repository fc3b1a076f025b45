import { describe, expect, it } from 'vitest';
import { parseWith } from '../forms';
import { CERTIFICATE_MSG, certificateRequestSchema, taxIdLabel } from './certificate';

const parse = (input: Record<string, unknown>) =>
  parseWith(certificateRequestSchema, { year: '2025', name: 'Lucía Donante', ...input });

describe('the donation certificate request', () => {
  it.each([
    ['20-12345678-6', '20123456786'],
    ['20 12345678 6', '20123456786'],
    ['12.345.678', '12345678'],
    ['1234567', '1234567'],
    ['', ''],
    [undefined, ''],
  ])('takes the number %j as its digits', (taxId, digits) => {
    expect(parse({ taxId })).toEqual({
      ok: true,
      data: { year: 2025, name: 'Lucía Donante', taxId: digits },
    });
  });

  it.each([['20-12345678-0'], ['123456'], ['12345678901234'], ['DNI 12345678'], ['9'.repeat(30)]])(
    'refuses %j with the message',
    (taxId) => {
      expect(parse({ taxId })).toEqual({ ok: false, errors: { taxId: CERTIFICATE_MSG.taxId } });
    },
  );

  it('asks for a year and a name', () => {
    expect(parse({ year: '1999', name: '   ' })).toEqual({
      ok: false,
      errors: { year: CERTIFICATE_MSG.year, name: CERTIFICATE_MSG.name },
    });
  });

  it('writes the number as people read it', () => {
    expect(taxIdLabel('20123456786')).toBe('CUIT/CUIL 20-12345678-6');
    expect(taxIdLabel('12345678')).toBe('DNI 12.345.678');
  });
});
