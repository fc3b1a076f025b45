import { type MouseEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { SwapTemplate } from './page-scripts';

/** The 11-character id of a YouTube URL (watch?v=, youtu.be/, embed/, shorts/), or null. */
export function youTubeId(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    const host = u.hostname.replace(/^www\./, '').replace(/^m\./, '');
    let id: string | null = null;
    if (host === 'youtu.be') id = u.pathname.slice(1);
    else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
      id = u.searchParams.get('v') ?? u.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1] ?? null;
    }
    return id && /^[\w-]{11}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** The public page of a video: where links go without JavaScript. */
export function youTubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}

/** The privacy-enhanced player (no cookies until the visitor plays). */
export function youTubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
}

interface YouTubeEmbedProps {
  url: string;
  title: string;
  /** An image of ours shown behind the play button (never YouTube's thumbnail: no third-party request). */
  poster?: string | null;
  /** The poster is the page's largest image on a phone: load it first instead of lazily. */
  eager?: boolean;
}

/**
 * A YouTube video that costs nothing until asked for: a poster card of ours (no third-party request),
 * which is a plain link to YouTube without JavaScript; with JavaScript a click swaps in the
 * privacy-enhanced player (youtube-nocookie.com) and moves focus to it — React's state on a page that
 * hydrates, the plain script and the <SwapTemplate> beside the poster on one that does not. The 16:9 box
 * never shifts the layout.
 */
export function YouTubeEmbed({ url, title, poster, eager = false }: YouTubeEmbedProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    // The poster link that had focus is gone: keep keyboard users on the player, not at the page top.
    if (playing) frame.current?.focus();
  }, [playing]);
  const id = youTubeId(url);
  if (!id) return null;
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    setPlaying(true);
  };
  const player = (ref?: RefObject<HTMLIFrameElement | null>) => (
    <iframe
      ref={ref}
      src={youTubeEmbedUrl(id)}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
  return (
    <div className="video-embed">
      {playing ? (
        player(frame)
      ) : (
        <>
          <a
            className={poster ? 'video-poster video-poster-image' : 'video-poster'}
            href={youTubeWatchUrl(id)}
            onClick={onClick}
          >
            {poster ? (
              <img
                className="video-poster-img"
                src={poster}
                alt=""
                loading={eager ? 'eager' : 'lazy'}
                fetchPriority={eager ? 'high' : 'auto'}
                decoding="async"
              />
            ) : null}
            <span className="video-play" aria-hidden="true" />
            <span className="video-title">
              <span className="visually-hidden">Ver video: </span>
              {title}
            </span>
          </a>
          <SwapTemplate>{player()}</SwapTemplate>
        </>
      )}
    </div>
  );
}
