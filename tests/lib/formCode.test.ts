/**
 * A form's code loads when the visitor reaches for the form (decision 0051): a focus, key or input
 * inside it, or a field already focused when the visit's script runs; once, whatever follows; and
 * a page says so under the form when the code cannot load.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_FAILED,
  FORM_COLLECTION,
  loadFormCodeWhenReached,
  TYPING_MS,
} from '../../src/lib/formCode';

const page = () => {
  document.body.innerHTML = `<main><a href="/about">About</a>
    <form ${FORM_COLLECTION}="contactForm"><input name="fullName" aria-label="Name"></form></main>`;
  return {
    field: document.querySelector('input')!,
    link: document.querySelector('a')!,
  };
};

/** The code's loader: resolves with a `startForms` whose calls are counted. */
const code = () => {
  const startForms = vi.fn();
  return { startForms, load: vi.fn(async () => ({ startForms })) };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.documentElement.removeAttribute(APP_FAILED);
  document.body.innerHTML = '';
});

describe("a form's code", () => {
  it('is not loaded for a focus, key or input outside a form', async () => {
    const { link } = page();
    const { load } = code();
    loadFormCodeWhenReached(load);
    link.focus();
    link.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.body.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads once when a field takes focus, and starts the forms', async () => {
    const { field } = page();
    const { load, startForms } = code();
    loadFormCodeWhenReached(load);
    field.focus();
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.blur();
    field.focus();
    await vi.waitFor(() => expect(startForms).toHaveBeenCalledTimes(1));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(startForms).toHaveBeenCalledTimes(1);
  });

  it('loads at once when a field was focused before the visit script ran', async () => {
    const { field } = page();
    field.focus();
    const { load } = code();
    loadFormCodeWhenReached(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  describe('while the visitor types (a clock the test moves)', () => {
    beforeEach(() => {
      vi.useFakeTimers({
        toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'performance'],
      });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** A field focused (the load asked for), a key pressed, then the code arrives. */
    const codeArrivesWhileTyping = async () => {
      const { field } = page();
      const startForms = vi.fn();
      let arrive = () => {};
      const load = vi.fn(
        () =>
          new Promise<{ startForms: () => void }>(
            (resolve) => (arrive = () => resolve({ startForms })),
          ),
      );
      loadFormCodeWhenReached(load);
      field.focus();
      await vi.advanceTimersByTimeAsync(20);
      expect(load).toHaveBeenCalledTimes(1);
      field.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
      arrive();
      await vi.advanceTimersByTimeAsync(0);
      return { field, startForms };
    };

    it('starts once the next key’s letter is drawn, not in the frames between', async () => {
      const { field, startForms } = await codeArrivesWhileTyping();
      await vi.advanceTimersByTimeAsync(100);
      expect(startForms).not.toHaveBeenCalled();
      field.dispatchEvent(new Event('input', { bubbles: true }));
      expect(startForms).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(20);
      expect(startForms).toHaveBeenCalledTimes(1);
    });

    it('starts after a pause in the typing when no further key comes', async () => {
      const { startForms } = await codeArrivesWhileTyping();
      await vi.advanceTimersByTimeAsync(TYPING_MS - 10);
      expect(startForms).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(40);
      expect(startForms).toHaveBeenCalledTimes(1);
    });
  });

  it('that cannot load marks the page, so the form says so', async () => {
    const { field } = page();
    loadFormCodeWhenReached(() => Promise.reject(new TypeError('Failed to fetch')));
    field.focus();
    await vi.waitFor(() => expect(document.documentElement).toHaveAttribute(APP_FAILED));
  });
});
