/**
 * server/'s e-mail notices in /DC: the line on their state (off, failing, counts; nothing where
 * the endpoint is missing, as on hosted Firebase) and the link a notice carries, which opens the
 * dashboard on that lead, first and opened.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { dashboardErrors, noticesCopy } from '../../src/content/dashboard';
import { env } from '../../src/config/env';
import { markSessionExpired } from '../../src/lib/auth';
import { server } from '../msw/server.support';
import { useDashboardWorld } from './world.support';
import { renderDashboard, resetStore, signInAsStaff, staff, TOKEN } from './support';

useDashboardWorld();

function answerStatus(body: object) {
  const seen: URL[] = [];
  server.use(
    http.get('*/notify/v1/status', ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json(body);
    }),
  );
  return seen;
}

async function openDashboard(path = '/DC?type=contact') {
  await signInAsStaff();
  const rendered = renderDashboard(path, { layout: 'list' });
  await screen.findByRole('heading', { level: 1, name: 'Contact Form DashBoard' });
  return rendered;
}

describe('the notice line', () => {
  test('says how to turn notices on when they are off, asking with the staff token', async () => {
    const seen = answerStatus({ enabled: false, sent: 0, waiting: 0, failing: 0 });
    await openDashboard();
    expect(await screen.findByText(noticesCopy.off)).toBeInTheDocument();
    expect(noticesCopy.off).toBe(
      'E-mail notices are off. Set SMTP_URL, NOTIFY_TO and NOTIFY_FROM (see README) to turn them on.',
    );
    expect(seen[0]?.searchParams.get('auth')).toBe(TOKEN);
  });

  test('shows the last error while notices fail', async () => {
    answerStatus({
      enabled: true,
      sent: 4,
      waiting: 2,
      failing: 2,
      lastError: 'connect ECONNREFUSED',
    });
    await openDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2 e-mail notices are waiting to be sent. Last error: connect ECONNREFUSED',
    );
  });

  test("shows each of the server's alerts in force, with mail on or off", async () => {
    const since = Date.UTC(2026, 10, 27, 5, 4);
    answerStatus({
      enabled: false,
      sent: 0,
      waiting: 0,
      failing: 0,
      alerts: [{ name: 'diskFull', since }],
    });
    await openDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The disk that holds the lead database is 90 % full (since 27 Nov 2026, 06:04 WAT).',
    );
    expect(screen.getByText(noticesCopy.off)).toBeInTheDocument();
  });

  test('counts what was sent and what waits', async () => {
    answerStatus({ enabled: true, sent: 12, waiting: 1, failing: 0 });
    await openDashboard();
    expect(await screen.findByText('E-mail notices: 12 sent, 1 waiting.')).toBeInTheDocument();
  });

  test('asks nothing where it is configured away (VITE_NOTIFY_STATUS_URL=none, hosted Firebase)', async () => {
    const seen = answerStatus({ enabled: true, sent: 12, waiting: 1, failing: 0 });
    const configured = env.VITE_NOTIFY_STATUS_URL;
    (env as { VITE_NOTIFY_STATUS_URL: string }).VITE_NOTIFY_STATUS_URL = 'none';
    try {
      await openDashboard();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toEqual([]);
      expect(screen.queryByText(/E-mail notices/)).toBeNull();
    } finally {
      (env as { VITE_NOTIFY_STATUS_URL: string }).VITE_NOTIFY_STATUS_URL = configured;
    }
  });

  test('shows nothing where there is no such endpoint (hosted Firebase: 404)', async () => {
    await openDashboard();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/E-mail notices/)).toBeNull();
  });
});

const LINK = '/DC?type=contact&lead=-Nd000000000000000001';
const twoLeads = () =>
  resetStore({
    contactForm: {
      '-Nd000000000000000001': {
        name: 'Older Lead',
        email: 'a@example.com',
        date: '2025-03-16T12:00:00.000Z',
      },
      '-Nd000000000000000002': {
        name: 'Newest Lead',
        email: 'b@example.com',
        date: '2025-03-17T12:00:00.000Z',
      },
    },
  });
