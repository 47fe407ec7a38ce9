/**
 * What the five training courses share: their types, how durations are written, the shared copy
 * and the student testimonials. Each course's own data lives beside this file, one module per
 * slug, so a training page loads only the course it shows.
 */
import type { CourseOffering } from '../../components/sections/CourseDetailsTable';
import type { IconName } from '../../components/ui/Icon';
import { formatMonths } from '../../lib/months';
import type { FaqItem } from '../../lib/structuredData';
import { company } from '../company';
import { formatCalendarDate } from '../../records/lagosTime';
import type { CourseSlug } from '../../records/options';
import type { Testimonial } from '../../components/sections/Testimonials';
import type { CourseFacts, CourseFormat, CourseSchedule } from './facts';

export type { CourseSlug };
export type { CourseFacts };

/** One panel of the topic accordion. */
export interface TopicSection {
  title: string;
  summary: string;
  topics: readonly string[];
}

export interface IconPoint {
  icon: IconName;
  title: string;
  text: string;
}

export interface TrainingCourse {
  slug: CourseSlug;
  path: string;
  /** The course's short name, as the enrolment form's course list shows it. */
  name: string;
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
  };
  /** The "Why choose" blurb (data analysis, cyber security, UI/UX). */
  whyChoose?: { title: string; paragraphs: readonly string[] };
  /** The collapsible topic list: "Course topics" or "What You Will Learn". */
  topics: { title: string; lead: string; sections: readonly TopicSection[] };
  /** The icon trio on why to partner with us (data analysis, cyber security, UI/UX). */
  partner?: { title: string; lead: string; points: readonly [IconPoint, IconPoint, IconPoint] };
  details: {
    title: string;
    /** The table's caption: what the table lists. */
    caption: string;
    /** A line under the table (e.g. the certification alignment). */
    note?: string;
    /** The curriculum follows the certification partner's (the site configuration names it). */
    partnerAligned?: boolean;
    offerings: readonly CourseOffering[];
  };
  /** Words of this course's own students; the band is hidden while there are none. */
  testimonials: {
    title: string;
    lead: string;
    items: readonly Testimonial[];
  };
  faqs: { title: string; items: readonly FaqItem[] };
  form: { title: string; lead: string };
  /** Fee, start dates, schedules, formats and seats: this course's row of ./facts.ts. */
  facts: CourseFacts;
}

/** ISO 8601 duration, for structured data: 3 → "P3M". */
export const isoMonths = (months: number): string => `P${months}M`;

/** "1 to 3 months", "4 months each", "6 months": the length of a whole course family. */
export const durationRange = (offerings: readonly CourseOffering[]): string => {
  const months = offerings.map((offering) => offering.months);
  const min = Math.min(...months);
  const max = Math.max(...months);
  if (min !== max) return `${min} to ${max} months`;
  const single = formatMonths(min).toLowerCase();
  return offerings.length > 1 ? `${single} per level` : single;
};

/** Where the courses are taught in class. */
export const trainingLocation = `${company.address.street}, ${company.address.city}`;

/** A fee in naira as the pages write it: 250000 → "₦250,000" (the same on the server and in browsers). */
export const formatNaira = (naira: number): string =>
  `₦${String(naira).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

const scheduleWords: Record<CourseSchedule, string> = {
  weekday: 'weekdays',
  weekend: 'weekends',
};
const formatWords: Record<CourseFormat, string> = {
  'in-person': 'in class in Lekki',
  online: 'live online',
};

/** "A or b" (or just "A"): a short list as a sentence's start. */
const either = (words: readonly string[]): string => {
  const text =
    words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? '');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The words of the course facts, wherever a page shows them. */
export const courseFactsCopy = {
  caption: 'Fees, dates and schedules',
  fee: 'Fee',
  covers: 'What the fee covers',
  instalments: 'Instalments',
  noInstalments: 'Paid in full when you enrol',
  nextStarts: 'Next start dates',
  schedule: 'Schedule',
  format: 'Format',
  seats: 'Seats',
  certificate: 'Certificate',
  partnerCertificate: (partner: string) => `Curriculum aligned with ${partner}`,
  ownCertificate: (company: string) => `${company} certificate of completion`,
  heroFee: (fee: string) => `Fee: ${fee}`,
  heroStart: (date: string) => `Next start: ${date}`,
  seatsPerCohort: (seats: number) => `${seats} per cohort`,
} as const;

/** A course's facts in words: one value per line of the hero and of the details. */
export function describeCourseFacts(facts: CourseFacts) {
  const [next, then] = facts.startDates;
  const starts = [formatCalendarDate(next), formatCalendarDate(then)] as const;
  return {
    fee: formatNaira(facts.fee.naira),
    covers: facts.fee.covers,
    instalments: facts.fee.instalments ?? courseFactsCopy.noInstalments,
    starts,
    schedule: either(facts.schedules.map((schedule) => scheduleWords[schedule])),
    format: either(facts.formats.map((format) => formatWords[format])),
    seats: facts.seats === undefined ? undefined : courseFactsCopy.seatsPerCohort(facts.seats),
  };
}

/** The rows of a course's "Fees, dates and schedules" table, in order. */
export function courseFactRows({
  facts,
  details,
}: Pick<TrainingCourse, 'facts' | 'details'>): { term: string; detail: string }[] {
  const words = describeCourseFacts(facts);
  const c = courseFactsCopy;
  return [
    { term: c.fee, detail: words.fee },
    { term: c.covers, detail: words.covers },
    { term: c.instalments, detail: words.instalments },
    { term: c.nextStarts, detail: words.starts.join(' and ') },
    { term: c.schedule, detail: words.schedule },
    { term: c.format, detail: words.format },
    ...(words.seats ? [{ term: c.seats, detail: words.seats }] : []),
    {
      term: c.certificate,
      detail: details.partnerAligned
        ? c.partnerCertificate(company.certificationPartner)
        : c.ownCertificate(company.name),
    },
  ];
}

/** Words every training page shares. */
export const trainingPageCopy = {
  enrollCta: 'Enroll Now',
  /** The id of the enrolment section: "Enroll Now" links to `#form`, as on the original site. */
  formId: 'form',
  tableHeadings: {
    course: 'Course',
    level: 'Level',
    duration: 'Duration',
    summary: 'What you cover',
  },
} as const;
