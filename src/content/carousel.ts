import type { CarouselCopy } from '../components/ui/Carousel';

/** The words of every carousel's controls. */
export const carouselCopy: CarouselCopy = {
  pause: 'Pause carousel',
  play: 'Play carousel',
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: (position) => `Go to slide ${position}`,
  slideLabel: (position, count) => `${position} of ${count}`,
  scrollHint: 'scroll sideways for more',
};
