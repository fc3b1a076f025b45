import { type ImageRef, imageSrcSet, imageUrl } from '@campito/core';
import { Carousel } from './carousel';

const SIZES = '(min-width: 48em) 45vw, 100vw';

/**
 * The home page's photos: the slider images of the interface record, one at a time. The first one is
 * the page's largest image, so it loads first; the rest wait until they are near.
 */
export function HomeSlider({ images }: { images: readonly ImageRef[] }) {
  if (images.length === 0) return null;
  const slides = images.map((image, i) => (
    <img
      key={image.key}
      className="hero-image"
      src={imageUrl(image)}
      srcSet={imageSrcSet(image)}
      sizes={SIZES}
      width={image.width}
      height={image.height}
      alt={image.alt ?? ''}
      loading={i === 0 ? 'eager' : 'lazy'}
      fetchPriority={i === 0 ? 'high' : 'auto'}
      decoding={i === 0 ? 'sync' : 'async'}
    />
  ));
  return (
    <div className="home-slider" data-testid="home-slider">
      {slides.length === 1 ? (
        slides[0]
      ) : (
        <Carousel label="Fotos del Campito" single showPosition>
          {slides}
        </Carousel>
      )}
    </div>
  );
}
