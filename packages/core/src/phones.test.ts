import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { argentinePhone } from './phones';

/** An Argentine number: an area code (11, or 3–4 digits starting with 2 or 3) and the rest of 10 digits. */
const number = fc
  .oneof(fc.constant('11'), fc.stringMatching(/^[23]\d{2}$/), fc.stringMatching(/^[23]\d{3}$/))
  .chain((area) =>
    fc.stringMatching(new RegExp(`^[1-9]\\d{${9 - area.length}}$`)).map((rest) => ({ area, rest })),
  );

describe('argentinePhone', () => {
  it('brings every way people write a number back to its 10 digits', () => {
    fc.assert(
      fc.property(
        number,
        fc.constantFrom('', '+54 ', '+54 9 ', '0054 9 '),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(' ', '-', '.', ''),
        ({ area, rest }, country, trunkZero, mobile15, separator) => {
          // The 0 goes with the area code only when dialled from inside the country.
          const code = !country && trunkZero ? `(0${area})` : area;
          const typed = `${country}${code} ${mobile15 ? '15 ' : ''}${rest.slice(0, 4)}${separator}${rest.slice(4)}`;
          expect(argentinePhone(typed)).toBe(`${area}${rest}`);
        },
      ),
    );
  });

  it('leaves what is not a phone for the schema to refuse', () => {
    expect(argentinePhone('once')).toBe('once');
    expect(argentinePhone('+1 415 555 0123')).toBe('14155550123');
    expect(argentinePhone('')).toBe('');
  });
});
