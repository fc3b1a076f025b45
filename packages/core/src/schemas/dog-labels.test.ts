import { describe, expect, it } from 'vitest';
import { DOG_AGES } from '../constants';
import { bothForms, DOG_AGE_LABELS, dogAgeLabel, referenceLabel } from './dog-labels';

describe('words that agree with the dog (issue 34)', () => {
  it('says each age of a female in the feminine, and spells «joven» right', () => {
    expect(DOG_AGES.map((age) => dogAgeLabel(age, 'hembra'))).toEqual([
      'Cachorra',
      'Adulta',
      'Adulta joven',
      'Viejita',
    ]);
    expect(DOG_AGES.map((age) => dogAgeLabel(age, 'macho'))).toEqual([
      'Cachorro',
      'Adulto',
      'Adulto joven',
      'Viejito',
    ]);
    expect(Object.values(DOG_AGE_LABELS).join(' ')).not.toContain('jóven');
  });

  it('agrees the usual references with a female, and leaves any other text as staff wrote it', () => {
    expect(
      ['Viejito', 'Discapacitado', 'Castrado', 'Juguetón'].map((r) => referenceLabel(r, 'hembra')),
    ).toEqual(['Viejita', 'Discapacitada', 'Castrada', 'Juguetona']);
    expect(referenceLabel('Castrado', 'macho')).toBe('Castrado');
    expect(referenceLabel('Castrada', 'hembra')).toBe('Castrada');
    expect(referenceLabel('Se lleva con gatos', 'hembra')).toBe('Se lleva con gatos');
    expect(referenceLabel('tranquilo con chicos', 'hembra')).toBe('tranquila con chicos');
  });

  it('offers both forms of the usual words, and one of the others', () => {
    expect(bothForms(['Castrado', 'Apto departamento'])).toEqual([
      'Castrado',
      'Castrada',
      'Apto departamento',
    ]);
  });
});
