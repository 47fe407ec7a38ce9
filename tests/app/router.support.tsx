/** A router kept in memory for component tests: `children` render inside it, at `path`. */
import type { ReactNode } from 'react';
import { MemoryRouter as InMemory } from 'react-router-dom';

export function MemoryRouter({ path = '/', children }: { path?: string; children: ReactNode }) {
  return <InMemory initialEntries={[path]}>{children}</InMemory>;
}
