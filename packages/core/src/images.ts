import { IMAGE_WIDTHS } from './constants';

/**
 * A processed image as stored in the database: the storage key and the intrinsic size of the largest
 * rendition. Renditions live at `/media/{key}-{width}.webp` for each width in `widths`.
 */
export interface ImageRef {
  key: string;
  width: number;
  height: number;
  widths: number[];
  alt?: string;
}

export const MEDIA_PREFIX = '/media/';

export function imageUrl(image: ImageRef, width?: number): string {
  const w = width ?? image.widths[image.widths.length - 1] ?? IMAGE_WIDTHS[0];
  return `${MEDIA_PREFIX}${image.key}-${w}.webp`;
}

export function imageSrcSet(image: ImageRef): string {
  return image.widths.map((w) => `${imageUrl(image, w)} ${w}w`).join(', ');
}
