import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../msw/server.support';
import { mediaQueryList } from '../support/media';

// findBy and waitFor give up after 1 s by default: too soon on a loaded two-core machine, where
// 23 tests once failed on it. A wait still ends as soon as its condition holds.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Files share one jsdom per worker (isolate: false): what one test stored on the "device" (a
  // member's first view) must not open another file's dashboard elsewhere.
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());

// jsdom has no matchMedia; tests that care replace it with their own.
if (!window.matchMedia) window.matchMedia = (query: string) => mediaQueryList(query, false);
window.scrollTo = () => {};
