import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, registerErrorHandling } from '../plugins/errors';
import {
  fiftyMegapixelPng,
  jpegWithOrientation,
  multipartBody,
  oversizedPng,
  png,
  svg,
  textFile,
  truncatedJpeg,
  webp,
} from './image-fixtures';
import { MAX_UPLOAD_BYTES } from './images';
import { localStorage } from './storage';
import { processUploads, readFormDataFiles, readMultipart, registerUploads, UploadError } from './uploads';

let dir: string;
const storage = () => localStorage(dir);
const stored = async () => (await readdir(dir).catch(() => [])).sort();
const upload = (files: { filename: string; data: Buffer }[]) =>
  processUploads(files, storage(), { field: 'images', alt: (i) => `Foto ${i + 1}` });

let fixtures: {
  jpeg: Buffer;
  png: Buffer;
  webp: Buffer;
  oversized: Buffer;
  huge: Buffer;
  truncated: Buffer;
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'campito-uploads-'));
  const [jpeg, pngFile, webpFile, oversized, huge, truncated] = await Promise.all([
    jpegWithOrientation(),
    png(),
    webp(),
    oversizedPng(),
    fiftyMegapixelPng(),
    truncatedJpeg(),
  ]);
  fixtures = { jpeg, png: pngFile, webp: webpFile, oversized, huge, truncated };
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('processing uploaded images', () => {
  it('turns a JPEG with EXIF orientation upright and strips its metadata', async () => {
    const [ref] = await upload([{ filename: 'perro.jpg', data: fixtures.jpeg }]);
    // Stored 1000 × 600 with orientation 6: upright it is 600 wide and 1000 high; 640 would upscale.
    expect(ref).toMatchObject({ width: 320, height: 533, widths: [320], alt: 'Foto 1' });
    const file = await readFile(path.join(dir, `${ref!.key}-320.webp`));
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 533 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // The orange half was the top of the stored picture; rotated 90° clockwise it is on the right.
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(pixel(300, 266)[0]).toBeGreaterThan(180);
    expect(pixel(20, 266)[1]).toBeGreaterThan(110);
  });

  it('re-encodes PNG and WebP to WebP at 320, 640, 960 and 1280 without upscaling, under server names', async () => {
    const [fromPng, fromWebp] = await upload([
      { filename: '../../etc/passwd.png', data: fixtures.png },
      { filename: 'foto.webp', data: fixtures.webp },
    ]);
    expect(fromPng).toMatchObject({ width: 1280, height: 914, widths: [320, 640, 960, 1280] });
    expect(fromWebp).toMatchObject({ width: 320, height: 256, widths: [320] });
    expect(fromPng!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stored()).toEqual(
      [
        `${fromPng!.key}-320.webp`,
        `${fromPng!.key}-640.webp`,
        `${fromPng!.key}-960.webp`,
        `${fromPng!.key}-1280.webp`,
        `${fromWebp!.key}-320.webp`,
      ].sort(),
    );
    const meta = await sharp(await readFile(path.join(dir, `${fromPng!.key}-640.webp`))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640 });
  });

  it.each([
    [
      'an SVG',
      'dibujo.svg',
      () => svg,
      /«dibujo\.svg»: El archivo no es una imagen válida \(se aceptan JPEG, PNG y WebP\)/,
    ],
    [
      'a text file renamed to .jpg',
      'foto.jpg',
      () => textFile,
      /«foto\.jpg»: El archivo no es una imagen válida/,
    ],
    ['a 50-megapixel image', 'enorme.png', () => fixtures.huge, /«enorme\.png»: .*máximo 40 megapíxeles/],
    ['an image over 10 MB', 'pesada.png', () => fixtures.oversized, /«pesada\.png» pesa más de 10 MB/],
    [
      'a JPEG cut half way',
      'cortada.jpg',
      () => fixtures.truncated,
      /«cortada\.jpg»: No pudimos leer la imagen/,
    ],
  ])('refuses %s with a Spanish message and stores nothing', async (_what, filename, data, message) => {
    const error = await upload([{ filename, data: data() }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).statusCode).toBe(400);
    expect((error as UploadError).message).toMatch(message);
    expect((error as UploadError).errors).toEqual({ images: (error as UploadError).message });
    expect(await stored()).toEqual([]);
  });

  it('is all or nothing: a bad file after good ones removes the renditions already written', async () => {
    const error = await upload([
      { filename: 'buena.png', data: fixtures.png },
      { filename: 'buena.webp', data: fixtures.webp },
      { filename: 'mala.svg', data: svg },
    ]).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/mala\.svg/);
    expect(await stored()).toEqual([]);
  });

  it('checks the oversized fixture really is a real PNG over the limit', async () => {
    expect(fixtures.oversized.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect((await sharp(fixtures.oversized).metadata()).format).toBe('png');
    const meta = await sharp(fixtures.huge, { limitInputPixels: false }).metadata();
    expect(meta.width! * meta.height!).toBe(50_000_000);
  });
});

