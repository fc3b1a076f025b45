import { type ImageRef, imageSrcSet, imageUrl } from '@campito/core';

/**
 * A content page's photo, chosen by staff in "Interfaz": every rendition in srcset, and `alt` when staff
 * wrote none. `priority`: the page's largest paint, fetched first.
 */
export function ContentFigure({
  image,
  sizes,
  alt,
  priority = false,
}: {
  image: ImageRef;
  sizes: string;
  alt: string;
  priority?: boolean;
}) {
  return (
    <figure className="content-figure">
      <img
        src={imageUrl(image)}
        srcSet={imageSrcSet(image)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt ?? alt}
        fetchPriority={priority ? 'high' : undefined}
      />
    </figure>
  );
}
