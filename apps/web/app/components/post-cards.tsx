import type { PublicPost } from '@campito/core';
import { DayDate, MediaImage } from './media-image';
import { type ChosenVideo, VideoLink } from './video-modal';
import { youTubeId } from './youtube-embed';

type OnOpen = (video: ChosenVideo, from: HTMLElement) => void;

function postTitle(post: PublicPost): string {
  return post.title || 'Video del Campito';
}

/**
 * A video of a school post in the carousel: a card of ours (no request to YouTube) that opens the
 * page's player, or goes to YouTube without JavaScript.
 */
export function VideoCard({ post, onOpen }: { post: PublicPost; onOpen: OnOpen }) {
  const title = postTitle(post);
  return (
    <VideoLink className="video-card" video={{ url: post.link ?? '', title }} onOpen={onOpen}>
      <span className="video-card-poster" aria-hidden="true">
        <span className="video-play" />
      </span>
      <span className="video-card-title">
        <span className="visually-hidden">Ver video: </span>
        {title}
      </span>
      <span className="video-card-date">
        <DayDate date={post.date} />
      </span>
    </VideoLink>
  );
}

/**
 * A workshop, training or talk: photo, title, date, description and its video when there is one. The
 * page's first photo is its largest paint: `priority` loads it at once instead of lazily.
 */
export function PostCard({
  post,
  onOpen,
  priority = false,
}: {
  post: PublicPost;
  onOpen: OnOpen;
  priority?: boolean;
}) {
  const title = postTitle(post);
  return (
    <article className="post-card">
      {post.img ? (
        <MediaImage
          className="post-card-image"
          src={post.img}
          sizes="(min-width: 72rem) 17rem, (min-width: 768px) 25vw, (min-width: 500px) 33vw, 100vw"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      ) : null}
      <div className="post-card-body">
        <h3>{title}</h3>
        <p className="post-card-date">
          <DayDate date={post.date} />
        </p>
        {post.description ? <p>{post.description}</p> : null}
        {post.link && youTubeId(post.link) ? (
          <VideoLink className="post-card-video" video={{ url: post.link, title }} onOpen={onOpen}>
            Ver video<span className="visually-hidden">: {title}</span>
          </VideoLink>
        ) : null}
      </div>
    </article>
  );
}
