// Issue 15 item 4: media in an S3-compatible bucket. The storage itself against a real S3 server (s3rver
// on a loopback port), and the configuration that selects it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3';
import { type Config, loadConfig } from '../env';
import { pagePolicy } from '../modules/security/headers';
import { s3Storage } from './s3-storage';
import { createMediaStorage, MEDIA_CACHE_CONTROL, type MediaStorage } from './storage';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'campito-env-'));
const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env });

async function text(body: Readable | undefined): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body ?? Readable.from([])) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString();
}

describe('s3Storage against a real S3 server', () => {
  let s3: TestS3;
  let storage: MediaStorage;

  beforeAll(async () => {
    s3 = await startTestS3();
    storage = await createMediaStorage(config({ ...s3.env, MEDIA_S3_PREFIX: 'campito/media/' }));
  });
  afterAll(async () => {
    await storage?.close?.();
    await s3?.close();
  });

  it('is what createMediaStorage picks when MEDIA_S3_BUCKET is set: no local directory, served remotely', () => {
    expect(storage.localDir).toBeUndefined();
    expect(storage.remote).toBeDefined();
    // No MEDIA_PUBLIC_URL: /media/* is read from the bucket, not redirected.
    expect(storage.remote!.publicUrl).toBeUndefined();
  });

  it('puts an object under the prefix with its type and an immutable cache, and reads it back', async () => {
    await storage.put('perro-320.webp', Buffer.from('RIFF-falso-webp'), 'image/webp');
    expect(await s3.keys()).toEqual(['campito/media/perro-320.webp']);
    const stored = await s3.object('campito/media/perro-320.webp');
    expect(stored).toEqual({
      body: Buffer.from('RIFF-falso-webp'),
      contentType: 'image/webp',
      cacheControl: MEDIA_CACHE_CONTROL,
    });

    const read = await storage.remote!.read('perro-320.webp', {});
    expect(read.status).toBe('found');
    if (read.status !== 'found') return;
    expect(read.headers).toMatchObject({
      contentType: 'image/webp',
      contentLength: 15,
      etag: expect.any(String),
    });
    expect(read.headers.lastModified).toBeInstanceOf(Date);
    expect(await text(read.body)).toBe('RIFF-falso-webp');

    const head = await storage.remote!.read('perro-320.webp', { head: true });
    expect(head).toMatchObject({ status: 'found', headers: { contentLength: 15 } });
    expect(head.status === 'found' && head.body).toBeUndefined();
  });

  it('answers not-modified when the browser already has the object (If-None-Match)', async () => {
    await storage.put('otro-640.webp', Buffer.from('otra imagen'), 'image/webp');
    const first = await storage.remote!.read('otro-640.webp', {});
    if (first.status !== 'found') throw new Error(`expected found, got ${first.status}`);
    await text(first.body);
    const again = await storage.remote!.read('otro-640.webp', { ifNoneMatch: first.headers.etag });
    expect(again).toEqual({ status: 'not-modified', headers: { etag: first.headers.etag } });
    // If-Modified-Since: unchanged since a later date.
    const later = new Date(Date.now() + 86_400_000).toUTCString();
    expect(await storage.remote!.read('otro-640.webp', { ifModifiedSince: later })).toEqual({
      status: 'not-modified',
      headers: { etag: undefined },
    });
    const changed = await storage.remote!.read('otro-640.webp', { ifNoneMatch: '"otra-cosa"' });
    expect(changed.status).toBe('found');
    if (changed.status === 'found') await text(changed.body);
  });

  it('removes objects, and removing one that is not there succeeds', async () => {
    await storage.put('borrar-320.webp', Buffer.from('x'), 'image/webp');
    expect(await s3.keys()).toContain('campito/media/borrar-320.webp');
    await storage.remove('borrar-320.webp');
    expect(await s3.keys()).not.toContain('campito/media/borrar-320.webp');
    await expect(storage.remove('borrar-320.webp')).resolves.toBeUndefined();
    expect(await storage.remote!.read('borrar-320.webp', {})).toEqual({ status: 'missing' });
  });

  it('refuses names that are not server-generated before asking the store', async () => {
    await expect(storage.put('../fuera.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /Nombre de archivo inválido/,
    );
    await expect(storage.remove('a/b.webp')).rejects.toThrow(/Nombre de archivo inválido/);
    expect((await s3.keys()).some((k) => k.includes('fuera'))).toBe(false);
  });

  it('turns a store that cannot be reached into an error, not a hang or a "missing"', async () => {
    const unreachable = await s3Storage({
      ...config(s3.env).mediaS3!,
      // Nothing listens on port 9 of the loopback: the connection is refused at once.
      endpoint: 'http://127.0.0.1:9',
    });
    try {
      await expect(unreachable.put('nada-320.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
      await expect(unreachable.remote!.read('nada-320.webp', {})).rejects.toThrow();
    } finally {
      await unreachable.close?.();
    }
  });
});

describe('MEDIA_S3_* configuration', () => {
  it('keeps the local directory when no bucket is set', async () => {
    const c = config({});
    expect(c.mediaS3).toBeUndefined();
    const storage = await createMediaStorage(c);
    expect(storage.localDir).toBe(c.mediaDir);
    expect(storage.remote).toBeUndefined();
  });

  it('reads every variable, and normalizes the prefix and the public address', () => {
    const c = config({
      MEDIA_S3_BUCKET: 'campito-fotos',
      MEDIA_S3_REGION: 'sa-east-1',
      MEDIA_S3_ENDPOINT: 'https://cuenta.r2.cloudflarestorage.com',
      MEDIA_S3_FORCE_PATH_STYLE: 'false',
      MEDIA_S3_ACCESS_KEY_ID: 'clave',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secreto',
      MEDIA_S3_PREFIX: 'sitio/media',
      MEDIA_PUBLIC_URL: 'https://fotos.elcampito.example/',
    });
    expect(c.mediaS3).toEqual({
      bucket: 'campito-fotos',
      region: 'sa-east-1',
      endpoint: 'https://cuenta.r2.cloudflarestorage.com',
      forcePathStyle: false,
      credentials: { accessKeyId: 'clave', secretAccessKey: 'secreto' },
      prefix: 'sitio/media/',
      publicUrl: 'https://fotos.elcampito.example',
    });
  });

  it('defaults: path-style and us-east-1 with an endpoint (MinIO, R2, B2…), the SDK’s credentials when unset', () => {
    expect(config({ MEDIA_S3_BUCKET: 'fotos', MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' }).mediaS3).toEqual({
      bucket: 'fotos',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: undefined,
      prefix: '',
      publicUrl: undefined,
    });
    // AWS itself: virtual-hosted addressing.
    expect(config({ MEDIA_S3_BUCKET: 'fotos', MEDIA_S3_REGION: 'sa-east-1' }).mediaS3).toMatchObject({
      forcePathStyle: false,
      endpoint: undefined,
    });
  });

  it('treats the empty values of .env.example as unset', () => {
    const empty = Object.fromEntries(
      [
        'MEDIA_S3_BUCKET',
        'MEDIA_S3_REGION',
        'MEDIA_S3_ENDPOINT',
        'MEDIA_S3_FORCE_PATH_STYLE',
        'MEDIA_S3_ACCESS_KEY_ID',
        'MEDIA_S3_SECRET_ACCESS_KEY',
        'MEDIA_S3_PREFIX',
        'MEDIA_PUBLIC_URL',
      ].map((name) => [name, '']),
    );
    expect(config(empty).mediaS3).toBeUndefined();
  });

  it('lets pages show images from MEDIA_PUBLIC_URL (img-src), and only then', () => {
    const imgSrc = (c: Config) =>
      pagePolicy(c)
        .split('; ')
        .find((d) => d.startsWith('img-src'));
    expect(imgSrc(config({}))).toBe("img-src 'self' data: blob:");
    const cdn = config({
      MEDIA_S3_BUCKET: 'fotos',
      MEDIA_S3_REGION: 'sa-east-1',
      MEDIA_PUBLIC_URL: 'https://fotos.elcampito.example/campito',
    });
    expect(imgSrc(cdn)).toBe("img-src 'self' data: blob: https://fotos.elcampito.example");
  });

  it.each([
    [{ MEDIA_S3_BUCKET: 'fotos' }, 'MEDIA_S3_REGION', /obligatoria en AWS S3/],
    [{ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'MEDIA_S3_ENDPOINT', /necesita MEDIA_S3_BUCKET/],
    [{ MEDIA_PUBLIC_URL: 'https://cdn.example' }, 'MEDIA_PUBLIC_URL', /necesita MEDIA_S3_BUCKET/],
    [{ MEDIA_S3_BUCKET: 'Fotos_Perros', MEDIA_S3_REGION: 'x' }, 'MEDIA_S3_BUCKET', /nombre de bucket/],
    [
      { MEDIA_S3_BUCKET: 'fotos', MEDIA_S3_ENDPOINT: 'ftp://x' },
      'MEDIA_S3_ENDPOINT',
      /http:\/\/ o https:\/\//,
    ],
    [
      { MEDIA_S3_BUCKET: 'fotos', MEDIA_S3_REGION: 'x', MEDIA_S3_ACCESS_KEY_ID: 'clave' },
      'MEDIA_S3_SECRET_ACCESS_KEY',
      /van juntas/,
    ],
    [
      { MEDIA_S3_BUCKET: 'fotos', MEDIA_S3_REGION: 'x', MEDIA_S3_PREFIX: '/media' },
      'MEDIA_S3_PREFIX',
      /sin \//,
    ],
    [
      { MEDIA_S3_BUCKET: 'fotos', MEDIA_S3_REGION: 'x', MEDIA_S3_PREFIX: 'a/../b' },
      'MEDIA_S3_PREFIX',
      /\.\./,
    ],
    [{ MEDIA_S3_BUCKET: 'fotos', MEDIA_S3_REGION: 'x', MEDIA_S3_PREFIX: 'a b' }, 'MEDIA_S3_PREFIX', /letras/],
    [
      { MEDIA_S3_BUCKET: 'fotos', MEDIA_S3_REGION: 'x', MEDIA_S3_FORCE_PATH_STYLE: 'quizás' },
      'MEDIA_S3_FORCE_PATH_STYLE',
      /true o false/,
    ],
  ])('%o stops the start naming %s', (env, name, message) => {
    let error: unknown;
    try {
      config(env as Record<string, string>);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(Error);
    const line = (error as Error).message.split('\n').find((l) => l.includes(`${name}:`));
    expect(line).toMatch(message);
  });
});
