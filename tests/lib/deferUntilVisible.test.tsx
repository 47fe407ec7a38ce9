import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
