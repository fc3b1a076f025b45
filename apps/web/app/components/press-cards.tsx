import { cutText, type PublicPressNote } from '@campito/core';
import type { ReactNode } from 'react';
import { DayDate, MediaImage } from './media-image';
import { YouTubeEmbed, youTubeId } from './youtube-embed';

/** A link to the outlet's own page: opens in a new tab and says so to screen readers. */
function OutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (se abre en otra pestaña)</span>
    </a>
  );
}

function NoteTitle({ note }: { note: PublicPressNote }) {
  const text = note.title || note.media;
  return (
    <h2 className="press-card-title">{note.link ? <OutLink href={note.link}>{text}</OutLink> : text}</h2>
  );
}

/** The outlet's logo: decorative, its name is always written beside it. */
function Logo({ src }: { src: string | null }) {
  if (!src) return null;
  return (
    <img className="press-logo" src={src} alt="" width="40" height="40" loading="lazy" decoding="async" />
  );
}

interface CardProps {
  note: PublicPressNote;
  /** The first card: its image is the page's largest on a phone, so it loads first instead of lazily. */
  first?: boolean;
}

/** Graphic press: title linking out, image, description cut to 150 characters, media and date. */
export function GraphicCard({ note, first = false }: CardProps) {
  return (
    <article className="press-card" data-testid="press-card">
      {note.img ? (
        <MediaImage
          className="press-card-image"
          src={note.img}
          sizes="(min-width: 62em) 22rem, (min-width: 40em) 45vw, 100vw"
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
        />
      ) : null}
      <div className="press-card-body">
        <NoteTitle note={note} />
        {note.description ? (
          <p className="press-card-text" data-testid="press-description">
            {cutText(note.description)}
          </p>
        ) : null}
        <p className="press-card-meta">
          <span className="press-media">{note.media}</span>
          <DayDate date={note.date} />
        </p>
      </div>
    </article>
  );
}

/** Television: the video (loaded only on click), logo, media, title and description. */
export function TelevisionCard({ note, first = false }: CardProps) {
  const title = note.title || note.media;
  const isYouTube = Boolean(youTubeId(note.link));
  return (
    <article className="press-card" data-testid="press-card">
      {note.link && isYouTube ? (
        <YouTubeEmbed url={note.link} title={title} poster={note.img} eager={first} />
      ) : null}
      <div className="press-card-body">
        <p className="press-card-source">
          <Logo src={note.favicon} />
          <span className="press-media">{note.media}</span>
        </p>
        <h2 className="press-card-title">{title}</h2>
        {note.description ? <p className="press-card-text">{note.description}</p> : null}
        {note.link && !isYouTube ? (
          <p>
            <OutLink href={note.link}>Ver el informe en {note.media}</OutLink>
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** Radio: logo, media, title (linking out when there is a recording) and date. */
export function RadioCard({ note }: { note: PublicPressNote }) {
  return (
    <article className="press-card press-card-compact" data-testid="press-card">
      <div className="press-card-body">
        <p className="press-card-source">
          <Logo src={note.favicon} />
          <span className="press-media">{note.media}</span>
        </p>
        <NoteTitle note={note} />
        <p className="press-card-meta">
          <DayDate date={note.date} />
        </p>
      </div>
    </article>
  );
}
