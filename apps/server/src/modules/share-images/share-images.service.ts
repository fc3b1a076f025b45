// The picture a dog's link shows when it is shared (issue 17): a 1200×630 JPEG with the dog's first photo,
// its name and where it is ("En adopción en El Campito", "Ya tiene familia"), pointed to by the dog page's
// og:image. Made once per version of what it shows, kept in DATA_DIR/cache/og (a cache: anything there can
// be deleted and is made again), one at a time per process.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError, cutText, type ImageRef } from '@campito/core';
import type { ServiceDeps } from '../../context';
import { createTaskQueue } from '../../media/image-queue';
import { MAX_UPLOAD_PIXELS, openImage } from '../../media/images';
import type { DogsService } from '../dogs/dogs.service';
import type { DogRow } from '../dogs/dogs.sql';

export const SHARE_IMAGE = { width: 1200, height: 630, quality: 82 } as const;

/** Bump when the card's design changes: every dog's card is then made again on its next request. */
const DESIGN_VERSION = 1;

const SHARE_IMAGE_BUSY_MSG = 'Estamos preparando muchas imágenes a la vez. Probá de nuevo en unos segundos.';

/** What the card says under the name: where the dog is, in words that agree with it. */
export function shareImageCaption(row: Pick<DogRow, 'adoptedAt' | 'toAdopt' | 'gender'>): string {
  if (row.adoptedAt) return 'Ya tiene familia · El Campito';
  if (row.toAdopt) return 'En adopción en El Campito';
  // Voseo with its pronoun: «apadriná» + «la» is «apadrinala».
  return `Apadrina${row.gender === 'hembra' ? 'la' : 'lo'} en El Campito`;
}

/** Names what the card shows (design, name, photo, caption): a new version when any of them changes. */
function shareImageVersion(row: DogRow): string {
  const photo = row.images[0];
  return createHash('sha256')
    .update(JSON.stringify([DESIGN_VERSION, row.name, photo?.key ?? null, shareImageCaption(row)]))
    .digest('hex')
    .slice(0, 16);
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/**
 * The text over the photo, as SVG: a dark band at the bottom so white text reads on any photo. A generic
 * sans-serif (whatever the server's fontconfig offers: DejaVu, Liberation…); the Dockerfile installs one.
 */
function overlay(row: DogRow, withPhoto: boolean): string {
  const { width: W, height: H } = SHARE_IMAGE;
  const name = cutText(row.name.trim(), 28);
  // Long names get smaller letters so they fit on one line (about 0.6 em per character).
  const nameSize = Math.max(48, Math.min(104, Math.floor((W - 120) / (0.6 * Array.from(name).length))));
  const background = withPhoto
    ? `<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#10210f" stop-opacity="0"/><stop offset="0.55" stop-color="#10210f" stop-opacity="0.72"/><stop offset="1" stop-color="#10210f" stop-opacity="0.9"/></linearGradient></defs><rect x="0" y="${H - 300}" width="${W}" height="300" fill="url(#b)"/>`
    : `<rect width="${W}" height="${H}" fill="#2d5a33"/><circle cx="${W - 140}" cy="140" r="220" fill="#3d7346"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${background}` +
    `<text x="60" y="${H - 120}" font-family="sans-serif" font-weight="bold" font-size="${nameSize}" fill="#ffffff">${escapeXml(name)}</text>` +
    `<text x="60" y="${H - 56}" font-family="sans-serif" font-size="40" fill="#fdf7ee">${escapeXml(shareImageCaption(row))}</text>` +
    '</svg>'
  );
}

/** The stored rendition to crop: the narrowest at least as wide as the card, else the widest. */
function sourceWidth(image: ImageRef): number | undefined {
  const widths = [...image.widths].sort((a, b) => a - b);
  return widths.find((w) => w >= SHARE_IMAGE.width) ?? widths[widths.length - 1];
}

