// Every package a workspace imports is declared in that workspace's package.json (dependencies or
// devDependencies): a workspace that borrows its neighbours' packages breaks when they drop them. The
// shared tooling (vitest, vite, TypeScript, fast-check, the local stand-ins for SMTP, S3 and OpenID
// Connect…) is declared once, in the root's devDependencies, and may be imported by tests, test support,
// configuration and build files only.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');
const WORKSPACES = ['apps/admin', 'apps/server', 'apps/web', 'packages/core', 'packages/db'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', '.react-router', 'public']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIP_DIRS.has(name) ? [] : sources(full);
    return /\.(ts|tsx|mts|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The package an import names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; null for paths. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  if (specifier.startsWith('virtual:') || specifier.startsWith('~/')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? null : name;
}

const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const TOOLING = new Set(Object.keys(rootManifest.devDependencies ?? {}));
/** Tests, test support, configuration, build and development-server files. */
const isTooling = (file: string) =>
  /\.test\.tsx?$|\/test\/|\.config\.ts$|\/build\.mjs$|\/src\/dev\.ts$|\/app\/routes\.ts$/.test(file);

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

describe('workspace dependencies', () => {
  it.each(WORKSPACES)('%s declares every package it imports', (workspace) => {
    const manifest = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
    const declared = new Set([
      manifest.name,
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.devDependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]);
    const missing = new Map<string, string>();
    for (const file of sources(path.join(root, workspace))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(IMPORT)) {
        const name = packageOf(m[1] ?? m[2]!);
        if (!name || declared.has(name) || (TOOLING.has(name) && isTooling(file))) continue;
        if (!missing.has(name)) missing.set(name, path.relative(root, file));
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
