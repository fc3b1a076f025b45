// Real image files for tests, drawn with sharp at test time (no binaries in the repository).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A two-colour picture (top half orange, bottom half green), so orientation is visible in pixels. */
function twoTone(width: number, height: number) {
  const top = Buffer.alloc(width * Math.floor(height / 2) * 3);
  const bottom = Buffer.alloc(width * (height - Math.floor(height / 2)) * 3);
  for (let i = 0; i < top.length; i += 3) top.set([220, 110, 30], i);
  for (let i = 0; i < bottom.length; i += 3) bottom.set([40, 140, 60], i);
  return sharp(Buffer.concat([top, bottom]), { raw: { width, height, channels: 3 } });
}

/** A JPEG stored landscape with EXIF orientation 6: upright it is portrait (height × width). */
export function jpegWithOrientation(width = 1000, height = 600): Promise<Buffer> {
  return twoTone(width, height).jpeg({ quality: 80 }).withMetadata({ orientation: 6 }).toBuffer();
}

export function png(width = 1400, height = 1000): Promise<Buffer> {
  return twoTone(width, height).ensureAlpha(0.8).png().toBuffer();
}

export function webp(width = 500, height = 400): Promise<Buffer> {
  return twoTone(width, height).webp({ quality: 80 }).toBuffer();
}

export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#c60"/></svg>',
);

/** A text file someone renamed to .jpg. */
export const textFile = Buffer.from('Esto no es una foto, es un archivo de texto.\n'.repeat(20));

/** A real PNG of noise (it does not compress) just over 10 MB. */
export function oversizedPng(): Promise<Buffer> {
  const width = 1900;
  const height = 1900;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** 10 000 × 5 000 = 50 megapixels, a small file (one colour compresses well). */
export function fiftyMegapixelPng(): Promise<Buffer> {
  return sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#8a6' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A JPEG whose header is fine but whose data stops half way. */
export async function truncatedJpeg(): Promise<Buffer> {
  const full = await twoTone(800, 600).jpeg().toBuffer();
  return full.subarray(0, Math.floor(full.length / 2));
}

/** A multipart/form-data body as a browser would send it, for app.inject(). */
export async function multipartBody(
  fields: Record<string, string | string[]>,
  files: { field?: string; name: string; data: Buffer; type?: string }[] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  for (const file of files) {
    form.append(
      file.field ?? 'images',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
