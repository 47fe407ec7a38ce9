import { noticesCopy } from '../../../content/dashboard';
import { alertWords } from '../../../content/staffMail';
import type { NotifyStatus } from '../../../lib/notifyStatus';
import { lagosDateTimeText } from '../../../records/lagosTime';
import styles from '../ui/Messages.module.css';
import { Alert } from '../ui/Alert';
import { useNotifyStatus } from './useNotifyStatus';

/**
 * The server's alerts in force (decision 0049), then one line on the e-mail notices of new leads:
 * off (and how to turn them on), failing, or counts.
 */
export function NotifyStatusLine() {
  const status = useNotifyStatus();
  if (!status) return null;
  return (
    <>
      {(status.alerts ?? []).map((alert) => (
        <Alert
          key={alert.name}
          message={noticesCopy.alert(alertWords.what[alert.name], lagosDateTimeText(alert.since))}
        />
      ))}
      <NoticeLine status={status} />
    </>
  );
}

function NoticeLine({ status }: { status: NotifyStatus }) {
  if (!status.enabled) return <p className={styles.hint}>{noticesCopy.off}</p>;
  if (status.failing > 0) {
    return <Alert message={noticesCopy.failing(status.failing, status.lastError ?? '')} />;
  }
  return <p className={styles.hint}>{noticesCopy.counts(status.sent, status.waiting)}</p>;
}
