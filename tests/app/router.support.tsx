/** A router kept in memory for component tests: `children` render inside it, at `path`. */
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from '../../src/lib/router';

export function MemoryRouter({ path = '/', children }: { path?: string; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', meta: {}, Component: () => null }], path),
  );
  return <RouterProvider router={router}>{children}</RouterProvider>;
}
