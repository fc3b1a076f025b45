// docs/architecture.md's folder map stays true: every path its first column names exists, and every
// folder a newcomer would look for — each workspace's top-level source folders, each server domain under
// modules/, each Playwright area — is named in the map (in its first column or in the row of its parent),
// or in the README of its parent folder that a row links to. Every path such a README lists exists too.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

/** The rows of the table under "## Folder map": the paths its first column names in backticks, and its text. */
function mapRows(): { paths: string[]; text: string }[] {
  const start = doc.indexOf('## Folder map');
  const end = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, end === -1 ? undefined : end);
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [first, ...rest] = line.split(' | ');
      const paths = [...first!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\/$/, ''));
      return { paths, text: rest.join(' | ') };
    });
}

const rows = mapRows();

/** The paths a folder README's list items start with: "- `a.ts`, `b/` — …" lists a.ts and b. */
function listedIn(readme: string): string[] {
  return readme.split('\n').flatMap((line) => {
    const head = /^\s*- ((?:`[^`]+`(?:, )?)+)/.exec(line);
    return head ? [...head[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\/$/, '')) : [];
  });
}

/** The folder READMEs the map's rows link to (`[…](../<folder>/README.md)`), with the paths each lists. */
const readmes = new Map<string, string[] | undefined>();
for (const { text } of rows) {
  for (const [, folder] of text.matchAll(/\]\(\.\.\/([^)#]+)\/README\.md\)/g)) {
    const file = path.join(root, folder!, 'README.md');
    readmes.set(folder!, existsSync(file) ? listedIn(readFileSync(file, 'utf8')) : undefined);
  }
}

const dirsOf = (dir: string) =>
  readdirSync(path.join(root, dir)).filter(
    (name) =>
      !name.startsWith('.') && name !== 'node_modules' && statSync(path.join(root, dir, name)).isDirectory(),
  );

/**
 * A folder is named when a row names it or a path inside it (`…/modules/<domain>` names modules/), when the
 * row of its parent (`…/modules/<domain>` for a domain) names it in backticks (`dogs`, `routes/`), or when
 * the README of its parent that a row links to lists it ("- `dogs/` — …").
 */
function named(folder: string): boolean {
  const name = path.basename(folder);
  const parent = path.dirname(folder);
  const mention = new RegExp(`\`${name}(/[^\`]*)?\``);
  if (readmes.get(parent)?.includes(name)) return true;
  return rows.some(({ paths, text }) => {
    if (paths.some((p) => p === folder || p.startsWith(`${folder}/`))) return true;
    return paths.some((p) => p === parent || p === `${parent}/<domain>`) && mention.test(text);
  });
}

describe('docs/architecture.md folder map', () => {
  it('has rows', () => {
    expect(rows.length).toBeGreaterThan(10);
  });

  it('names only paths that exist', () => {
    // A path is looked up from the root; a bare name beside a path (`startup.ts` beside
    // `apps/server/src/server.ts`) in that path's folder, and alone (`e2e`) at the root.
    const missing = rows.flatMap(({ paths }) => {
      const dir = paths.find((p) => p.includes('/'));
      const folder = (p: string) => (p.includes('/') || !dir ? '' : path.dirname(dir));
      return paths
        .filter((p) => !p.includes('<') && !existsSync(path.join(root, folder(p), p)))
        .map((p) => (folder(p) ? `${p} (beside ${dir})` : p));
    });
    expect(missing).toEqual([]);
  });

  it('links only folder READMEs that exist, which list only paths that exist', () => {
    expect(readmes.size).toBeGreaterThan(0);
    // A listed path is looked up in the README's folder; a placeholder (`<domain>.service.ts`) is skipped.
    const missing = [...readmes].flatMap(([folder, listed]) =>
      listed === undefined
        ? [`${folder}/README.md`]
        : listed
            .filter((p) => !p.includes('<') && !existsSync(path.join(root, folder, p)))
            .map((p) => `${p} (listed in ${folder}/README.md)`),
    );
    expect(missing).toEqual([]);
  });

  it('names every top-level source folder, server domain and journey area', () => {
    const folders = [
      ...['apps/server/src', 'packages/core/src', 'packages/db/src'].flatMap((dir) =>
        dirsOf(dir).map((d) => `${dir}/${d}`),
      ),
      ...dirsOf('apps/server/src/modules').map((d) => `apps/server/src/modules/${d}`),
      ...dirsOf('apps/web/app').map((d) => `apps/web/app/${d}`),
      ...dirsOf('e2e').map((d) => `e2e/${d}`),
    ];
    const workspaces = ['apps', 'packages'].flatMap((dir) => dirsOf(dir).map((d) => `${dir}/${d}`));
    const BUILT = new Set(['dist', 'build', 'node_modules']);
    folders.push(
      ...workspaces.flatMap((w) =>
        dirsOf(w)
          .filter((d) => !BUILT.has(d))
          .map((d) => `${w}/${d}`),
      ),
    );
    const unnamed = [
      ...folders.filter((folder) => !named(folder)),
      ...workspaces.filter((folder) => !named(folder)),
    ];
    expect(unnamed).toEqual([]);
  });
});
