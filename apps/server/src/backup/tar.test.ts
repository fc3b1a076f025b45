// The archive format the backups use, read back by our reader and by GNU tar. A long name is written in a
// pax record whose length counts bytes: a name of accented letters used to make that count loop forever.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTarGz, TarGzWriter } from './tar';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'campito-tar-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('tar.gz archives', () => {
  it('keeps long names, accented ones included, for our reader and for GNU tar', async () => {
    const names = [
      'tablas/perros.json',
      `media/${'a'.repeat(120)}.webp`,
      `media/${'ñandú-'.repeat(30)}.webp`,
      // Lengths around the point where the record's own length gains a digit.
      ...[86, 87, 88, 89, 90].map((n) => `media/${'é'.repeat(n)}.webp`),
    ];
    const file = path.join(dir, 'nombres.tar.gz');
    const writer = new TarGzWriter(file);
    for (const [i, name] of names.entries()) await writer.addBuffer(name, Buffer.from(`contenido ${i}`));
    await writer.finish();

    const read: [string, string][] = [];
    for await (const entry of readTarGz(file)) read.push([entry.name, entry.data.toString()]);
    expect(read).toEqual(names.map((name, i) => [name, `contenido ${i}`]));
    const listed = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(listed).toEqual(names);
  });
});
