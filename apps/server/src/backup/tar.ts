// A minimal gzip-compressed tar (POSIX ustar, with a pax header for long names): enough to write and read
// the backup archive without a dependency, and readable by any `tar xzf`.
import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

const BLOCK = 512;

function header(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  const field = (offset: number, length: number, value: string) => h.write(value, offset, length, 'utf8');
  const octal = (offset: number, length: number, value: number) =>
    field(offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
  field(0, 100, name);
  octal(100, 8, 0o644);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, size);
  octal(136, 12, Math.floor(mtime / 1000));
  field(148, 8, '        ');
  field(156, 1, type);
  field(257, 6, 'ustar\0');
  field(263, 2, '00');
  let sum = 0;
  for (const byte of h) sum += byte;
  field(148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return h;
}

function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  // The record starts with its own length in bytes, digits included: grow until the count holds.
  const bodyBytes = Buffer.byteLength(body);
  let length = bodyBytes + 1;
  while (String(length).length + bodyBytes !== length) length = String(length).length + bodyBytes;
  return Buffer.from(`${length}${body}`);
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes a .tar.gz: add entries in order, then finish(). */
export class TarGzWriter {
  private readonly gzip = createGzip();
  private readonly done: Promise<void>;
  private readonly mtime = Date.now();

  constructor(file: string) {
    this.done = pipeline(this.gzip, createWriteStream(file, { flags: 'wx' }));
    // The pipeline's rejection is reported by finish(); keep it from being unhandled meanwhile.
    this.done.catch(() => {});
  }

  private async write(chunk: Buffer): Promise<void> {
    if (!this.gzip.write(chunk)) await new Promise<void>((resolve) => this.gzip.once('drain', resolve));
  }

  private async writeHeader(name: string, size: number): Promise<void> {
    if (Buffer.byteLength(name) > 100) {
      const pax = paxRecord('path', name);
      await this.write(header(`PaxHeader/${name.slice(-80)}`.slice(0, 100), pax.length, 'x', this.mtime));
      await this.write(Buffer.concat([pax, padding(pax.length)]));
    }
    await this.write(header(name.slice(0, 100), size, '0', this.mtime));
  }

  async addBuffer(name: string, data: Buffer): Promise<void> {
    await this.writeHeader(name, data.length);
    await this.write(data);
    await this.write(padding(data.length));
  }

  /** Adds a file of `size` bytes from disk, streamed. */
  async addFile(name: string, file: string, size: number): Promise<void> {
    await this.writeHeader(name, size);
    let written = 0;
    for await (const chunk of createReadStream(file)) {
      written += (chunk as Buffer).length;
      await this.write(chunk as Buffer);
    }
    if (written !== size) throw new Error(`${file} cambió mientras se copiaba`);
    await this.write(padding(size));
  }

  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.gzip.end();
    await this.done;
  }
}

export interface TarEntry {
  name: string;
  data: Buffer;
}

/** Buffers a stream's chunks and hands out exact byte counts. */
class ByteReader {
  private chunks: Buffer[] = [];
  private length = 0;
  private readonly iterator: AsyncIterator<Buffer>;
  private ended = false;

  constructor(stream: Readable) {
    this.iterator = stream[Symbol.asyncIterator]();
  }

  /** Exactly `n` bytes, or undefined at the end of the stream. */
  async read(n: number): Promise<Buffer | undefined> {
    while (this.length < n && !this.ended) {
      const next = await this.iterator.next();
      if (next.done) this.ended = true;
      else {
        this.chunks.push(next.value);
        this.length += next.value.length;
      }
    }
    if (this.length < n) return undefined;
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return out;
  }
}

const text = (h: Buffer, offset: number, length: number) => {
  const raw = h.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? length : end).toString('utf8');
};

/** The regular files of a .tar.gz, in order, each with its whole content. */
export async function* readTarGz(file: string): AsyncGenerator<TarEntry> {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (err) => gunzip.destroy(err));
  source.pipe(gunzip);
  const reader = new ByteReader(gunzip);
  let longName: string | undefined;
  try {
    for (;;) {
      const h = await reader.read(BLOCK);
      if (!h || h.every((b) => b === 0)) return;
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
      if (sum !== Number.parseInt(text(h, 148, 8).trim(), 8))
        throw new Error('Archivo tar dañado (suma de control).');
      const size = Number.parseInt(text(h, 124, 12).trim() || '0', 8);
      const type = text(h, 156, 1) || '0';
      const prefix = text(h, 345, 155);
      const name = longName ?? (prefix ? `${prefix}/${text(h, 0, 100)}` : text(h, 0, 100));
      const data = await reader.read(size + ((BLOCK - (size % BLOCK)) % BLOCK));
      if (!data) throw new Error('Archivo tar incompleto.');
      const body = data.subarray(0, size);
      if (type === 'x') {
        longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))?.[1];
        continue;
      }
      if (type === 'L') {
        longName = text(body, 0, body.length);
        continue;
      }
      longName = undefined;
      if (type === '0' || type === '\0') yield { name, data: Buffer.from(body) };
    }
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}
