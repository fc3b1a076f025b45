import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError } from '@campito/core';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
} from '../../test/image-fixtures';
import { registerErrorHandling } from '../plugins/errors';
import { imageStats, MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from './images';
import { localStorage } from './storage';
import {
  processUploads,
  readMultipart,
  readRequestForm,
  registerUploads,
  UPLOAD_MSG,
  UploadError,
  type UploadedFile,
} from './uploads';

let dir: string;
let tmp: string;
const storage = () => localStorage(dir);
const stored = async () => (await readdir(dir).catch(() => [])).sort();
const temporary = async () => (await readdir(tmp).catch(() => [])).sort();
/** Files as the readers leave them: bytes in a temporary file. */
const onDisk = async (files: { filename: string; data: Buffer }[]): Promise<UploadedFile[]> =>
  Promise.all(
    files.map(async ({ filename, data }, i) => {
      const file = path.join(tmp, `upload-test-${i}-${Math.random().toString(36).slice(2)}`);
      await writeFile(file, data);
      return { filename, path: file, size: data.length };
    }),
  );
const upload = async (files: { filename: string; data: Buffer }[]) =>
  processUploads(await onDisk(files), storage(), { field: 'images', alt: (i) => `Foto ${i + 1}` });

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
  tmp = await mkdtemp(path.join(tmpdir(), 'campito-uploads-tmp-'));
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
  await rm(tmp, { recursive: true, force: true });
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
    ['a 50-megapixel image', 'enorme.png', () => fixtures.huge, /«enorme\.png»: .*máximo 25 megapíxeles/],
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
    expect(await temporary()).toEqual([]);
  });

  it('is all or nothing: a bad file after good ones removes the renditions already written', async () => {
    const error = await upload([
      { filename: 'buena.png', data: fixtures.png },
      { filename: 'buena.webp', data: fixtures.webp },
      { filename: 'mala.svg', data: svg },
    ]).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/mala\.svg/);
    expect(await stored()).toEqual([]);
    expect(await temporary()).toEqual([]);
  });

  it('checks the oversized fixture really is a real PNG over the limit', async () => {
    expect(fixtures.oversized.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect((await sharp(fixtures.oversized).metadata()).format).toBe('png');
    const meta = await sharp(fixtures.huge, { limitInputPixels: false }).metadata();
    expect(meta.width! * meta.height!).toBe(50_000_000);
  });
});

