/** /DC behind staff sign-in: the form, wrong credentials, sign-out, and a session that ends. */
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { getSessionState } from '../../src/lib/auth';
import { server } from '../msw/server.support';
import { fixtureStore } from './fixtures';
import { useDashboardWorld } from './world.support';
import {
  card,
  FakeEventSource,
  renderDashboard,
  requests,
  resetStore,
  signInAsStaff,
  staff,
  streamOf,
} from './support';
import { openInbox } from './inbox.support';

useDashboardWorld();

const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password');
const signInButton = () => screen.getByRole('button', { name: 'Sign in' });

describe('signed out', () => {
  test('shows only the sign-in form: no records, no request for them, no stream', async () => {
    resetStore(fixtureStore());
    renderDashboard('/DC?type=quote');
    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText(/DashBoard/)).not.toBeInTheDocument();
    expect(screen.queryByText('Ngozi Obi')).not.toBeInTheDocument();
    // Give any stray effect a chance to run.
    await act(async () => {});
    expect(requests).toEqual([]);
    expect(FakeEventSource.instances).toEqual([]);
  });

  test('wrong credentials: a clear message, still signed out, nothing else revealed', async () => {
    resetStore(fixtureStore());
    const { user } = renderDashboard();
    await user.type(emailField(), staff.email);
    await user.type(passwordField(), 'not the password');
    await user.click(signInButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The email or password is not correct.');
    expect(passwordField()).toHaveFocus();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(getSessionState().status).toBe('signed-out');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  test('an empty field is named before anything is sent', async () => {
    const { user } = renderDashboard();
    await user.click(signInButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your email.');
    expect(emailField()).toHaveFocus();
    await user.type(emailField(), staff.email);
    await user.click(signInButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your password.');
    expect(passwordField()).toHaveFocus();
  });

  test('the right credentials open the dashboard of the type in the URL', async () => {
    resetStore(fixtureStore());
    const { user, router } = renderDashboard('/DC?type=quote');
    await user.type(emailField(), staff.email);
    await user.type(passwordField(), staff.password);
    await user.click(signInButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote DashBoard' })).toHaveFocus();
    expect(screen.getByText(staff.email)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Ngozi Obi' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=quote&layout=cards');
    // The token lives for the tab.
    expect(JSON.parse(sessionStorage.getItem('staff-session') ?? 'null')).toMatchObject({
      email: staff.email,
    });
  });
});

describe('signed in', () => {
  test('Sign out ends the session and shows the sign-in form again', async () => {
    resetStore(fixtureStore());
    const { user } = await openInbox('Adaeze Okafor');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toHaveFocus();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('staff-session')).toBeNull();
    expect(FakeEventSource.instances.every((source) => source.readyState === 2)).toBe(true);
  });

  test('a token the server no longer accepts returns to sign-in, keeping ?type=', async () => {
    resetStore(fixtureStore());
    await signInAsStaff();
    server.use(
      http.get('*/db/:collection.json', () =>
        HttpResponse.json({ error: 'Auth token is expired' }, { status: 401 }),
      ),
    );
    const { router } = renderDashboard('/DC?type=techTalent');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(emailField()).toHaveValue(staff.email);
    expect(router.state.location.search).toBe('?type=techTalent&layout=cards');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  test('a token run out by the server clock on the live stream: renewed, the list stays live', async () => {
    resetStore(fixtureStore());
    await signInAsStaff();
    renderDashboard('/DC?type=training');
    expect(await screen.findByRole('article', { name: 'Aisha Bello' })).toBeInTheDocument();
    const stream = await waitFor(() => streamOf('training'));
    act(() => stream.emit('auth_revoked', 'credential is no longer valid'));
    await waitFor(() =>
      expect(new URL(streamOf('training').url, 'http://x').searchParams.get('auth')).toBe(
        'renewed-1',
      ),
    );
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    expect(getSessionState().status).toBe('signed-in');
    expect(screen.queryByRole('heading', { name: 'Staff sign-in' })).not.toBeInTheDocument();
  });

  test('a revoked token on the live stream returns to sign-in; signing in again keeps the type', async () => {
    resetStore(fixtureStore());
    await signInAsStaff();
    // Revoked (a password change, an account removed): its refresh token is refused too.
    server.use(
      http.post('*/auth/v1/token', () =>
        HttpResponse.json({ error: { code: 400, message: 'TOKEN_EXPIRED' } }, { status: 400 }),
      ),
    );
    const { user, router } = renderDashboard('/DC?type=training');
    expect(await screen.findByRole('article', { name: 'Aisha Bello' })).toBeInTheDocument();
    // The stream opens in an effect after the first page shows: wait for it.
    const stream = await waitFor(() => streamOf('training'));
    act(() => stream.emit('auth_revoked', 'credential is no longer valid'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=training&layout=cards');

    await user.type(passwordField(), staff.password);
    await user.click(signInButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Training DashBoard' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(card('Aisha Bello')).toBeInTheDocument());
  });
});