describe('reading files from a page form (web FormData)', () => {
  const file = (data: Buffer, name: string) => new File([new Uint8Array(data)], name);

  it('keeps the chosen files of the field and ignores an empty file input', async () => {
    const form = new FormData();
    form.append('name', 'Luna');
    form.append('images', file(fixtures.webp, 'a.webp'));
    form.append('images', new File([], ''));
    form.append('images', file(fixtures.png, 'C:\\fotos\\b.png'));
    form.append('otro', file(fixtures.png, 'c.png'));
    const files = await readFormDataFiles(form, { field: 'images', maxFiles: 4 });
    expect(files.map((f) => [f.filename, f.data.length])).toEqual([
      ['a.webp', fixtures.webp.length],
      ['b.png', fixtures.png.length],
    ]);
  });

  it('refuses more files than allowed and files over 10 MB before reading them', async () => {
    const many = new FormData();
    for (let i = 0; i < 5; i++) many.append('images', file(fixtures.webp, `${i}.webp`));
    await expect(readFormDataFiles(many, { field: 'images', maxFiles: 4 })).rejects.toMatchObject({
      statusCode: 400,
      errors: { images: 'Puede subir hasta 4 imágenes' },
    });
    const big = new FormData();
    big.append('images', file(fixtures.oversized, 'pesada.png'));
    await expect(readFormDataFiles(big, { field: 'images', maxFiles: 4 })).rejects.toMatchObject({
      errors: { images: '«pesada.png» pesa más de 10 MB. Elegí una imagen más liviana.' },
    });
  });
});

describe('reading files from a multipart API request', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    registerErrorHandling(app);
    await app.register(async (scope) => {
      await registerUploads(scope);
      scope.post('/subir', async (request) => {
        const { fields, files } = await readMultipart(request, { field: 'images', maxFiles: 2 });
        return { fields, files: files.map((f) => ({ name: f.filename, bytes: f.data.length })) };
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('returns text fields (repeated names as lists) and the files of the field', async () => {
    const body = await multipartBody({ name: 'Luna', references: ['Tranquila', 'Vacunada'] }, [
      { name: 'a.webp', data: fixtures.webp },
      { name: 'x.png', data: fixtures.png, field: 'otro' },
    ]);
    const res = await app.inject({ method: 'POST', url: '/subir', ...body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fields: { name: 'Luna', references: ['Tranquila', 'Vacunada'] },
      files: [{ name: 'a.webp', bytes: fixtures.webp.length }],
    });
  });

  it('answers 400 with a message under the field for too many files and for a file over 10 MB', async () => {
    const many = await multipartBody(
      {},
      [0, 1, 2].map((i) => ({ name: `${i}.webp`, data: fixtures.webp })),
    );
    const tooMany = await app.inject({ method: 'POST', url: '/subir', ...many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ images: 'Puede subir hasta 2 imágenes' });

    const big = await multipartBody({}, [{ name: 'pesada.png', data: fixtures.oversized }]);
    const tooBig = await app.inject({ method: 'POST', url: '/subir', ...big });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors.images).toMatch(/«pesada\.png» pesa más de 10 MB/);
  });

  it('answers 400 in Spanish to a body that is not multipart', async () => {
    const res = await app.inject({ method: 'POST', url: '/subir', payload: { name: 'Luna' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('El envío debe ser multipart/form-data.');
  });

  it('keeps HttpError as the base, so every handler maps it the same way', () => {
    expect(new UploadError('image', 'x')).toBeInstanceOf(HttpError);
  });
});
