import { expect, type Page } from '@playwright/test';

/** Collects console errors and page errors; call `expectNone()` at the end of a test. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    errors,
    expectNone: () => expect(errors, 'console errors').toEqual([]),
  };
}

export const viewports = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;
