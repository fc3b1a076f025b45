import { type MouseEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { type FriendPost, instagramEmbedUrl } from '../lib/friend-artists';
import { SwapTemplate } from './page-scripts';

/** The provider's embed of a post, with a link to open it there. */
function SocialEmbed({ post, frame }: { post: FriendPost; frame?: RefObject<HTMLIFrameElement | null> }) {
  return (
    <div className="social-embed">
      <iframe
        ref={frame}
        src={instagramEmbedUrl(post.url)}
        title={`Publicación de Instagram de ${post.artist}`}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <p>
        <a href={post.url} target="_blank" rel="noopener">
          Abrir en Instagram<span className="visually-hidden"> (se abre en otra pestaña)</span>
        </a>
      </p>
    </div>
  );
}

/**
 * A friend artist's post as a link card of ours: nothing is requested from Instagram until the visitor
 * asks. Without JavaScript the card is a plain link to the post; with JavaScript a click loads the
 * provider's embed in place and moves focus to it (the page ships no React: the plain script swaps the
 * link for the <SwapTemplate> after it; after a client-side navigation, React's state does it).
 */
export function PressSocialCard({ post }: { post: FriendPost }) {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setLoaded(true);
  };
  return (
    <article className="press-card social-card" data-testid="social-card">
      <div className="press-card-body">
        <h2 className="press-card-title">{post.artist}</h2>
        <p className="social-handle">
          {post.craft} · @{post.handle}
        </p>
        <p className="press-card-text">{post.caption}</p>
      </div>
      {loaded ? (
        <SocialEmbed post={post} frame={frame} />
      ) : (
        <>
          <a className="social-poster" href={post.url} onClick={onClick}>
            <span className="social-poster-icon" aria-hidden="true" />
            <span>
              Ver la publicación<span className="visually-hidden"> de {post.artist}</span>
            </span>
            <span className="social-poster-note">Se carga desde Instagram cuando la abrís</span>
          </a>
          <SwapTemplate>
            <SocialEmbed post={post} />
          </SwapTemplate>
        </>
      )}
    </article>
  );
}
