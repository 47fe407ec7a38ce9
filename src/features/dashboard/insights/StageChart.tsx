/**
 * Leads by group (source, landing page, owner) and by the stage each is at now: one bar per
 * group split into the five stages, largest groups first, and the numbers in a table.
 */
import { statusLabels } from '../../../content/dashboard';
import { insightsCopy } from '../../../content/insights';
import { leadStatuses } from '../../../records/lead';
import { ChartBlock, HeadRow, Legend } from './ChartBlock';
import type { StageRow } from './responseData';
import { DRAWN, type GroupChartProps } from './RankedChart';
import bars from './Bars.module.css';
import styles from './StageChart.module.css';

const copy = insightsCopy.stages;

export function StageChart({ copy: block, rows }: GroupChartProps<StageRow>) {
  const max = Math.max(1, ...rows.map((row) => row.total));
  const first = rows[0];
  const chart = (
    <>
      <div
        className={bars.bars}
        role="img"
        aria-label={first ? copy.summary(first.name, first.total, first.byStage.won) : copy.none}
      >
        {rows.slice(0, DRAWN).map((row) => (
          <div key={row.name} className={bars.barRow}>
            <span className={bars.barName}>{row.name}</span>
            <span className={bars.barTrack}>
              <span className={styles.stack} style={{ width: `${(row.total / max) * 100}%` }}>
                {leadStatuses.map((stage) =>
                  row.byStage[stage] > 0 ? (
                    <span
                      key={stage}
                      className={`${styles.segment} ${styles[stage]}`}
                      style={{ flexGrow: row.byStage[stage] }}
                    />
                  ) : null,
                )}
              </span>
            </span>
            <span className={bars.barCount}>{row.total}</span>
          </div>
        ))}
      </div>
      {rows.length > DRAWN ? (
        <p className={bars.note}>{insightsCopy.ranked.more(rows.length - DRAWN)}</p>
      ) : null}
      {rows.length === 0 ? <p className={bars.note}>{copy.none}</p> : null}
      <Legend
        label={copy.legend}
        items={leadStatuses.map((stage) => ({
          key: stage,
          name: statusLabels[stage],
          swatch: styles[stage],
        }))}
      />
    </>
  );
  return (
    <ChartBlock
      heading={block.heading}
      caption={block.caption}
      stacked
      chart={chart}
      table={
        <>
          <HeadRow
            names={[block.name, copy.total, ...leadStatuses.map((stage) => statusLabels[stage])]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                <td>{row.total}</td>
                {leadStatuses.map((stage) => (
                  <td key={stage}>{row.byStage[stage]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}
