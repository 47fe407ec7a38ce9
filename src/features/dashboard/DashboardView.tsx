import { lazy, Suspense } from 'react';
import { useSearchParams } from '../../lib/router';
import { dashboardTypes, type DashboardTypeKey } from '../../records/collections';
import { dashboardCopy, dashboardTitle } from '../../content/dashboard';
import { insightsCopy } from '../../content/insights';
import { signOut, type StaffSession } from '../../lib/auth';
import { PurgeOnOpen } from './retention/PurgeOnOpen';
import { NotifyStatusLine } from './notices/NotifyStatusLine';
import { RetentionLine } from './retention/RetentionLine';
import { PlaceholderBanner } from './PlaceholderBanner';
import { CountsProvider } from './leads/counts';
import { FilterBar } from './FilterBar';
import { RecordsPanel } from './leads/RecordsPanel';
import { AuditPanel } from './audit/AuditPanel';
import { SpamPanel } from './spam/SpamPanel';
import { TrashPanel } from './trash/TrashPanel';
import { isDashboardView, viewsFor, ViewSwitch, type DashboardViewKey } from './ViewSwitch';
import { StaffProvider, useStaff } from './ui/useStaff';
import { roleWords } from '../../content/staff';
import styles from './DashboardView.module.css';
import buttons from './ui/Buttons.module.css';
import messages from './ui/Messages.module.css';

/** A person's data: its own chunk, loaded when staff first open the view. */
const PersonPanel = lazy(() => import('./person/PersonPanel'));
/** Insights load only when the view is opened: their charts are no part of the inbox's code. */
const InsightsPanel = lazy(() => import('./insights/InsightsPanel'));
/** Staff management: an admin's, loaded when opened. */
const StaffPanel = lazy(() => import('./staff/StaffPanel'));

export const DASHBOARD_HEADING_ID = 'dashboard-heading';
const TYPE_PARAM = 'type';
const VIEW_PARAM = 'view';
const LEAD_PARAM = 'lead';
const DEFAULT_VIEW: DashboardViewKey = 'leads';

/**
 * The signed-in dashboard: account bar, the six type filters with counts, the views (`?view=`:
 * the selected type's leads, Trash or Spam, or the audit trail) and the chosen view.
 */
export function DashboardView({ session }: { session: StaffSession }) {
  return (
    <StaffProvider uid={session.localId}>
      <DashboardBody session={session} />
    </StaffProvider>
  );
}

function DashboardBody({ session }: { session: StaffSession }) {
  const { me, isAdmin } = useStaff();
  const [params, setParams] = useSearchParams();
  const requested = params.get(TYPE_PARAM);
  const type = dashboardTypes.find((item) => item.key === requested) ?? dashboardTypes[0];
  const requestedView = params.get(VIEW_PARAM);
  const views = viewsFor(isAdmin);
  const view =
    isDashboardView(requestedView) && views.includes(requestedView) ? requestedView : DEFAULT_VIEW;

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const choose = (key: DashboardTypeKey) => {
    if (key === type.key) return;
    // A notice's lead (`lead=`) is one of this type's: another type's list is not about it.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TYPE_PARAM, key);
        next.delete(LEAD_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const chooseView = (next: DashboardViewKey) => {
    if (next !== view) setParam(VIEW_PARAM, next === DEFAULT_VIEW ? null : next);
  };

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <div>
          <p className={messages.eyebrow}>{dashboardCopy.eyebrow}</p>
          <h1 id={DASHBOARD_HEADING_ID} className={styles.title} tabIndex={-1}>
            {dashboardTitle(type.label)}
          </h1>
        </div>
        <div className={styles.account}>
          <p className={styles.accountName}>
            <span className={styles.accountLabel}>{dashboardCopy.signedInAs} </span>
            <strong title={session.email}>{session.email}</strong>
          </p>
          {/* Outside the line that shortens a long e-mail, so the role always shows. */}
          {me ? <span className={styles.accountRole}>{roleWords[me.role]}</span> : null}
          <button type="button" className={buttons.secondaryButton} onClick={signOut}>
            {dashboardCopy.signOut}
          </button>
        </div>
      </div>

      <PlaceholderBanner />
      {/* Expired Trash and Spam go when an admin opens /DC (the rules let only admins delete them). */}
      {isAdmin ? <PurgeOnOpen /> : null}
      <div className={styles.statusLines}>
        <NotifyStatusLine />
        <RetentionLine />
      </div>
      <CountsProvider selected={type.key}>
        <FilterBar selected={type.key} onChoose={choose} />
        <ViewSwitch choices={views} selected={view} onChoose={chooseView} />
        {/* One panel per type: switching type starts its list, search and dialogs afresh. */}
        {view === 'leads' ? <RecordsPanel key={type.key} type={type} /> : null}
        {view === 'trash' ? <TrashPanel key={type.key} type={type} /> : null}
        {view === 'spam' ? <SpamPanel key={type.key} type={type} /> : null}
        {view === 'audit' ? <AuditPanel /> : null}
        {view === 'person' ? (
          <Suspense fallback={<p className={messages.loading}>{dashboardCopy.loading}</p>}>
            <PersonPanel />
          </Suspense>
        ) : null}
        {view === 'staff' ? (
          <Suspense fallback={<p className={messages.loading}>{dashboardCopy.loading}</p>}>
            <StaffPanel />
          </Suspense>
        ) : null}
        {view === 'insights' ? (
          <Suspense fallback={<p role="status">{insightsCopy.loading}</p>}>
            <InsightsPanel />
          </Suspense>
        ) : null}
      </CountsProvider>
    </div>
  );
}
