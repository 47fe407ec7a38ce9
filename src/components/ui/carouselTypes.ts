import type { ReactNode } from 'react';

/** How many slides show at once: below 600 px, from 600 px and from 1000 px of window width. */
export interface CarouselPerView {
  base: number;
  from600: number;
  from1000: number;
}

/** What Carousel needs from the slider that drives it (swiper, once loaded). */
export interface CarouselEngine {
  next(): void;
  previous(): void;
  /** Whether screen readers are told about slide changes (off while autoplay runs). */
  announceChanges(on: boolean): void;
}

export interface CarouselSlide {
  key: string;
  /** "n of m" */
  label: string;
  node: ReactNode;
}

export interface CarouselSwiperProps {
  slides: readonly CarouselSlide[];
  perView: CarouselPerView;
  gap: number;
  loop: boolean;
  /** Where the dots go (an element Carousel renders under the slides); null for no dots. */
  paginationElement: HTMLElement | null;
  slideClassName: string;
  dotClassName: string;
  dotActiveClassName: string;
  onReady: (engine: CarouselEngine | null) => void;
  /** Called after every slide change. */
  onMove: () => void;
}
