// A workspace's sources hold what the product runs; what only tests use (fixtures, fakes, samples, the test
// app) lives in the workspace's test/ folder (issue 20). This reads every import in the repository, follows
// them from the product's entry points, and names each source file the product never reaches: imported by
// tests only (move it to test/) or by nothing at all (dead). Tests (*.test.ts, test/, e2e/) are not followed,
// so a file they alone import is not reached.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');
const WORKSPACES = ['apps/admin', 'apps/server', 'apps/web', 'packages/core', 'packages/db'];
/** Each workspace's sources: `src/`, or the React Router app directory for the web app. */
const SOURCE_ROOTS = [
  'apps/admin/src',
  'apps/server/src',
  'apps/web/app',
  'packages/core/src',
  'packages/db/src',
];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', '.react-router', 'public', 'migrations']);
const MODULE = /\.(ts|tsx|mts|mjs)$/;

/**
 * What runs without a TypeScript import leading to it, besides the files the package.json scripts name
 * (`tsx apps/server/src/cli/seed.ts`…), the route modules routes.ts names, and the configuration, build and
 * script files outside the sources.
 */
const ENTRY_POINTS: Record<string, string> = {
  'apps/server/src/main.ts': 'the production server (apps/server/build.mjs bundles it)',
  'apps/admin/src/main.tsx': "apps/admin/index.html's script",
  'apps/web/app/root.tsx': "React Router's root route",
  'apps/web/app/routes.ts': "React Router's route table",
  'apps/web/app/entry.client.tsx': "React Router's browser entry",
  'apps/web/app/entry.server.tsx': "React Router's server entry",
};

/**
 * Source files the product does not reach that stay for now, each with its reason. Keep it short: a file here
 * is either on its way out or loaded in a way this test cannot see.
 */
const ALLOWED: Record<string, string> = {};

const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIP_DIRS.has(name) ? [] : walk(full);
    return MODULE.test(name) ? [full] : [];
  });
}

/** Every TypeScript or JavaScript module of the repository, by path relative to the root. */
const files = [
  ...WORKSPACES.flatMap((w) => walk(path.join(root, w))),
  ...walk(path.join(root, 'e2e')),
  ...walk(path.join(root, 'scripts')),
  ...readdirSync(root)
    .filter((name) => MODULE.test(name))
    .map((name) => path.join(root, name)),
].map(rel);
const known = new Set(files);

const isTest = (file: string) =>
  /\.(test|spec)\.tsx?$/.test(file) ||
  file.startsWith('e2e/') ||
  WORKSPACES.some((w) => file.startsWith(`${w}/test/`));
const inSources = (file: string) => SOURCE_ROOTS.some((r) => file.startsWith(`${r}/`));

// Static imports and re-exports (also `import type`), side-effect imports, and `import('…')`.
const IMPORT =
  /\b(?:import|export)\s+(?:type\s+)?[\w\s{},*$]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

const manifest = (dir: string) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
const packages = new Map<string, { dir: string; exports: Record<string, string> }>();
for (const w of WORKSPACES) packages.set(manifest(w).name, { dir: w, exports: manifest(w).exports ?? {} });

/** The source files the npm scripts run (`tsx watch … apps/server/src/dev.ts`). */
const scriptEntries = ['.', ...WORKSPACES].flatMap((dir) =>
  Object.values<string>(manifest(dir).scripts ?? {}).flatMap((command) =>
    [...command.matchAll(/[\w./-]+\.(?:ts|tsx|mts|mjs)\b/g)]
      .map((m) => path.posix.join(dir, m[0]))
      .filter((f) => inSources(f)),
  ),
);

/** Imports naming a relative path that is not there, or a subpath a workspace package does not export. */
const unresolved: { from: string; specifier: string }[] = [];
/** The module file an import names, or null for npm packages, Node's modules and generated files. */
function resolve(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, '');
  if (bare.startsWith('.')) {
    if (bare.includes('/+types/')) return null; // React Router's generated route types
    const base = path.posix.join(path.posix.dirname(from), bare);
    const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
    // A stylesheet or an image is a file too; a folder is not (its index module is).
    const other = (c: string) =>
      c === base && existsSync(path.join(root, c)) && statSync(path.join(root, c)).isFile();
    const hit = candidates.find((c) => known.has(c) || other(c));
    if (!hit) unresolved.push({ from, specifier });
    return hit ?? null;
  }
  const scoped = bare.startsWith('@');
  const parts = bare.split('/');
  const name = parts.slice(0, scoped ? 2 : 1).join('/');
  const pkg = packages.get(name);
  if (!pkg) return null;
  const subpath = ['.', ...parts.slice(scoped ? 2 : 1)].join('/');
  const target = pkg.exports[subpath];
  if (!target) unresolved.push({ from, specifier });
  return target ? path.posix.join(pkg.dir, target) : null;
}

