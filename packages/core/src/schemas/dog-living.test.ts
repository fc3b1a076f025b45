import { describe, expect, it } from 'vitest';
import { careParagraphs } from './dog-living';

describe('a dog’s daily care', () => {
  it('is nothing when staff wrote that it needs nothing special', () => {
    for (const text of [
      'Nada especial',
      'nada especial.',
      '  NADA ESPECIAL  ',
      'Ningún cuidado especial.',
      'No',
      '',
      null,
    ]) {
      expect(careParagraphs(text), String(text)).toEqual([]);
    }
  });

  it('keeps what staff wrote otherwise, a paragraph at a time', () => {
    expect(careParagraphs('Pañales y un colchón antiescaras.\n\nNada especial con la comida.')).toEqual([
      'Pañales y un colchón antiescaras.',
      'Nada especial con la comida.',
    ]);
    expect(careParagraphs('Nada especial, salvo sus gotas de los ojos.')).toEqual([
      'Nada especial, salvo sus gotas de los ojos.',
    ]);
  });
});
