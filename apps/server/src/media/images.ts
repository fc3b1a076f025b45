import { randomUUID } from 'node:crypto';
import { IMAGE_WIDTHS, type ImageRef } from '@campito/core';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import type { MediaStorage } from './storage';

export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp'] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;

export class ImageError extends Error {}

let library: Promise<typeof import('sharp').default> | undefined;

/**
 * The image library, loaded on first use: its native code costs about 25 MB of resident memory, which a
 * process that only serves pages should not pay (issue 9's memory budget). Its cache of decoded files is
 * off: every upload is a different file, and the cache would only keep memory.
 */
export async function openImage(input: Buffer, options: SharpOptions): Promise<Sharp> {
  library ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return (await library)(input, options);
}

export interface ProcessOptions {
  /** Formats accepted, decided from the bytes (sharp's detection), never from a name. */
  formats?: readonly string[];
  alt?: string;
  quality?: number;
}

/**
 * Re-encodes an image to WebP at each of IMAGE_WIDTHS that is not wider than the original
 * (auto-oriented, metadata stripped), stores the renditions under a server-generated key,
 * and returns the reference to keep in the database.
 */
export async function processImage(
  input: Buffer,
  storage: MediaStorage,
  options: ProcessOptions = {},
): Promise<ImageRef> {
  const formats = options.formats ?? UPLOAD_FORMATS;
  let meta: Metadata;
  try {
    meta = await (await openImage(input, { limitInputPixels: MAX_UPLOAD_PIXELS })).metadata();
  } catch {
    throw new ImageError('El archivo no es una imagen válida (se aceptan JPEG, PNG y WebP).');
  }
  if (!meta.format || !formats.includes(meta.format)) {
    throw new ImageError('El archivo no es una imagen válida (se aceptan JPEG, PNG y WebP).');
  }
  if (!meta.width || !meta.height) throw new ImageError('No pudimos leer el tamaño de la imagen.');
  if (meta.width * meta.height > MAX_UPLOAD_PIXELS) {
    throw new ImageError('La imagen es demasiado grande (máximo 40 megapíxeles).');
  }
  // EXIF orientations 5–8 swap width and height once the image is rotated upright.
  const swap = (meta.orientation ?? 1) >= 5;
  const width = swap ? meta.height : meta.width;
  const height = swap ? meta.width : meta.height;
  const fits = IMAGE_WIDTHS.filter((w) => w <= width);
  const widths = fits.length > 0 ? [...fits] : [width];

  const key = randomUUID();
  const base = (await openImage(input, { limitInputPixels: MAX_UPLOAD_PIXELS })).rotate();
  await Promise.all(
    widths.map(async (w) => {
      const data = await base
        .clone()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: options.quality ?? 78, effort: 4 })
        .toBuffer();
      await storage.put(`${key}-${w}.webp`, data, 'image/webp');
    }),
  );
  const largest = widths[widths.length - 1]!;
  return {
    key,
    width: largest,
    height: Math.round((height * largest) / width),
    widths,
    ...(options.alt ? { alt: options.alt } : {}),
  };
}

export async function removeImage(image: ImageRef, storage: MediaStorage): Promise<void> {
  await Promise.all(image.widths.map((w) => storage.remove(`${image.key}-${w}.webp`)));
}
