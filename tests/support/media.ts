/** Media queries for jsdom, which has none: what the setup installs and what a test may prefer. */
import { vi } from 'vitest';

/** A media query list that never changes, matching when `matches` says so. */
export const mediaQueryList = (query: string, matches: boolean): MediaQueryList =>
  ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

/** For the rest of the test, the visitor prefers reduced motion (`reduce`) or does not. */
export function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, reduce && query.includes('prefers-reduced-motion')),
  );
}
