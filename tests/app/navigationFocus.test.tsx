/**
 * Focus after a client navigation: the new page's heading, or the `#hash` target, also when that
 * target renders a moment after the page (a part whose code is still loading).
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNavigationFocus } from '../../src/app/layout/useNavigationFocus';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';

function Layout() {
  useNavigationFocus('main');
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}

/** A section that renders `delayMs` after its page. */
function LateSection({ delayMs }: { delayMs: number }) {
  const [shown, setShown] = useState(delayMs === 0);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return shown ? <section id="meetings" aria-label="Meetings" /> : null;
}

function renderApp(delayMs: number) {
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/about', Component: () => <Link to="/#meetings">Ways to meet us</Link> },
          {
            path: '/',
            Component: () => (
              <>
                <h1>Home</h1>
                <LateSection delayMs={delayMs} />
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/about'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('focus after a client navigation to a #hash', () => {
  it('goes to a target rendered a moment after the page', async () => {
    renderApp(300);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Ways to meet us' }));
    expect(screen.queryByRole('region', { name: 'Meetings' })).toBeNull();
    const section = await screen.findByRole('region', { name: 'Meetings' });
    await vi.waitFor(() => expect(document.activeElement).toBe(section));
  });

  it('goes to a target that is there with the page at once', async () => {
    renderApp(0);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Ways to meet us' }));
    const section = await screen.findByRole('region', { name: 'Meetings' });
    await act(async () => {});
    expect(document.activeElement).toBe(section);
  });
});
