import type { ReactNode } from 'react';
import styles from './ChartBlock.module.css';

/**
 * A table that may scroll sideways on a narrow screen: a region keyboard users can focus to
 * scroll it, named like the table.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
