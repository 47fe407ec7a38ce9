import type { ReactNode } from 'react';
import { formatMonths } from '../../lib/months';
import styles from './CourseDetailsTable.module.css';

/** One row of a course details table: a course you can enrol in on its own. */
export interface CourseOffering {
  /** The course's name, exactly as the details table shows it. */
  name: string;
  level: string;
  /** Length in whole months ("3 Months" on the page, P3M in structured data). */
  months: number;
  /** What the course covers, in a sentence or two (also the JSON-LD description). */
  summary: string;
}

export interface CourseTableHeadings {
  course: string;
  level: string;
  duration: string;
  summary: string;
}

interface CourseDetailsTableProps {
  /** What the table lists; read out before the table. */
  caption: string;
  headings: CourseTableHeadings;
  offerings: readonly CourseOffering[];
  /** A line under the table. */
  note?: string;
  /** What every offering shares (fee, start dates, schedule…), as a second table of two columns. */
  facts?: { caption: string; rows: readonly { term: string; detail: string }[] };
}

/**
 * The courses of a training page as a real table (caption, column and row headers). On narrow
 * screens CSS lays each row out as a card, so nothing scrolls sideways at 320 px; current
 * browsers keep exposing the element as a table when only its display changes.
 */
/**
 * A cell that repeats its column's heading for sighted readers of the stacked (narrow) layout;
 * screen readers already hear the heading, so the repeat is hidden from them.
 */
function LabelledCell({
  className,
  label,
  children,
}: {
  className: string | undefined;
  label: string;
  children: ReactNode;
}) {
  return (
    <td className={className}>
      <span className={styles.label} aria-hidden="true">
        {label}:
      </span>{' '}
      {children}
    </td>
  );
}

export function CourseDetailsTable({
  caption,
  headings,
  offerings,
  note,
  facts,
}: CourseDetailsTableProps) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col">{headings.course}</th>
            <th scope="col">{headings.level}</th>
            <th scope="col">{headings.duration}</th>
            <th scope="col">{headings.summary}</th>
          </tr>
        </thead>
        <tbody>
          {offerings.map((offering) => (
            <tr key={offering.name} className={styles.row}>
              <th scope="row" className={styles.name}>
                {offering.name}
              </th>
              <LabelledCell className={styles.level} label={headings.level}>
                {offering.level}
              </LabelledCell>
              <LabelledCell className={styles.duration} label={headings.duration}>
                {formatMonths(offering.months)}
              </LabelledCell>
              <td className={styles.summary}>{offering.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {note ? <p className={styles.note}>{note}</p> : null}
      {facts ? (
        <table className={styles.facts}>
          <caption className={styles.caption}>{facts.caption}</caption>
          <tbody>
            {facts.rows.map((row) => (
              <tr key={row.term}>
                <th scope="row">{row.term}</th>
                <td>{row.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
