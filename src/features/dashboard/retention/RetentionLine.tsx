import { retentionCopy } from '../../../content/dashboard';
import { dashboardTypes } from '../../../records/collections';
import styles from '../ui/Messages.module.css';
import { formatLagosTime } from '../../../records/lagosTime';
import { Alert } from '../ui/Alert';
import { useRetentionPreview } from './useRetentionPreview';

const conjunction = new Intl.ListFormat('en-NG', { type: 'conjunction' });

/** One line on the retention rule: how long leads are kept and what its next run erases. */
export function RetentionLine() {
  const state = useRetentionPreview();
  if (state.kind === 'loading') return null;
  if (state.kind === 'failed') return <Alert message={retentionCopy.failed} />;
  if (state.kind === 'not-run') return <p className={styles.hint}>{retentionCopy.notRun}</p>;
  const { months, nextRunAt, due = {} } = state.preview;
  const parts = dashboardTypes.flatMap((type) => {
    const count = due[type.collection];
    return count ? [retentionCopy.leads(count, type.label)] : [];
  });
  const when = formatLagosTime(new Date(nextRunAt).toISOString());
  return (
    <p className={styles.hint}>{retentionCopy.preview(months, when, conjunction.format(parts))}</p>
  );
}
