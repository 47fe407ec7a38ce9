import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useIntersection } from '../../lib/useIntersection';
import { useReducedMotion } from '../../lib/useReducedMotion';
import type { CarouselEngine, CarouselPerView, CarouselSwiperProps } from './carouselTypes';
import { Icon } from './Icon';
import styles from './Carousel.module.css';

export type { CarouselPerView } from './carouselTypes';

export const defaultPerView: CarouselPerView = { base: 1, from600: 2, from1000: 3 };

export interface CarouselProps<T> {
  /** Accessible name of the carousel region, e.g. "Our services". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  /** Renders one slide's content (a card); the carousel wraps it in a labelled slide. */
  renderItem: (item: T, index: number) => ReactNode;
  perView?: CarouselPerView;
  /** Space between slides, in px. */
  gap?: number;
  /** Milliseconds between automatic moves; leave out for no autoplay. */
  autoplayDelay?: number;
  /** Wrap around from the last slide to the first (and back). */
  loop?: boolean;
  /** Show dots to jump between positions. */
  dots?: boolean;
  /** Show previous / next buttons. */
  arrows?: boolean;
  className?: string;
}

type SwiperView = (props: CarouselSwiperProps) => ReactNode;

/** What the visitor chose with the pause/play button; 'auto' follows prefers-reduced-motion. */
type PlayChoice = 'auto' | 'playing' | 'paused';

interface SlideButtonProps {
  label: string;
  /** The slides' id. */
  controls: string;
  /** The arrow points back. */
  flip?: boolean;
  onClick: () => void;
}

