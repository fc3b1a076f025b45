import { type ImageRef, imageSrcSet, imageUrl } from '@campito/core';

interface DogImageProps {
  image: ImageRef;
  /** The dog's name: a photo staff gave no alt text is "Foto de <name>"… */
  dogName: string;
  /** …unless the page says otherwise (a gallery numbers its photos). */
  alt?: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Above the fold and likely the largest paint: load at once with high priority; others wait. */
  priority?: boolean;
  className?: string;
}

/**
 * A dog's photo: every stored rendition in `srcset` so a phone downloads the 320 or 640 one, and the
 * intrinsic size in width/height so the page never shifts while it loads.
 */
export function DogImage({ image, dogName, alt, sizes, priority = false, className }: DogImageProps) {
  const fallback = image.widths.includes(640) ? 640 : undefined;
  return (
    <img
      className={className}
      src={imageUrl(image, fallback)}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt ?? `Foto de ${dogName}`}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}

/** The box a dog without photos shows instead, the same size as a photo. */
export function DogImageMissing({ name }: { name: string }) {
  return (
    <div className="dog-image-missing" role="img" aria-label={`${name} todavía no tiene fotos`}>
      <span aria-hidden="true">Sin foto</span>
    </div>
  );
}
