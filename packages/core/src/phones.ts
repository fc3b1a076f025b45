import { PHONE_DIGITS } from './constants';
import { PHONE_SEPARATORS_RE } from './patterns';

/**
 * A phone as people in Argentina type it, reduced to the 10 digits SPEC stores: the area code without its
 * 0 and the number without the mobile 15. Accepted around them: separators (spaces, dashes, dots,
 * parentheses), the country code (+54, 0054) with the mobile 9 after it, the trunk 0 and the 15 after the
 * area code — «+54 9 11 5555-0123», «(011) 5555-0123», «11 15 5555-0123» are all 1155550123. What is not a
 * phone comes back with whatever digits and characters are left, for the schema to refuse.
 *
 * Where the 15 sits: after 11 (Buenos Aires, the one two-digit area code), else after a three-digit code,
 * else after a four-digit one (area codes outside Buenos Aires start with 2 or 3, so "15" cannot be read
 * across a code's end).
 */
export function argentinePhone(typed: string): string {
  let digits = typed.replace(PHONE_SEPARATORS_RE, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('0054')) digits = digits.slice(2);
  if (digits.length > PHONE_DIGITS && digits.startsWith('54')) {
    digits = digits.slice(2);
    if (digits.length > PHONE_DIGITS && digits.startsWith('9')) digits = digits.slice(1);
  }
  if (digits.length > PHONE_DIGITS && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === PHONE_DIGITS + 2) {
    for (const at of digits.startsWith('11') ? [2] : [3, 4]) {
      if (digits.slice(at, at + 2) === '15') return digits.slice(0, at) + digits.slice(at + 2);
    }
  }
  return digits;
}

/**
 * What a phone field says under it: what is expected, and that it may be typed as people write it
 * (argentinePhone keeps the 10 digits). Issue 34, item 1.
 */
export const PHONE_HINT =
  'Con el código de área, como lo escribas: 11 5555-0123, (011) 15 5555-0123 o +54 9 11 5555-0123.';
