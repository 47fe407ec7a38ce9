/**
 * A working day on one sign-in: the ID token renewed with the refresh token before it runs out
 * (Firebase's secure-token exchange), "Keep me signed in", sign-out revoking the refresh token,
 * and what a refused or unanswered renewal does.
 */
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshToken, getSessionState, requireToken, signIn, signOut } from '../../src/lib/auth';
import { readValue } from '../../src/lib/db';
import { clearRecorded, revokedRefreshTokens } from '../msw/handlers.support';
import { server } from '../msw/server.support';

const EMAIL = 'staff@example.com';
const REFRESH = 'refresh-abc';
const HOUR = 3600_000;

/** The form fields of every exchange, and the Content-Type each was sent with. */
const exchanges: { form: URLSearchParams; type: string | null }[] = [];

const signInHandler = mock.post('*/auth/v1/accounts:signInWithPassword', () =>
  HttpResponse.json({
    idToken: 'first-token',
    email: EMAIL,
    localId: 'uid-1',
    expiresIn: '3600',
    refreshToken: REFRESH,
  }),
);

type Answer = 'renew' | 'refuse' | 'network';
let answer: Answer = 'renew';
const tokenHandler = mock.post('*/auth/v1/token', async ({ request }) => {
  exchanges.push({
    form: new URLSearchParams(await request.text()),
    type: request.headers.get('content-type'),
  });
  if (answer === 'network') return HttpResponse.error();
  if (answer === 'refuse') {
    return HttpResponse.json(
      { error: { code: 400, message: 'INVALID_REFRESH_TOKEN', status: 'INVALID_ARGUMENT' } },
      { status: 400 },
    );
  }
  const idToken = `renewed-${exchanges.length}`;
  return HttpResponse.json({
    access_token: idToken,
    expires_in: '3600',
    token_type: 'Bearer',
    refresh_token: REFRESH,
    id_token: idToken,
    user_id: 'uid-1',
    project_id: 'test',
  });
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server.use(signInHandler, tokenHandler);
  answer = 'renew';
  exchanges.length = 0;
  clearRecorded();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  signOut();
  vi.useRealTimers();
  localStorage.clear();
});

/** Moves the clock on and lets the renewal it starts be answered. */
async function advance(ms: number, exchangesAfter: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await vi.waitFor(() => expect(exchanges).toHaveLength(exchangesAfter));
  // Let the answer arrive and be applied.
  await vi.advanceTimersByTimeAsync(10);
}

describe('renewal', () => {
  it('signed in at 9:00, still signed in at 17:00: the token is renewed five minutes ahead', async () => {
    await signIn(EMAIL, 'right password');
    await vi.advanceTimersByTimeAsync(54 * 60_000);
    expect(exchanges).toHaveLength(0);
    for (let hour = 1; hour <= 8; hour += 1) {
      await advance(hour === 1 ? 2 * 60_000 : HOUR, hour);
      await vi.waitFor(() => expect(requireToken()).toBe(`renewed-${hour}`));
    }
    expect(getSessionState()).toMatchObject({ status: 'signed-in', session: { email: EMAIL } });
    for (const { form, type } of exchanges) {
      expect(type).toContain('application/x-www-form-urlencoded');
      expect(Object.fromEntries(form)).toEqual({
        grant_type: 'refresh_token',
        refresh_token: REFRESH,
      });
    }
    expect(JSON.parse(sessionStorage.getItem('staff-session') ?? '{}')).toMatchObject({
      idToken: 'renewed-8',
      refreshToken: REFRESH,
    });
  });

  it('a refused refresh token (revoked) ends the session as expired', async () => {
    await signIn(EMAIL, 'right password');
    answer = 'refuse';
    await vi.advanceTimersByTimeAsync(56 * 60_000);
    await vi.waitFor(() => expect(getSessionState()).toEqual({ status: 'expired', email: EMAIL }));
    expect(sessionStorage.getItem('staff-session')).toBeNull();
  });

  it('a network failure keeps the session and tries again until the token runs out', async () => {
    await signIn(EMAIL, 'right password');
    answer = 'network';
    await advance(55 * 60_000 + 1000, 1);
    expect(getSessionState().status).toBe('signed-in');
    expect(requireToken()).toBe('first-token');
    await advance(30_000, 2);
    expect(getSessionState().status).toBe('signed-in');
    answer = 'renew';
    await advance(30_000, 3);
    await vi.waitFor(() => expect(requireToken()).toBe('renewed-3'));
  });

  it('the session ends when the token runs out with the network still down', async () => {
    await signIn(EMAIL, 'right password');
    answer = 'network';
    await vi.advanceTimersByTimeAsync(HOUR + 60_000);
    await vi.waitFor(() => expect(getSessionState()).toEqual({ status: 'expired', email: EMAIL }));
  });

  it('a renewal that got no answer keeps the stored session: a reload renews it (a page reloaded mid-renewal)', async () => {
    await signIn(EMAIL, 'right password');
    answer = 'network';
    await vi.advanceTimersByTimeAsync(HOUR + 60_000);
    await vi.waitFor(() => expect(getSessionState()).toEqual({ status: 'expired', email: EMAIL }));
    // Nobody refused the refresh token: it is still kept for the tab.
    expect(sessionStorage.getItem('staff-session')).not.toBeNull();

    answer = 'renew';
    vi.resetModules();
    const reloaded = await import('../../src/lib/auth');
    await vi.waitFor(() => expect(reloaded.requireToken()).toMatch(/^renewed-/));
    reloaded.signOut();
  });
});