const linkedRow = () => screen.getByRole('button', { name: /^New\s*Older Lead/ });

/** Signs in through the form on the page shown, "Keep me signed in" left as it is. */
async function signInThroughForm(user: ReturnType<typeof renderDashboard>['user']) {
  await user.type(screen.getByLabelText('Password'), staff.password);
  if (!(screen.getByLabelText('Email') as HTMLInputElement).value) {
    await user.type(screen.getByLabelText('Email'), staff.email);
  }
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { level: 1, name: 'Contact Form DashBoard' });
}

describe("a notice's link", () => {
  test('opens that lead first and opened, on its type, with focus on it', async () => {
    twoLeads();
    await openDashboard(LINK);
    const list = await screen.findByRole('list', { name: 'Contact Form leads, newest first' });
    const names = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([
      expect.stringContaining('Older Lead'),
      expect.stringContaining('Newest Lead'),
    ]);
    expect(screen.getByRole('button', { name: /^New\s*Older Lead/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('region', { name: 'Details of Older Lead' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^New\s*Newest Lead/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() => expect(linkedRow()).toHaveFocus());
  });

  test('signed out: after signing in (not kept), the lead is open and has focus', async () => {
    twoLeads();
    const { user, router } = renderDashboard(LINK, { layout: 'list' });
    await signInThroughForm(user);
    await waitFor(() => expect(linkedRow()).toHaveFocus());
    expect(linkedRow()).toHaveAttribute('aria-expanded', 'true');
    expect(router.state.location.search).toBe('?type=contact&lead=-Nd000000000000000001');
  });

  test('the session ends on the lead: signing in again opens it again', async () => {
    twoLeads();
    const { user } = await openDashboard(LINK);
    await waitFor(() => expect(linkedRow()).toHaveFocus());
    act(() => markSessionExpired());
    await signInThroughForm(user);
    await waitFor(() => expect(linkedRow()).toHaveFocus());
    expect(linkedRow()).toHaveAttribute('aria-expanded', 'true');
  });

  test('another type chosen after the link: the link is done with, nothing said to be gone', async () => {
    twoLeads();
    const { user, router } = await openDashboard(LINK);
    await waitFor(() => expect(linkedRow()).toHaveFocus());
    await user.click(screen.getByRole('button', { name: /^Training/ }));
    await screen.findByRole('heading', { level: 1, name: 'Training DashBoard' });
    expect(router.state.location.search).toBe('?type=training');
    await act(async () => {});
    expect(screen.queryByText(dashboardErrors.linkedLeadGone)).toBeNull();
  });

  test('fetches a lead older than the first page on its own and shows it first', async () => {
    const contacts: Record<string, object> = {};
    for (let index = 10; index < 90; index += 1) {
      contacts[`-Nd0000000000000000${index}`] = {
        name: index === 10 ? 'Oldest Lead' : `Lead ${index}`,
        email: `lead${index}@example.com`,
        date: `2025-03-16T12:${index % 60 < 10 ? '0' : ''}${index % 60}:00.000Z`,
      };
    }
    resetStore({ contactForm: contacts });
    await openDashboard('/DC?type=contact&lead=-Nd000000000000000010');
    const list = await screen.findByRole('list', { name: 'Contact Form leads, newest first' });
    expect(
      await within(list).findByRole('region', { name: 'Details of Oldest Lead' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^New\s*Oldest Lead/ })).toHaveFocus(),
    );
    const names = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(names[0]).toContain('Oldest Lead');
    expect(names[1]).toContain('Lead 89');
    // Only the linked one came early: the rest of the older records were not fetched.
    expect(names.some((name) => name?.includes('Lead 11'))).toBe(false);
  });

  test('says so when the linked lead is no longer there', async () => {
    resetStore({
      contactForm: {
        '-Nd000000000000000002': { name: 'Newest Lead', email: 'b@example.com' },
      },
    });
    await openDashboard('/DC?type=contact&lead=-Nd000000000000000001');
    expect(await screen.findByRole('alert')).toHaveTextContent(dashboardErrors.linkedLeadGone);
  });
});
