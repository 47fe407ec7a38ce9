/**
 * What a student most wants to know about each course, as data: the fee, the next two start
 * dates, the schedules and ways of attending, and the seats when a cohort is limited. One table
 * for the five courses (not one per course module) because the enrolment form offers every
 * course's start dates and the build and /DC list the placeholders, none of which should load
 * the courses' whole pages. Each course module reads its own row.
 *
 * The values below are deliberately obvious placeholders (a fee of ₦123,456, start dates in 2099,
 * "Example" in the words): replace them before launch. src/content/companyCheck.ts checks the
 * shape of every row, and src/content/placeholders.ts lists the placeholders, beside the
 * company's details, in the build's warning and in the /DC banner.
 */
import type { CourseSlug } from '../../records/options';

/** Days a cohort meets on. */
export type CourseSchedule = 'weekday' | 'weekend';
/** Where a student attends: in class at the office, or live online. */
export type CourseFormat = 'in-person' | 'online';

export interface CourseFacts {
  fee: {
    /** In naira, whole: 250000 for ₦250,000. */
    naira: number;
    /** What the fee pays for ("Per level: tuition, course materials and lab access"). */
    covers: string;
    /** How the fee may be spread, or null when it is paid at once. */
    instalments: string | null;
  };
  /** The first days of the next two cohorts, as YYYY-MM-DD, earliest first. */
  startDates: readonly [string, string];
  schedules: readonly [CourseSchedule, ...CourseSchedule[]];
  formats: readonly [CourseFormat, ...CourseFormat[]];
  /** Seats per cohort, only when a cohort is limited. */
  seats?: number;
}

/** A placeholder fee: replace it with the course's real one. */
export const PLACEHOLDER_FEE = 123_456;
/** A placeholder start date is any day of this year. */
export const PLACEHOLDER_YEAR = '2099';

/** Every course runs on weekdays and at weekends, in class and live online (the seed's copy). */
const everyWay = {
  schedules: ['weekday', 'weekend'],
  formats: ['in-person', 'online'],
} as const satisfies Pick<CourseFacts, 'schedules' | 'formats'>;

/** A course's placeholder row: what its fee covers and its next two start dates. */
const placeholder = (covers: string, startDates: CourseFacts['startDates']): CourseFacts => ({
  fee: {
    naira: PLACEHOLDER_FEE,
    covers: `Example: ${covers}`,
    instalments: 'Example: half when you enrol, half at the start of the second month',
  },
  startDates,
  ...everyWay,
});

export const courseFacts = {
  'web-development': placeholder('tuition, course materials and project reviews for one course', [
    '2099-01-12',
    '2099-03-09',
  ]),
  'mobile-app': placeholder('tuition, course materials and project reviews', [
    '2099-01-19',
    '2099-04-13',
  ]),
  'cyber-security': placeholder('tuition, lab access and a practice exam, for one level', [
    '2099-01-12',
    '2099-05-11',
  ]),
  'data-analysis': placeholder('tuition, course materials and datasets, for one course', [
    '2099-02-02',
    '2099-04-06',
  ]),
  'ui-ux': placeholder('tuition, course materials and design tool licences, for one level', [
    '2099-02-09',
    '2099-05-04',
  ]),
} as const satisfies Record<CourseSlug, CourseFacts>;

export type CourseFactsTable = Readonly<Record<CourseSlug, CourseFacts>>;
