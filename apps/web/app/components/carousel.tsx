import {
  Children,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Fotos de Luna". */
  label: string;
  children: ReactNode;
  /** One slide at a time at every width (a dog's photos); otherwise 4, 3 under 768 px, 1 under 500 px. */
  single?: boolean;
  /** Show "2 / 5" between the buttons. */
  showPosition?: boolean;
  className?: string;
}

/**
 * The site's one carousel. Slides sit in a horizontally scrolling track with scroll snapping, so it
 * swipes on touch and scrolls without JavaScript; the buttons move by the number of slides visible
 * (read from the CSS, so breakpoints live in one place) and wrap at the ends. Arrow keys work on the
 * whole carousel. Slide widths come from CSS alone, so nothing moves when the script arrives.
 */
export function Carousel({
  label,
  children,
  single = false,
  showPosition = false,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const trackId = useId();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [perView, setPerView] = useState(single ? 1 : 4);
  // The slide a button or key asked for, while the smooth scroll there is under way: scroll events on
  // the way (or a late one from an earlier move) must not be taken for the position.
  const target = useRef<number | null>(null);

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return { step: 1, per: 1 };
    const per = Math.max(1, Number.parseInt(getComputedStyle(el).getPropertyValue('--per-view'), 10) || 1);
    const first = el.children[0] as HTMLElement | undefined;
    const second = el.children[1] as HTMLElement | undefined;
    // Fractional widths: offsetLeft would round and drift by a pixel per slide.
    const step =
      first && second
        ? second.getBoundingClientRect().left - first.getBoundingClientRect().left
        : el.clientWidth;
    return { step: step || 1, per };
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const update = () => {
      const { step, per } = measure();
      setPerView(per);
      const at = Math.min(count - 1, Math.round(el.scrollLeft / step));
      if (target.current !== null && at !== target.current) return;
      target.current = null;
      setIndex(at);
    };
    // A swipe, wheel or drag takes over from any move a button started.
    const userScrolls = () => {
      target.current = null;
    };
    update();
    // Where supported, wait for the scroll to settle: the position does not count through every slide
    // of a smooth move.
    const scrollEvent = 'onscrollend' in window ? 'scrollend' : 'scroll';
    el.addEventListener(scrollEvent, update, { passive: true });
    el.addEventListener('pointerdown', userScrolls, { passive: true });
    el.addEventListener('wheel', userScrolls, { passive: true });
    el.addEventListener('touchstart', userScrolls, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      el.removeEventListener(scrollEvent, update);
      el.removeEventListener('pointerdown', userScrolls);
      el.removeEventListener('wheel', userScrolls);
      el.removeEventListener('touchstart', userScrolls);
      window.removeEventListener('resize', update);
    };
  }, [count, measure]);

  const go = (direction: 1 | -1) => {
    const el = track.current;
    if (!el || count === 0) return;
    const { step, per } = measure();
    const lastStart = Math.max(0, count - per);
    if (lastStart === 0) return;
    const from = target.current ?? index;
    let to = from + direction * per;
    if (direction > 0 && from >= lastStart) to = 0;
    else if (direction < 0 && from <= 0) to = lastStart;
    else to = Math.min(Math.max(0, to), lastStart);
    target.current = to;
    setIndex(to);
    el.scrollTo({ left: to * step, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  const classes = ['carousel', single ? 'carousel-single' : '', className ?? ''].filter(Boolean).join(' ');
  const shownTo = Math.min(count, index + perView);
  // Every slide already fits: the buttons stay (no layout shift) but have nothing to do.
  const allVisible = count <= perView;
  return (
    <section className={classes} aria-roledescription="carrusel" aria-label={label} onKeyDown={onKeyDown}>
      {/* Focusable so keyboard users can scroll it even when its slides hold no link or button. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <div className="carousel-track" id={trackId} ref={track} tabIndex={0}>
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a role=group.
          <div
            className="carousel-slide"
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional.
            key={i}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={`${i + 1} de ${count}`}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="carousel-controls">
          <button
            type="button"
            className="carousel-button"
            onClick={() => go(-1)}
            aria-label="Anterior"
            aria-controls={trackId}
            disabled={allVisible}
          >
            <span aria-hidden="true">‹</span> Anterior
          </button>
          {showPosition ? (
            <span className="carousel-position" aria-live="polite">
              {perView > 1 && shownTo > index + 1 ? `${index + 1}–${shownTo}` : index + 1} / {count}
            </span>
          ) : null}
          <button
            type="button"
            className="carousel-button"
            onClick={() => go(1)}
            aria-label="Siguiente"
            aria-controls={trackId}
            disabled={allVisible}
          >
            Siguiente <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
