import { type MouseEvent, useState } from 'react';

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

/**
 * A YouTube video that costs nothing until asked for: a poster card of ours (no third-party request),
 * which is a plain link to YouTube without JavaScript; with JavaScript a click swaps in the
 * privacy-enhanced player (youtube-nocookie.com). The 16:9 box never shifts the layout.
 */
export function YouTubeEmbed({ url, title }: { url: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const id = youTubeId(url);
  if (!id) return null;
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    setPlaying(true);
  };
  return (
    <div className="video-embed">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <a className="video-poster" href={`https://www.youtube.com/watch?v=${id}`} onClick={onClick}>
          <span className="video-play" aria-hidden="true" />
          <span className="video-title">
            <span className="visually-hidden">Ver video: </span>
            {title}
          </span>
        </a>
      )}
    </div>
  );
}
