import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Brotli for a stored answer, in two steps. The first hit gets a quick copy made on the spot (quality 5:
 * about 2 ms for a 70 KB page); the smallest one (quality 11: 8 % fewer bytes on a page, ≈ 70 ms of CPU) is
 * made on zlib's thread pool meanwhile and serves every hit after it. Quality 9 in one step, as before, took
 * as long as 11 on the main thread for a larger copy (ADR 009, "The answer cache's brotli copy").
 */
const QUICK_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 18 } };
const BEST_BROTLI = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_LGWIN]: 18,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

/** A stored answer for anonymous visitors, with its compressed variants, made on first demand. */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  tags: readonly string[];
  variants: Partial<Record<'br' | 'gzip', Buffer>>;
  /** The headers a hit of each kind answers with, made on its first hit (plugins/answer-cache.ts). */
  hitHeaders?: Partial<Record<HitKind, Record<string, string>>>;
  /**
   * What this entry holds, counted in the cache's size: its key, body, stored headers, ETag and tags, a
   * fixed overhead for the objects around them (ENTRY_OVERHEAD_BYTES), then its variants.
   */
  bytes: number;
  key: string;
}

export type Encoding = 'br' | 'gzip' | 'identity';
/** How a hit is answered: a 304 for a client holding the ETag, or the body in one encoding. */
export type HitKind = Encoding | 'not-modified';

/**
 * The most answers kept at once, whatever their size (issue 39, item 3: 60,000 answers of 2 bytes, each
 * under a different query string, took 400 MB while the byte count said 395 KB). The site's own pages and
 * API answers — every dog's page, the catalog's filter combinations a visitor clicks through, the press and
 * project pages — fit many times over; what goes beyond it is a stream of values nobody links to, which
 * this bounds along with the byte budget (ANSWER_CACHE_MB).
 */
export const MAX_ANSWER_ENTRIES = 5_000;

/**
 * The longest key stored (path and the query parameters its route reads). The dog catalog with every filter,
 * a sort, page 123 and a 40-letter name searched, every letter accented (`%C3%B1` each), is 425 characters;
 * a longer key is a value no page links to (or a name of emoji), answered afresh each time instead of kept.
 */
export const MAX_ANSWER_KEY_CHARS = 512;

/**
 * What an entry holds beyond the characters and bytes counted one by one (its key, body, headers, ETag,
 * tags): the entry object and its `headers` and `variants` objects, the Map's slot, the string
 * and Buffer headers, the body's own ArrayBuffer and its native side. Measured with a script storing 10,000
 * and 50,000 entries (a 2-byte body, one content-type header, fresh keys of 64 to 512 characters) under
 * `node --expose-gc`, comparing process.memoryUsage() before and after, each after a gc (Node 20): heapUsed +
 * arrayBuffers grew by 950–975 bytes an entry beyond what is counted one by one, the resident set by
 * 1,600–2,000 (the native side of each ArrayBuffer and the heap's slack). Counted as the resident figure,
 * rounded up, plus the header objects its hits answer with (one per encoding and one for a 304, made on
 * first use; they share the stored strings, about 120 bytes each).
 */
export const ENTRY_OVERHEAD_BYTES = 2_560;

/**
 * In-memory LRU of rendered pages and API answers, keyed by URL and tagged with the tables they show.
 * A change to a table (announced by the database, see changes.ts) drops every answer tagged with it.
 * Generations guard the race where a render starts before a change and finishes after it. Bounded by bytes
 * (everything an entry holds, counted in `byteSize`) and by number of entries; over-long keys are not kept.
 */
