// The backups' .tar.gz (archive.ts, over tar-stream): what we write GNU tar lists and extracts, what GNU
// tar writes we read, long and accented names included, and a damaged archive is said to be so. A long
// name goes in a pax record whose length counts bytes: a name of accented letters once made that count
// loop forever in our own writer.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArchiveWriter, readArchive, readWhole } from './archive';
import { BackupError } from './format';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'campito-archive-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const NAMES = [
  'manifest.json',
  'db/000-perros.ndjson',
  `media/${'a'.repeat(120)}.webp`,
  `media/${'ñandú-'.repeat(30)}.webp`,
  // Lengths around the point where the record's own length gains a digit.
  ...[86, 87, 88, 89, 90].map((n) => `media/${'é'.repeat(n)}.webp`),
];

async function readAll(file: string): Promise<[string, string][]> {
  const read: [string, string][] = [];
  for await (const entry of readArchive(file))
    read.push([entry.name, (await readWhole(entry.data)).toString()]);
  return read;
}

describe('backup archives', () => {
  it('keeps long names, accented ones included, for our reader and for GNU tar', async () => {
    const file = path.join(dir, 'nombres.tar.gz');
    const writer = new ArchiveWriter(file);
    for (const [i, name] of NAMES.entries()) await writer.add(name, Buffer.from(`contenido ${i}`));
    await writer.finish();

    expect(await readAll(file)).toEqual(NAMES.map((name, i) => [name, `contenido ${i}`]));
    const listed = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(listed).toEqual(NAMES);
    const out = path.join(dir, 'extraido');
    await mkdir(out);
    execFileSync('tar', ['-xzf', file, '-C', out]);
    for (const [i, name] of NAMES.entries())
      expect(await readFile(path.join(out, name), 'utf8')).toBe(`contenido ${i}`);
  });

  it('streams a file from disk into the archive, byte for byte', async () => {
    const source = path.join(dir, 'grande.bin');
    const data = randomBytes(3 * 1024 * 1024 + 7);
    await writeFile(source, data);
    const file = path.join(dir, 'grande.tar.gz');
    const writer = new ArchiveWriter(file);
    await writer.addFile('db/001-grande.ndjson', source);
    await writer.add('vacío.txt', Buffer.alloc(0));
    await writer.finish();

    const read: [string, number, boolean][] = [];
    for await (const entry of readArchive(file)) {
      const bytes = await readWhole(entry.data);
      // Compared here: a deep equality of megabytes, byte by byte, takes the test's whole time.
      read.push([
        entry.name,
        bytes.length,
        bytes.equals(entry.name === 'vacío.txt' ? Buffer.alloc(0) : data),
      ]);
    }
    expect(read).toEqual([
      ['db/001-grande.ndjson', data.length, true],
      ['vacío.txt', 0, true],
    ]);
    execFileSync('tar', ['-xzf', file, '-C', dir, 'db/001-grande.ndjson']);
    expect((await readFile(path.join(dir, 'db/001-grande.ndjson'))).equals(data)).toBe(true);
  });

  it.each(['gnu', 'pax', 'ustar'])('reads what GNU tar writes in %s format', async (format) => {
    const from = path.join(dir, `desde-${format}`);
    // Plain ustar has no pax records: short names, and one long enough to need its prefix field.
    const names =
      format === 'ustar'
        ? [
            ...NAMES.filter((n) => Buffer.byteLength(n) <= 100),
            `db/${'x'.repeat(60)}/${'y'.repeat(60)}.ndjson`,
          ]
        : NAMES;
    for (const [i, name] of names.entries()) {
      await mkdir(path.join(from, path.dirname(name)), { recursive: true });
      await writeFile(path.join(from, name), `contenido ${i}`);
    }
    const file = path.join(dir, `gnu-${format}.tar.gz`);
    execFileSync('tar', [`--format=${format}`, '-czf', file, '-C', from, ...names]);
    expect(await readAll(file)).toEqual(names.map((name, i) => [name, `contenido ${i}`]));
  });

  it('says a cut or foreign file is damaged, in Spanish', async () => {
    const file = path.join(dir, 'cortado.tar.gz');
    const writer = new ArchiveWriter(file);
    await writer.add('manifest.json', randomBytes(200_000));
    await writer.finish();
    await truncate(file, Math.floor((await stat(file)).size / 2));
    const cut = readAll(file);
    await expect(cut).rejects.toBeInstanceOf(BackupError);
    await expect(cut).rejects.toThrow(/está dañado o incompleto/);

    const foreign = path.join(dir, 'no-es-tar.tar.gz');
    await writeFile(foreign, 'esto no es un .tar.gz');
    await expect(readAll(foreign)).rejects.toThrow(/está dañado o incompleto/);
  });

  it('never writes over an existing file', async () => {
    const file = path.join(dir, 'existente.tar.gz');
    await writeFile(file, 'no tocar');
    const writer = new ArchiveWriter(file);
    const writing = (async () => {
      await writer.add('manifest.json', Buffer.from('{}'));
      await writer.finish();
    })();
    await expect(writing).rejects.toThrow(/EEXIST/);
    expect(await readFile(file, 'utf8')).toBe('no tocar');
  });
});
