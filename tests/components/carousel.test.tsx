import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselProps } from '../../src/components/ui/Carousel';
import { preferReducedMotion } from '../support/media';

// The real swiper view is checked in a browser (e2e/home.spec.ts). Here a stand-in with the
// same props shows which slide is first, so the carousel's own autoplay logic can be tested.
vi.mock('../../src/components/ui/CarouselSwiper', async () => {
  const { useEffect, useState } = await import('react');
  type Props = import('../../src/components/ui/carouselTypes').CarouselSwiperProps;
  function CarouselSwiper({ slides, onReady, onMove }: Props) {
    const [index, setIndex] = useState(0);
    useEffect(() => {
      const move = (step: number) => {
        setIndex((current) => (current + step + slides.length) % slides.length);
        onMove();
      };
      onReady({ next: () => move(1), previous: () => move(-1), announceChanges: () => {} });
      return () => onReady(null);
    }, [slides.length, onReady, onMove]);
    return (
      <div>
        <p>First visible: {slides[index]?.label}</p>
        {slides.map((slide) => (
          <div key={slide.key}>{slide.node}</div>
        ))}
      </div>
    );
  }
  return { CarouselSwiper };
});

const services = ['Web development', 'Mobile apps', 'Custom software', 'IT talent', 'Consulting'];

const baseProps: CarouselProps<string> = {
  label: 'Our services',
  items: services,
  getKey: (item) => item,
  renderItem: (item) => (
    <article>
      <h3>{item}</h3>
      <a href={`#${item}`}>Learn more</a>
    </article>
  ),
};

async function renderLoaded(props: Partial<CarouselProps<string>> = {}) {
  const user = userEvent.setup();
  render(<Carousel {...baseProps} {...props} />);
  // jsdom has no IntersectionObserver, so the swiper view is requested at once.
  await act(async () => {
    await import('../../src/components/ui/CarouselSwiper');
  });
  expect(screen.getByText(/First visible/)).toBeInTheDocument();
  return user;
}

const firstVisible = () => screen.getByText(/First visible/).textContent;
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Carousel', () => {
  beforeEach(() => {
    // Autoplay uses setInterval; leaving setTimeout real keeps userEvent and Testing Library's
    // own waits working.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    preferReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('prerenders every slide, labelled "n of m", in a carousel region', () => {
    const html = renderToString(<Carousel {...baseProps} autoplayDelay={3000} dots />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const region = within(container).getByRole('region', { name: 'Our services' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    // Before swiper, the slides sit in a native scrolling list that the keyboard can reach.
    const list = within(region).getByRole('group', {
      name: 'Our services: scroll sideways for more',
    });
    expect(list).toHaveAttribute('tabindex', '0');
    const slides = within(list).getAllByRole('group');
    expect(slides).toHaveLength(5);
    slides.forEach((slide, index) => {
      expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      expect(slide).toHaveAccessibleName(`${index + 1} of 5`);
    });
    for (const name of services) {
      expect(within(region).getByRole('heading', { name })).toBeInTheDocument();
    }
    container.remove();
  });

  it('moves every autoplay delay, and pauses and resumes with the visible button', async () => {
    const user = await renderLoaded({ autoplayDelay: 3000 });
    expect(firstVisible()).toBe('First visible: 1 of 5');
    await wait(2900);
    expect(firstVisible()).toBe('First visible: 1 of 5');
    await wait(100);
    expect(firstVisible()).toBe('First visible: 2 of 5');

    await user.click(screen.getByRole('button', { name: 'Pause carousel' }));
    await wait(10_000);
    expect(firstVisible()).toBe('First visible: 2 of 5');

    await user.click(screen.getByRole('button', { name: 'Play carousel' }));
    await wait(3000);
    expect(firstVisible()).toBe('First visible: 3 of 5');
  });

  type User = Awaited<ReturnType<typeof renderLoaded>>;
  const mobileApps = () => screen.getByRole('heading', { name: 'Mobile apps' });
  const pausers = [
    {
      what: 'the pointer is over the slides',
      enter: (user: User) => user.hover(mobileApps()),
      leave: (user: User) => user.unhover(mobileApps()),
    },
    {
      what: 'keyboard focus is inside the slides',
      enter: async (user: User) => {
        await user.tab(); // the pause button
        await user.tab(); // the first card's link
        expect(screen.getAllByRole('link', { name: 'Learn more' })[0]).toHaveFocus();
      },
      leave: async () => {
        act(() => {
          (document.activeElement as HTMLElement).blur();
        });
      },
    },
  ];
  for (const { what, enter, leave } of pausers) {
    it(`pauses while ${what}`, async () => {
      const user = await renderLoaded({ autoplayDelay: 3000 });
      await enter(user);
      await wait(9000);
      expect(firstVisible()).toBe('First visible: 1 of 5');
      await leave(user);
      await wait(3000);
      expect(firstVisible()).toBe('First visible: 2 of 5');
    });
  }

  it('does not autoplay when the visitor prefers reduced motion, until asked to play', async () => {
    preferReducedMotion(true);
    const user = await renderLoaded({ autoplayDelay: 3000 });
    const play = screen.getByRole('button', { name: 'Play carousel' });
    await wait(10_000);
    expect(firstVisible()).toBe('First visible: 1 of 5');
    await user.click(play);
    await wait(3000);
    expect(firstVisible()).toBe('First visible: 2 of 5');
  });

  it('has previous and next buttons when asked for arrows, and no pause button without autoplay', async () => {
    const user = await renderLoaded({ arrows: true, loop: true });
    expect(screen.queryByRole('button', { name: /carousel/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(firstVisible()).toBe('First visible: 2 of 5');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(firstVisible()).toBe('First visible: 5 of 5');
    await wait(10_000);
    expect(firstVisible()).toBe('First visible: 5 of 5');
  });
});
