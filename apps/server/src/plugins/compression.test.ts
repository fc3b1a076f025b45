import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, registerCompression } from './compression';

const PAGE = `<!doctype html><html lang="es"><body>${'<p>Negra busca familia.</p>'.repeat(200)}</body></html>`;
const DATA = { perros: Array.from({ length: 100 }, (_, i) => ({ nombre: `Perro ${i}`, edad: 'adulto' })) };

describe('compression of answers', () => {
  const app = Fastify();
  beforeAll(async () => {
    await registerCompression(app);
    app.get('/pagina', (_request, reply) => reply.type('text/html; charset=utf-8').send(Buffer.from(PAGE)));
    app.get('/texto', (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
    app.get('/datos', () => DATA);
    app.get('/corto', () => ({ ok: true }));
    app.get('/foto', (_request, reply) => reply.type('image/jpeg').send(Buffer.alloc(4096, 7)));
    app.get('/por-cookie', (_request, reply) =>
      reply.header('vary', 'Cookie').type('text/html; charset=utf-8').send(PAGE),
    );
    app.get('/stream', (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(Readable.from([PAGE, PAGE])),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers });

  it('sends a whole page or JSON body in brotli, or gzip, as the browser accepts, with Vary', async () => {
    const br = await get('/pagina', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PAGE);
    expect(br.rawPayload.length).toBeLessThan(PAGE.length / 10);

    const gz = await get('/texto', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(PAGE);

    const json = await get('/datos', { 'accept-encoding': 'br' });
    expect(json.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(json.rawPayload).toString())).toEqual(DATA);
  });

  it('keeps a Vary the answer already had', async () => {
    const res = await get('/por-cookie', { 'accept-encoding': 'br' });
    expect(res.headers.vary).toBe('Cookie, accept-encoding');
  });

  it('leaves alone what compressing would not help or the browser did not ask for', async () => {
    expect((await get('/corto', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
    expect((await get('/foto', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
    const plain = await get('/pagina');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE);
    expect((await get('/pagina', { 'accept-encoding': 'br;q=0, gzip;q=0' })).body).toBe(PAGE);
    const opted = await get('/pagina', { 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(opted.body).toBe(PAGE);
  });

  it('still compresses a streamed answer (through @fastify/compress)', async () => {
    const res = await get('/stream', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(PAGE + PAGE);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('BR ; q=1.0')).toBe('br');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBeNull();
    expect(acceptedEncoding(`${'x,'.repeat(10_000)}br`)).toBeNull();
  });
});
