import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import {
  CAROUSEL,
  CAROUSEL_DOT,
  CAROUSEL_STEP,
  CAROUSEL_SWITCH,
  CAROUSEL_TRACK,
  watchCarousel,
} from '../../lib/carousel';
import { Icon } from './Icon';
import styles from './Carousel.module.css';

/** How many slides show at once: below 600 px, from 600 px and from 1000 px of window width. */
export interface CarouselPerView {
  base: number;
  from600: number;
  from1000: number;
}

/** The words of a carousel's controls (src/content/carousel.ts). */
export interface CarouselCopy {
  /** The autoplay's switch: what switching it on does. */
  pause: string;
  /** The same switch with reduced motion, where the carousel starts still. */
  play: string;
  previous: string;
  next: string;
  goTo: (position: number) => string;
  /** A slide's name: its place among them. */
  slideLabel: (position: number, count: number) => string;
  /** Added to the carousel's name on its scrolling list. */
  scrollHint: string;
}

export const defaultPerView: CarouselPerView = { base: 1, from600: 2, from1000: 3 };

export interface CarouselProps<T> {
  /** Accessible name of the carousel region, e.g. "Our services". */
  label: string;
  copy: CarouselCopy;
  items: readonly T[];
  getKey: (item: T) => string;
  /** Renders one slide's content (a card); the carousel wraps it in a labelled slide. */
  renderItem: (item: T, index: number) => ReactNode;
  perView?: CarouselPerView;
  /** Space between slides, in px. */
  gap?: number;
  /** Milliseconds between automatic moves; leave out for no autoplay. */
  autoplayDelay?: number;
  /** Show dots to jump between positions. */
  dots?: boolean;
  /** Show previous / next buttons. */
  arrows?: boolean;
  className?: string;
}

interface SlideButtonProps {
  label: string;
  /** The slides' id. */
  controls: string;
  step: 1 | -1;
}

/** An arrow that moves the slides one step (src/lib/carousel.ts), named for screen readers. */
function SlideButton({ label, controls, step }: SlideButtonProps) {
  return (
    <button
      type="button"
      className={styles.control}
      aria-controls={controls}
      {...{ [CAROUSEL_STEP]: step }}
    >
      <Icon name="arrowRight" size={18} {...(step < 0 ? { className: styles.flip } : {})} />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/** The controls are hidden at the widths where every slide already shows: nothing moves. */
const stillClasses = (count: number, perView: CarouselPerView) =>
  [
    count <= perView.base ? styles.stillBase : '',
    count <= perView.from600 ? styles.still600 : '',
    count <= perView.from1000 ? styles.still1000 : '',
  ].filter(Boolean);

/** The dot of slide `index` is hidden at the widths where no position starts there. */
const beyondClasses = (index: number, count: number, perView: CarouselPerView) =>
  [
    index > count - perView.base ? styles.beyondBase : '',
    index > count - perView.from600 ? styles.beyond600 : '',
    index > count - perView.from1000 ? styles.beyond1000 : '',
  ].filter(Boolean);

/**
 * A carousel that is a CSS scroll-snap list (decision 0040): every slide is in the HTML, a swipe,
 * the wheel or the arrow keys scroll it natively. Its arrows, dots and autoplay are driven by a
 * small script the visit's head already runs (src/lib/carousel.ts), so they answer a tap before
 * the app has loaded; React only renders the markup. Autoplay pauses under a pointer, while focus
 * is inside, and by its switch (WCAG 2.2.2); with reduced motion it waits to be switched on.
 */
export function Carousel<T>({
  label,
  copy,
  items,
  getKey,
  renderItem,
  perView = defaultPerView,
  gap = 20,
  autoplayDelay,
  dots = false,
  arrows = false,
  className,
}: CarouselProps<T>) {
  const id = useId();
  const regionRef = useRef<HTMLElement>(null);
  // A carousel rendered after a client navigation has no head script watching it yet.
  useEffect(() => (regionRef.current ? watchCarousel(regionRef.current) : undefined), []);

  const count = items.length;
  const hasAutoplay = autoplayDelay !== undefined && autoplayDelay > 0 && count > 1;
  const slidesId = `${id}-slides`;
  const style = {
    '--carousel-gap': `${gap}px`,
    '--carousel-per-view': perView.base,
    '--carousel-per-view-600': perView.from600,
    '--carousel-per-view-1000': perView.from1000,
  } as CSSProperties;

  return (
    <section
      ref={regionRef}
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      // The visit's script marks it live before the app hydrates (decision 0040).
      suppressHydrationWarning
      aria-label={label}
      style={style}
      {...{ [CAROUSEL]: hasAutoplay ? autoplayDelay : '' }}
    >
      {hasAutoplay || arrows ? (
        <div className={[styles.controls, ...stillClasses(count, perView)].join(' ')}>
          {hasAutoplay ? (
            <label className={styles.switchControl}>
              <input
                type="checkbox"
                role="switch"
                className={styles.switch}
                aria-controls={slidesId}
                {...{ [CAROUSEL_SWITCH]: '' }}
              />
              <span className={styles.whenMoving}>
                <Icon name="pause" size={16} />
                <span className="visually-hidden">{copy.pause}</span>
              </span>
              <span className={styles.whenStill}>
                <Icon name="play" size={16} />
                <span className="visually-hidden">{copy.play}</span>
              </span>
            </label>
          ) : null}
          {arrows ? (
            <>
              <SlideButton label={copy.previous} controls={slidesId} step={-1} />
              <SlideButton label={copy.next} controls={slidesId} step={1} />
            </>
          ) : null}
        </div>
      ) : null}
      {/* A scrollable list must be reachable by keyboard (the slides may hold no links). */}
      <div
        id={slidesId}
        className={styles.track}
        role="group"
        aria-label={`${label}: ${copy.scrollHint}`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- arrow keys scroll it
        tabIndex={0}
        {...{ [CAROUSEL_TRACK]: '' }}
      >
        {items.map((item, index) => (
          <div
            key={getKey(item)}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={copy.slideLabel(index + 1, count)}
          >
            {renderItem(item, index)}
          </div>
        ))}
      </div>
      {dots ? (
        <div className={[styles.dots, ...stillClasses(count, perView)].join(' ')}>
          {items.map((item, index) => (
            <button
              key={getKey(item)}
              type="button"
              className={[styles.dot, ...beyondClasses(index, count, perView)].join(' ')}
              aria-controls={slidesId}
              // The visit's script marks the current dot before the app hydrates.
              suppressHydrationWarning
              {...{ [CAROUSEL_DOT]: index }}
            >
              <span className="visually-hidden">{copy.goTo(index + 1)}</span>
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
