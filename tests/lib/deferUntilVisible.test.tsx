import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_PART, QUIET_MS } from '../../src/lib/bootLoader';
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
  describe('engaged: a form, whose reaching for started the app (decision 0042)', () => {
    function serve(id: string) {
      // A browser (jsdom has no IntersectionObserver, where the part would load at once).
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          observe() {}
          disconnect() {}
        },
      );
      const served = document.createElement('div');
      served.id = id;
      served.innerHTML = '<p>Hello Ada</p><input aria-label="Name" />';
      document.body.append(served);
      return served;
    }
    const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    it("loads at the visitor's first pause, the wait starting again at each key", async () => {
      vi.useFakeTimers();
      serve('greeting-g');
      const load = vi.fn(async () => Greeting);
      const Deferred = deferUntilVisible('greeting-g', load, { trigger: 'engaged' });
      render(<Deferred name="Bola" />);
      await pass(QUIET_MS - 100);
      window.dispatchEvent(new KeyboardEvent('keydown'));
      await pass(QUIET_MS - 100);
      expect(load).not.toHaveBeenCalled();
      expect(screen.getByText('Hello Ada')).toBeInTheDocument();
      await pass(200);
      expect(load).toHaveBeenCalledTimes(1);
      expect(screen.getByText('Hello Bola')).toBeInTheDocument();
    });

    it('is marked for the boot loader', () => {
      serve('greeting-h');
      render(
        createElement(
          deferUntilVisible('greeting-h', async () => Greeting, { trigger: 'engaged' }),
          { name: 'Bola' },
        ),
      );
      expect(document.querySelector(`[${APP_PART}]`)).toHaveAttribute('id', 'greeting-h');
    });

    it('keeps waiting, without an error, when the code cannot load, and loads it once back online', async () => {
      vi.useFakeTimers();
      serve('greeting-f');
      const load = vi
        .fn<() => Promise<typeof Greeting>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockResolvedValue(Greeting);
      const Deferred = deferUntilVisible('greeting-f', load, { trigger: 'engaged' });
      render(<Deferred name="Bola" />);
      await pass(QUIET_MS);
      expect(load).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('Hello Bola')).not.toBeInTheDocument();
      expect(screen.getByText('Hello Ada')).toBeInTheDocument();

      window.dispatchEvent(new Event('online'));
      await pass(0);
      expect(load).toHaveBeenCalledTimes(2);
      expect(screen.getByText('Hello Bola')).toBeInTheDocument();
    });
  });
});
