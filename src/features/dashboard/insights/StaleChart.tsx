/** The share of leads still New 48 hours after they arrived, and its numbers as a table. */
import { useId } from 'react';
import { insightsCopy } from '../../../content/insights';
import type { StaleLeads } from '../../../records/insights';
import { shareText } from './insightsData';
import { TableScroll } from './TableScroll';
import styles from './Insights.module.css';

const copy = insightsCopy.stale;

export function StaleChart({ stale }: { stale: StaleLeads }) {
  const headingId = useId();
  const share = shareText(stale);
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {copy.heading}
      </h3>
      <div className={styles.pair}>
        <figure className={styles.figure}>
          {stale.due === 0 ? (
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
          )}
        </figure>
        <TableScroll label={copy.caption}>
          <table className={styles.table}>
            <caption>{copy.caption}</caption>
            <tbody>
              <tr>
                <th scope="row">{copy.due}</th>
                <td>{stale.due}</td>
              </tr>
              <tr>
                <th scope="row">{copy.stillNew}</th>
                <td>{stale.stillNew}</td>
              </tr>
              <tr>
                <th scope="row">{copy.share}</th>
                <td>{share}</td>
              </tr>
            </tbody>
          </table>
        </TableScroll>
      </div>
    </section>
  );
}
