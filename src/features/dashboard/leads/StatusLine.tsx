import { dashboardCopy, statusCopy } from '../../../content/dashboard';
import messages from '../ui/Messages.module.css';
import styles from './StatusLine.module.css';

interface StatusLineProps {
  id: string;
  /** What the line says ("3 Contact Form records", "1 record matches …"); empty for none. */
  status: string;
  /** The stream is connected. */
  live: boolean;
  /** A search that covers only the records loaded so far. */
  searchingLoadedOnly: boolean;
  /** A status filter that covers only the records loaded so far. */
  filteringLoadedOnly: boolean;
}

/** Under the toolbar: how many records are shown or match, whether the list is live. */
export function StatusLine({
  id,
  status,
  live,
  searchingLoadedOnly,
  filteringLoadedOnly,
}: StatusLineProps) {
  return (
    <>
      <div className={styles.statusRow}>
        <p id={id} className={styles.status} role="status">
          {status}
        </p>
        {live ? (
          <p className={styles.live} title={dashboardCopy.liveHint}>
            <span className={styles.liveDot} aria-hidden="true" />
            {dashboardCopy.live}
            <span className="visually-hidden">: {dashboardCopy.liveHint}</span>
          </p>
        ) : null}
      </div>
      {searchingLoadedOnly ? (
        <p className={messages.hint}>{dashboardCopy.searchLoadedOnly}</p>
      ) : null}
      {filteringLoadedOnly && !searchingLoadedOnly ? (
        <p className={messages.hint}>{statusCopy.filterLoadedOnly}</p>
      ) : null}
    </>
  );
}
