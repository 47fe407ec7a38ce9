/**
 * The five training courses: one `TrainingPage` renders whichever the route's slug names. Each
 * course's data is its own module under ./training/ and is loaded on demand, so a page carries
 * one course, not five. Course names, levels and durations are the company's published ones; the tables,
 * the JSON-LD and the hero facts are all derived from `details.offerings` and `facts` (the fee,
 * start dates, schedules and formats of ./training/facts.ts).
 */
import { absoluteUrl } from '../config/site';
import { faqPageJsonLd, type JsonLdObject } from '../lib/structuredData';
import { organizationRef } from './companyJsonLd';
import {
  isoMonths,
  trainingLocation,
  type CourseFacts,
  type CourseSlug,
  type TrainingCourse,
} from './training/shared';

export * from './training/shared';

// In the order of the enrolment form's course list (courseOptions); a unit test checks it.
const loaders: { [S in CourseSlug]: () => Promise<TrainingCourse & { slug: S }> } = {
  'web-development': () => import('./training/web-development').then((m) => m.course),
  'mobile-app': () => import('./training/mobile-app').then((m) => m.course),
  'cyber-security': () => import('./training/cyber-security').then((m) => m.course),
  'data-analysis': () => import('./training/data-analysis').then((m) => m.course),
  'ui-ux': () => import('./training/ui-ux').then((m) => m.course),
};

/** Every course slug, in the order of the enrolment form's course list. */
export const courseSlugs = Object.keys(loaders) as readonly CourseSlug[];

const loaded = new Map<CourseSlug, Promise<TrainingCourse>>();

/**
 * The course a training route shows. Returns the same promise for the same slug every time (so
 * React's `use()` can wait for it). Only a course's slug type-checks, so the route table cannot
 * name an unknown course.
 */
export function loadTrainingCourse(slug: CourseSlug): Promise<TrainingCourse> {
  let course = loaded.get(slug);
  if (!course) {
    const loading: Promise<TrainingCourse> = loaders[slug]();
    // Mark the settled promise the way React's `use()` reads it, so a course that has already
    // arrived renders at once instead of suspending for a tick.
    loading.then(
      (value) => {
        Object.assign(loading, { status: 'fulfilled', value });
      },
      (reason: unknown) => {
        Object.assign(loading, { status: 'rejected', reason });
      },
    );
    course = loading;
    loaded.set(slug, course);
  }
  return course;
}

/** The days a schedule meets on, as schema.org names them. */
const scheduleDays = {
  weekday: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  weekend: ['Saturday', 'Sunday'],
} as const;

/** schema.org `courseMode`: in class ("Onsite"), online, or both ("Blended"). */
const courseMode = (formats: CourseFacts['formats']): string =>
  formats.length > 1 ? 'Blended' : formats[0] === 'online' ? 'Online' : 'Onsite';

/** One cohort: its first day, how it is attended, where, and the days it meets. */
const courseInstance = (facts: CourseFacts, startDate: string, months: number): JsonLdObject => ({
  '@type': 'CourseInstance',
  courseMode: courseMode(facts.formats),
  startDate,
  duration: isoMonths(months),
  ...(facts.formats.includes('in-person')
    ? { location: { '@type': 'Place', name: trainingLocation } }
    : {}),
  courseSchedule: facts.schedules.map((schedule) => ({
    '@type': 'Schedule',
    startDate,
    repeatFrequency: 'P1W',
    byDay: scheduleDays[schedule].map((day) => `https://schema.org/${day}`),
  })),
  ...(facts.seats !== undefined ? { maximumAttendeeCapacity: facts.seats } : {}),
});

/**
 * JSON-LD for a training page: one `Course` per offering, each with a `CourseInstance` per start
 * date and an `Offer` of the fee in naira, and the page's `FAQPage`.
 */
export function trainingJsonLd(course: TrainingCourse): JsonLdObject[] {
  const url = absoluteUrl(course.path);
  const { facts } = course;
  const courses: JsonLdObject[] = course.details.offerings.map((offering) => ({
    '@type': 'Course',
    name: offering.name,
    description: offering.summary,
    url,
    provider: { '@type': 'Organization', ...organizationRef() },
    educationalLevel: offering.level,
    inLanguage: 'en-NG',
    hasCourseInstance: facts.startDates.map((startDate) =>
      courseInstance(facts, startDate, offering.months),
    ),
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: facts.fee.naira,
      priceCurrency: 'NGN',
      description: facts.fee.covers,
      url,
    },
  }));
  return course.faqs.items.length > 0 ? [...courses, faqPageJsonLd(course.faqs.items)] : courses;
}
