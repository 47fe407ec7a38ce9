import { lazy, Suspense } from 'react';
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
import { viewsFor, ViewSwitch } from './ViewSwitch';
import { useDashboardParams } from './useDashboardParams';
import { QuickViewBar } from './QuickViewBar';
import { FirstViewButton } from './FirstViewButton';
import { QueueCounts } from './QueueCounts';
import { QueuePanel } from './queue/QueuePanel';
import { queueCopy } from '../../content/teamInbox';
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

/**
 * The signed-in dashboard: account bar, the quick views and the six type filters with counts, the
 * views (`?view=`: the selected type's leads or a quick view, Trash or Spam, the audit trail…)
 * and the chosen view.
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
  const views = viewsFor(isAdmin);
  const { type, queue, view, chooseType, chooseQueue, chooseView } = useDashboardParams(
    views,
    me?.email,
  );
  const place = queue ? queueCopy.views[queue] : type.label;

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <div>
          <p className={messages.eyebrow}>{dashboardCopy.eyebrow}</p>
          <h1 id={DASHBOARD_HEADING_ID} className={styles.title} tabIndex={-1}>
            {dashboardTitle(place)}
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

      {/* Expired Trash and Spam go when an admin opens /DC (the rules let only admins delete them). */}
      {isAdmin ? <PurgeOnOpen /> : null}
      <div className={styles.statusLines}>
        <NotifyStatusLine />
        <RetentionLine />
      </div>
      <CountsProvider selected={type.key}>
        <QueueCounts me={me?.email ?? ''} active={view === 'leads'}>
          {/* On a phone, the quick views and the six types scroll sideways as one row. */}
          <div className={styles.chipRows}>
            <div className={styles.quickRow}>
              <QuickViewBar selected={queue} onChoose={chooseQueue} />
              {me && view === 'leads' ? (
                <FirstViewButton
                  key={queue ?? type.key}
                  email={me.email}
                  current={queue ? { kind: 'queue', key: queue } : { kind: 'type', key: type.key }}
                  label={place}
                />
              ) : null}
            </div>
            <FilterBar selected={queue ? null : type.key} onChoose={chooseType} />
          </div>
          <ViewSwitch choices={views} selected={view} onChoose={chooseView} />
          {queue ? <QueuePanel view={queue} /> : null}
        </QueueCounts>
        {/* One panel per type: switching type starts its list, search and dialogs afresh. */}
        {view === 'leads' && !queue ? <RecordsPanel key={type.key} type={type} /> : null}
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
      {/* Last, so that held to the foot of the screen it covers nothing once scrolled to the end. */}
      <PlaceholderBanner />
    </div>
  );
}
