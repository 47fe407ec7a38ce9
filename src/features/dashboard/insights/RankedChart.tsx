/** Leads by one grouping (source, landing page), largest first, and the same numbers as a table. */
import { insightsCopy } from '../../../content/insights';
import { ChartBlock, HeadRow } from './ChartBlock';
import type { RankedRow } from './insightsData';
import styles from './Bars.module.css';

/** How many groups are drawn; the table lists every one. */
export const DRAWN = 8;

/** A chart of groups: its words, and its rows largest first. */
export interface GroupChartProps<Row> {
  copy: { heading: string; caption: string; name: string };
  rows: readonly Row[];
}

export function RankedChart({ copy, rows }: GroupChartProps<RankedRow>) {
  const max = Math.max(1, ...rows.map((row) => row.count));
  const first = rows[0];
  const chart = (
    <>
      <div
        className={styles.bars}
        role="img"
        aria-label={
          first ? insightsCopy.ranked.summary(first.name, first.count) : insightsCopy.ranked.none
        }
      >
        {rows.slice(0, DRAWN).map((row) => (
          <div key={row.name} className={styles.barRow}>
            <span className={styles.barName}>{row.name}</span>
            <span className={styles.barTrack}>
              <span className={styles.bar} style={{ width: `${(row.count / max) * 100}%` }} />
            </span>
            <span className={styles.barCount}>{row.count}</span>
          </div>
        ))}
      </div>
      {rows.length > DRAWN ? (
        <figcaption className={styles.note}>
          {insightsCopy.ranked.more(rows.length - DRAWN)}
        </figcaption>
      ) : null}
      {rows.length === 0 ? <p className={styles.note}>{insightsCopy.ranked.none}</p> : null}
    </>
  );
  return (
    <ChartBlock
      heading={copy.heading}
      caption={copy.caption}
      chart={chart}
      table={
        <>
          <HeadRow names={[copy.name, insightsCopy.ranked.leads]} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}
