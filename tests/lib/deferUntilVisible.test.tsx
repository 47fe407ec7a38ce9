import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_PART, APP_PART_REACHED, QUIET_MS } from '../../src/lib/bootLoader';
import { deferUntilVisible } from '../../src/lib/deferUntilVisible';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('deferUntilVisible', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('loads at once when there is no served HTML to keep (client navigation)', async () => {
    const load = vi.fn(async () => Greeting);
    const Deferred = deferUntilVisible('greeting-a', load);
    render(<Deferred name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for served HTML to come near the viewport before loading its code', async () => {
    let reportVisible: (() => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          reportVisible = () => callback([{ isIntersecting: true }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    // What the prerender served: the anchor with the component's HTML inside.
    const served = document.createElement('div');
    served.id = 'greeting-b';
    served.innerHTML = '<p>Hello Ada</p>';
    document.body.append(served);

    const load = vi.fn(async () => Greeting);
    const Deferred = deferUntilVisible('greeting-b', load);
    render(<Deferred name="Bola" />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      reportVisible?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Hello Bola')).toBeInTheDocument();
  });
  describe('engaged: a part on screen from the start', () => {
    /** Served HTML inside its anchor, reported in view from the first observation. */
    function serveInView(id: string) {
      const observers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
            observers.push(callback);
          }
          observe() {
            for (const report of observers) report([{ isIntersecting: true }]);
          }
          disconnect() {}
        },
      );
      const served = document.createElement('div');
      served.id = id;
      served.innerHTML = '<p>Hello Ada</p><input aria-label="Name" />';
      document.body.append(served);
      return served;
    }

    const settle = () =>
      act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });

    /** The part served in view and rendered, still waiting for the visitor: its anchor and loader. */
    async function renderWaiting(
      id: string,
      options: { idleAfterMs?: number; appPart?: boolean } = {},
    ) {
      const served = serveInView(id);
      const load = vi.fn(async () => Greeting);
      const Deferred = deferUntilVisible(id, load, { trigger: 'engaged', ...options });
      render(<Deferred name="Bola" />);
      await settle();
      expect(load).not.toHaveBeenCalled();
      return { served, load };
    }

    /** The code was asked for `times` times and the part now shows the visitor's props. */
    async function expectLoaded(load: () => unknown, times = 1) {
      expect(load).toHaveBeenCalledTimes(times);
      expect(await screen.findByText('Hello Bola')).toBeInTheDocument();
    }

    it('waits for the visitor, though it is in view, and loads on a tap, key or focus inside it', async () => {
      const { served, load } = await renderWaiting('greeting-c');

      served.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await settle();
      await expectLoaded(load);
    });

    it("loads at the visitor's first pause when reaching for it started the app (the loader marked it)", async () => {
      vi.useFakeTimers();
      const served = serveInView('greeting-g');
      served.setAttribute(APP_PART_REACHED, '');
      const load = vi.fn(async () => Greeting);
      const Deferred = deferUntilVisible('greeting-g', load, { trigger: 'engaged', appPart: true });
      render(<Deferred name="Bola" />);
      const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
      await pass(QUIET_MS - 100);
      // Still typing: the wait starts again.
      window.dispatchEvent(new KeyboardEvent('keydown'));
      await pass(QUIET_MS - 100);
      expect(load).not.toHaveBeenCalled();
      await pass(200);
      vi.useRealTimers();
      await settle();
      await expectLoaded(load);
    });

    it('marks a part that needs the app for the loader', async () => {
      const { served } = await renderWaiting('greeting-h', { appPart: true });
      expect(served).not.toHaveAttribute(APP_PART_REACHED);
      expect(document.querySelector(`[${APP_PART}]`)).toHaveAttribute('id', 'greeting-h');
    });

    it('loads without the visitor once the browser is idle, the given time after waiting began', async () => {
      const { load } = await renderWaiting('greeting-e', { idleAfterMs: 100 });

      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
      });
      await expectLoaded(load);
    });

    it('keeps waiting, without an error, when the code cannot load, and loads it once back online', async () => {
      const served = serveInView('greeting-f');
      const load = vi
        .fn<() => Promise<typeof Greeting>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockResolvedValue(Greeting);
      const Deferred = deferUntilVisible('greeting-f', load, { trigger: 'engaged' });
      render(<Deferred name="Bola" />);
      served.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await settle();
      expect(load).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('Hello Bola')).not.toBeInTheDocument();
      expect(screen.getByText('Hello Ada')).toBeInTheDocument();

      window.dispatchEvent(new Event('online'));
      await settle();
      await expectLoaded(load, 2);
    });

    it('loads when the visitor scrolls while it is near the viewport', async () => {
      const { load } = await renderWaiting('greeting-d');

      window.dispatchEvent(new Event('scroll'));
      await settle();
      await expectLoaded(load);
    });
  });
});
