import { useSearchParams } from 'react-router-dom';
import { dashboardTypes, type DashboardTypeKey } from '../../records/collections';
import { dashboardCopy, dashboardTitle } from '../../content/dashboard';
import { signOut, type StaffSession } from '../../lib/auth';
import { CountsProvider } from './records/counts';
import { FilterBar } from './FilterBar';
import { RecordsPanel } from './RecordsPanel';
import styles from './Dashboard.module.css';

export const DASHBOARD_HEADING_ID = 'dashboard-heading';
const TYPE_PARAM = 'type';

/** The signed-in dashboard: account bar, the six type filters with counts, the selected type's records. */
export function DashboardView({ session }: { session: StaffSession }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(TYPE_PARAM);
  const type = dashboardTypes.find((item) => item.key === requested) ?? dashboardTypes[0];

  const choose = (key: DashboardTypeKey) => {
    if (key === type.key) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TYPE_PARAM, key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <div>
          <p className={styles.eyebrow}>{dashboardCopy.eyebrow}</p>
          <h1 id={DASHBOARD_HEADING_ID} className={styles.title} tabIndex={-1}>
            {dashboardTitle(type.label)}
          </h1>
        </div>
        <div className={styles.account}>
          <p className={styles.accountName}>
            <span className={styles.accountLabel}>{dashboardCopy.signedInAs} </span>
            <strong title={session.email}>{session.email}</strong>
          </p>
          <button type="button" className={styles.secondaryButton} onClick={signOut}>
            {dashboardCopy.signOut}
          </button>
        </div>
      </div>

      <CountsProvider selected={type.key}>
        <FilterBar selected={type.key} onChoose={choose} />
        {/* One panel per type: switching type starts its list, search and dialogs afresh. */}
        <RecordsPanel key={type.key} type={type} />
      </CountsProvider>
    </div>
  );
}
