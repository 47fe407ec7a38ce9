import { noticesCopy } from '../../../content/dashboard';
import styles from '../ui/Messages.module.css';
import { Alert } from '../ui/Alert';
import { useNotifyStatus } from './useNotifyStatus';

/** One line on the e-mail notices of new leads: off (and how to turn them on), failing, or counts. */
export function NotifyStatusLine() {
  const status = useNotifyStatus();
  if (!status) return null;
  if (!status.enabled) return <p className={styles.hint}>{noticesCopy.off}</p>;
  if (status.failing > 0) {
    return <Alert message={noticesCopy.failing(status.failing, status.lastError ?? '')} />;
  }
  return <p className={styles.hint}>{noticesCopy.counts(status.sent, status.waiting)}</p>;
}
