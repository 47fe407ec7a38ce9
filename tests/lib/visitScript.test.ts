/**
 * What the visit's script does without the app (decision 0042): the menu's Escape and tap outside,
 * the sheet where the browser has no popovers (jsdom has none), and media that waits until near.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_SRC, FRAME_TITLE, LOAD_WHEN_NEAR, watchNearParts } from '../../src/lib/loadWhenNear';
import { listenToSiteNav, SHEET_OPEN, SITE_NAV } from '../../src/lib/siteNav';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the main navigation', () => {
  function serveNav() {
    document.body.innerHTML = `
      <nav ${SITE_NAV}>
        <button popovertarget="sheet">Menu</button>
        <div id="sheet" popover="auto">
          <button popovertarget="sheet" popovertargetaction="hide">Close</button>
          <details name="g" open><summary>Services</summary><a href="/staffing">Staffing</a></details>
        </div>
      </nav>
      <main><p>Text</p></main>`;
    listenToSiteNav();
    return {
      submenu: document.querySelector('details')!,
      sheet: document.getElementById('sheet')!,
    };
  }
  const press = (key: string) =>
    document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

  it('closes an open submenu on a tap outside it, not on a tap inside', () => {
    const { submenu } = serveNav();
    submenu.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(submenu.open).toBe(true);
    document.querySelector('p')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(submenu.open).toBe(false);
  });

  it('closes an open submenu on Escape and returns focus to its toggle, then the sheet', () => {
    const { submenu, sheet } = serveNav();
    const [menu] = document.querySelectorAll('button');
    menu!.click();
    expect(sheet).toHaveAttribute(SHEET_OPEN);
    press('Escape');
    expect(submenu.open).toBe(false);
    expect(document.activeElement).toBe(submenu.querySelector('summary'));
    expect(sheet).toHaveAttribute(SHEET_OPEN);
    press('Escape');
    expect(sheet).not.toHaveAttribute(SHEET_OPEN);
    expect(document.activeElement).toBe(menu);
  });

  it('opens and closes the sheet by its buttons where the browser has no popovers', () => {
    const { sheet } = serveNav();
    const [menu, close] = document.querySelectorAll('button');
    menu!.click();
    expect(sheet).toHaveAttribute(SHEET_OPEN);
    close!.click();
    expect(sheet).not.toHaveAttribute(SHEET_OPEN);
  });
});

describe('media that waits until near', () => {
  function stubObserver() {
    const seen: { report: (isIntersecting: boolean) => void; margin?: string }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          callback: (entries: { isIntersecting: boolean }[]) => void,
          options: { rootMargin?: string },
        ) {
          seen.push({
            report: (isIntersecting) => callback([{ isIntersecting }]),
            margin: options.rootMargin,
          });
        }
        observe() {}
        disconnect() {}
      },
    );
    return seen;
  }

  function serve() {
    document.body.innerHTML = `
      <div ${LOAD_WHEN_NEAR}><div ${FRAME_SRC}="https://maps.example/embed" ${FRAME_TITLE}="Map"></div></div>
      <div ${LOAD_WHEN_NEAR}><img src="/logo.svg" loading="lazy" alt="React"></div>`;
    return { logo: document.querySelector('img')! };
  }

  const frames = () => [...document.querySelectorAll('iframe')];

  it('puts the map frame in with its address and title, and makes logos eager, once near', () => {
    const observers = stubObserver();
    const { logo } = serve();
    watchNearParts();
    expect(observers.map((observer) => observer.margin)).toEqual(['300px 0px', '300px 0px']);
    expect(frames()).toEqual([]);
    expect(logo).toHaveAttribute('loading', 'lazy');

    observers[0]!.report(true);
    expect(frames()).toHaveLength(1);
    expect(frames()[0]).toHaveAttribute('src', 'https://maps.example/embed');
    expect(frames()[0]).toHaveAttribute('title', 'Map');
    expect(frames()[0]).toHaveAttribute('referrerpolicy', 'no-referrer-when-downgrade');
    observers[0]!.report(true);
    expect(frames()).toHaveLength(1);
    observers[1]!.report(true);
    expect(logo).toHaveAttribute('loading', 'eager');
  });

  it('asks for nothing while offline, and does the next time it comes near online', () => {
    const observers = stubObserver();
    serve();
    watchNearParts();
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    observers[0]!.report(true);
    expect(frames()).toEqual([]);
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    observers[0]!.report(true);
    expect(frames()[0]).toHaveAttribute('src', 'https://maps.example/embed');
  });
});
