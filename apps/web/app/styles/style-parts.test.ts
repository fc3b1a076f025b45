import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PageHandle } from '@campito/core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { STYLE_PARTS, type StylePart } from './parts';

// Each page writes only the stylesheets it uses (styles/parts.ts): app.css always, the others when its route
// declares them in `handle.styles`. This test works out what each route needs from its code — the class
// names in the string literals of the route module and of every module it imports, matched against the
// selectors of each stylesheet — and fails when a route declares a part it does not use or misses one it
// does (a missing part is a page without its styles; an extra one is bytes on every visit).

const app = path.resolve(__dirname, '..');

interface Rule {
  selector: string;
  classes: string[];
}

/** The selectors of a stylesheet (outside at-rule preludes), each with the classes it names. */
function rulesOf(part: StylePart): Rule[] {
  const css = readFileSync(path.join(app, 'styles', `${part}.css`), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  for (const [, prelude] of css.matchAll(/([^{}]*)\{/g)) {
    if (prelude.trim().startsWith('@')) continue;
    for (const selector of prelude.split(',')) {
      const classes = [...selector.matchAll(/\.([a-zA-Z_][\w-]*)/g)].map((m) => m[1]);
      rules.push({ selector: selector.trim(), classes });
    }
  }
  return rules;
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

/**
 * A module's string literals (template pieces included) and the relative modules it imports. Parsed once:
 * every route's graph shares the same components.
 */
const scans = new Map<string, { strings: string[]; imports: string[] }>();
function scan(file: string): { strings: string[]; imports: string[] } {
  const known = scans.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const strings: string[] = [];
  const imports: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      strings.push(node.text);
    if (ts.isJsxText(node)) return;
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
  const scanned = { strings, imports: imports.flatMap((specifier) => resolveImport(file, specifier) ?? []) };
  scans.set(file, scanned);
  return scanned;
}

/** A module and everything it imports from the app, transitively. */
function moduleGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of scan(file).imports) moduleGraph(imported, seen);
  return seen;
}

const rules = new Map(STYLE_PARTS.map((part) => [part, rulesOf(part)]));

/** The parts (besides app.css) with a rule whose every class appears among these modules' strings. */
function partsUsedBy(files: Iterable<string>): Map<StylePart, string[]> {
  const words = new Set<string>();
  for (const file of files)
    for (const text of scan(file).strings) for (const w of text.split(/[^\w-]+/)) words.add(w);
  const used = new Map<StylePart, string[]>();
  for (const part of STYLE_PARTS) {
    if (part === 'app') continue;
    const matching = rules
      .get(part)
      ?.filter((r) => r.classes.length > 0 && r.classes.every((c) => words.has(c)))
      .map((r) => r.selector);
    if (matching?.length) used.set(part, matching);
  }
  return used;
}

const rootModules = moduleGraph(path.join(app, 'root.tsx'));

function pageRoutes(list: typeof routes): { file: string }[] {
  return list.flatMap((r) => [{ file: r.file }, ...pageRoutes(r.children ?? [])]);
}

describe('the stylesheets each page writes', () => {
  it('the document shell and its error pages use app.css only', () => {
    expect(Object.fromEntries(partsUsedBy(rootModules))).toEqual({});
  });

  it('every other part styles classes of its own, never an element of every page', () => {
    for (const part of STYLE_PARTS) {
      if (part === 'app') continue;
      const classless = rules
        .get(part)
        ?.filter((r) => r.classes.length === 0 && !/^(from|to|\d+%)$/.test(r.selector));
      expect(classless, part).toEqual([]);
    }
  });

  for (const { file } of pageRoutes(routes)) {
    it(`${file} declares exactly the parts its components use`, async () => {
      const modules = moduleGraph(path.join(app, file));
      for (const shared of rootModules) modules.delete(shared);
      const used = partsUsedBy(modules);
      const route = (await import(path.join(app, file))) as { handle?: PageHandle };
      const declared = [...(route.handle?.styles ?? [])].sort();
      // The selectors that make each part needed, in the failure message.
      expect(declared, JSON.stringify(Object.fromEntries(used), null, 1)).toEqual([...used.keys()].sort());
    });
  }
});
