// Issue 14, item 4: image uploads cannot exhaust memory, and images nobody shows any more are removed.
// Through the real app: the image queue under parallel uploads (and its 503), temporary files, the
// profile-photo rate limit, and the files of replaced avatars and rejected or dropped dog photos.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type ImageRef, MSG } from '@campito/core';
import { dogs, users } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../test/admin-client';
import { type SignedIn, signIn } from '../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../test/app';
import { FOUND_DOG } from '../../test/dog-fixtures';
import { multipartBody, png, svg, webp } from '../../test/image-fixtures';
import { PROFILE_PHOTO_RATE } from '../modules/users/users.service';
import { IMAGE_QUEUE, imageQueue, UPLOADS_BUSY_MSG } from './image-queue';
import { imageStats } from './images';

const DOG = { ...FOUND_DOG, age: 'adulto' };

let t: TestApp;
let admin: SignedIn;
let adminApi: AdminClient;
let person: SignedIn;
let ip = 0;
let small: Buffer;

const tmpFiles = async () => (await readdir(path.join(t.config.dataDir, 'tmp')).catch(() => [])).sort();
const mediaFiles = async () => (await readdir(t.config.mediaDir).catch(() => [])).sort();
const renditions = (ref: Pick<ImageRef, 'key' | 'widths'>) =>
  ref.widths.map((w) => path.join(t.config.mediaDir, `${ref.key}-${w}.webp`));
const allExist = (ref: Pick<ImageRef, 'key' | 'widths'>) => renditions(ref).every((f) => existsSync(f));
const noneExist = (ref: Pick<ImageRef, 'key' | 'widths'>) => renditions(ref).every((f) => !existsSync(f));
/** The key and widths behind a profile photo's address. */
const fromUrl = (url: string) => ({ key: /\/media\/(.+)-\d+\.webp$/.exec(url)![1]!, widths: [320] });

async function postDog(
  files: { name: string; data: Buffer }[],
  fields: Record<string, string> = DOG,
  cookie?: string,
) {
  const body = await multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/dogs',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    remoteAddress: `10.9.0.${++ip}`,
  });
}

async function putPhoto(who: SignedIn, data: Buffer, target = who.id) {
  const body = await multipartBody({}, [{ field: 'image', name: 'yo.png', data }]);
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/${target}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.db, t.app.services, ['admin'], 'admin@example.com');
  person = await signIn(t.db, t.app.services, ['public'], 'persona@example.com');
  adminApi = adminClient(t.app, admin.cookie);
  small = await webp(700, 500);
});
afterAll(() => t?.close());

describe('the image queue', () => {
  it(`processes at most ${IMAGE_QUEUE.concurrency} image at a time while six uploads of four photos arrive together`, async () => {
    const photo = await png(1600, 1200);
    const files = [0, 1, 2, 3].map((i) => ({ name: `foto-${i}.png`, data: photo }));
    imageQueue.resetStats();
    imageStats.maxInFlight = imageStats.inFlight;
    const answers = await Promise.all(Array.from({ length: 6 }, () => postDog(files)));

    for (const res of answers) {
      expect([201, 503]).toContain(res.statusCode);
      if (res.statusCode === 503) {
        expect(res.json().error).toBe(UPLOADS_BUSY_MSG);
        expect(res.headers['retry-after']).toBe(String(IMAGE_QUEUE.retryAfterSeconds));
      }
    }
    // Six requests fit in the queue (one at work, eight may wait): all were served, in turn.
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(imageQueue.stats.maxActive).toBe(IMAGE_QUEUE.concurrency);
    expect(imageStats.maxInFlight).toBe(IMAGE_QUEUE.concurrency);
    // They really overlapped: requests waited their turn.
    expect(imageQueue.stats.maxWaiting).toBeGreaterThanOrEqual(1);
    expect(imageQueue.stats.completed).toBe(6);
    expect(await tmpFiles()).toEqual([]);
  }, 120_000);

  it('answers 503 in Spanish with Retry-After when the queue is full, keeping nothing', async () => {
    const before = await mediaFiles();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Occupy every slot and every place in line.
    const holders = Array.from({ length: IMAGE_QUEUE.concurrency + IMAGE_QUEUE.maxWaiting }, () =>
      imageQueue.run(() => gate),
    );
    try {
      const res = await postDog([{ name: 'canela.webp', data: small }]);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: UPLOADS_BUSY_MSG });
      expect(res.headers['retry-after']).toBe(String(IMAGE_QUEUE.retryAfterSeconds));
    } finally {
      release();
      await Promise.all(holders);
    }
    expect(await mediaFiles()).toEqual(before);
    expect(await tmpFiles()).toEqual([]);
    expect((await postDog([{ name: 'canela.webp', data: small }])).statusCode).toBe(201);
  });
});

