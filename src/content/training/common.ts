/**
 * Course copy the five course modules share (not needed by the page itself, so it loads with the
 * course rather than with the page).
 */
import type { FaqItem } from '../../lib/structuredData';
import { company, fullAddress } from '../company';
import type { CourseOffering } from '../../components/sections/CourseDetailsTable';
import { replyWithin } from '../forms';

export const enrolLead = `Leave your details and our admissions team will call you within ${replyWithin.training} with the next start dates, the fees and the schedule that suits you.`;

/** The questions every course page answers, with the course's own ones added before them. */
export const sharedFaqs = (course: string): FaqItem[] => [
  {
    question: 'Can I attend online?',
    answer: `Yes. Every ${course} cohort runs in class at our office at ${fullAddress} and live online at the same time, with the same tutors, projects and reviews.`,
  },
  {
    question: 'Do I get a certificate?',
    answer: `Yes. When you complete the course projects you receive a ${company.name} certificate of completion, and your projects stay in your own portfolio to show employers.`,
  },
  {
    question: 'What does it cost, and when does the next class start?',
    answer: `Fees depend on the course and on the cohort you choose. Send the enrolment form on this page and our admissions team will call you within ${replyWithin.training} with the current fees and start dates.`,
  },
];

/** The mobile course: the web page lists it too, and it is the mobile page's only row. */
export const fullStackMobileDevelopment = {
  name: 'Full Stack Mobile Development',
  level: 'Beginner to Advanced',
  months: 6,
  summary:
    'React Native apps for Android and iOS with a Node.js back end, from the first screen to a published store listing.',
} as const satisfies CourseOffering;