describe('the pixel limit (what a phone photo needs)', () => {
  it('refuses an image over 25 megapixels from its header, with the Spanish message and a 400', async () => {
    // 6000 × 4500 = 27 MP: a small file (one colour), a big decode it must never get.
    const big = await sharp({ create: { width: 6000, height: 4500, channels: 3, background: '#8a6' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(6000 * 4500).toBeGreaterThan(MAX_UPLOAD_PIXELS);
    const decodes = imageStats.decodes;
    const error = await upload([{ filename: 'panoramica.png', data: big }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).statusCode).toBe(400);
    expect((error as UploadError).message).toBe(`«panoramica.png»: ${UPLOAD_MSG.tooManyPixels}`);
    expect(UPLOAD_MSG.tooManyPixels).toBe(
      'La imagen es demasiado grande (máximo 25 megapíxeles). Probá con una foto de menor resolución.',
    );
    // Refused from the header: the pipeline never started a decode.
    expect(imageStats.decodes).toBe(decodes);
    expect(await stored()).toEqual([]);
    expect(await temporary()).toEqual([]);
  });

  it('takes a phone’s full-size photo: 5712 × 4284 (an iPhone’s 24 MP) fits', async () => {
    const phone = await sharp({ create: { width: 5712, height: 4284, channels: 3, background: '#c84' } })
      .jpeg({ quality: 60 })
      .toBuffer();
    const [ref] = await upload([{ filename: 'IMG_0001.jpg', data: phone }]);
    expect(ref).toMatchObject({ width: 1280, height: 960, widths: [320, 640, 960, 1280] });
  });
});

describe('reading a page form as it streams (web Request)', () => {
  const file = (data: Buffer, name: string) => new File([new Uint8Array(data)], name);
  const post = (body: FormData | URLSearchParams | ReadableStream, type?: string) =>
    new Request('http://localhost/form', {
      method: 'POST',
      body,
      ...(type ? { headers: { 'content-type': type } } : {}),
      duplex: 'half',
    } as RequestInit);
  const read = (request: Request, maxFiles = 4) =>
    readRequestForm(request, { field: 'images', maxFiles, tmpDir: tmp });

  it('returns the text fields and the files of the field in temporary files, ignoring an empty file input', async () => {
    const form = new FormData();
    form.append('name', 'Luna');
    form.append('references', 'Tranquila');
    form.append('references', 'Vacunada');
    form.append('images', file(fixtures.webp, 'a.webp'));
    form.append('images', new File([], ''));
    form.append('images', file(fixtures.png, 'C:\\fotos\\b.png'));
    form.append('otro', file(fixtures.png, 'c.png'));
    const { fields, files, fileError } = await read(post(form));
    expect(fileError).toBeUndefined();
    expect(fields).toEqual({ name: 'Luna', references: ['Tranquila', 'Vacunada'] });
    expect(files.map((f) => [f.filename, f.size])).toEqual([
      ['a.webp', fixtures.webp.length],
      ['b.png', fixtures.png.length],
    ]);
    expect(files.every((f) => path.dirname(f.path) === tmp)).toBe(true);
    expect(await readFile(files[1]!.path)).toEqual(fixtures.png);
    // processUploads takes them from there, and removes them.
    await processUploads(files, storage(), { field: 'images' });
    expect(await temporary()).toEqual([]);
  });

  it('reports more files than allowed and a file over 10 MB as the field’s message, leaving nothing on disk', async () => {
    const many = new FormData();
    many.append('name', 'Luna');
    for (let i = 0; i < 5; i++) many.append('images', file(fixtures.webp, `${i}.webp`));
    expect(await read(post(many))).toEqual({
      fields: { name: 'Luna' },
      files: [],
      fileError: 'Puede subir hasta 4 imágenes',
    });
    const big = new FormData();
    big.append('images', file(fixtures.webp, 'chica.webp'));
    big.append('images', file(fixtures.oversized, 'pesada.png'));
    expect((await read(post(big))).fileError).toBe(
      '«pesada.png» pesa más de 10 MB. Elegí una imagen más liviana.',
    );
    expect(await temporary()).toEqual([]);
  });

  it('answers a body that breaks off half way with a Spanish 400 and removes what it wrote', async () => {
    const form = new FormData();
    form.append('images', file(fixtures.png, 'a.png'));
    form.append('images', file(fixtures.png, 'b.png'));
    const whole = new Uint8Array(await post(form).arrayBuffer());
    const type = post(form).headers.get('content-type')!;
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(whole.subarray(0, Math.floor(whole.length * 0.7)));
        controller.error(new Error('aborted'));
      },
    });
    await expect(read(post(cut, type))).rejects.toMatchObject({
      statusCode: 400,
      message: 'La solicitud no es válida.',
    });
    expect(await temporary()).toEqual([]);
  });

  it('reads a form without files (urlencoded) too', async () => {
    const { fields, files } = await read(post(new URLSearchParams({ phone: '1155550123', birthday: '' })));
    expect(fields).toEqual({ phone: '1155550123', birthday: '' });
    expect(files).toEqual([]);
  });
});

describe('reading files from a multipart API request', () => {
  const app = Fastify({ logger: false });
  const seen: string[] = [];
  beforeAll(async () => {
    registerErrorHandling(app);
    await app.register(async (scope) => {
      await registerUploads(scope);
      scope.post('/subir', async (request) => {
        const { fields, files } = await readMultipart(request, { field: 'images', maxFiles: 2 });
        seen.push(...files.map((f) => f.path));
        if (fields.fail) throw new UploadError('images', 'Algo anduvo mal.');
        return {
          fields,
          files: files.map((f) => ({ name: f.filename, bytes: f.size, onDisk: existsSync(f.path) })),
        };
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
      files: [{ name: 'a.webp', bytes: fixtures.webp.length, onDisk: true }],
    });
  });

  it('streams files to temporary files, removed once the answer is sent (success or error)', async () => {
    seen.length = 0;
    const ok = await multipartBody({ name: 'Luna' }, [{ name: 'a.webp', data: fixtures.webp }]);
    expect((await app.inject({ method: 'POST', url: '/subir', ...ok })).statusCode).toBe(200);
    const failing = await multipartBody({ fail: 'si' }, [{ name: 'b.png', data: fixtures.png }]);
    expect((await app.inject({ method: 'POST', url: '/subir', ...failing })).statusCode).toBe(400);
    expect(seen).toHaveLength(2);
    await vi.waitFor(() => expect(seen.filter((file) => existsSync(file))).toEqual([]));
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

  it('keeps AppError as the base, so every handler maps it the same way', () => {
    expect(new UploadError('image', 'x')).toBeInstanceOf(AppError);
  });
});