/** An arrow that moves the slides one step, named for screen readers. */
function SlideButton({ label, controls, flip = false, onClick }: SlideButtonProps) {
  return (
    <button type="button" className={styles.control} aria-controls={controls} onClick={onClick}>
      <Icon name="arrowRight" size={18} {...(flip ? { className: styles.flip } : {})} />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/**
 * A carousel that is complete without JavaScript: the server renders every slide as a CSS
 * scroll-snap list. When the carousel comes near the viewport, swiper is loaded with a dynamic
 * import and takes over (swipe, loop, dots). Autoplay is ours: it pauses on hover and while
 * keyboard focus is inside the slides, has a visible pause/play button (WCAG 2.2.2) and does
 * not start when the visitor prefers reduced motion.
 */
export function Carousel<T>({
  label,
  items,
  getKey,
  renderItem,
  perView = defaultPerView,
  gap = 20,
  autoplayDelay,
  loop = false,
  dots = false,
  arrows = false,
  className,
}: CarouselProps<T>) {
  const id = useId();
  const regionRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const [dotsElement, setDotsElement] = useState<HTMLDivElement | null>(null);
  const [View, setView] = useState<SwiperView | null>(null);
  const [swiperEngine, setSwiperEngine] = useState<CarouselEngine | null>(null);
  const [moves, setMoves] = useState(0);
  const [choice, setChoice] = useState<PlayChoice>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();

  const count = items.length;
  const hasAutoplay = autoplayDelay !== undefined && autoplayDelay > 0 && count > 1;
  const wantsToPlay = choice === 'playing' || (choice === 'auto' && !reducedMotion);
  const running = hasAutoplay && wantsToPlay && !hovered && !focused;

  // Load swiper when the carousel is within 400 px of the viewport.
  useIntersection(
    regionRef,
    (entry) => {
      if (!entry.isIntersecting) return;
      import('./CarouselSwiper').then(
        (module) => setView(() => module.CarouselSwiper),
        () => {
          // Offline or the chunk failed: the scroll-snap list keeps working.
        },
      );
    },
    { rootMargin: '400px 0px', once: true },
  );

  // Before swiper arrives, "next" and "previous" scroll the static list by one slide.
  const scrollTrack = useCallback(
    (direction: 1 | -1) => {
      const track = trackRef.current;
      if (!track) return;
      const first = track.firstElementChild as HTMLElement | null;
      const step = first ? first.offsetWidth + gap : track.clientWidth;
      const max = track.scrollWidth - track.clientWidth;
      let left = track.scrollLeft + direction * step;
      if (left > max + 1) left = 0;
      else if (left < -1) left = max;
      if (typeof track.scrollTo === 'function') {
        track.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
      } else {
        track.scrollLeft = left;
      }
    },
    [gap, reducedMotion],
  );

  const next = useCallback(() => {
    if (swiperEngine) swiperEngine.next();
    else scrollTrack(1);
  }, [swiperEngine, scrollTrack]);

  const previous = useCallback(() => {
    if (swiperEngine) swiperEngine.previous();
    else scrollTrack(-1);
  }, [swiperEngine, scrollTrack]);

  // Autoplay: one move every `autoplayDelay` ms, counted again after every move (manual ones too).
  useEffect(() => {
    if (!running || autoplayDelay === undefined) return undefined;
    const timer = window.setInterval(next, autoplayDelay);
    return () => window.clearInterval(timer);
  }, [running, autoplayDelay, next, moves]);

  // Screen readers hear manual moves, not automatic ones.
  useEffect(() => {
    swiperEngine?.announceChanges(!running);
  }, [swiperEngine, running]);

  const onReady = useCallback((engine: CarouselEngine | null) => setSwiperEngine(engine), []);
  const onMove = useCallback(() => setMoves((value) => value + 1), []);

  const onFocus = () => setFocused(true);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const slides = items.map((item, index) => ({
    key: getKey(item),
    label: `${index + 1} of ${count}`,
    node: renderItem(item, index),
  }));

  const style = {
    '--carousel-gap': `${gap}px`,
    '--carousel-per-view': perView.base,
    '--carousel-per-view-600': perView.from600,
    '--carousel-per-view-1000': perView.from1000,
  } as CSSProperties;

  const playing = hasAutoplay && wantsToPlay;
  const slidesId = `${id}-slides`;

  return (
    <section
      ref={regionRef}
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
    >
      {hasAutoplay || arrows ? (
        <div className={styles.controls}>
          {hasAutoplay ? (
            <button
              type="button"
              className={styles.control}
              aria-controls={slidesId}
              onClick={() => setChoice(playing ? 'paused' : 'playing')}
            >
              <Icon name={playing ? 'pause' : 'play'} size={16} />
              <span className="visually-hidden">
                {playing ? 'Pause carousel' : 'Play carousel'}
              </span>
            </button>
          ) : null}
          {arrows ? (
            <>
              <SlideButton
                label="Previous slide"
                controls={slidesId}
                flip
                onClick={() => {
                  previous();
                  onMove();
                }}
              />
              <SlideButton
                label="Next slide"
                controls={slidesId}
                onClick={() => {
                  next();
                  onMove();
                }}
              />
            </>
          ) : null}
        </div>
      ) : null}
      <div
        id={slidesId}
        className={styles.viewport}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {View ? (
          <View
            slides={slides}
            perView={perView}
            gap={gap}
            loop={loop}
            paginationElement={dots ? dotsElement : null}
            slideClassName={styles.slide ?? ''}
            dotClassName={styles.dot ?? 'carousel-dot'}
            dotActiveClassName={styles.dotActive ?? 'carousel-dot-active'}
            onReady={onReady}
            onMove={onMove}
          />
        ) : (
          // A scrollable list must be reachable by keyboard (the slides may hold no links).
          <div
            ref={trackRef}
            className={styles.track}
            role="group"
            aria-label={`${label}: scroll sideways for more`}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- arrow keys scroll it
            tabIndex={0}
          >
            {slides.map((slide) => (
              <div
                key={slide.key}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={slide.label}
              >
                {slide.node}
              </div>
            ))}
          </div>
        )}
      </div>
      {dots ? <div ref={setDotsElement} className={styles.dots} /> : null}
    </section>
  );
}
