import { dateOnly } from '@campito/core';
import { mediaSrcSet } from '../lib/media';

/**
 * A press note's or a post's picture, stored as an address: decorative (the text beside it says what it
 * is), 640×400 as uploaded, with our uploads' smaller renditions in srcset, and lazy unless told otherwise.
 */
export function MediaImage({
  src,
  sizes,
  className,
  loading = 'lazy',
  fetchPriority,
}: {
  src: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  className?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'auto';
}) {
  return (
    <img
      className={className}
      src={src}
      srcSet={mediaSrcSet(src)}
      sizes={sizes}
      alt=""
      width="640"
      height="400"
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
}

/** A post's or a note's day, as the site writes dates. */
export function DayDate({ date }: { date: string }) {
  const day = dateOnly(date);
  return <time dateTime={day}>{day}</time>;
}
