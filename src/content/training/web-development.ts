/** The web-development training course (loaded by the training page when its route is shown). */
import { paths } from '../../config/paths';
import { enrolLead, fullStackMobileDevelopment, sharedFaqs } from './common';
import type { CourseOffering } from '../../components/sections/CourseDetailsTable';
import type { TrainingCourse } from './shared';
import { courseFacts } from './facts';
import { studentTestimonials } from './students';

const webOfferings = {
  frontend: {
    name: 'Frontend Development',
    level: 'Beginner',
    months: 3,
    summary:
      'HTML, CSS, JavaScript and React: responsive, accessible interfaces, from a first page to a deployed single-page app.',
  },
  backend: {
    name: 'Backend Development',
    level: 'Intermediate',
    months: 3,
    summary:
      'Node.js, Express and databases: REST APIs, authentication, payments and deployment to a Linux server.',
  },
  fullStack: {
    name: 'Full Stack Development',
    level: 'Beginner to Advanced',
    months: 6,
    summary:
      'The frontend and backend courses together, ending with a team capstone: a complete web app for a real client brief.',
  },
} as const satisfies Record<string, CourseOffering>;

export const course = {
  slug: 'web-development',
  path: paths.trainingWebDevelopment,
  name: 'Web Development',
  hero: {
    eyebrow: 'Become a web developer',
    title: 'Web Development Training',
    lead: 'Learn to build fast, accessible websites and web applications with the engineers who build them for our clients. Start with HTML, CSS and JavaScript, move on to React and Node.js, and leave with projects an employer can open and use.',
  },
  topics: {
    title: 'Course topics',
    lead: 'Three tracks, taken one after the other or on their own. Open a track to see what it covers.',
    sections: [
      {
        title: 'Frontend',
        summary:
          'Everything a visitor sees and touches, built to work on the phones Nigerians use.',
        topics: [
          'HTML5: semantic structure, forms and accessibility',
          'CSS: Flexbox, Grid and responsive layouts for small screens',
          'JavaScript: the language, the DOM, events and fetch',
          'TypeScript for safer code',
          'React: components, state, hooks and routing',
          'Git and GitHub, code review and deploying a site',
        ],
      },
      {
        title: 'Backend',
        summary: 'The server, the data and the security behind every web application.',
        topics: [
          'Node.js and Express',
          'Designing REST APIs and documenting them',
          'Databases: PostgreSQL and MongoDB',
          'Sign-in, sessions, tokens and the OWASP Top 10',
          'Taking payments with Paystack and Flutterwave',
          'Testing APIs and deploying to a Linux server',
        ],
      },
      {
        title: 'Full stack',
        summary: 'Both halves together, the way a product team ships software.',
        topics: [
          'Connecting a React front end to your own API',
          'Data fetching, caching and error states',
          'Docker basics and continuous integration with GitHub Actions',
          'Working in an agile team: tickets, stand-ups, pull requests',
          'Capstone: a complete web app for a real client brief',
          'Portfolio, CV and interview preparation',
        ],
      },
    ],
  },
  details: {
    title: 'Course details',
    caption: 'Web development courses, levels and durations',
    offerings: [
      webOfferings.frontend,
      webOfferings.backend,
      webOfferings.fullStack,
      fullStackMobileDevelopment,
    ],
  },
  testimonials: {
    title: 'What our students say',
    lead: 'Graduates of our courses, in their own words.',
    items: studentTestimonials.webDevelopment,
  },
  faqs: {
    title: 'Questions about the course',
    items: [
      {
        question: 'Do I need to know how to code already?',
        answer:
          'No. Frontend Development and Full Stack Development start from zero. Backend Development expects you to be comfortable with JavaScript, or to have finished our frontend course.',
      },
      {
        question: 'What computer do I need?',
        answer:
          'A laptop with at least 8 GB of memory, running Windows, macOS or Linux. Everything we use is free software, and we help you install it in the first class.',
      },
      ...sharedFaqs('web development', courseFacts['web-development']),
    ],
  },
  facts: courseFacts['web-development'],
  form: { title: 'Enroll in web development', lead: enrolLead },
} as const satisfies TrainingCourse & { slug: 'web-development' };
