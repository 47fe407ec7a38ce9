/** Shared per-test setup of the dashboard tests: the mocked database, the stream, a clean session. */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { signOut } from '../../src/lib/auth';
import { server } from '../msw/server.support';
import { databaseHandlers, installFakeEventSource, resetStore } from './support';

export function useDashboardWorld() {
  beforeEach(() => {
    server.use(...databaseHandlers);
    installFakeEventSource();
    resetStore();
  });
  afterEach(() => {
    // Unmount first: signing out under a mounted dashboard would update it outside act().
    cleanup();
    signOut();
    vi.unstubAllGlobals();
  });
}
