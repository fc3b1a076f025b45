import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A stored answer for anonymous visitors, with its compressed variants made on first demand. */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  tags: readonly string[];
  /** The route pattern that made it (`/*` for pages), for the metrics of answers sent from here. */
  route: string;
  variants: Partial<Record<'br' | 'gzip', Buffer>>;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * In-memory LRU of rendered pages and API answers, keyed by URL and tagged with the tables they show.
 * A change to a table (announced by the database, see changes.ts) drops every answer tagged with it.
 * Generations guard the race where a render starts before a change and finishes after it.
 */
export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly generations = new Map<string, number>();
  private bytes = 0;
  enabled = true;
  /** Cacheable requests answered from memory, and those that had to render (for /api/metrics). */
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get size() {
    return this.entries.size;
  }

  /** Bytes held: bodies and their compressed variants. */
  get byteSize() {
    return this.bytes;
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

  set(key: string, answer: Omit<CachedAnswer, 'etag' | 'variants'>, snapshot: number[]): void {
    if (!this.enabled) return;
    const current = this.snapshot(answer.tags);
    if (current.some((g, i) => g !== snapshot[i])) return; // the data changed while rendering
    this.delete(key);
    const etag = `"${createHash('sha1').update(answer.body).digest('base64url')}"`;
    const entry: CachedAnswer = { ...answer, etag, variants: {} };
    this.entries.set(key, entry);
    this.bytes += answer.body.length;
    while (this.bytes > this.maxBytes && this.entries.size > 1) {
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

  /** The body in the best encoding the client accepts, compressing once per entry. */
  body(entry: CachedAnswer, accept: string | undefined): { encoding: Encoding; body: Buffer } {
    if (entry.body.length < 1024 || !accept) return { encoding: 'identity', body: entry.body };
    const wanted: Encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : 'identity';
    if (wanted === 'identity') return { encoding: wanted, body: entry.body };
    let variant = entry.variants[wanted];
    if (!variant) {
      variant =
        wanted === 'br'
          ? brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(entry.body, { level: 9 });
      entry.variants[wanted] = variant;
      this.bytes += variant.length;
    }
    return { encoding: wanted, body: variant };
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length + (entry.variants.br?.length ?? 0) + (entry.variants.gzip?.length ?? 0);
    this.entries.delete(key);
  }
}
