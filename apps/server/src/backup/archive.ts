// The backup's .tar.gz, written and read with tar-stream (ADR 014: a library for a solved problem). Every
// entry is a stream, so neither a backup nor a restore holds the archive, or a whole table, in memory.
// Long or non-ASCII names go in pax records, which any `tar xzf` reads.
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract as tarExtract, pack as tarPack } from 'tar-stream';
import { BackupError } from './format';

/** Writes a .tar.gz entry by entry, in order; then finish(), or abort() to give up on it. */
export class ArchiveWriter {
  private readonly pack = tarPack();
  private readonly done: Promise<void>;
  // One time for every entry: the archive is a copy of one moment.
  private readonly mtime = new Date();

  /** `file` must not exist: it is created, never overwritten. */
  constructor(file: string) {
    this.done = pipeline(this.pack, createGzip(), createWriteStream(file, { flags: 'wx' }));
    // finish() and abort() report the pipeline's end; until then its failure must not go unhandled.
    this.done.catch(() => {});
  }

  /** An entry whose bytes are all at hand. */
  add(name: string, data: Buffer): Promise<void> {
    return this.entry((done) => {
      this.pack.entry({ name, mtime: this.mtime }, data, done);
    });
  }

  /** A file from disk, streamed. Its size goes in the header first: tar-stream fails the entry if it changes. */
  async addFile(name: string, file: string): Promise<void> {
    const { size } = await stat(file);
    await this.entry((done) => {
      const sink = this.pack.entry({ name, size, mtime: this.mtime }, done);
      // tar-stream's streams are streamx ones, which Node's pipeline drives like its own.
      return pipeline(createReadStream(file), sink as unknown as NodeJS.WritableStream);
    });
  }

  /** Ends the archive and waits until the file holds all of it. */
  async finish(): Promise<void> {
    this.pack.finalize();
    await this.done;
  }

  /** Stops writing; the caller removes the unfinished file. */
  async abort(): Promise<void> {
    this.pack.destroy();
    await this.done.catch(() => {});
  }

  /** Runs `start`, which begins one entry, until tar-stream calls back that the entry is written. */
  private async entry(start: (done: (err?: Error | null) => void) => unknown): Promise<void> {
    try {
      await new Promise<void>((resolve, reject) => {
        const started = start((err) => (err ? reject(err) : resolve()));
        if (started instanceof Promise) started.catch(reject);
      });
    } catch (err) {
      // When the output failed (a full disk…) the pack was torn down with that error: report it, not
      // the entry's echo of it.
      if (this.pack.destroying) await this.done;
      throw err;
    }
  }
}

export interface ArchiveEntry {
  name: string;
  /** The size its header gives. */
  size: number;
  /** Its bytes, as they are read: read them (or not) before asking for the next entry. */
  data: AsyncIterable<Buffer>;
}

/**
 * The regular files of a .tar.gz, in order, each streamed. An archive that is not one, or is damaged or
 * cut short, throws a BackupError, whether in the list or in an entry's data.
 */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tarExtract();
  // A failure of any stage destroys the others, the extract with the error: the loop below throws it.
  pipeline(createReadStream(file), createGunzip(), extract as unknown as NodeJS.WritableStream).catch(
    () => {},
  );
  try {
    for await (const entry of extract) {
      if (entry.header.type === 'file')
        yield { name: entry.header.name, size: entry.header.size, data: chunks(entry, file) };
      // What the reader left, or is not a regular file, is read past: the next entry comes after it.
      entry.resume();
    }
  } catch (err) {
    throw unreadable(file, err);
  }
}

async function* chunks(entry: AsyncIterable<unknown>, file: string): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of entry) yield chunk as Buffer;
  } catch (err) {
    throw unreadable(file, err);
  }
}

function unreadable(file: string, err: unknown): Error {
  if (err instanceof BackupError) return err;
  return new BackupError(
    `${file} está dañado o incompleto: no se lee como .tar.gz (${(err as Error).message}).`,
  );
}

/** An entry's bytes, whole. */
export async function readWhole(data: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of data) parts.push(chunk);
  return Buffer.concat(parts);
}
