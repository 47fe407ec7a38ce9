/** Leads per week for the last 12 weeks, stacked by type, and the same numbers as a table. */
import { insightsCopy } from '../../../content/insights';
import { dashboardTypes } from '../../../records/collections';
import { ChartBlock, HeadRow, Legend } from './ChartBlock';
import { weekLabel, weekShortLabel, type WeekRow } from './insightsData';
import styles from './WeeksChart.module.css';

const copy = insightsCopy.weeks;
const typeClass = (index: number) => styles[`type${index}`];

export function WeeksChart({ rows }: { rows: readonly WeekRow[] }) {
  const max = Math.max(1, ...rows.map((row) => row.total));
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const busiest = rows.reduce((best, row) => (row.total > best.total ? row : best), rows[0]!);
  const chart = (
    <>
      <div
        className={styles.columns}
        role="img"
        aria-label={total === 0 ? copy.none : copy.summary(total, weekLabel(busiest.week))}
      >
        {rows.map((row) => (
          <div key={row.week} className={styles.column}>
            <div className={styles.stack} style={{ height: `${(row.total / max) * 100}%` }}>
              {dashboardTypes.map(({ collection }, index) =>
                row.byType[collection] > 0 ? (
                  <span
                    key={collection}
                    className={`${styles.segment} ${typeClass(index)}`}
                    style={{ flexGrow: row.byType[collection] }}
                  />
                ) : null,
              )}
            </div>
            <span className={styles.columnLabel} aria-hidden="true">
              {weekShortLabel(row.week).map((part) => (
                <span key={part}>{part}</span>
              ))}
            </span>
          </div>
        ))}
      </div>
      <figcaption>
        <Legend
          label={copy.legend}
          items={dashboardTypes.map(({ key, label }, index) => ({
            key,
            name: label,
            swatch: typeClass(index),
          }))}
        />
      </figcaption>
    </>
  );
  return (
    <ChartBlock
      heading={copy.heading}
      caption={copy.caption}
      stacked
      chart={chart}
      table={
        <>
          <HeadRow names={[copy.week, ...dashboardTypes.map(({ label }) => label), copy.total]} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.week}>
                <th scope="row">{weekLabel(row.week)}</th>
                {dashboardTypes.map(({ key, collection }) => (
                  <td key={key}>{row.byType[collection]}</td>
                ))}
                <td>{row.total}</td>
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}
