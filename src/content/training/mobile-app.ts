/** The mobile-app training course (loaded by the training page when its route is shown). */
import { paths } from '../../config/paths';
import { enrolLead, fullStackMobileDevelopment, sharedFaqs } from './common';
import type { TrainingCourse } from './shared';
import { courseFacts } from './facts';
import { studentTestimonials } from './students';

export const course = {
  slug: 'mobile-app',
  path: paths.trainingMobileApp,
  name: 'Mobile App Development',
  hero: {
    eyebrow: 'Build and ship your own apps',
    title: 'Mobile App Development Training',
    lead: 'Learn to build Android and iOS apps with React Native and a Node.js back end, from the first screen to a published store listing, and design them for patchy networks and low-cost phones.',
  },
  topics: {
    title: 'Course topics',
    lead: 'The course moves from the screens to the server to a finished, published app. Open a track to see what it covers.',
    sections: [
      {
        title: 'Frontend',
        summary: 'The app itself: screens, navigation and the phone’s own features.',
        topics: [
          'JavaScript and TypeScript for mobile',
          'React Native and Expo: components, layout and styling',
          'Navigation, forms and input on small screens',
          'Camera, location and push notifications',
          'Offline storage and apps that survive poor networks',
        ],
      },
      {
        title: 'Backend',
        summary: 'The services every real app needs behind it.',
        topics: [
          'Node.js APIs built for mobile clients',
          'Firebase: sign-in, database and cloud messaging',
          'Real-time updates and background sync',
          'Mobile payments with Paystack',
          'Securing an API and storing secrets safely',
        ],
      },
      {
        title: 'Full stack',
        summary: 'From a working app on your phone to one in the stores.',
        topics: [
          'Testing on real Android and iOS devices',
          'Crash reporting and usage analytics',
          'Publishing to Google Play and the App Store',
          'Capstone: a complete app with its own back end',
          'Portfolio, CV and interview preparation',
        ],
      },
    ],
  },
  details: {
    title: 'Course details',
    caption: 'Mobile app development course, level and duration',
    offerings: [fullStackMobileDevelopment],
  },
  testimonials: {
    title: 'What our students say',
    lead: 'Graduates of our courses, in their own words.',
    items: studentTestimonials.mobileApp,
  },
  faqs: {
    title: 'Questions about the course',
    items: [
      {
        question: 'Do I need an iPhone or a Mac?',
        answer:
          'No. You build and test on an Android phone and a laptop with at least 8 GB of memory. For the App Store step we publish from our office Macs together with you.',
      },
      {
        question: 'Do I need to know how to code already?',
        answer:
          'No. The course starts with JavaScript basics. If you already write JavaScript, you move faster through the first weeks and spend the time on your capstone.',
      },
      ...sharedFaqs('mobile app development', courseFacts['mobile-app']),
    ],
  },
  facts: courseFacts['mobile-app'],
  form: { title: 'Enroll in mobile app development', lead: enrolLead },
} as const satisfies TrainingCourse & { slug: 'mobile-app' };
