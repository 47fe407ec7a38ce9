/**
 * Course copy the five course modules share (not needed by the page itself, so it loads with the
 * course rather than with the page).
 */
import type { FaqItem } from '../../lib/structuredData';
import { company, fullAddress } from '../company';
import type { CourseOffering } from '../../components/sections/CourseDetailsTable';
import { replyWithin } from '../forms';
import { describeCourseFacts, type CourseFacts } from './shared';

export const enrolLead = `Leave your details and our admissions team will call you within ${replyWithin.training} to answer your questions and hold your seat in the cohort you choose.`;

/** "How much, and when?" answered from the course's facts (./facts.ts). */
const costAnswer = (facts: CourseFacts): string => {
  const words = describeCourseFacts(facts);
  const instalments = facts.fee.instalments
    ? `You may pay in instalments: ${words.instalments}.`
    : `${words.instalments}.`;
  return `The fee is ${words.fee} (${words.covers}). ${instalments} The next classes start on ${words.starts.join(' and ')}.`;
};

/** The questions every course page answers, with the course's own ones added before them. */
export const sharedFaqs = (course: string, facts: CourseFacts): FaqItem[] => [
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
    answer: costAnswer(facts),
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
