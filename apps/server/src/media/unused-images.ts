// Removing images no record shows any more: the avatar a person replaced, the photos of a dog staff
// rejected, the photos dropped from a dog in the admin. An image is only removed when nothing in the
// database mentions its key any more (another record may show the same image), so callers run this
// after their change is committed.
import { IMAGE_WIDTHS, type ImageRef, MEDIA_PREFIX } from '@campito/core';
import {
  adoptionCommitments,
  adoptionFollowups,
  campaigns,
  campaignUpdates,
  type DbOrTx,
  dogs,
  dogUpdates,
  events,
  fosterUpdates,
  interfaces,
  posts,
  pressNotes,
  queryRows,
  users,
} from '@campito/db';
import { sql } from 'drizzle-orm';
import { removeImage } from './images';
import type { MediaStorage } from './storage';

/** An image as records keep it: a reference (dogs, site images) or the address of one rendition (users, press, posts). */
export type StoredImage = ImageRef | string | null | undefined;

const MEDIA_URL = /^\/media\/([a-z0-9][a-z0-9._-]*?)-(\d+)\.webp$/i;

/** The reference behind one of our images: every rendition its key may have. Outside addresses → null. */
function storedRef(image: StoredImage): ImageRef | null {
  if (!image) return null;
  if (typeof image !== 'string') return image;
  if (!image.startsWith(MEDIA_PREFIX)) return null;
  const match = MEDIA_URL.exec(image);
  if (!match) return null;
  const width = Number(match[2]);
  return { key: match[1]!, width, height: 0, widths: [...new Set([...IMAGE_WIDTHS, width])] };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Whether any record mentions the key: every table that holds images, read whole as text, so a new
 * image column is covered without changing this.
 */
async function keyInUse(db: DbOrTx, key: string): Promise<boolean> {
  const pattern = `%${escapeLike(key)}%`;
  const mentions = (
    table:
      | typeof dogs
      | typeof users
      | typeof interfaces
      | typeof pressNotes
      | typeof posts
      | typeof dogUpdates
      | typeof events
      | typeof campaigns
      | typeof campaignUpdates
      | typeof adoptionFollowups
      | typeof adoptionCommitments
      | typeof fosterUpdates,
  ) => sql`exists (select 1 from ${table} as t where t::text like ${pattern})`;
  const [row] = await queryRows<{ used: boolean }>(
    db,
    sql`select (${mentions(dogs)} or ${mentions(users)} or ${mentions(interfaces)} or ${mentions(pressNotes)} or ${mentions(posts)} or ${mentions(dogUpdates)} or ${mentions(events)} or ${mentions(campaigns)} or ${mentions(campaignUpdates)} or ${mentions(adoptionFollowups)} or ${mentions(adoptionCommitments)} or ${mentions(fosterUpdates)}) as used`,
  );
  return row?.used !== false;
}

/**
 * Removes the files of the images no record mentions any more; returns the keys removed. A failure
 * leaves files behind, never a record without its image, so it does not throw.
 */
export async function removeUnusedImages(
  db: DbOrTx,
  storage: MediaStorage,
  images: readonly StoredImage[],
): Promise<string[]> {
  const refs = new Map<string, ImageRef>();
  for (const image of images) {
    const ref = storedRef(image);
    if (ref) refs.set(ref.key, ref);
  }
  const removed: string[] = [];
  for (const ref of refs.values()) {
    try {
      if (await keyInUse(db, ref.key)) continue;
      await removeImage(ref, storage);
      removed.push(ref.key);
    } catch {
      // Left for another day: an orphan file costs disk, not correctness.
    }
  }
  return removed;
}

const RENDITION_FILE = /^([a-z0-9][a-z0-9._-]*?)-(\d+)\.webp$/i;

export interface ImageSweep {
  /** Image keys whose files were removed. */
  images: number;
  /** Files removed (each image has up to three renditions). */
  files: number;
}

/**
 * The periodic sweep (modules/housekeeping): removes the files of every image in the storage that no
 * record mentions, when all its files are older than `olderThanMs` — an upload being processed, or a record
 * not yet committed, is much younger than that, so a file it is about to use is never removed. Works on
 * any storage that lists its files (the local directory or a bucket). Files whose names the server does
 * not make are never touched. Stops early when `signal` aborts.
 */
export async function sweepUnusedImages(
  db: DbOrTx,
  storage: MediaStorage,
  options: { olderThanMs: number; now?: Date; signal?: AbortSignal },
): Promise<ImageSweep> {
  const result: ImageSweep = { images: 0, files: 0 };
  const cutoff = (options.now ?? new Date()).getTime() - options.olderThanMs;
  const byKey = new Map<string, { files: string[]; newest: number }>();
  for await (const { name, modifiedAt } of storage.list()) {
    if (options.signal?.aborted) return result;
    const match = RENDITION_FILE.exec(name);
    if (!match) continue;
    const entry = byKey.get(match[1]!) ?? { files: [], newest: 0 };
    entry.files.push(name);
    entry.newest = Math.max(entry.newest, modifiedAt.getTime());
    byKey.set(match[1]!, entry);
  }
  for (const [key, entry] of byKey) {
    if (options.signal?.aborted) break;
    if (entry.newest >= cutoff) continue;
    if (await keyInUse(db, key)) continue;
    for (const name of entry.files) await storage.remove(name);
    result.images++;
    result.files += entry.files.length;
  }
  return result;
}

/** The keys of `before` that `after` no longer has. */
export function droppedImages(before: readonly StoredImage[], after: readonly StoredImage[]): ImageRef[] {
  const kept = new Set(after.map((image) => storedRef(image)?.key).filter(Boolean));
  return before.map(storedRef).filter((ref): ref is ImageRef => !!ref && !kept.has(ref.key));
}
