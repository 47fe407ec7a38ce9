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
}

/**
 * The courses of a training page as a real table (caption, column and row headers). On narrow
 * screens CSS lays each row out as a card, so nothing scrolls sideways at 320 px; current
 * browsers keep exposing the element as a table when only its display changes.
 */
export function CourseDetailsTable({
  caption,
  headings,
  offerings,
  note,
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
              <td className={styles.level}>
                <span className={styles.label} aria-hidden="true">
                  {headings.level}:
                </span>{' '}
                {offering.level}
              </td>
              <td className={styles.duration}>
                <span className={styles.label} aria-hidden="true">
                  {headings.duration}:
                </span>{' '}
                {formatMonths(offering.months)}
              </td>
              <td className={styles.summary}>{offering.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  );
}
