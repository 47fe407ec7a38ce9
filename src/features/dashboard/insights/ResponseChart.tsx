/**
 * Time to first response for rows of leads (types, or weeks): the share answered within the
 * promised time as bars, and every figure in a table (median and 90th percentile in working and
 * in plain hours, read from ranges: the note under the chart says how).
 */
import { insightsCopy } from '../../../content/insights';
import { RESPONSE_EDGES_MINUTES } from '../../../records/responseTime';
import { ChartBlock, HeadRow } from './ChartBlock';
import { percentText, type ResponseRow } from './responseData';
import styles from './Bars.module.css';

const copy = insightsCopy.responses;
const LONGEST = RESPONSE_EDGES_MINUTES.at(-1)!;

const duration = (minutes: number | undefined) =>
  minutes === undefined ? copy.empty : copy.duration(minutes, LONGEST);

interface ResponseChartProps {
  copy: { heading: string; caption: string; name: string };
  rows: readonly ResponseRow[];
  nameOf: (key: string) => string;
  /** The promise in words, for rows of one type. */
  promiseOf?: (key: string) => string;
}

export function ResponseChart({ copy: block, rows, nameOf, promiseOf }: ResponseChartProps) {
  const shown = rows.filter((row) => row.received > 0);
  const within = shown.reduce((sum, row) => sum + row.within, 0);
  const received = shown.reduce((sum, row) => sum + row.received, 0);
  const chart = (
    <>
      <p className={styles.chartLabel}>{copy.chartLabel}</p>
      {shown.length === 0 ? (
        <p className={styles.note}>{copy.none}</p>
      ) : (
        <div
          className={styles.bars}
          role="img"
          aria-label={copy.summary(block.heading, within, received)}
        >
          {shown.map((row) => (
            <div key={row.key} className={styles.barRow}>
              <span className={styles.barName}>{nameOf(row.key)}</span>
              <span className={styles.barTrack}>
                <span
                  className={styles.bar}
                  style={{ width: percentText(row.within, row.received) }}
                />
              </span>
              <span className={styles.barCount}>{percentText(row.within, row.received)}</span>
            </div>
          ))}
        </div>
      )}
      <figcaption className={styles.note}>{copy.how}</figcaption>
    </>
  );
  const headings = [
    block.name,
    ...(promiseOf ? [copy.promise] : []),
    copy.received,
    copy.answered,
    copy.within,
    copy.medianWorking,
    copy.p90Working,
    copy.medianPlain,
    copy.p90Plain,
  ];
  return (
    <ChartBlock
      heading={block.heading}
      caption={block.caption}
      chart={chart}
      stacked
      table={
        <>
          <HeadRow names={headings} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{nameOf(row.key)}</th>
                {promiseOf ? <td>{promiseOf(row.key)}</td> : null}
                <td>{row.received}</td>
                <td>{row.answered}</td>
                <td>
                  {row.received === 0
                    ? copy.empty
                    : copy.withinText(
                        row.within,
                        row.received,
                        percentText(row.within, row.received),
                      )}
                </td>
                <td>{duration(row.working.median)}</td>
                <td>{duration(row.working.p90)}</td>
                <td>{duration(row.plain.median)}</td>
                <td>{duration(row.plain.p90)}</td>
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}
