import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getSessionState, subscribeSession, type SessionState } from '../../lib/auth';
import { DASHBOARD_HEADING_ID, DashboardView } from './DashboardView';
import { SignInForm } from './signIn/SignInForm';
import { AcceptInvitation } from './signIn/AcceptInvitation';
import { invitationOf } from './signIn/acceptInvitation';
import { useSearchParams } from 'react-router-dom';

const SIGNED_OUT: SessionState = { status: 'signed-out' };

/**
 * /DC: the sign-in form until staff sign in, then the dashboard. When the session ends
 * (sign-out, expiry, a revoked token) the form comes back in place, so the URL and its
 * `?type=` stay as they were.
 */
export function StaffDashboard() {
  const session = useSyncExternalStore(subscribeSession, getSessionState, () => SIGNED_OUT);
  const signedIn = session.status === 'signed-in';

  // When one view replaces the other, focus would fall to the page: give it to the new h1.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current === signedIn) return;
    wasSignedIn.current = signedIn;
    document.getElementById(DASHBOARD_HEADING_ID)?.focus();
  }, [signedIn]);

  // An invitation's link: the new colleague sets a password first; signed in, the link's
  // one-time secret leaves the address bar.
  const [params, setParams] = useSearchParams();
  const invitation = invitationOf(params);
  useEffect(() => {
    if (!signedIn || !invitation) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('invitation');
        next.delete('token');
        return next;
      },
      { replace: true },
    );
  }, [signedIn, invitation, setParams]);

  if (session.status !== 'signed-in' && invitation) return <AcceptInvitation link={invitation} />;
  return session.status === 'signed-in' ? (
    <DashboardView session={session.session} />
  ) : (
    <SignInForm
      key={session.status}
      expiredEmail={session.status === 'expired' ? session.email : undefined}
    />
  );
}
