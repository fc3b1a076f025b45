// Issue 15 item 4: with MEDIA_S3_BUCKET the whole app keeps its images in an S3-compatible bucket, so
// every instance on one database shows them. Through the real app and a real S3 server (s3rver on a
// loopback port): upload, serve, conditional requests, replace, reject, unknown names, MEDIA_PUBLIC_URL.
import { readdir } from 'node:fs/promises';
import type { ImageRef } from '@campito/core';
import { dogs } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../test/admin-client';
import { type SignedIn, signIn } from '../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../test/app';
import { FOUND_DOG } from '../../test/dog-fixtures';
import { multipartBody, png, webp } from '../../test/image-fixtures';
import { startTestS3, type TestS3 } from '../../test/s3';
import { MEDIA_NOT_FOUND_MSG, MEDIA_REDIRECT_CACHE } from '../plugins/media';
import { MEDIA_CACHE_CONTROL } from './storage';

const DOG = { ...FOUND_DOG, age: 'adulto' };
const PREFIX = 'sitio/media/';

let s3: TestS3;
let t: TestApp;
let admin: SignedIn;
let adminApi: AdminClient;
let person: SignedIn;
let ip = 0;

const names = (ref: Pick<ImageRef, 'key' | 'widths'>) => ref.widths.map((w) => `${ref.key}-${w}.webp`);
const objectKeys = (ref: Pick<ImageRef, 'key' | 'widths'>) => names(ref).map((n) => `${PREFIX}${n}`);
/** The key and widths behind a profile photo's address. */
const fromUrl = (url: string) => ({ key: /\/media\/(.+)-\d+\.webp$/.exec(url)![1]!, widths: [320] });

async function postDog(files: { name: string; data: Buffer }[], cookie?: string) {
  const body = await multipartBody(DOG, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/dogs',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    remoteAddress: `10.15.4.${++ip}`,
  });
}

