import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselProps } from '../../src/components/ui/Carousel';
import { carouselCopy } from '../../src/content/carousel';
import { CAROUSEL, CAROUSEL_LIVE, watchCarousel } from '../../src/lib/carousel';
import { preferReducedMotion } from '../support/media';

// The scrolling itself (snap, widths, smooth moves) is checked in a browser (e2e/home.spec.ts).
// jsdom lays nothing out, so here each slide is 100 px wide and three show at once: the track
// has three positions (slides 1, 2 and 3 first), and its scrollTo moves it at once.

const services = ['Web development', 'Mobile apps', 'Custom software', 'IT talent', 'Consulting'];

const baseProps: CarouselProps<string> = {
  label: 'Our services',
  copy: carouselCopy,
  items: services,
  getKey: (item) => item,
  renderItem: (item) => (
    <article>
      <h3>{item}</h3>
      <a href={`#${item}`}>Learn more</a>
    </article>
  ),
};

const track = () => screen.getByRole('group', { name: `Our services: ${carouselCopy.scrollHint}` });

function layOut() {
  const list = track();
  [...list.children].forEach((slide, index) =>
    Object.defineProperty(slide, 'offsetLeft', { value: index * 100, configurable: true }),
  );
  Object.defineProperty(list, 'clientWidth', { value: 300, configurable: true });
  Object.defineProperty(list, 'scrollWidth', { value: 500, configurable: true });
  list.scrollTo = ((options: ScrollToOptions) => {
    list.scrollLeft = options.left ?? 0;
    list.dispatchEvent(new Event('scroll'));
  }) as typeof list.scrollTo;
}

/** jsdom applies no style sheet, so the switch carries both its names (CSS shows one). */
const switchName = (name: string) => new RegExp(name);

/** The first slide shown, as its "n of m" label. */
const firstShown = () => `${track().scrollLeft / 100 + 1} of 5`;

function renderCarousel(props: Partial<CarouselProps<string>> = {}) {
  // The script reads the layout when it moves, so laying it out after the first render will do.
  const view = render(<Carousel {...baseProps} {...props} />);
  layOut();
  return view;
}

/** A click, as a tap or a key on a focused control sends it. */
const tap = (element: HTMLElement) => act(() => element.click());

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    preferReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('prerenders every slide, labelled "n of m", in a native scrolling list', () => {
    const html = renderToString(<Carousel {...baseProps} autoplayDelay={3000} dots arrows />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const region = within(container).getByRole('region', { name: 'Our services' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const list = within(region).getByRole('group', {
      name: `Our services: ${carouselCopy.scrollHint}`,
    });
    expect(list).toHaveAttribute('tabindex', '0');
    const slides = within(list).getAllByRole('group');
    expect(slides).toHaveLength(5);
    slides.forEach((slide, index) => {
      expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      expect(slide).toHaveAccessibleName(`${index + 1} of 5`);
    });
    // Its controls are plain HTML: a switch, two buttons, a dot per slide.
    expect(
      within(region).getByRole('switch', { name: switchName(carouselCopy.pause) }),
    ).not.toBeChecked();
    expect(within(region).getByRole('button', { name: carouselCopy.next })).toBeInTheDocument();
    expect(within(region).getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(5);
    container.remove();
  });

  it('hydrates over what the visit script marked before the app, without a warning', () => {
    // Any console output (React's hydration warnings among it) fails a test.
    const ui = <Carousel {...baseProps} autoplayDelay={3000} dots arrows />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const region = container.querySelector(`[${CAROUSEL}]`)!;
    const stop = watchCarousel(region);
    expect(region).toHaveAttribute(CAROUSEL_LIVE);
    expect(container.querySelector('[aria-current]')).not.toBeNull();
    render(ui, { container, hydrate: true });
    expect(region).toHaveAttribute(CAROUSEL_LIVE);
    stop();
    container.remove();
  });

  it('moves every autoplay delay, wraps after the last position, and holds while switched off', async () => {
    renderCarousel({ autoplayDelay: 3000 });
    expect(firstShown()).toBe('1 of 5');
    await wait(3000);
    expect(firstShown()).toBe('2 of 5');
    await wait(2900);
    expect(firstShown()).toBe('2 of 5');
    await wait(100);
    expect(firstShown()).toBe('3 of 5');
    await wait(3000);
    expect(firstShown()).toBe('1 of 5');

    tap(screen.getByRole('switch', { name: switchName(carouselCopy.pause) }));
    await wait(10_000);
    expect(firstShown()).toBe('1 of 5');

    tap(screen.getByRole('switch', { name: switchName(carouselCopy.pause) }));
    await wait(3000);
    expect(firstShown()).toBe('2 of 5');
  });

  it('does not autoplay when the visitor prefers reduced motion, until switched on', async () => {
    preferReducedMotion(true);
    renderCarousel({ autoplayDelay: 3000 });
    await wait(10_000);
    expect(firstShown()).toBe('1 of 5');
    tap(screen.getByRole('switch', { name: switchName(carouselCopy.play) }));
    await wait(3000);
    expect(firstShown()).toBe('2 of 5');
  });

  it('moves by its arrows, wrapping past either end, and counts the autoplay again after a move', async () => {
    renderCarousel({ arrows: true, autoplayDelay: 5000 });
    await wait(4000);
    tap(screen.getByRole('button', { name: carouselCopy.next }));
    expect(firstShown()).toBe('2 of 5');
    // A whole delay after the tap, not after the last automatic move.
    await wait(4000);
    expect(firstShown()).toBe('2 of 5');
    tap(screen.getByRole('button', { name: carouselCopy.previous }));
    tap(screen.getByRole('button', { name: carouselCopy.previous }));
    expect(firstShown()).toBe('3 of 5');
    tap(screen.getByRole('button', { name: carouselCopy.next }));
    expect(firstShown()).toBe('1 of 5');
  });

  it('jumps to a dot and marks the dot of the position shown', async () => {
    renderCarousel({ dots: true });
    const dots = screen.getAllByRole('button', { name: /^Go to slide/ });
    tap(dots[2]!);
    expect(firstShown()).toBe('3 of 5');
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'true',
      null,
      null,
    ]);
    // Swiped by hand: the mark follows.
    act(() => track().scrollTo({ left: 100 }));
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    expect(dots[2]).not.toHaveAttribute('aria-current');
  });

  it('stops when it leaves the page', async () => {
    const view = renderCarousel({ autoplayDelay: 3000 });
    const list = track();
    view.unmount();
    await wait(10_000);
    expect(list.scrollLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
