// A backup archive read in one streamed pass (issue 33): the manifest first, then each table's rows as
// they arrive and each media file, every part checked against the manifest (hash, rows, size) and, at
// the end, nothing missing. A table is never held whole; a media file is, one at a time (storage takes
// them whole).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { type ArchiveEntry, readArchive, readWhole } from './archive';
import { BackupError, type BackupManifest, MANIFEST, parseManifest, sha256 } from './format';

type ManifestTable = BackupManifest['tables'][number];
type ManifestMedia = BackupManifest['media']['files'][number];

type BackupPart =
  /**
   * A table's rows, one NDJSON line each, a read's worth at a time. After the last line, the table is
   * checked: a damaged one throws there, so whatever was done with its rows must be undone (a transaction).
   */
  | { kind: 'table'; table: ManifestTable; lines: AsyncIterable<string[]> }
  /** A media file, already checked. */
  | { kind: 'media'; file: ManifestMedia; data: Buffer };

interface BackupReader {
  manifest: BackupManifest;
  /** The rest of the archive, in its order. Throws when a part is damaged, unknown, repeated or missing. */
  parts(): AsyncGenerator<BackupPart>;
  /** Stops reading; always call it. */
  close(): Promise<void>;
}

/** Opens an archive and reads its manifest, which must come first; the rest waits for parts(). */
export async function openBackup(file: string): Promise<BackupReader> {
  if (!existsSync(file)) throw new BackupError(`No existe el archivo ${file}.`);
  const entries = readArchive(file);
  const close = async () => {
    await entries.return(undefined);
  };
  try {
    const first = await entries.next();
    if (first.done) throw new BackupError(`${file} está vacío.`);
    if (first.value.name !== MANIFEST)
      throw new BackupError(`${file} no es una copia de El Campito (falta ${MANIFEST}).`);
    const manifest = parseManifest(await readWhole(first.value.data));
    return { manifest, parts: () => parts(entries, manifest), close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Reads the whole archive and checks it against its manifest, which it returns. */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  const backup = await openBackup(file);
  try {
    for await (const _ of backup.parts()) {
      // Each part is checked as it is read.
    }
  } finally {
    await backup.close();
  }
  return backup.manifest;
}

async function* parts(
  entries: AsyncIterable<ArchiveEntry>,
  manifest: BackupManifest,
): AsyncGenerator<BackupPart> {
  const tables = new Map(manifest.tables.map((t) => [t.file, t]));
  const media = new Map(manifest.media.files.map((m) => [`media/${m.name}`, m]));
  const seen = new Set<string>();
  for await (const entry of entries) {
    if (seen.has(entry.name)) throw new BackupError(`La copia tiene dos veces el archivo ${entry.name}.`);
    seen.add(entry.name);
    const table = tables.get(entry.name);
    if (table) {
      const lines = checkedLines(entry.data, table);
      // Handed out without a `return`: a caller that stops early cannot close it, so what it leaves is
      // read and checked below, and no table goes unchecked.
      yield { kind: 'table', table, lines: { [Symbol.asyncIterator]: () => ({ next: () => lines.next() }) } };
      for await (const _ of lines) {
        // The rest of the table, read for its check.
      }
      continue;
    }
    const file = media.get(entry.name);
    if (!file) throw new BackupError(`La copia tiene un archivo que el manifiesto no nombra: ${entry.name}.`);
    const damaged = () => new BackupError(`La imagen ${file.name} está dañada en la copia.`);
    // The header's size first: a damaged one is not read into memory.
    if (entry.size !== file.size) throw damaged();
    const data = await readWhole(entry.data);
    if (data.length !== file.size || sha256(data) !== file.sha256) throw damaged();
    yield { kind: 'media', file, data };
  }
  const missing = [...tables.keys(), ...media.keys()].filter((name) => !seen.has(name));
  if (missing.length > 0)
    throw new BackupError(`A la copia le faltan archivos: ${missing.slice(0, 5).join(', ')}.`);
}

const NEWLINE = 0x0a;

/** A table's NDJSON split into lines as it is read; after the last one, its hash and row count are checked. */
async function* checkedLines(data: AsyncIterable<Buffer>, table: ManifestTable): AsyncGenerator<string[]> {
  const hash = createHash('sha256');
  // The start of a line that goes on in the next chunk. A newline byte never occurs inside a UTF-8
  // character, so splitting bytes at it splits no character.
  let pending: Buffer[] = [];
  let rows = 0;
  for await (const chunk of data) {
    hash.update(chunk);
    const lines: string[] = [];
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end >= 0; end = chunk.indexOf(NEWLINE, start)) {
      const piece = chunk.subarray(start, end);
      lines.push((pending.length > 0 ? Buffer.concat([...pending, piece]) : piece).toString('utf8'));
      pending = [];
      start = end + 1;
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
    rows += lines.length;
    if (lines.length > 0) yield lines;
  }
  // Every row ends with a newline (create.ts): bytes after the last one are a damaged file.
  if (pending.length > 0 || hash.digest('hex') !== table.sha256)
    throw new BackupError(`La tabla ${table.name} está dañada en la copia.`);
  if (rows !== table.rows)
    throw new BackupError(`La tabla ${table.name} tiene ${rows} filas; el manifiesto dice ${table.rows}.`);
}
