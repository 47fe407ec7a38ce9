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

/** The code's loader: resolves with start steps whose calls are counted. */
const code = () => {
  const startSteps = [vi.fn(), vi.fn()];
  return { startSteps, load: vi.fn(async () => ({ startSteps })) };
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

  it('loads once when a field takes focus, and runs each start step once', async () => {
    const { field } = page();
    const { load, startSteps } = code();
    loadFormCodeWhenReached(load);
    field.focus();
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.blur();
    field.focus();
    await vi.waitFor(() => expect(startSteps[1]).toHaveBeenCalledTimes(1));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(startSteps[0]).toHaveBeenCalledTimes(1);
  });

  it('loads when a field was focused before the visit script ran', async () => {
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

    /** A key's letter: its keydown, then its input. */
    const typeKey = (field: HTMLInputElement) => {
      field.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };

    it('is asked for once the first letter after the tap is drawn, not in the tap’s frame', async () => {
      const { field } = page();
      const { load } = code();
      loadFormCodeWhenReached(load);
      field.focus();
      await vi.advanceTimersByTimeAsync(100);
      expect(load).not.toHaveBeenCalled();
      typeKey(field);
      expect(load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(20);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('waits past a Shift for the letter it was pressed with', async () => {
      const { field } = page();
      const { load } = code();
      loadFormCodeWhenReached(load);
      field.focus();
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
      await vi.advanceTimersByTimeAsync(60);
      expect(load).not.toHaveBeenCalled();
      typeKey(field);
      await vi.advanceTimersByTimeAsync(20);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('hears no input event while the visitor types (the first a script hears costs a slow phone a key’s frame)', async () => {
      const listening = vi.spyOn(document, 'addEventListener');
      try {
        const { field } = page();
        const { startSteps, load } = code();
        loadFormCodeWhenReached(load);
        field.focus();
        const sinceTheTap = listening.mock.calls.length;
        for (let key = 0; key < 4; key++) {
          typeKey(field);
          await vi.advanceTimersByTimeAsync(120);
        }
        expect(startSteps[1]).toHaveBeenCalledTimes(1);
        const heard = listening.mock.calls.slice(sinceTheTap).map(([type]) => type);
        expect(heard).toContain('keydown');
        expect(heard).not.toContain('input');
      } finally {
        listening.mockRestore();
      }
    });

    it('is asked for after a pause when no key follows the tap', async () => {
      const { field } = page();
      const { load } = code();
      loadFormCodeWhenReached(load);
      field.focus();
      await vi.advanceTimersByTimeAsync(TYPING_MS - 10);
      expect(load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(40);
      expect(load).toHaveBeenCalledTimes(1);
    });

    /** A field focused, its first letter typed (the load asked for), a key pressed, then the code arrives. */
    const codeArrivesWhileTyping = async () => {
      const { field } = page();
      const startSteps = [vi.fn(), vi.fn()];
      let arrive = () => {};
      const load = vi.fn(
        () =>
          new Promise<{ startSteps: (() => void)[] }>(
            (resolve) => (arrive = () => resolve({ startSteps })),
          ),
      );
      loadFormCodeWhenReached(load);
      field.focus();
      typeKey(field);
      await vi.advanceTimersByTimeAsync(20);
      expect(load).toHaveBeenCalledTimes(1);
      field.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
      arrive();
      await vi.advanceTimersByTimeAsync(0);
      return { field, startSteps };
    };

    it('takes each start step once a later key’s letter is drawn, not in the frames between', async () => {
      const { field, startSteps } = await codeArrivesWhileTyping();
      await vi.advanceTimersByTimeAsync(100);
      expect(startSteps[0]).not.toHaveBeenCalled();
      typeKey(field);
      expect(startSteps[0]).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(20);
      expect(startSteps[0]).toHaveBeenCalledTimes(1);
      expect(startSteps[1]).not.toHaveBeenCalled();
      typeKey(field);
      await vi.advanceTimersByTimeAsync(20);
      expect(startSteps[1]).toHaveBeenCalledTimes(1);
    });

    it('takes the start steps after a pause in the typing when no further key comes', async () => {
      const { startSteps } = await codeArrivesWhileTyping();
      await vi.advanceTimersByTimeAsync(TYPING_MS - 10);
      expect(startSteps[0]).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(40);
      expect(startSteps[0]).toHaveBeenCalledTimes(1);
      expect(startSteps[1]).toHaveBeenCalledTimes(1);
    });
  });

  it('takes the start steps after one that throws, and reports its error', async () => {
    const { field } = page();
    const last = vi.fn();
    const error = new Error('a schema that cannot be built');
    const failing = vi.fn(() => {
      throw error;
    });
    // The platform's reportError (the browser's console and error event); the test's DOM lacks it.
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    try {
      loadFormCodeWhenReached(async () => ({ startSteps: [failing, last] }));
      field.focus();
      await vi.waitFor(() => expect(last).toHaveBeenCalledTimes(1));
      expect(reportError).toHaveBeenCalledWith(error);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('that cannot load marks the page, so the form says so', async () => {
    const { field } = page();
    loadFormCodeWhenReached(() => Promise.reject(new TypeError('Failed to fetch')));
    field.focus();
    await vi.waitFor(() => expect(document.documentElement).toHaveAttribute(APP_FAILED));
  });
});
