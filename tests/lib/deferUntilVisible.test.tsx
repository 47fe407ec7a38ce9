import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferUntilVisible } from '../../src/lib/deferUntilVisible';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('deferUntilVisible', () => {
  afterEach(() => {
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

    it('waits for the visitor, though it is in view, and loads on a tap, key or focus inside it', async () => {
      const served = serveInView('greeting-c');
      const load = vi.fn(async () => Greeting);
      const Deferred = deferUntilVisible('greeting-c', load, { trigger: 'engaged' });
      render(<Deferred name="Bola" />);
      await settle();
      expect(load).not.toHaveBeenCalled();

      served.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await settle();
      expect(load).toHaveBeenCalledTimes(1);
      expect(await screen.findByText('Hello Bola')).toBeInTheDocument();
    });

    it('loads without the visitor once the browser is idle, the given time after waiting began', async () => {
      serveInView('greeting-e');
      const load = vi.fn(async () => Greeting);
      const Deferred = deferUntilVisible('greeting-e', load, {
        trigger: 'engaged',
        idleAfterMs: 100,
      });
      render(<Deferred name="Bola" />);
      await settle();
      expect(load).not.toHaveBeenCalled();

      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
      });
      expect(load).toHaveBeenCalledTimes(1);
      expect(await screen.findByText('Hello Bola')).toBeInTheDocument();
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
      expect(load).toHaveBeenCalledTimes(2);
      expect(await screen.findByText('Hello Bola')).toBeInTheDocument();
    });

    it('loads when the visitor scrolls while it is near the viewport', async () => {
      serveInView('greeting-d');
      const load = vi.fn(async () => Greeting);
      const Deferred = deferUntilVisible('greeting-d', load, { trigger: 'engaged' });
      render(<Deferred name="Bola" />);
      await settle();
      expect(load).not.toHaveBeenCalled();

      window.dispatchEvent(new Event('scroll'));
      await settle();
      expect(load).toHaveBeenCalledTimes(1);
      expect(await screen.findByText('Hello Bola')).toBeInTheDocument();
    });
  });
});
