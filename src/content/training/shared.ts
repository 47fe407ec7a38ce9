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
import type { CourseSlug } from '../../records/options';
import type { Testimonial } from '../../components/sections/Testimonials';

export type { CourseSlug };

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

/** How and where every course is taught. */
export const trainingFormat = {
  where: 'In class in Lekki or live online',
  when: 'Weekday or weekend cohorts',
  /** schema.org `courseMode` of every course instance. */
  courseMode: 'Blended',
  location: `${company.address.street}, ${company.address.city}`,
} as const;

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
