// Text search that forgives accents and case — "turron" and "TURRÓN" find "Turrón", "perez" finds
// "Pérez" — the same on PGlite and on PostgreSQL whatever its locale, with no extension (PGlite has no
// `unaccent`). Every search of the API is built here, from one table of letters.
//
// Folding: ASCII letters to lower case, and each accented Latin letter below (either case) to its base
// letter. Nothing else changes: a search finds the records whose folded text contains the folded term.
//
// - Substring search (`matchesFolded`, the admin's `q` and "contains" filters) never folds the column:
//   the term becomes a regular expression where each letter is a bracket of everything that folds to it
//   (`turron` → `[tT][uUúÚ…][rR][rR][oOóÓ…][nNñÑ]`) and every other ASCII character is escaped, so `%`,
//   `_` and `\` are literal. A substring search reads every row anyway (no B-tree helps with '%…%'), and
//   on a million rows this costs what ILIKE did, where folding the column with translate() per row cost
//   3 to 10 times more.
// - Equality (`equalsFolded`, a dog by the name in a URL) folds the column with `foldedSql`, which an
//   expression index can hold (dogs_folded_name_idx), and compares with the term folded in TypeScript.
//   `lower(… collate "C")` lowers ASCII only, on every server: the accented letters are translate()'s.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Each base letter and the accented letters that fold to it (lower case; their capitals fold too). */
const ACCENTED: Record<string, string> = {
  a: 'áàâäãå',
  e: 'éèêë',
  i: 'íìîï',
  o: 'óòôöõ',
  u: 'úùûü',
  n: 'ñ',
  c: 'ç',
};

const FOLD = new Map<string, string>();
for (const [base, letters] of Object.entries(ACCENTED))
  for (const letter of letters) {
    FOLD.set(letter, base);
    FOLD.set(letter.toUpperCase(), base);
  }

/** translate()'s two lists: every accented letter, both cases, and what each becomes. */
const FROM = [...FOLD.keys()].join('');
const TO = [...FOLD.values()].join('');

/** Every character that folds to `base` (an ASCII lower-case letter). */
const variants = (base: string) =>
  `${base}${base.toUpperCase()}${ACCENTED[base] ?? ''}${(ACCENTED[base] ?? '').toUpperCase()}`;

/** A text folded as the database folds a column (`foldedSql`); the term is first composed (NFC). */
export function foldText(text: string): string {
  let folded = '';
  for (const char of text.normalize('NFC')) {
    if (char >= 'A' && char <= 'Z') folded += char.toLowerCase();
    else folded += FOLD.get(char) ?? char;
  }
  return folded;
}

const ASCII_LETTER = /^[a-z]$/;
const ASCII_ALNUM = /^[0-9A-Za-z]$/;

/**
 * A PostgreSQL regular expression (ARE) that matches a text exactly when the text, folded, contains
 * `term` folded. A backslash before a character that is not alphanumeric makes it literal in an ARE;
 * characters beyond ASCII are never operators.
 */
export function foldedPattern(term: string): string {
  let pattern = '';
  for (const char of foldText(term)) {
    if (ASCII_LETTER.test(char)) pattern += `[${variants(char)}]`;
    else if (char <= '\x7f' && !ASCII_ALNUM.test(char)) pattern += `\\${char}`;
    else pattern += char;
  }
  return pattern;
}

/** The column folded in SQL: what an expression index holds and `equalsFolded` compares. */
export function foldedSql(column: AnyPgColumn | SQL): SQL {
  // Literals, not parameters: an index on this expression matches the query's only when both are the same.
  return sql`translate(lower(${column} collate "C"), ${sql.raw(`'${FROM}'`)}, ${sql.raw(`'${TO}'`)})`;
}

/** The column contains `term`, accents and case aside; undefined for an empty term (no condition). */
export function matchesFolded(column: AnyPgColumn | SQL, term: string): SQL | undefined {
  const pattern = foldedPattern(term);
  return pattern ? sql`${column} ~ ${pattern}` : undefined;
}

/** The column equals `value`, accents and case aside (uses an index on `foldedSql(column)`). */
export function equalsFolded(column: AnyPgColumn | SQL, value: string): SQL {
  return sql`${foldedSql(column)} = ${foldText(value)}`;
}