describe('temporary files', () => {
  it('are gone after a successful upload and after every kind of failure', async () => {
    expect((await postDog([{ name: 'bien.webp', data: small }])).statusCode).toBe(201);
    expect(await tmpFiles()).toEqual([]);
    // A file that is not an image (after a good one).
    const bad = await postDog([
      { name: 'bien.webp', data: small },
      { name: 'dibujo.svg', data: svg },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.images).toMatch(/dibujo\.svg/);
    expect(await tmpFiles()).toEqual([]);
    // The text fields fail: the photos were read to disk, never processed.
    const invalid = await postDog([{ name: 'bien.webp', data: small }], { name: '' });
    expect(invalid.statusCode).toBe(400);
    expect(await tmpFiles()).toEqual([]);
  });
});

describe('images nobody shows any more', () => {
  it('replacing a profile photo removes the old one’s files', async () => {
    const first = await putPhoto(person, small);
    expect(first.statusCode).toBe(200);
    const old = fromUrl(first.json().user.image);
    expect(allExist(old)).toBe(true);

    const second = await putPhoto(person, await png(500, 500));
    expect(second.statusCode).toBe(200);
    const now = fromUrl(second.json().user.image);
    expect(now.key).not.toBe(old.key);
    expect(allExist(now)).toBe(true);
    expect(noneExist(old)).toBe(true);
    expect(await tmpFiles()).toEqual([]);
  });

  it('keeps a replaced profile photo that another record still shows', async () => {
    const other = await signIn(t.db, t.app.services, ['public'], 'otra@example.com');
    const first = await putPhoto(other, small);
    const url: string = first.json().user.image;
    // Someone else shows the same image (as staff could set in the admin).
    await t.db.update(users).set({ image: url }).where(eq(users.id, admin.id));
    expect((await putPhoto(other, small)).statusCode).toBe(200);
    expect(allExist(fromUrl(url))).toBe(true);
  });

  it('rejecting a pending dog (Dar de baja) removes its photos', async () => {
    const res = await postDog([
      { name: 'uno.webp', data: small },
      { name: 'dos.png', data: await png(900, 700) },
    ]);
    expect(res.json()).toMatchObject({ isPending: true });
    const [row] = await t.db.select().from(dogs).where(eq(dogs.id, res.json()._id));
    expect(row!.images).toHaveLength(2);
    expect(row!.images.every(allExist)).toBe(true);

    const rejected = await adminApi.remove('dogs', row!.id);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ isDelete: true, isPending: true, images: [] });
    expect(row!.images.every(noneExist)).toBe(true);
  });

  it('giving an active dog de baja keeps its photos (it may come back)', async () => {
    const res = await postDog([{ name: 'uno.webp', data: small }], DOG, admin.cookie);
    expect(res.json()).toMatchObject({ isPending: false });
    const [row] = await t.db.select().from(dogs).where(eq(dogs.id, res.json()._id));
    expect((await adminApi.remove('dogs', row!.id)).statusCode).toBe(200);
    expect(row!.images.every(allExist)).toBe(true);
  });

  it('photos dropped from a dog in the admin are removed, unless another dog shows them', async () => {
    const res = await postDog(
      [
        { name: 'uno.webp', data: small },
        { name: 'dos.webp', data: small },
        { name: 'tres.webp', data: small },
      ],
      DOG,
      admin.cookie,
    );
    const [row] = await t.db.select().from(dogs).where(eq(dogs.id, res.json()._id));
    const [keep, drop, shared] = row!.images as [ImageRef, ImageRef, ImageRef];
    const sibling = await adminApi.create('dogs', {
      ...DOG,
      name: 'Hermana',
      references: ['tranquilo'],
      features: 'Llegó con su hermana.',
      images: [shared],
    });
    expect(sibling.statusCode).toBe(201);

    const updated = await adminApi.update('dogs', row!.id, { ...DOG, images: [keep] });
    expect(updated.statusCode).toBe(200);
    expect(allExist(keep)).toBe(true);
    expect(noneExist(drop)).toBe(true);
    expect(allExist(shared)).toBe(true);
  });
});

describe('the profile-photo rate limit', () => {
  it(`allows ${PROFILE_PHOTO_RATE.max} new photos an hour per account, then a Spanish 429`, async () => {
    const someone = await signIn(t.db, t.app.services, ['public'], 'fotos@example.com');
    const tiny = await webp(320, 240);
    for (let i = 0; i < PROFILE_PHOTO_RATE.max; i++) {
      expect((await putPhoto(someone, tiny)).statusCode).toBe(200);
    }
    const over = await putPhoto(someone, tiny);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe(MSG.tooManyRequests);
    expect(await tmpFiles()).toEqual([]);
    expect(await t.app.services.users.findById(someone.id)).toMatchObject({ image: expect.any(String) });
    // Text changes are not photos: still allowed.
    const text = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${someone.id}`,
      headers: { cookie: someone.cookie },
      payload: { phone: '1155550123' },
    });
    expect(text.statusCode).toBe(200);
  });
});