export interface ShareImage {
  body: Buffer;
  version: string;
  /** Read from the cache (false: made for this request). */
  cached: boolean;
}

export function createShareImagesService(deps: ServiceDeps, { dogs }: { dogs: DogsService }) {
  const { storage, config, log } = deps;
  const dir = path.join(config.dataDir, 'cache', 'og');
  // One card at a time per process (a few wait their turn, then a 503): making one decodes a photo.
  const queue = createTaskQueue({
    concurrency: 1,
    maxWaiting: 16,
    retryAfterSeconds: 10,
    busy: (seconds) => new AppError(503, SHARE_IMAGE_BUSY_MSG, undefined, { 'retry-after': String(seconds) }),
  });
  /** Cards being made now, by dog and version: a second request for one waits for the same work. */
  const making = new Map<string, Promise<Buffer>>();
  const stats = { generated: 0 };

  /** The card, and whether it shows everything it should (a photo that could not be read: not kept). */
  async function render(row: DogRow): Promise<{ body: Buffer; complete: boolean }> {
    const { width, height, quality } = SHARE_IMAGE;
    const first = row.images[0];
    const w = first && sourceWidth(first);
    let photo: Buffer | null = null;
    if (first && w) {
      photo = await storage.get(`${first.key}-${w}.webp`).catch((err: unknown) => {
        // A record whose files are gone (or a store that failed): the card without the photo.
        log.warn({ err, dogId: row.id }, 'share image: photo not readable');
        return null;
      });
    }
    const base = photo
      ? (await openImage(photo, { limitInputPixels: MAX_UPLOAD_PIXELS })).resize(width, height, {
          fit: 'cover',
          position: 'attention',
        })
      : await openImage(Buffer.from(overlay(row, false)), {});
    if (photo) base.composite([{ input: Buffer.from(overlay(row, true)) }]);
    const body = await base.flatten({ background: '#2d5a33' }).jpeg({ quality, mozjpeg: true }).toBuffer();
    return { body, complete: !first || photo !== null };
  }

  /** Makes the card and keeps it (written whole, then renamed), dropping the dog's older versions. */
  async function make(row: DogRow, version: string, file: string): Promise<Buffer> {
    const { body, complete } = await queue.run(() => render(row));
    stats.generated++;
    // Without its photo because the store failed: served, but made again next time.
    if (!complete) return body;
    try {
      const dogDir = path.dirname(file);
      await mkdir(dogDir, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, file);
      for (const name of await readdir(dogDir)) {
        if (name !== `${version}.jpg` && !name.endsWith('.tmp'))
          await rm(path.join(dogDir, name), { force: true });
      }
    } catch (err) {
      // Not kept: the next request makes it again. The visitor gets the card all the same.
      log.warn({ err, dogId: row.id }, 'share image: not cached');
    }
    return body;
  }

  return {
    stats,

    /** The card's address for the dog page's og:image: its version in the query, so it can be cached forever. */
    urlPath(row: DogRow): string {
      return `/og/perro/${row.id}.jpg?v=${shareImageVersion(row)}`;
    },

    /** What the card shows, in words (og:image:alt). */
    alt(row: DogRow): string {
      const caption = shareImageCaption(row);
      return row.images[0] ? `Foto de ${row.name} con el texto «${caption}»` : `${row.name}: ${caption}`;
    },

    /** The card of a dog the public may see (adopted ones too); null for any other id. */
    async image(dogId: string): Promise<ShareImage | null> {
      const row = await dogs.findActiveById(dogId);
      if (!row) return null;
      const version = shareImageVersion(row);
      const file = path.join(dir, row.id, `${version}.jpg`);
      try {
        return { body: await readFile(file), version, cached: true };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
      const key = `${row.id}/${version}`;
      let pending = making.get(key);
      if (!pending) {
        pending = make(row, version, file).finally(() => making.delete(key));
        making.set(key, pending);
      }
      return { body: await pending, version, cached: false };
    },
  };
}
