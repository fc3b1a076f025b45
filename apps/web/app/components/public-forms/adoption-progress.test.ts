import { adoptionSchema } from '@campito/core';
import { describe, expect, it } from 'vitest';
import { validAdoption } from '../../../../../packages/core/test/form-samples';
import { ADOPTION_SECTIONS, adoptionProgress, notAsked } from './adoption-progress';

const done = (answers: Record<string, unknown>) =>
  adoptionProgress(adoptionSchema, answers).reduce((n, part) => n + part.done, 0);

describe('the questionnaire’s count (issue 34)', () => {
  const fields = ADOPTION_SECTIONS.flatMap((part) => part.fields);

  it('counts nothing on a blank form: blank text and empty choices are not answers', () => {
    const blank = Object.fromEntries(fields.map((f) => [f, f === 'items' ? [] : '']));
    expect(done(blank)).toBe(0);
  });

  it('counts a phone only once it is one', () => {
    const { phone: _phone, ...rest } = validAdoption();
    expect(done({ ...rest, phone: '123' })).toBe(done(rest));
    expect(done({ ...rest, phone: '+54 9 11 5555-0123' })).toBe(done(rest) + 1);
  });

  it('leaves out the dog the address chose: a blank form from its page says 0 of 29', () => {
    const progress = adoptionProgress(adoptionSchema, { nameDog: 'Luna' }, notAsked(true));
    expect(progress.reduce((n, part) => n + part.done, 0)).toBe(0);
    expect(progress.reduce((n, part) => n + part.total, 0)).toBe(fields.length - 1);
    expect(notAsked(false)).toEqual([]);
  });

  it('counts every question of a complete form', () => {
    expect(done(validAdoption())).toBe(fields.length);
  });
});
