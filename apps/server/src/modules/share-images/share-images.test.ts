import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { dogs } from '@campito/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { png } from '../../../test/image-fixtures';
import { processImage } from '../../media/images';
import { SHARE_IMAGE_NOT_FOUND } from './share-images.routes';
import { SHARE_IMAGE, shareImageCaption } from './share-images.service';

type NewDog = typeof dogs.$inferInsert;
const dog = (over: Partial<NewDog> = {}): NewDog => ({
  name: 'Turrón',
  gender: 'macho',
  age: 'adulto',
  size: 'mediano',
  race: 'Mestizo',
  references: [],
  ...over,
});

describe('share images (og:image of each dog)', () => {
  let t: TestApp;
  let withPhoto: typeof dogs.$inferSelect;
  const cacheDir = () => path.join(t.config.dataDir, 'cache', 'og');

  beforeAll(async () => {
    t = await createTestApp();
    // A real upload through the image pipeline: its renditions are in the media storage.
    const image = await processImage(await png(1400, 1000), t.app.deps.storage, { alt: 'Turrón' });
    [withPhoto] = await t.db
      .insert(dogs)
      .values(dog({ images: [image] }))
      .returning();
  });
  afterAll(() => t.close());

  const fetchCard = (id: string, query = '', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/og/perro/${id}.jpg${query}`, headers });
  const version = (row: typeof dogs.$inferSelect) =>
    new URL(t.app.services.shareImages.urlPath(row), 'http://x').searchParams.get('v')!;

  it('makes a 1200×630 JPEG from the photo once, then serves the kept file', async () => {
    const before = t.app.services.shareImages.stats.generated;
    const first = await fetchCard(withPhoto.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: SHARE_IMAGE.width, height: SHARE_IMAGE.height });
    expect(t.app.services.shareImages.stats.generated).toBe(before + 1);

    const second = await fetchCard(withPhoto.id);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(t.app.services.shareImages.stats.generated).toBe(before + 1);
    expect(await readdir(path.join(cacheDir(), withPhoto.id))).toEqual([`${version(withPhoto)}.jpg`]);
  });

  it('is cached for a year at its versioned address, an hour at the bare one, and answers 304 to its ETag', async () => {
    const v = version(withPhoto);
    expect(t.app.services.shareImages.urlPath(withPhoto)).toBe(`/og/perro/${withPhoto.id}.jpg?v=${v}`);
    const versioned = await fetchCard(withPhoto.id, `?v=${v}`);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(versioned.headers.etag).toBe(`"${v}"`);
    expect((await fetchCard(withPhoto.id)).headers['cache-control']).toBe('public, max-age=3600');
    expect((await fetchCard(withPhoto.id, '?v=viejo')).headers['cache-control']).toBe('public, max-age=3600');
    const again = await fetchCard(withPhoto.id, `?v=${v}`, { 'if-none-match': `"${v}"` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('makes a new card when the name changes, and drops the old one', async () => {
    const oldVersion = version(withPhoto);
    const [renamed] = await t.db
      .update(dogs)
      .set({ name: 'Turrón de Maní' })
      .where(eq(dogs.id, withPhoto.id))
      .returning();
    const newVersion = version(renamed!);
    expect(newVersion).not.toBe(oldVersion);
    const before = t.app.services.shareImages.stats.generated;
    // The dog cache follows the change feed: wait until the page sees the new name.
    await expect
      .poll(async () => (await fetchCard(withPhoto.id, `?v=${newVersion}`)).headers['cache-control'])
      .toBe('public, max-age=31536000, immutable');
    expect(t.app.services.shareImages.stats.generated).toBe(before + 1);
    expect(await readdir(path.join(cacheDir(), withPhoto.id))).toEqual([`${newVersion}.jpg`]);
  });

  it('says what the dog needs, in agreement with it', () => {
    expect(shareImageCaption({ adoptedAt: null, toAdopt: true, gender: 'hembra' })).toBe(
      'En adopción en El Campito',
    );
    expect(shareImageCaption({ adoptedAt: new Date(), toAdopt: true, gender: 'macho' })).toBe(
      'Ya tiene familia · El Campito',
    );
    expect(shareImageCaption({ adoptedAt: null, toAdopt: false, gender: 'hembra' })).toBe(
      'Apadrinala en El Campito',
    );
    expect(shareImageCaption({ adoptedAt: null, toAdopt: false, gender: 'macho' })).toBe(
      'Apadrinalo en El Campito',
    );
  });

  it('makes a card without a photo, or when the photo’s files are gone, and for an adopted dog', async () => {
    const rows = await t.db
      .insert(dogs)
      .values([
        dog({ name: 'Sin Foto' }),
        dog({
          name: 'Foto Perdida <&>',
          images: [{ key: 'no-existe', width: 1280, height: 960, widths: [320, 1280] }],
        }),
        dog({ name: 'Adoptada', gender: 'hembra', adoptedAt: new Date() }),
      ])
      .returning();
    for (const row of rows) {
      const res = await fetchCard(row.id);
      expect(res.statusCode, row.name).toBe(200);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: 1200,
        height: 630,
      });
    }
    // The card whose photo could not be read is not kept: it is made again (with the photo once it is back).
    const [withoutPhoto, lost] = rows;
    const kept = await readdir(cacheDir());
    expect(kept).toContain(withoutPhoto!.id);
    expect(kept).not.toContain(lost!.id);
    const before = t.app.services.shareImages.stats.generated;
    await fetchCard(lost!.id);
    await fetchCard(withoutPhoto!.id);
    expect(t.app.services.shareImages.stats.generated).toBe(before + 1);
  });

  it('makes one card for requests that arrive together', async () => {
    const [row] = await t.db
      .insert(dogs)
      .values(dog({ name: 'Muchos a la vez', images: withPhoto.images }))
      .returning();
    const before = t.app.services.shareImages.stats.generated;
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetchCard(row!.id)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(t.app.services.shareImages.stats.generated).toBe(before + 1);
  });

  it('answers a Spanish 404 for dogs the public may not see and for anything else', async () => {
    const [pending, removed] = await t.db
      .insert(dogs)
      .values([dog({ name: 'Pendiente', isPending: true }), dog({ name: 'De baja', isDelete: true })])
      .returning();
    for (const url of [
      `/og/perro/${pending!.id}.jpg`,
      `/og/perro/${removed!.id}.jpg`,
      `/og/perro/${randomUUID()}.jpg`,
      `/og/perro/${withPhoto.id}.png`,
      `/og/perro/${withPhoto.id}`,
      '/og/perro/..%2F..%2Fsession-secret.jpg',
      `/og/perro/${'a'.repeat(90)}.jpg`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe(SHARE_IMAGE_NOT_FOUND);
    }
  });
});