const texts = new Map(files.map((f) => [f, readFileSync(path.join(root, f), 'utf8')]));

// `declare module 'x'` (a package's missing types, or an augmentation such as the web app's load context)
// takes part wherever 'x' is imported, though nothing imports the file that says it.
const declaring = new Map<string, string[]>();
for (const [file, text] of texts) {
  for (const [, name] of text.matchAll(/\bdeclare\s+module\s+['"]([^'"]+)['"]/g)) {
    declaring.set(name!, [...(declaring.get(name!) ?? []), file]);
  }
}

const imports = new Map<string, string[]>();
for (const [file, text] of texts) {
  const targets = [...text.matchAll(IMPORT)].flatMap((m) => {
    const specifier = (m[1] ?? m[2] ?? m[3])!;
    const target = resolve(file, specifier);
    return [...(target ? [target] : []), ...(declaring.get(specifier) ?? [])];
  });
  imports.set(file, targets);
}

/** The route modules routes.ts names (`route('path', 'routes/x.tsx')`), relative to the app directory. */
const routeModules = [
  ...readFileSync(path.join(root, 'apps/web/app/routes.ts'), 'utf8').matchAll(/['"](routes\/[^'"]+)['"]/g),
].map((m) => `apps/web/app/${m[1]}`);

/** The files `from` lead to through their imports, tests' imports followed or not. */
function reached(from: string[], { throughTests }: { throughTests: boolean }): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || (isTest(file) && !throughTests)) continue;
    seen.add(file);
    queue.push(...(imports.get(file) ?? []));
  }
  return seen;
}

const entryPoints = [
  ...Object.keys(ENTRY_POINTS),
  ...scriptEntries,
  ...routeModules,
  // Configuration, build and script files outside the sources (vite.config.ts, build.mjs, scripts/*.mjs…).
  ...files.filter((f) => !inSources(f) && !isTest(f)),
];
const product = reached(entryPoints, { throughTests: false });
const byTests = reached(files.filter(isTest), { throughTests: true });

describe('test support lives apart from the sources', () => {
  it('reads the entry points and the route modules from files that exist', () => {
    const named = [...Object.keys(ENTRY_POINTS), ...scriptEntries, ...routeModules, ...Object.keys(ALLOWED)];
    expect(named.filter((f) => !known.has(f))).toEqual([]);
    expect(routeModules.length).toBeGreaterThan(10);
    expect(scriptEntries).toContain('apps/server/src/cli/seed.ts');
  });

  it('resolves every import of a source or test file', () => {
    // Scripts and build files are left out: build.mjs writes an import of its output into a string.
    const wrong = unresolved.filter(({ from }) => inSources(from) || isTest(from));
    expect(wrong.map(({ from, specifier }) => `${from}: '${specifier}'`)).toEqual([]);
  });

  it('no source file imports test support (the production build and image leave test/ out)', () => {
    const wrong = [...product]
      .filter(inSources)
      .flatMap((f) => (imports.get(f) ?? []).filter(isTest).map((t) => `${f} imports ${t}`));
    expect(wrong).toEqual([]);
  });

  it('every source file is reached from an entry point (tests and their support aside)', () => {
    const unreached = files.filter((f) => inSources(f) && !isTest(f) && !product.has(f) && !(f in ALLOWED));
    const problems = unreached.map((f) =>
      byTests.has(f)
        ? `${f}: only tests use it; move it to the workspace's test/ folder`
        : `${f}: nothing imports it`,
    );
    expect(problems).toEqual([]);
  });

  it('lists no file that the product reaches as allowed', () => {
    expect(Object.keys(ALLOWED).filter((f) => product.has(f))).toEqual([]);
  });
});
