// The rules of the site's stylesheet a page uses (ADR 007, "Each page carries the CSS rules it uses"). The
// stylesheet is the one Vite builds (minified by Lightning CSS); a page keeps each rule with a selector whose
// classes its code names, every rule without a class (elements, `:root`, `@font-face`, keyframes), and drops
// the rest. Used by the server (site-css.server.ts), once per route at start-up.

/**
 * The classes an element must carry for a selector to match: every `.name` in it except those inside
 * `:not(...)`, which a page matches more easily without them, and attribute values.
 */
export function selectorClasses(selector: string): string[] {
  let plain = '';
  let i = 0;
  while (i < selector.length) {
    if (selector.startsWith(':not(', i)) {
      let depth = 0;
      for (; i < selector.length; i++) {
        if (selector[i] === '(') depth++;
        else if (selector[i] === ')' && --depth === 0) break;
      }
      i++;
      continue;
    }
    if (selector[i] === '[') {
      // An attribute selector: its value is not a class (`[href$=".pdf"]`).
      i = selector.indexOf(']', i) + 1 || selector.length;
      continue;
    }
    plain += selector[i++];
  }
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] as string);
}

/** Splits a selector list at its top-level commas (not those inside `:is(...)` and the like). */
function splitSelectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

/** The index just past the block that opens at `open` (a `{`), skipping strings and nested blocks. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (c === '/' && css[i + 1] === '*') i = commentEnd(css, i);
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  throw new Error('css-rules: a block is not closed');
}

function stringEnd(css: string, quote: number): number {
  for (let i = quote + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === css[quote]) return i;
  }
  throw new Error('css-rules: a string is not closed');
}

/** The last index of the comment that opens at `start` (the development build keeps comments). */
function commentEnd(css: string, start: number): number {
  const end = css.indexOf('*/', start + 2);
  if (end === -1) throw new Error('css-rules: a comment is not closed');
  return end + 1;
}

/** The next `{` or `;` at this level, outside strings, or -1. */
function nextStop(css: string, from: number): number {
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (c === '/' && css[i + 1] === '*') i = commentEnd(css, i);
    else if (c === '{' || c === ';' || c === '}') return i;
  }
  return -1;
}

/** At-rules whose block holds rules to choose from; any other block (@font-face, @keyframes…) is kept whole. */
const GROUPING = /^@(media|supports|layer|container|scope)\b/;

/**
 * The stylesheet with only the rules a page uses: `used(name)` says whether the page's code names that
 * class. A grouping at-rule (`@media`…) keeps the rules inside it that are used, and goes when none is.
 */
export function usedRules(css: string, used: (className: string) => boolean): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const stop = nextStop(css, i);
    if (stop === -1) break;
    if (css[stop] === '}') {
      i = stop + 1;
      continue;
    }
    const prelude = css
      .slice(i, stop)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim();
    if (css[stop] === ';') {
      // A statement (@charset, @import, @layer a,b): kept.
      out += `${prelude};`;
      i = stop + 1;
      continue;
    }
    const end = blockEnd(css, stop);
    const body = css.slice(stop + 1, end - 1);
    if (prelude.startsWith('@')) {
      if (GROUPING.test(prelude)) {
        const inner = usedRules(body, used);
        if (inner) out += `${prelude}{${inner}}`;
      } else out += `${prelude}{${body}}`;
    } else {
      const kept = splitSelectors(prelude).filter((s) => selectorClasses(s).every(used));
      if (kept.length) out += `${kept.join(',')}{${body}}`;
    }
    i = end;
  }
  return out;
}

/**
 * Every class a selector of `css` needs (selectorClasses, over each rule usedRules reads): the classes a
 * word of the code can name. The build step (apps/web/style-words.ts) keeps only such words.
 */
export function stylesheetClasses(css: string): Set<string> {
  const classes = new Set<string>();
  usedRules(css, (name) => {
    classes.add(name);
    return true;
  });
  return classes;
}

/**
 * Whether a class is among a route's words (apps/web/style-words.ts), or starts with one of its prefixes
 * (a word ending in `*`).
 */
export function namesClass(words: Iterable<string>): (className: string) => boolean {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const word of words) {
    if (word.endsWith('*')) prefixes.push(word.slice(0, -1));
    else exact.add(word);
  }
  return (name) => exact.has(name) || prefixes.some((prefix) => name.startsWith(prefix));
}
