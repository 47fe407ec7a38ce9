/** /DC through a working day: renewal keeps the list live, "Keep me signed in", sign-out. */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { getSessionState } from '../../src/lib/auth';
import { revokedRefreshTokens } from '../msw/handlers.support';
import { fixtureStore } from './fixtures';
import { useDashboardWorld } from './world.support';
import {
  card,
  connectStream,
  FakeEventSource,
  REFRESH_TOKEN,
  renderDashboard,
  resetStore,
  signInAsStaff,
  staff,
  streamOf,
  tokenExchanges,
} from './support';

useDashboardWorld();
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const authOf = (source: FakeEventSource) =>
  new URL(source.url, 'http://localhost').searchParams.get('auth');

test('an hour after signing in, the live list reconnects with the renewed token and stays', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  resetStore(fixtureStore());
  await signInAsStaff();
  renderDashboard('/DC?type=training');
  await waitFor(() => expect(card('Aisha Bello')).toBeInTheDocument());
  // The stream opens once the first page is here (it follows from its oldest record on).
  await waitFor(() => streamOf('training'));
  act(() => connectStream('training'));
  const first = streamOf('training');

  await act(() => vi.advanceTimersByTimeAsync(56 * 60_000));
  await waitFor(() => expect(authOf(streamOf('training'))).toBe('renewed-1'));
  expect(first.readyState).toBe(FakeEventSource.CLOSED);
  expect(tokenExchanges.map((form) => form.get('refresh_token'))).toEqual([REFRESH_TOKEN]);
  act(() => connectStream('training'));

  // Past the first token's hour: still signed in, still listed.
  await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
  expect(getSessionState().status).toBe('signed-in');
  expect(card('Aisha Bello')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Staff sign-in' })).not.toBeInTheDocument();
});

describe('the sign-in form', () => {
  test('"Keep me signed in" keeps the session in localStorage', async () => {
    const { user } = renderDashboard();
    await user.type(screen.getByLabelText('Email'), staff.email);
    await user.type(screen.getByLabelText('Password'), staff.password);
    await user.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: /DashBoard$/ });
    expect(JSON.parse(localStorage.getItem('staff-session') ?? 'null')).toMatchObject({
      email: staff.email,
      refreshToken: REFRESH_TOKEN,
    });
    expect(sessionStorage.getItem('staff-session')).toBeNull();
  });

  test('unticked, the session is for the tab only', async () => {
    const { user } = renderDashboard();
    expect(screen.getByRole('checkbox', { name: 'Keep me signed in' })).not.toBeChecked();
    await user.type(screen.getByLabelText('Email'), staff.email);
    await user.type(screen.getByLabelText('Password'), staff.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: /DashBoard$/ });
    expect(localStorage.getItem('staff-session')).toBeNull();
    expect(sessionStorage.getItem('staff-session')).not.toBeNull();
  });
});

test('Sign out revokes the refresh token on the server and forgets the session', async () => {
  resetStore(fixtureStore());
  await signInAsStaff();
  revokedRefreshTokens.length = 0;
  const { user } = renderDashboard();
  await screen.findByRole('article', { name: 'Adaeze Okafor' });
  await user.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeInTheDocument();
  await waitFor(() => expect(revokedRefreshTokens).toEqual([REFRESH_TOKEN]));
  expect(sessionStorage.getItem('staff-session')).toBeNull();
});
