// The class names each route's code can put on a page, for the stylesheet each page writes (ADR 007, "Each
// page carries the CSS rules it uses"): the words of the string literals of the route module and of every
// module of the app it imports, read with the TypeScript parser (comments and JSX text do not count). Run at
// build time by the `virtual:style-words` plugin (vite.config.ts); app/styles/site-css.server.ts keeps, for
// each route, the rules whose classes are among its words and the root's.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { stylesheetClasses } from './app/styles/css-rules.ts';

/**
 * A word ending in `*` is a prefix: the literal part of a class built at run time, as in
 * `dog-status-${status}` or `'dog-status-' + status`, which stands for every class it starts.
 */
export type StyleWords = Record<string, readonly string[]>;

interface Scan {
  words: string[];
  imports: string[];
}

/** The module a relative import names, if it is one of the app's own TypeScript files. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`]) {
    try {
      if (statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
    } catch {}
  }
  return undefined;
}

const tokens = (text: string) => text.split(/[^\w-]+/).filter(Boolean);

/** A module's words and the app modules it imports. */
function scan(file: string): Scan {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const words: string[] = [];
  const imports: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateTail(node)) {
      words.push(...tokens(node.text));
      // `'dog-status-' + status`: a literal ending in a dash starts a class.
      if (/[\w-]-$/.test(node.text)) words.push(`${tokens(node.text).at(-1)}*`);
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node)) {
      // `dog-status-${status}`: the last word before a substitution starts a class.
      const found = tokens(node.text);
      if (/[\w-]$/.test(node.text) && found.length) words.push(...found.slice(0, -1), `${found.at(-1)}*`);
      else words.push(...found);
    }
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      imports.push(node.moduleSpecifier.text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) imports.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { words, imports: imports.flatMap((specifier) => resolveImport(file, specifier) ?? []) };
}

/**
 * The words of each route (`routes/<name>`, React Router's id for app/routes/<name>.tsx) besides the
 * root's, and the root's (`root`), with the files read (for the dev server to watch).
 */
export function styleWords(appDir: string): { words: StyleWords; files: string[] } {
  // Only words that can name a class of the site's stylesheets are kept: the rest (messages, paths…) would
  // only make the list longer.
  const classes = new Set<string>();
  for (const name of readdirSync(path.join(appDir, 'styles'))) {
    if (!name.endsWith('.css')) continue;
    for (const found of stylesheetClasses(readFileSync(path.join(appDir, 'styles', name), 'utf8')))
      classes.add(found);
  }
  const styles = (word: string) =>
    word.endsWith('*') ? [...classes].some((name) => name.startsWith(word.slice(0, -1))) : classes.has(word);
  const scans = new Map<string, Scan>();
  const graphWords = (entry: string) => {
    const seen = new Set<string>();
    const words = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      let scanned = scans.get(file);
      if (!scanned) {
        scanned = scan(file);
        scans.set(file, scanned);
      }
      for (const word of scanned.words) if (styles(word)) words.add(word);
      for (const imported of scanned.imports) visit(imported);
    };
    visit(entry);
    return words;
  };
  const root = graphWords(path.join(appDir, 'root.tsx'));
  const words: Record<string, string[]> = { root: [...root].sort() };
  for (const name of readdirSync(path.join(appDir, 'routes'))) {
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) continue;
    const own = [...graphWords(path.join(appDir, 'routes', name))].filter((word) => !root.has(word));
    words[`routes/${name.replace(/\.tsx?$/, '')}`] = own.sort();
  }
  return { words, files: [...scans.keys()] };
}
