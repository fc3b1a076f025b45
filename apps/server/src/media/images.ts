import { randomUUID } from 'node:crypto';
import { IMAGE_WIDTHS, type ImageRef, UPLOAD_LIMITS } from '@campito/core';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import type { MediaStorage } from './storage';

export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp'] as const;
export const MAX_UPLOAD_BYTES = UPLOAD_LIMITS.maxBytes;
/**
 * 25 megapixels: what a phone photo needs. Most phones save 12–12.5 MP (4032 × 3024, 4080 × 3072) even
 * with 48–200 MP sensors; an iPhone's "24 MP" default is 5712 × 4284 = 24.5 MP and a 24 MP camera
 * 6000 × 4000; all fit. A 48–200 MP "full resolution" mode does not: decoding one costs 190–800 MB,
 * and the largest rendition we keep is 1280 px wide anyway.
 */
export const MAX_UPLOAD_PIXELS = UPLOAD_LIMITS.maxPixels;
export const MAX_UPLOAD_MEGAPIXELS = Math.round(MAX_UPLOAD_PIXELS / 1_000_000);
export const TOO_MANY_PIXELS_MSG = `La imagen es demasiado grande (máximo ${MAX_UPLOAD_MEGAPIXELS} megapíxeles). Probá con una foto de menor resolución.`;
export const NOT_AN_IMAGE_MSG = 'El archivo no es una imagen válida (se aceptan JPEG, PNG y WebP).';

/**
 * libvips threads per image. One image at a time goes through the pipeline (see image-queue.ts), and the
 * machine is shared with the site: two threads keep an upload quick without taking every core.
 */
const SHARP_THREADS = 2;

export class ImageError extends Error {}

let library: Promise<typeof import('sharp').default> | undefined;

/**
 * The image library, loaded on first use: its native code costs about 25 MB of resident memory, which a
 * process that only serves pages should not pay (issue 9's memory budget). Its cache of decoded files is
 * off: every upload is a different file, and the cache would only keep memory. Its thread pool is small
 * (SHARP_THREADS).
 */
export async function openImage(input: Buffer | string, options: SharpOptions): Promise<Sharp> {
  library ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(SHARP_THREADS);
    return sharp;
  });
  return (await library)(input, options);
}

/** What the pipeline has done in this process: for tests and for anyone looking at memory. */
export const imageStats = {
  /** Images being decoded and encoded right now, and the most ever seen at once. */
  inFlight: 0,
  maxInFlight: 0,
  /** Full decodes started (a refusal from the header alone does not count). */
  decodes: 0,
};

export interface ProcessOptions {
  /** Formats accepted, decided from the bytes (sharp's detection), never from a name. */
  formats?: readonly string[];
  alt?: string;
  quality?: number;
}

/**
 * Re-encodes an image (its bytes, or the path of a file holding them) to WebP at each of IMAGE_WIDTHS
 * that is not wider than the original (auto-oriented, metadata stripped), stores the renditions under a
 * server-generated key, and returns the reference to keep in the database.
 *
 * Memory: the header is read first (an image over MAX_UPLOAD_PIXELS is refused without decoding it);
 * the original is then decoded once, straight to the largest width (sharp streams it, and shrinks JPEGs
 * while decoding), and the smaller renditions are made from that small copy, one after the other.
 */
export async function processImage(
  input: Buffer | string,
  storage: MediaStorage,
  options: ProcessOptions = {},
): Promise<ImageRef> {
  const formats = options.formats ?? UPLOAD_FORMATS;
  let meta: Metadata;
  try {
    // The header only: no pixel limit here, so a real but huge photo is told so, not "not an image".
    meta = await (await openImage(input, { limitInputPixels: false })).metadata();
  } catch {
    throw new ImageError(NOT_AN_IMAGE_MSG);
  }
  if (!meta.format || !formats.includes(meta.format)) throw new ImageError(NOT_AN_IMAGE_MSG);
  if (!meta.width || !meta.height) throw new ImageError('No pudimos leer el tamaño de la imagen.');
  if (meta.width * meta.height > MAX_UPLOAD_PIXELS) throw new ImageError(TOO_MANY_PIXELS_MSG);
  // EXIF orientations 5–8 swap width and height once the image is rotated upright.
  const swap = (meta.orientation ?? 1) >= 5;
  const width = swap ? meta.height : meta.width;
  const height = swap ? meta.width : meta.height;
  const fits = IMAGE_WIDTHS.filter((w) => w <= width);
  const widths = fits.length > 0 ? [...fits] : [width];
  const largest = widths[widths.length - 1]!;

  imageStats.inFlight++;
  imageStats.maxInFlight = Math.max(imageStats.maxInFlight, imageStats.inFlight);
  imageStats.decodes++;
  try {
    // sharp's own pixel guard stays on: it refuses from the header too, should the two ever disagree.
    const source = await openImage(input, { limitInputPixels: MAX_UPLOAD_PIXELS, sequentialRead: true });
    const { data, info } = await source
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const key = randomUUID();
    const written: string[] = [];
    try {
      for (const w of [...widths].reverse()) {
        const encoded = await (await openImage(data, { raw }))
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: options.quality ?? 78, effort: 4 })
          .toBuffer();
        const name = `${key}-${w}.webp`;
        written.push(name);
        await storage.put(name, encoded, 'image/webp');
      }
    } catch (error) {
      // No half image left behind.
      await Promise.allSettled(written.map((name) => storage.remove(name)));
      throw error;
    }
    return {
      key,
      width: largest,
      height: Math.round((height * largest) / width),
      widths,
      ...(options.alt ? { alt: options.alt } : {}),
    };
  } finally {
    imageStats.inFlight--;
  }
}

export async function removeImage(image: ImageRef, storage: MediaStorage): Promise<void> {
  await Promise.all(image.widths.map((w) => storage.remove(`${image.key}-${w}.webp`)));
}
