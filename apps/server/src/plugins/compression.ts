import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
const THRESHOLD = 1024;

/**
 * Brotli's default window is 4 MB of native memory per answer being compressed; a page is tens of KB, so a
 * 256 KB window compresses it as well and ten renders at once do not hold 40 MB (ADR 009). Quality 4 is
 * brotli's usual choice for answers made on the fly (the answer cache keeps a quality-11 copy of its own).
 */
const BROTLI = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_LGWIN]: 18,
  },
};
const brotliOnce = promisify(brotliCompress);
const gzipOnce = promisify(gzip);

/** Text the browser can inflate: pages, JSON, scripts, SVG and XML (the sitemap). */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i;

/**
 * Compression of every answer (br, else gzip, as the browser accepts).
 *
 * An answer made whole in memory — a rendered page, a JSON body — is compressed in one call on zlib's
 * thread pool. Through @fastify/compress it went into a readable stream, a pump and a zlib stream, whose
 * plumbing cost the main thread about 0.3 ms per page (docs/decisions/009-render-performance.md, fourth
 * pass). Streamed answers (files, proxied images) still go through @fastify/compress, which leaves alone an
 * answer this hook already encoded. Registered after the answer cache, so the cache stores the plain answer.
 */
export async function registerCompression(app: FastifyInstance) {
  // With `done`, not `async`: every answer passes here (see plugins/answer-cache.ts).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const encoding = wholeAnswerEncoding(request, reply, payload);
    if (!encoding) return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!/\baccept-encoding\b/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    (encoding === 'br' ? brotliOnce(body, BROTLI) : gzipOnce(body)).then(
      (encoded) => done(null, encoded),
      done,
    );
  });
  await app.register(compress, {
    global: true,
    threshold: THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI,
  });
}

function wholeAnswerEncoding(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: string | Buffer,
): 'br' | 'gzip' | null {
  if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return null;
  if (request.headers['x-no-compression'] !== undefined) return null;
  if (Buffer.byteLength(payload) < THRESHOLD) return null;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return null;
  return acceptedEncoding(request.headers['accept-encoding']);
}

/**
 * The encoding to answer with from an Accept-Encoding header: br if the browser takes it, else gzip, else
 * none. A `q=0` refuses a coding, and `*` stands for every coding not named.
 */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.slice(0, 512).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * As app.ts registers it: after the answer cache, whose onSend hook must see (and store) the plain answer
 * before this one compresses it.
 */
export const compressionPlugin = fp(registerCompression, {
  name: 'compression',
  dependencies: ['answer-cache'],
});
