import { type MouseEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { youTubeEmbedUrl, youTubeId, youTubeWatchUrl } from './youtube-embed';

export interface ChosenVideo {
  url: string;
  title: string;
}

/**
 * State of the page's one video player: which video is open and which link opened it, so focus can
 * go back there when the player closes.
 */
export function useVideoModal() {
  const [video, setVideo] = useState<ChosenVideo | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((chosen: ChosenVideo, from: HTMLElement) => {
    opener.current = from;
    setVideo(chosen);
  }, []);
  const close = useCallback(() => {
    setVideo(null);
    opener.current?.focus();
  }, []);
  return { video, open, close };
}

interface VideoLinkProps {
  video: ChosenVideo;
  onOpen: (video: ChosenVideo, from: HTMLElement) => void;
  className?: string;
  children: ReactNode;
}

/**
 * A link to the video on YouTube. Without JavaScript it simply goes there; with JavaScript it opens
 * the page's player instead. Links to anything YouTube does not host stay plain links.
 */
export function VideoLink({ video, onOpen, className, children }: VideoLinkProps) {
  const id = youTubeId(video.url);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!id || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(video, event.currentTarget);
  };
  return (
    <a className={className} href={id ? youTubeWatchUrl(id) : video.url} onClick={onClick}>
      {children}
    </a>
  );
}

/**
 * The modal player: a native <dialog> opened with showModal(), so focus is trapped, the page behind is
 * inert and Escape closes it. The iframe exists only while it is open (closing stops the video).
 */
export function VideoModal({ video, onClose }: { video: ChosenVideo | null; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const id = youTubeId(video?.url);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (video && !el.open) {
      el.showModal();
      // Start on the close button: one Tab reaches the player, Enter or Escape leaves.
      closeButton.current?.focus();
    } else if (!video && el.open) el.close();
  }, [video]);

  // A click on the backdrop lands on the dialog itself (its content fills the box): close, as Escape does.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a modal dialog natively.
    <dialog
      ref={dialog}
      className="video-modal"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={onBackdropClick}
    >
      <div className="video-modal-content">
        <div className="video-modal-header">
          <h2 id={titleId} className="video-modal-title">
            {video?.title ?? ''}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="button video-modal-close"
            onClick={() => dialog.current?.close()}
          >
            Cerrar video
          </button>
        </div>
        <div className="video-embed">
          {video && id ? (
            <iframe
              src={youTubeEmbedUrl(id)}
              title={video.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
