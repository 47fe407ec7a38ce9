import { useId, type ReactNode } from 'react';
import { TableScroll } from './TableScroll';
import styles from './ChartBlock.module.css';

interface ChartBlockProps {
  heading: string;
  /** The table's caption, which also names its scrolling region. */
  caption: string;
  chart: ReactNode;
  /** The table's header and body rows. */
  table: ReactNode;
  /** The table goes below the chart instead of beside it (too wide to share the row). */
  stacked?: boolean;
}

/** One Insights chart: its heading, the chart, and its numbers as a table beside it. */
export function ChartBlock({ heading, caption, chart, table, stacked = false }: ChartBlockProps) {
  const headingId = useId();
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {heading}
      </h3>
      <div className={stacked ? `${styles.pair} ${styles.stacked}` : styles.pair}>
        <figure className={styles.figure}>{chart}</figure>
        <TableScroll label={caption}>
          <table className={styles.table}>
            <caption>{caption}</caption>
            {table}
          </table>
        </TableScroll>
      </div>
    </section>
  );
}

/** A table's row of column headings. */
export function HeadRow({ names }: { names: readonly string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The colours of a chart named, each swatch with its class. */
export function Legend({
  label,
  items,
}: {
  label: string;
  items: readonly { key: string; name: string; swatch: string | undefined }[];
}) {
  return (
    <ul className={styles.legend} aria-label={label}>
      {items.map(({ key, name, swatch }) => (
        <li key={key}>
          <span className={`${styles.swatch} ${swatch ?? ''}`} aria-hidden="true" />
          {name}
        </li>
      ))}
    </ul>
  );
}
