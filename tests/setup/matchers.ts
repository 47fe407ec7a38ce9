/** Matchers of our own for the DOM tests (setupFiles of the unit project). */
import { within } from '@testing-library/react';
import { expect } from 'vitest';

interface LinkMatchers<R = unknown> {
  /** `container` holds exactly one link named `name`, and it goes to `href`. */
  toHaveLink(name: string | RegExp, href: string): R;
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any -- vitest's own declaration
  interface Matchers<T = any> extends LinkMatchers<T> {}
}

expect.extend({
  toHaveLink(container: HTMLElement, name: string | RegExp, href: string) {
    const actual = within(container).getByRole('link', { name }).getAttribute('href');
    return {
      pass: actual === href,
      message: () =>
        `expected the link named ${String(name)} ${this.isNot ? 'not ' : ''}to go to ${href}; it goes to ${actual}`,
      actual,
      expected: href,
    };
  },
});
