/** The ui-ux training course (loaded by the training page when its route is shown). */
import { paths } from '../../config/paths';
import { enrolLead, sharedFaqs } from './common';
import type { TrainingCourse } from './shared';
import { courseFacts } from './facts';
import { studentTestimonials } from './students';

export const course = {
  slug: 'ui-ux',
  path: paths.trainingUiUx,
  name: 'UI/UX Design',
  hero: {
    eyebrow: 'Design products people enjoy',
    title: 'UI/UX Design Training',
    lead: 'Design digital products people enjoy using. Learn research, wireframing, visual design and prototyping in Figma, one month at a time or in a complete three-month program that ends with your portfolio.',
  },
  whyChoose: {
    title: 'Why choose our UI/UX design training',
    paragraphs: [
      'Lagos start-ups, banks and agencies need designers who can show their process, not just pretty screens. Our course teaches the full process: talking to users, sketching, testing and handing designs to developers.',
      'You design for real briefs from local businesses, get feedback from working product designers every week, and finish with case studies you can put in front of an employer or a client.',
    ],
  },
  topics: {
    title: 'What You Will Learn',
    lead: 'Three courses that build on each other. Open a course to see what it covers.',
    sections: [
      {
        title: 'Basics',
        summary: 'How good design starts: with people and problems.',
        topics: [
          'Design thinking and the UX process',
          'User interviews and personas',
          'User flows and information architecture',
          'Sketching and low-fidelity wireframes',
          'Figma fundamentals',
        ],
      },
      {
        title: 'Advanced Techniques',
        summary: 'From wireframes to polished, tested interfaces.',
        topics: [
          'Typography, colour and layout grids',
          'Design systems, components and auto layout',
          'Interactive prototypes and micro-interactions',
          'Accessible design for every user',
          'Usability testing and iterating on feedback',
        ],
      },
      {
        title: 'Project and Portfolio',
        summary: 'A finished product and the story of how you made it.',
        topics: [
          'A full project for a real client brief',
          'Handing designs over to developers',
          'Writing case studies',
          'Building your portfolio site',
          'Presenting your work in interviews',
        ],
      },
    ],
  },
  partner: {
    title: 'Why partner with us',
    lead: 'What you get from training with us, whichever course you choose.',
    points: [
      {
        icon: 'laptop',
        title: 'Industry tools',
        text: 'You design in Figma and test with real users, exactly as product teams in Lagos do.',
      },
      {
        icon: 'users',
        title: 'Feedback from practitioners',
        text: 'Working product designers review your work every week, in small groups.',
      },
      {
        icon: 'briefcase',
        title: 'Portfolio and career support',
        text: 'You leave with case studies, a portfolio site and introductions to companies hiring designers.',
      },
    ],
  },
  details: {
    title: 'Course Details',
    caption: 'UI/UX design courses, levels and durations',
    offerings: [
      {
        name: 'UI/UX Basics',
        level: 'Beginner',
        months: 1,
        summary: 'Design thinking, user research, user flows, wireframes and Figma fundamentals.',
      },
      {
        name: 'Advanced Techniques',
        level: 'Intermediate',
        months: 1,
        summary:
          'Visual design, design systems, interactive prototypes, accessibility and usability testing.',
      },
      {
        name: 'Project and Portfolio',
        level: 'Advanced',
        months: 1,
        summary:
          'A complete project for a real brief, written up as case studies in your own portfolio.',
      },
      {
        name: 'Complete UI/UX Program',
        level: 'Beginner to Advanced',
        months: 3,
        summary:
          'All three courses back to back, from your first wireframe to a finished portfolio.',
      },
    ],
  },
  testimonials: {
    title: 'What our students say',
    lead: 'Graduates of our courses, in their own words.',
    items: studentTestimonials.uiUx,
  },
  faqs: {
    title: 'Questions about the course',
    items: [
      {
        question: 'Do I need to be good at drawing?',
        answer:
          'No. UI/UX design is about solving problems for people. You learn the visual skills step by step, and Figma does the drawing.',
      },
      {
        question: 'Can I take just one course?',
        answer:
          'Yes. Each course runs for one month and can be taken on its own. The complete program takes all three in order over three months.',
      },
      ...sharedFaqs('UI/UX design', courseFacts['ui-ux']),
    ],
  },
  facts: courseFacts['ui-ux'],
  form: { title: 'Enroll in UI/UX design', lead: enrolLead },
} as const satisfies TrainingCourse & { slug: 'ui-ux' };