export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly generations = new Map<string, number>();
  private bytes = 0;
  enabled = true;
  /** Cacheable requests answered from memory, and those that had to render (for /api/metrics). */
  hits = 0;
  misses = 0;
  /** Smallest brotli copies being made off the main thread (tests wait for none). */
  refining = 0;

  constructor(
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly maxEntries = MAX_ANSWER_ENTRIES,
  ) {}

  get size() {
    return this.entries.size;
  }

  /** Bytes held: keys, bodies, stored headers, ETags, tags and each entry's fixed overhead, and variants. */
  get byteSize() {
    return this.bytes;
  }

  /** Whether an answer under this key may be stored (a key no page links to is not kept). */
  keeps(key: string): boolean {
    return key.length <= MAX_ANSWER_KEY_CHARS;
  }

  /** Snapshot to take before rendering; pass it back to set(). */
  snapshot(tags: readonly string[]): number[] {
    return tags.map((t) => this.generations.get(t) ?? 0);
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(
    key: string,
    answer: Omit<CachedAnswer, 'etag' | 'variants' | 'bytes' | 'key'>,
    snapshot: number[],
  ): void {
    if (!this.enabled || !this.keeps(key)) return;
    const current = this.snapshot(answer.tags);
    if (current.some((g, i) => g !== snapshot[i])) return; // the data changed while rendering
    this.delete(key);
    const etag = `"${createHash('sha1').update(answer.body).digest('base64url')}"`;
    // A small body is often a view into an 8 KB slab Node shares among small buffers, which it would keep
    // alive whole: the entry keeps its own copy, so what it holds is what is counted.
    const body = answer.body.byteLength < answer.body.buffer.byteLength ? ownCopy(answer.body) : answer.body;
    const entry: CachedAnswer = {
      ...answer,
      body,
      etag,
      variants: {},
      bytes:
        ENTRY_OVERHEAD_BYTES +
        key.length +
        body.length +
        etag.length +
        recordChars(answer.headers) +
        answer.tags.reduce((chars, tag) => chars + tag.length, 0),
      key,
    };
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    while ((this.bytes > this.maxBytes || this.entries.size > this.maxEntries) && this.entries.size > 1) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
  }

  invalidate(tag: string): void {
    this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
    for (const [key, entry] of this.entries) {
      if (entry.tags.includes(tag)) this.delete(key);
    }
  }

  /** Drops everything (e.g. the change feed was lost and invalidations may have been missed). */
  clear(): void {
    for (const tag of this.generations.keys())
      this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
    this.entries.clear();
    this.bytes = 0;
  }

  /** The best encoding the client accepts for this entry (small bodies are sent as they are). */
  encoding(entry: CachedAnswer, accept: string | undefined): Encoding {
    if (entry.body.length < 1024 || !accept) return 'identity';
    return /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : 'identity';
  }

  /** The body in that encoding, compressing once per entry. */
  body(entry: CachedAnswer, encoding: Encoding): Buffer {
    if (encoding === 'identity') return entry.body;
    let variant = entry.variants[encoding];
    if (!variant) {
      if (encoding === 'br') {
        variant = brotliCompressSync(entry.body, QUICK_BROTLI);
        this.refineBrotli(entry);
      } else variant = gzipSync(entry.body, { level: 9 });
      entry.variants[encoding] = variant;
      this.grow(entry, variant.length);
    }
    return variant;
  }

  /**
   * Replaces an entry's quick brotli copy with the smallest one, made off the main thread. Nothing changes
   * for an entry dropped or replaced meanwhile.
   */
  private refineBrotli(entry: CachedAnswer) {
    this.refining++;
    brotliCompress(entry.body, BEST_BROTLI, (error, best) => {
      this.refining--;
      const quick = entry.variants.br;
      if (error || !quick || this.entries.get(entry.key) !== entry || best.length >= quick.length) return;
      entry.variants.br = best;
      this.grow(entry, best.length - quick.length);
    });
  }

  /** Counts what was made for an entry; one dropped meanwhile (a hit being answered) no longer counts. */
  private grow(entry: CachedAnswer, bytes: number) {
    entry.bytes += bytes;
    if (this.entries.get(entry.key) === entry) this.bytes += bytes;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}

/** The characters of a record's names and values (stored headers). */
const recordChars = (record: Record<string, string>) =>
  Object.entries(record).reduce((chars, [name, value]) => chars + name.length + value.length, 0);

/** A Buffer of its own (not a view into a shared slab) with the same bytes. */
function ownCopy(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}
