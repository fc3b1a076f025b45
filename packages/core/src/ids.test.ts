import { describe, expect, it } from 'vitest';
import { isRowId } from './ids';

describe('isRowId', () => {
  it('takes a UUID as the database writes it, in either case, of any version', () => {
    expect(isRowId('3f2b8c1e-9a4d-4e6f-8b1a-0c2d3e4f5a6b')).toBe(true);
    expect(isRowId('3F2B8C1E-9A4D-1E6F-0B1A-0C2D3E4F5A6B')).toBe(true);
  });

  it('refuses what a uuid column would refuse with an error', () => {
    for (const value of [
      '',
      'perro',
      '3f2b8c1e9a4d4e6f8b1a0c2d3e4f5a6b',
      '3f2b8c1e-9a4d-4e6f-8b1a-0c2d3e4f5a6',
      42,
      null,
    ]) {
      expect(isRowId(value), String(value)).toBe(false);
    }
  });
});
