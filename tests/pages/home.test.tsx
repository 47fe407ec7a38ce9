import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '../app/router.support';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../src/config/paths';
import { carouselCopy } from '../../src/content/carousel';
import { CLIP_STATE } from '../../src/lib/clips';
import { homeHero, homeIntro } from '../../src/content/home';
import { homeFacts, homeInfo, homeMeetings, homeServices } from '../../src/content/homeSections';
import HomePage from '../../src/pages/HomePage';
import { mediaQueryList, preferReducedMotion } from '../support/media';

// ---------------------------------------------------------------- test doubles

/** IntersectionObserver that reports only when a test scrolls something into view. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
  report(element: Element, ratio: number) {
    const entry = { target: element, isIntersecting: ratio > 0, intersectionRatio: ratio };
    this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

/** Tells every observer of `element` that `ratio` of it is now visible. */
function scrollIntoView(element: Element, ratio = 1) {
  act(() => {
    for (const observer of FakeIntersectionObserver.all) {
      if (observer.elements.has(element)) observer.report(element, ratio);
    }
  });
}

let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
let pause: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  // Rotations use setInterval; real timeouts keep userEvent and Testing Library working.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  preferReducedMotion(false);
  // jsdom cannot play media.
  play = vi.fn<() => Promise<void>>(() => Promise.resolve());
  pause = vi.fn<() => void>();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderHome = () =>
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const heroHeading = () => screen.getByRole('heading', { level: 1 });
const videoButton = () => screen.getByRole('button', { name: /background video/ });

// ---------------------------------------------------------------- tests

