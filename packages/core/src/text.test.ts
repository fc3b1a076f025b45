import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_DESCRIPTION_MAX } from './constants';
import { cutText, dateOnly, ELLIPSIS, paragraphs } from './text';

describe('cutText', () => {
  it('keeps a description of up to 150 characters as it is', () => {
    const exact = 'a'.repeat(CARD_DESCRIPTION_MAX);
    expect(cutText(exact)).toBe(exact);
    expect(cutText('Una nota corta.')).toBe('Una nota corta.');
  });

  it('cuts a longer description to its first 150 characters plus "…"', () => {
    const long = `${'b'.repeat(CARD_DESCRIPTION_MAX)}cola que no se ve`;
    const cut = cutText(long);
    expect(cut).toBe(`${'b'.repeat(CARD_DESCRIPTION_MAX)}…`);
    expect(Array.from(cut)).toHaveLength(CARD_DESCRIPTION_MAX + 1);
  });

  it('never splits an emoji or an accented letter', () => {
    const text = `${'🐶'.repeat(CARD_DESCRIPTION_MAX)}ñ`;
    expect(cutText(text)).toBe(`${'🐶'.repeat(CARD_DESCRIPTION_MAX)}${ELLIPSIS}`);
  });

  it('shows nothing for a missing description', () => {
    expect(cutText(null)).toBe('');
    expect(cutText(undefined)).toBe('');
    expect(cutText('')).toBe('');
  });

  it('always starts with the original text and is never longer than 151 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400, unit: 'grapheme' }), (text) => {
        const cut = cutText(text);
        const chars = Array.from(cut);
        expect(chars.length).toBeLessThanOrEqual(CARD_DESCRIPTION_MAX + 1);
        if (Array.from(text).length <= CARD_DESCRIPTION_MAX) expect(cut).toBe(text);
        else expect(text.startsWith(cut.slice(0, -1))).toBe(true);
      }),
    );
  });
});

describe('dateOnly', () => {
  it('keeps the first 10 characters of a date', () => {
    expect(dateOnly('2023-05-14T10:00:00.000Z')).toBe('2023-05-14');
    expect(dateOnly('2023-05-14')).toBe('2023-05-14');
  });

  it('accepts a Date and shows its UTC day', () => {
    expect(dateOnly(new Date('2021-12-31T23:30:00.000Z'))).toBe('2021-12-31');
  });

  it('shows nothing for a missing date', () => {
    expect(dateOnly(null)).toBe('');
    expect(dateOnly(undefined)).toBe('');
  });
});

describe('paragraphs', () => {
  it('splits staff texts on blank lines', () => {
    expect(paragraphs('Primero.\n\nSegundo.\r\n\r\nTercero.')).toEqual(['Primero.', 'Segundo.', 'Tercero.']);
  });

  it('keeps single line breaks inside a paragraph and drops empty ones', () => {
    expect(paragraphs('  Línea uno\nlínea dos\n \n\n\n  ')).toEqual(['Línea uno\nlínea dos']);
    expect(paragraphs(null)).toEqual([]);
  });
});