async function putPhoto(who: SignedIn, data: Buffer) {
  const body = await multipartBody({}, [{ field: 'image', name: 'yo.png', data }]);
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/${who.id}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
  });
}

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ ...s3.env, MEDIA_S3_PREFIX: PREFIX });
  admin = await signIn(t.db, t.app.services, ['admin'], 'admin@example.com');
  person = await signIn(t.db, t.app.services, ['public'], 'persona@example.com');
  adminApi = adminClient(t.app, admin.cookie);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('images in an S3-compatible bucket', () => {
  it('stores a dog’s photos in the bucket (none on local disk) and serves each rendition from it', async () => {
    const res = await postDog([
      { name: 'canela-1.webp', data: await webp(700, 500) },
      { name: 'canela-2.png', data: await png(900, 700) },
    ]);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(dogs).where(eq(dogs.id, res.json()._id));
    expect(row!.images).toHaveLength(2);
    const keys = row!.images.flatMap(objectKeys);
    expect(keys.length).toBeGreaterThanOrEqual(4);
    expect(await s3.keys()).toEqual(expect.arrayContaining(keys));
    expect(await readdir(t.config.mediaDir).catch(() => [])).toEqual([]);

    for (const name of row!.images.flatMap(names)) {
      const stored = await s3.object(`${PREFIX}${name}`);
      expect(stored).toMatchObject({ contentType: 'image/webp', cacheControl: MEDIA_CACHE_CONTROL });
      const served = await t.app.inject({ method: 'GET', url: `/media/${name}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-length']).toBe(String(stored!.body.length));
      expect(served.headers.etag).toMatch(/^"[^"]+"$/);
      expect(served.headers['last-modified']).toMatch(/GMT$/);
      expect(served.rawPayload.equals(stored!.body)).toBe(true);
      // The first bytes of a WebP file: what the browser gets is a real image.
      expect(served.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
      expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
  });

  it('streams the object over a real connection, byte for byte', async () => {
    const res = await postDog([{ name: 'grande.png', data: await png(1400, 1000) }], admin.cookie);
    const [row] = await t.db.select().from(dogs).where(eq(dogs.id, res.json()._id));
    const name = names(row!.images[0]!).at(-1)!;
    const stored = await s3.object(`${PREFIX}${name}`);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const served = await fetch(`${address}/media/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored!.body)).toBe(true);
  });

  it('answers 304 to a browser that has the image, and HEAD without the body', async () => {
    const res = await postDog([{ name: 'uno.webp', data: await webp(400, 300) }], admin.cookie);
    const [row] = await t.db.select().from(dogs).where(eq(dogs.id, res.json()._id));
    const url = `/media/${names(row!.images[0]!)[0]}`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag! },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);

    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
  });

  it('replacing a profile photo deletes the old one’s objects from the bucket', async () => {
    const first = await putPhoto(person, await webp(700, 500));
    expect(first.statusCode).toBe(200);
    const old = fromUrl(first.json().user.image);
    expect(await s3.keys()).toEqual(expect.arrayContaining(objectKeys(old)));
    const oldServed = await t.app.inject({ method: 'GET', url: first.json().user.image });
    expect(oldServed.statusCode).toBe(200);

    const second = await putPhoto(person, await png(500, 500));
    expect(second.statusCode).toBe(200);
    const now = fromUrl(second.json().user.image);
    expect(now.key).not.toBe(old.key);
    const keys = await s3.keys();
    expect(keys).toEqual(expect.arrayContaining(objectKeys(now)));
    for (const key of objectKeys(old)) expect(keys).not.toContain(key);
    // The old address now answers the Spanish 404.
    const gone = await t.app.inject({ method: 'GET', url: first.json().user.image });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: MEDIA_NOT_FOUND_MSG });
  });

  it('staff rejecting a pending dog (Dar de baja) deletes its photos from the bucket', async () => {
    const res = await postDog([
      { name: 'uno.webp', data: await webp(700, 500) },
      { name: 'dos.png', data: await png(900, 700) },
    ]);
    expect(res.json()).toMatchObject({ isPending: true });
    const [row] = await t.db.select().from(dogs).where(eq(dogs.id, res.json()._id));
    const keys = row!.images.flatMap(objectKeys);
    expect(await s3.keys()).toEqual(expect.arrayContaining(keys));

    const rejected = await adminApi.remove('dogs', row!.id);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ isDelete: true, isPending: true, images: [] });
    const left = await s3.keys();
    for (const key of keys) expect(left).not.toContain(key);
    for (const name of row!.images.flatMap(names)) {
      expect((await t.app.inject({ method: 'GET', url: `/media/${name}` })).statusCode).toBe(404);
    }
  });

  it('answers unknown and malformed names with a Spanish 404, never reaching outside the prefix', async () => {
    await s3.client.send(
      // An object outside the prefix must not be reachable through /media.
      new (await import('@aws-sdk/client-s3')).PutObjectCommand({
        Bucket: s3.bucket,
        Key: 'secreto.txt',
        Body: 'no',
      }),
    );
    for (const url of [
      '/media/00000000-0000-0000-0000-000000000000-320.webp',
      '/media/secreto.txt',
      '/media/..%2Fsecreto.txt',
      '/media/../secreto.txt',
      '/media/a/b.webp',
      '/media/.oculto',
      '/media/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error, url).toMatch(/^No encontramos/);
    }
  });
});

describe('with MEDIA_PUBLIC_URL (a CDN or public bucket in front)', () => {
  let cdn: TestApp;
  beforeAll(async () => {
    cdn = await createTestApp({
      ...s3.env,
      MEDIA_S3_PREFIX: PREFIX,
      MEDIA_PUBLIC_URL: 'https://fotos.elcampito.example/',
    });
  });
  afterAll(() => cdn?.close());

  it('redirects /media/<name> to the public address of the object, under the prefix', async () => {
    const res = await cdn.app.inject({ method: 'GET', url: '/media/abc-320.webp' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`https://fotos.elcampito.example/${PREFIX}abc-320.webp`);
    expect(res.headers['cache-control']).toBe(MEDIA_REDIRECT_CACHE);
    const bad = await cdn.app.inject({ method: 'GET', url: '/media/..%2Fsecreto.txt' });
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toEqual({ error: MEDIA_NOT_FOUND_MSG });
  });
});