describe('home page', () => {
  it('prerenders every section: final facts, all cards, closed accordion panels, #meetings and #apply', () => {
    const html = renderToString(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const view = within(container);

    expect(view.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // Every greeting is in the HTML (CSS shows one at a time: e2e/home.spec.ts).
    const heading = view.getByRole('heading', { level: 1 });
    for (const greeting of homeHero.greetings) {
      expect(heading).toHaveTextContent(greeting.audience);
      expect(container.textContent).toContain(greeting.line);
    }
    expect(heading).toHaveTextContent(homeHero.title);
    // The LCP image: in the HTML, eager, high priority, with its alt text.
    const lcp = view.getByRole('img', { name: homeHero.images[0]!.alt });
    expect(lcp).toHaveAttribute('loading', 'eager');
    expect(lcp.getAttribute('fetchpriority') ?? lcp.getAttribute('fetchPriority')).toBe('high');
    // Every other banner image too, lazy: each is laid out (so fetched) just before its turn.
    // Drawn one opaque at a time, only the first is exposed (as reduced motion shows it).
    for (const image of homeHero.images.slice(1)) {
      expect(view.getByAltText(image.alt)).toHaveAttribute('loading', 'lazy');
      expect(view.queryByRole('img', { name: image.alt })).toBeNull();
    }
    // The clip loads nothing until played, and has its poster.
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', homeHero.video.poster.webp);

    expect(container.textContent).toContain(homeIntro.text);
    for (const fact of homeFacts.facts) {
      expect(container.textContent).toContain(`${fact.value}`);
    }
    const services = view.getByRole('region', { name: homeServices.carousel.label });
    expect(within(services).getAllByRole('group', { name: / of 5$/ })).toHaveLength(5);
    for (const panel of homeInfo.panels) {
      expect(container.textContent).toContain(panel.paragraphs[0]);
    }
    expect(container.querySelector('#meetings')).not.toBeNull();
    expect(container.querySelector('#apply')).not.toBeNull();
    for (const image of container.querySelectorAll('img')) {
      expect(image).toHaveAttribute('alt');
    }
    container.remove();
  });

  it('labels the hero controls on screen with what they do and to what', () => {
    renderHome();
    // jsdom shows both of each control's words; CSS shows one (by the motion preference, and by
    // the clip's state: e2e/home.spec.ts).
    const slideshow = screen.getByRole('switch', { name: /^Pause slideshow/ });
    const video = videoButton();
    // What a sighted visitor reads is the control's whole name, not a bare "Slideshow".
    expect(slideshow.closest('label')).toHaveTextContent(/^Pause slideshowPlay slideshow$/);
    expect(video).toHaveTextContent(/^Pause background videoPlay background video$/);
  });

  // The reveal's timing is CSS on the page's clock: e2e/home.spec.ts holds it in a browser.
  it('marks the description seen once a quarter of it is in view, readable whole from the start', () => {
    renderHome();
    const words = homeIntro.text.split(/\s+/);
    const paragraph = screen.getByText(homeIntro.text).closest('p')!;
    const wordSpans = [...paragraph.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span')];
    // Every word in the HTML, at full strength until seen, each with its place in the turn.
    expect(wordSpans).toHaveLength(words.length);
    expect(wordSpans.map((word) => word.style.getPropertyValue('--word-index'))).toEqual(
      words.map((_, index) => String(index)),
    );
    expect(paragraph.style.getPropertyValue('--word-interval')).toBe(
      `${homeIntro.wordIntervalMs}ms`,
    );
    expect(paragraph).not.toHaveAttribute('data-seen');
    scrollIntoView(paragraph, 0.2);
    expect(paragraph).not.toHaveAttribute('data-seen');
    scrollIntoView(paragraph, 0.5);
    expect(paragraph).toHaveAttribute('data-seen');
    // Screen readers have the whole text all along.
    expect(screen.getByText(homeIntro.text)).toBeInTheDocument();
  });

  /** A laptop's screen or wider: where the background clip may start by itself. */
  const wideScreen = () =>
    vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => mediaQueryList(query, query.includes('min-width')));

  it('leaves the background clip to the visitor on a phone-sized screen', async () => {
    const user = userEvent.setup();
    const { container } = renderHome();
    const video = container.querySelector('video')!;
    fireEvent.scroll(window);
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    expect(play).not.toHaveBeenCalled();
    await user.click(videoButton());
    await vi.waitFor(() => expect(video).toHaveAttribute(CLIP_STATE, 'playing'));
  });

  it('plays the background clip once the visitor scrolls, and toggles it with a real button', async () => {
    wideScreen();
    const user = userEvent.setup();
    const { container } = renderHome();
    const video = container.querySelector('video')!;
    // Not before any input (it would compete with the banner image, the LCP element)...
    expect(play).not.toHaveBeenCalled();
    expect(video).not.toHaveAttribute(CLIP_STATE);
    // ...then by itself on the first scroll, tap or key press (jsdom's page has loaded).
    fireEvent.scroll(window);
    await vi.waitFor(() => expect(video).toHaveAttribute(CLIP_STATE, 'playing'));
    expect(play).toHaveBeenCalledTimes(1);

    await user.click(videoButton());
    expect(pause).toHaveBeenCalledTimes(1);
    expect(video).toHaveAttribute(CLIP_STATE, 'paused');

    // Paused by the visitor, it stays paused when they scroll on.
    fireEvent.scroll(window);
    expect(play).toHaveBeenCalledTimes(1);

    await user.click(videoButton());
    expect(play).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(video).toHaveAttribute(CLIP_STATE, 'playing'));
  });

  it('shows the poster, without any error, when the browser refuses to play', async () => {
    wideScreen();
    play.mockImplementation(() =>
      Promise.reject(new DOMException('Not allowed', 'NotAllowedError')),
    );
    const user = userEvent.setup();
    const { container } = renderHome();
    const video = container.querySelector('video')!;
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    await vi.waitFor(() => expect(video).toHaveAttribute(CLIP_STATE, 'poster'));
    expect(video).toHaveAttribute('poster', homeHero.video.poster.webp);

    await user.click(videoButton());
    expect(play).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(video).toHaveAttribute(CLIP_STATE, 'poster'));
  });

  it('shows the info panels as one group of details, all closed (one open at most: e2e)', () => {
    renderHome();
    const panels = homeInfo.panels.map((panel) =>
      screen.getByRole('heading', { name: panel.title }).closest('details')!,
    );
    expect(new Set(panels.map((panel) => panel.getAttribute('name'))).size).toBe(1);
    expect(panels.filter((panel) => panel.open)).toHaveLength(0);
  });

  it('fades meeting cards in at 20 % visible and out when they leave', () => {
    renderHome();
    const card = screen
      .getByRole('heading', { name: homeMeetings.options[0]!.title })
      .closest('li')!;
    scrollIntoView(card, 0);
    expect(card).toHaveAttribute('data-in-view', 'false');
    scrollIntoView(card, 0.19);
    expect(card).toHaveAttribute('data-in-view', 'false');
    scrollIntoView(card, 0.2);
    expect(card).toHaveAttribute('data-in-view', 'true');
    scrollIntoView(card, 0);
    expect(card).toHaveAttribute('data-in-view', 'false');
  });

  it('links its buttons to the contact page or the matching page', () => {
    renderHome();
    const link = (name: string | RegExp) => screen.getAllByRole('link', { name });
    expect(link('Get started')[0]).toHaveAttribute('href', paths.contact);
    expect(link('Explore All Our Services')[0]).toHaveAttribute('href', paths.services);
    expect(link(/^Enroll Now in Full Stack/)[0]).toHaveAttribute(
      'href',
      paths.trainingWebDevelopment,
    );
    expect(link(/^Get Started with your application/)[0]).toHaveAttribute('href', paths.contact);
    expect(link('Learn More about web development')[0]).toHaveAttribute(
      'href',
      paths.webDevelopment,
    );
    expect(link('Learn More about tech consulting')[0]).toHaveAttribute(
      'href',
      paths.techConsulting,
    );
  });

  describe('with prefers-reduced-motion', () => {
    beforeEach(() => preferReducedMotion(true));

    it('rotates nothing, plays nothing and reveals every word at once', async () => {
      const user = userEvent.setup();
      renderHome();
      expect(screen.getByRole('switch', { name: /Play slideshow$/ })).not.toBeChecked();
      const paragraph = screen.getByText(homeIntro.text).closest('p')!;
      scrollIntoView(paragraph, 1);
      fireEvent.scroll(window);
      await wait(60_000);

      expect(heroHeading()).toHaveAccessibleName(
        expect.stringContaining(homeHero.greetings[0]!.audience),
      );
      expect(screen.getByRole('img', { name: homeHero.images[0]!.alt })).toBeInTheDocument();
      expect(play).not.toHaveBeenCalled();
      for (const region of screen.getAllByRole('region', { name: /Our (services|courses)/ })) {
        expect(
          within(region).getByRole('switch', { name: new RegExp(carouselCopy.play) }),
        ).not.toBeChecked();
      }

      // The visitor may still ask for the clip (and the slideshow: e2e/home.spec.ts).
      await user.click(videoButton());
      expect(play).toHaveBeenCalledTimes(1);
    });
  });
});
