import { IMAGE_WIDTHS } from '@campito/core';

const MEDIA_URL = /^\/media\/([0-9a-f-]{36})-(\d+)\.webp$/;

/**
 * Press notes and posts keep the URL of their largest rendition. Our own uploads also exist at every
 * smaller width of IMAGE_WIDTHS, so a srcset can offer them; any other URL is used as it is.
 */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  const match = url ? MEDIA_URL.exec(url) : null;
  if (!match) return undefined;
  const largest = Number(match[2]);
  const widths = [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
  return widths.map((w) => `/media/${match[1]}-${w}.webp ${w}w`).join(', ');
}
