import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../msw/server.support';
import { mediaQueryList } from '../support/media';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

// jsdom has no matchMedia; tests that care replace it with their own.
if (!window.matchMedia) window.matchMedia = (query: string) => mediaQueryList(query, false);
window.scrollTo = () => {};
