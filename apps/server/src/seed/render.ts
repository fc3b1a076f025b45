import { IMAGE_WIDTHS, type ImageRef, MEDIA_PREFIX } from '@campito/core';
import { processImage, removeImage } from '../media/images';
import type { MediaStorage } from '../media/storage';
import type { ImagePlan } from './dogs';

/** sharp already uses every core for one image; a few in flight keeps them busy without piling up memory. */
const RENDER_CONCURRENCY = 4;

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Encodes the SVGs through the same pipeline as uploads. If one fails, the ones already written are
 * removed, so a failed seed leaves no orphan files.
 */
export async function renderImages(plans: readonly ImagePlan[], storage: MediaStorage): Promise<ImageRef[]> {
  const written: ImageRef[] = [];
  try {
    return await mapLimit(plans, RENDER_CONCURRENCY, async (plan) => {
      const ref = await processImage(Buffer.from(plan.svg), storage, { formats: ['svg'], alt: plan.alt });
      written.push(ref);
      return ref;
    });
  } catch (error) {
    await removeImages(written, storage);
    throw error;
  }
}

export async function removeImages(refs: readonly ImageRef[], storage: MediaStorage): Promise<void> {
  await mapLimit(refs, 16, (ref) => removeImage(ref, storage));
}

const MEDIA_URL = /^\/media\/([0-9a-f-]{36})-(\d+)\.webp$/;

/**
 * Press notes and posts keep a URL rather than an ImageRef; this recovers a ref that covers every
 * rendition the key may have, so replaced content does not leave files behind.
 */
export function refFromUrl(url: string | null | undefined): ImageRef | undefined {
  if (!url?.startsWith(MEDIA_PREFIX)) return undefined;
  const match = MEDIA_URL.exec(url);
  if (!match) return undefined;
  const width = Number(match[2]);
  const widths = [...new Set([...IMAGE_WIDTHS, width])];
  return { key: match[1]!, width, height: 0, widths };
}
