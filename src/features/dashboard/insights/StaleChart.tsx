/** The share of leads still New 48 hours after they arrived, and its numbers as a table. */
import { insightsCopy } from '../../../content/insights';
import type { StaleLeads } from '../../../records/insights';
import { ChartBlock } from './ChartBlock';
import { shareText } from './insightsData';
import styles from './Bars.module.css';

const copy = insightsCopy.stale;

export function StaleChart({ stale }: { stale: StaleLeads }) {
  const share = shareText(stale);
  const rows = [
    [copy.due, stale.due],
    [copy.stillNew, stale.stillNew],
    [copy.share, share],
  ] as const;
  return (
    <ChartBlock
      heading={copy.heading}
      caption={copy.caption}
      chart={
        stale.due === 0 ? (
          <p className={styles.note}>{copy.none}</p>
        ) : (
          <div className={styles.share} role="img" aria-label={copy.summary(share)}>
            <span className={styles.shareFigure} aria-hidden="true">
              {share}
            </span>
            <span className={styles.barTrack}>
              <span className={`${styles.bar} ${styles.staleBar}`} style={{ width: share }} />
            </span>
          </div>
        )
      }
      table={
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      }
    />
  );
}