/** A browser closed and opened again: the tab's storage is gone, the module starts afresh. */
async function reopenBrowser() {
  sessionStorage.clear();
  vi.resetModules();
  return import('../../src/lib/auth');
}

describe('Keep me signed in', () => {
  it('keeps the session in localStorage, so it is back after the browser reopens', async () => {
    await signIn(EMAIL, 'right password', true);
    expect(sessionStorage.getItem('staff-session')).toBeNull();
    expect(JSON.parse(localStorage.getItem('staff-session') ?? '{}')).toMatchObject({
      email: EMAIL,
      refreshToken: REFRESH,
    });
    const reopened = await reopenBrowser();
    expect(reopened.getSessionState()).toMatchObject({ status: 'signed-in' });
    reopened.signOut();
  });

  it('the next morning, the token that ran out overnight is renewed before the first call', async () => {
    await signIn(EMAIL, 'right password', true);
    vi.setSystemTime(Date.now() + 15 * HOUR);
    const reopened = await reopenBrowser();
    expect(await reopened.freshToken()).toMatch(/^renewed-/);
    expect(reopened.getSessionState().status).toBe('signed-in');
    reopened.signOut();
  });

  it('without it, the session lives for the tab only', async () => {
    await signIn(EMAIL, 'right password');
    expect(localStorage.getItem('staff-session')).toBeNull();
    const reopened = await reopenBrowser();
    expect(reopened.getSessionState()).toEqual({ status: 'signed-out' });
  });
});

/**
 * A phone whose clock is hours off (or is put right while the dashboard is open): the token's
 * life is the hour the server's answer gave, counted from when the answer arrived. The fake
 * timers' `setSystemTime` moves the wall clock only (not performance.now()), as setting a
 * phone's clock does.
 */
describe('a device clock hours off', () => {
  it("signed in on a clock 2 h ahead: good for the server's hour, renewed five minutes ahead", async () => {
    vi.setSystemTime(Date.now() + 2 * HOUR);
    await signIn(EMAIL, 'right password');
    await vi.advanceTimersByTimeAsync(54 * 60_000);
    expect(requireToken()).toBe('first-token');
    await advance(2 * 60_000, 1);
    await vi.waitFor(() => expect(requireToken()).toBe('renewed-1'));
  });

  it('the clock set 2 h forward (put right, or a laptop that slept): renewed first, still signed in', async () => {
    await signIn(EMAIL, 'right password');
    // The wall clock moves on while the page's monotonic clock stands, as it may in sleep.
    vi.setSystemTime(Date.now() + 2 * HOUR);
    expect(await freshToken()).toBe('renewed-1');
    expect(getSessionState().status).toBe('signed-in');
    await vi.advanceTimersByTimeAsync(54 * 60_000);
    expect(requireToken()).toBe('renewed-1');
    expect(exchanges).toHaveLength(1);
  });

  it("the clock set 3 h back after signing in: renewed before the server's hour is up", async () => {
    await signIn(EMAIL, 'right password');
    vi.setSystemTime(Date.now() - 3 * HOUR);
    await advance(56 * 60_000, 1);
    await vi.waitFor(() => expect(requireToken()).toBe('renewed-1'));
    await advance(HOUR, 2);
    expect(getSessionState().status).toBe('signed-in');
  });

  it('kept on a clock 2 h ahead, reopened once the clock is right: renewed before the first call', async () => {
    vi.setSystemTime(Date.now() + 2 * HOUR);
    await signIn(EMAIL, 'right password', true);
    vi.setSystemTime(Date.now() - 2 * HOUR + 10 * 60_000);
    const reopened = await reopenBrowser();
    expect(await reopened.freshToken()).toBe('renewed-1');
    reopened.signOut();
  });

  it('the server says the token ran out before the device thought: renewed, the call made again', async () => {
    await signIn(EMAIL, 'right password');
    const tokensSent: (string | null)[] = [];
    server.use(
      mock.get('*/db/contactForm.json', ({ request }) => {
        const auth = new URL(request.url).searchParams.get('auth');
        tokensSent.push(auth);
        return auth === 'first-token'
          ? HttpResponse.json({ error: 'Auth token is expired' }, { status: 401 })
          : HttpResponse.json({ answered: true });
      }),
    );
    await expect(readValue(['contactForm'])).resolves.toEqual({ answered: true });
    expect(tokensSent).toEqual(['first-token', 'renewed-1']);
    expect(getSessionState().status).toBe('signed-in');
  });

  it('and when the renewal is refused too, the session ends as expired', async () => {
    await signIn(EMAIL, 'right password');
    answer = 'refuse';
    server.use(
      mock.get('*/db/contactForm.json', () =>
        HttpResponse.json({ error: 'Auth token is expired' }, { status: 401 }),
      ),
    );
    await expect(readValue(['contactForm'])).rejects.toMatchObject({ kind: 'session-expired' });
    expect(getSessionState()).toEqual({ status: 'expired', email: EMAIL });
  });
});

describe('sign out', () => {
  it('revokes the refresh token on the server and forgets both tokens', async () => {
    await signIn(EMAIL, 'right password', true);
    signOut();
    expect(getSessionState()).toEqual({ status: 'signed-out' });
    expect(localStorage.getItem('staff-session')).toBeNull();
    expect(sessionStorage.getItem('staff-session')).toBeNull();
    await vi.waitFor(() => expect(revokedRefreshTokens).toEqual([REFRESH]));
    await expect(freshToken()).rejects.toMatchObject({ kind: 'permission' });
  });
});
