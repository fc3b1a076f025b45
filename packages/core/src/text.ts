// Display rules for cards (docs/product.md §9), shared by the pages and anything else that shows a card.
import { CARD_DESCRIPTION_MAX } from './constants';
import { COMBINING_MARKS_RE, LINE_BREAK_RE, NON_SLUG_RUN_RE, PARAGRAPH_BREAK_RE } from './patterns';

export const ELLIPSIS = '…';

/**
 * A description as cards show it: the first `max` characters followed by "…" when it is longer.
 * Characters are counted as code points, so an emoji or an accented letter is never split in half.
 */
export function cutText(text: string | null | undefined, max: number = CARD_DESCRIPTION_MAX): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}${ELLIPSIS}` : text;
}

/** The date as cards show it: its first 10 characters ("2023-05-14" of "2023-05-14T10:00:00.000Z"). */
export function dateOnly(date: string | Date | null | undefined): string {
  if (!date) return '';
  const text = date instanceof Date ? date.toISOString() : String(date);
  return text.slice(0, 10);
}

/** Staff texts separate paragraphs with a blank line; whitespace-only paragraphs are dropped. */
export function paragraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .replace(LINE_BREAK_RE, '\n')
    .split(PARAGRAPH_BREAK_RE)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * A title as a web address's words: «Un techo para Los Abuelos» → "un-techo-para-los-abuelos". Lower case,
 * no accents, words joined by dashes, at most `max` characters (cut at a dash when it can be).
 */
export function slugWords(title: string, max = 60): string {
  const words = trimHyphens(
    title.normalize('NFD').replace(COMBINING_MARKS_RE, '').toLowerCase().replace(NON_SLUG_RUN_RE, '-'),
  );
  if (words.length <= max) return words;
  const cut = words.slice(0, max + 1);
  const dash = cut.lastIndexOf('-');
  return trimHyphens(cut.slice(0, dash > 0 ? dash : max));
}

/** Without hyphens at either end: a loop, since a pattern for it backtracks on long runs of hyphens. */
function trimHyphens(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === '-') start++;
  while (end > start && text[end - 1] === '-') end--;
  return text.slice(start, end);
}

/**
 * A dog's care meter (issue 18), as its page says it: "Cubrimos el 40 % de los cuidados de Merlina este mes".
 * Here with the other display rules, so the pages that show a meter load no giving texts for it.
 */
export function careCoverageText(dog: string, percent: number): string {
  return `Cubrimos el ${percent} % de los cuidados de ${dog} este mes`;
}
