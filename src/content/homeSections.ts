/** Copy and settings of the home page below the hero and the description. */
import { paths } from '../config/paths';
import { carouselCopy } from './carousel';
import { company } from './company';
import type { HomeLink } from './home';
import type { ResponsiveImage } from '../lib/media';
import { courseCardImages, heroVideo, serviceCardImages } from './media';

// ---------------------------------------------------------------- services carousel

export interface HomeCard {
  id: string;
  title: string;
  text: string;
  image: ResponsiveImage;
  /** A short fact under the title, e.g. a course's duration. */
  meta?: string;
  link: HomeLink;
}

export const homeServices = {
  id: 'services',
  title: 'What we build for you',
  lead: 'Five ways we help Nigerian businesses ship better software, faster.',
  carousel: {
    label: 'Our services',
    copy: carouselCopy,
    autoplayDelay: 3000,
    gap: 20,
    dots: true,
    arrows: false,
  },
  cards: [
    {
      id: 'web-development',
      title: 'Web Development',
      text: 'Fast, accessible websites and web apps, from company sites to customer portals, built with Angular, React and Laravel.',
      image: serviceCardImages['web-development'],
      link: { label: 'Learn More', to: paths.webDevelopment, context: 'about web development' },
    },
    {
      id: 'mobile-app',
      title: 'Mobile App Development',
      text: 'Android and iOS apps that run well on the phones your customers actually use, with offline support where networks are patchy.',
      image: serviceCardImages['mobile-app'],
      link: { label: 'Learn More', to: paths.mobileApp, context: 'about mobile app development' },
    },
    {
      id: 'custom-software',
      title: 'Custom Software',
      text: 'Internal tools, payment and ERP integrations, and platforms shaped around the way your business already works.',
      image: serviceCardImages['custom-software'],
      link: { label: 'Learn More', to: paths.customSoftware, context: 'about custom software' },
    },
    {
      id: 'it-talent',
      title: 'IT Talent Acquisition',
      text: 'We find, screen and onboard developers, data scientists and project managers, so you hire in weeks instead of months.',
      image: serviceCardImages['it-talent'],
      link: {
        label: 'Learn More',
        to: paths.talentAcquisition,
        context: 'about IT talent acquisition',
      },
    },
    {
      id: 'tech-consulting',
      title: 'Tech Consulting',
      text: 'Cloud migration, cybersecurity reviews, data and AI, and a clear technology roadmap for the next two years of your business.',
      image: serviceCardImages['tech-consulting'],
      link: { label: 'Learn More', to: paths.techConsulting, context: 'about tech consulting' },
    },
  ] satisfies HomeCard[],
  more: { label: 'Explore All Our Services', to: paths.services } satisfies HomeLink,
} as const;

// ---------------------------------------------------------------- course showcase

export const courseShowcase = {
  id: 'featured-course',
  eyebrow: 'Featured course',
  title: 'Full Stack Web Development',
  text: 'Six months from HTML to a deployed application. You build the front end in Angular, the API in Node.js with a PostgreSQL database, and ship a real project with a team, reviewed by working engineers.',
  image: courseCardImages['web-development'],
  facts: [
    { label: 'Duration', value: '6 months' },
    { label: 'Classes', value: 'Weekday evenings or Saturdays' },
    { label: 'Where', value: 'Lekki campus or live online' },
  ],
  highlights: [
    'Frontend: HTML, CSS, TypeScript and Angular',
    'Backend: Node.js, REST APIs and PostgreSQL',
    'Git, testing and deployment to the cloud',
    'A portfolio project and interview preparation',
  ],
  link: {
    label: 'Enroll Now',
    to: paths.trainingWebDevelopment,
    context: 'in Full Stack Web Development',
  } satisfies HomeLink,
} as const;

// ---------------------------------------------------------------- courses carousel

export const homeCourses = {
  id: 'courses',
  title: 'Courses that get you hired',
  lead: 'Small classes, real projects and trainers who work in the industry.',
  carousel: {
    label: 'Our courses',
    copy: carouselCopy,
    autoplayDelay: 5000,
    gap: 10,
    arrows: true,
  },
  cards: [
    {
      id: 'web-development',
      title: 'Web Development',
      meta: '3 to 6 months',
      text: 'Frontend, backend or the full stack: build and deploy modern web applications.',
      image: courseCardImages['web-development'],
      link: {
        label: 'View course',
        to: paths.trainingWebDevelopment,
        context: 'Web Development',
      },
    },
    {
      id: 'mobile-app',
      title: 'Mobile App Development',
      meta: '6 months',
      text: 'Full-stack mobile development: design, build and publish apps for Android and iOS.',
      image: courseCardImages['mobile-app'],
      link: {
        label: 'View course',
        to: paths.trainingMobileApp,
        context: 'Mobile App Development',
      },
    },
    {
      id: 'data-analysis',
      title: 'Data Analysis',
      meta: '1-month courses or a 3-month program',
      text: 'Excel and SQL, Power BI and Python: turn business data into decisions.',
      image: courseCardImages['data-analysis'],
      link: { label: 'View course', to: paths.trainingDataAnalysis, context: 'Data Analysis' },
    },
    {
      id: 'cyber-security',
      title: 'Cyber Security',
      meta: 'Four levels of 4 months',
      text: 'From beginner to expert, aligned with our certification partner’s curriculum.',
      image: courseCardImages['cyber-security'],
      link: { label: 'View course', to: paths.trainingCyberSecurity, context: 'Cyber Security' },
    },
    {
      id: 'ui-ux',
      title: 'UI/UX Design',
      meta: '1-month courses or a 3-month program',
      text: 'Research, wireframes, prototypes in Figma and a portfolio to show employers.',
      image: courseCardImages['ui-ux'],
      link: { label: 'View course', to: paths.trainingUiUx, context: 'UI/UX Design' },
    },
  ] satisfies HomeCard[],
} as const;

// ---------------------------------------------------------------- promotion

export interface Promotion {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  points: readonly string[];
  link: HomeLink;
  tone: 'blue' | 'navy';
}

export const homePromotions = {
  id: 'bootcamps',
  title: 'Bootcamps starting soon',
  items: [
    {
      id: 'bootcamp',
      eyebrow: 'Coding bootcamp',
      title: 'Become a frontend developer in 3 months',
      text: 'An intensive, project-first bootcamp for beginners. Build five real websites, learn Git and teamwork, and finish with a portfolio you can show employers.',
      points: [
        'No experience needed',
        'Weekday or weekend classes',
        'Career support after graduation',
      ],
      link: {
        label: 'Get Started',
        to: paths.trainingWebDevelopment,
        context: 'with the coding bootcamp',
      },
      tone: 'blue',
    },
    {
      id: 'cybersecurity',
      eyebrow: 'Cybersecurity program',
      title: 'Protect systems, from beginner to expert',
      text: 'Four levels of four months each, from networking basics to penetration testing and incident response, with hands-on labs that mirror real attacks.',
      points: [
        'Beginner, Intermediate, Advanced, Expert',
        'Aligned with our certification partner',
        'Hands-on lab every week',
      ],
      link: {
        label: 'Enroll Now',
        to: paths.trainingCyberSecurity,
        context: 'in the cybersecurity program',
      },
      tone: 'navy',
    },
  ] satisfies Promotion[],
} as const;

// ---------------------------------------------------------------- accordion

export interface InfoPanel {
  id: string;
  title: string;
  paragraphs: readonly string[];
  link?: HomeLink;
  /** Show the company's social network links in the panel. */
  social?: boolean;
}

export const homeInfo = {
  id: 'learn-more',
  title: 'Good to know',
  panels: [
    {
      id: 'about-company',
      title: 'About the company',
      paragraphs: [
        'We are a software and training company in Lekki, Lagos. Since our first client project we have delivered web platforms, mobile apps and internal systems for businesses in finance, healthcare, retail and education.',
        'Alongside our client work we run a training school, so the engineers we hire and place have learned on real projects.',
      ],
      link: { label: 'Read more about us', to: paths.about },
    },
    {
      id: 'full-stack',
      title: 'Full-stack training with Angular and Node.js',
      paragraphs: [
        'Our six-month full-stack course teaches the stack many Nigerian companies run on: Angular and TypeScript in the browser, Node.js and PostgreSQL on the server.',
        'You learn in a small class, pair with classmates on a team project, and get code reviews from engineers who build these systems every day.',
      ],
      link: {
        label: 'See the course outline',
        to: paths.trainingWebDevelopment,
      },
    },
    {
      id: 'share-network',
      title: 'Share with your network',
      paragraphs: [
        'Know someone who wants to start a career in tech, or a business that needs a reliable software partner? Share our courses and services with them.',
        'Follow us for new intakes, free workshops and job openings from our hiring partners.',
      ],
      social: true,
    },
    {
      id: 'share-expertise',
      title: 'Share expertise',
      paragraphs: [
        'Are you a senior developer, designer or security specialist? Teach a weekend class, mentor a student team or speak at one of our community meetups.',
        'Tell us what you would like to teach and when you are available, and we will plan it with you.',
      ],
      link: { label: 'Contact us to get involved', to: paths.contact },
    },
  ] satisfies InfoPanel[],
} as const;

// ---------------------------------------------------------------- facts

export interface Fact {
  value: number;
  label: string;
}

export const homeFacts = {
  id: 'facts',
  title: 'Our work in numbers',
  facts: [
    { value: 205, label: 'Projects delivered' },
    { value: 307, label: 'Expert trainers' },
    { value: 5079, label: 'Students trained' },
    { value: 12, label: 'Global partnerships' },
  ] satisfies Fact[],
  countUpMs: 1500,
} as const;

// ---------------------------------------------------------------- meetings

export interface MeetingOption {
  id: string;
  title: string;
  text: string;
  details: readonly string[];
}

export const homeMeetings = {
  id: 'meetings',
  title: 'Meet with us',
  lead: 'Every engagement starts with a conversation. Pick the meeting that suits you; all of them are free.',
  /** A card fades in once this share of it is visible, and out again when it leaves. */
  visibleThreshold: 0.2,
  options: [
    {
      id: 'discovery-call',
      title: 'Discovery call',
      text: 'Tell us about your project or hiring need and get honest advice on scope, budget and timing.',
      details: ['30 minutes', 'Phone, WhatsApp or video call'],
    },
    {
      id: 'office-visit',
      title: 'Office visit in Lekki',
      text: 'Meet the team at our Lekki Phase 1 office, see our classrooms and talk through your plans face to face.',
      details: ['45 minutes', company.hours.office.long],
    },
    {
      id: 'class-preview',
      title: 'Course preview',
      text: 'Sit in on a live class, meet a trainer and ask current students what learning with us is really like.',
      details: ['1 hour', 'On campus or online'],
    },
    {
      id: 'hiring-consultation',
      title: 'Hiring consultation',
      text: 'Plan your next hires with a talent lead: roles, salary ranges in the Lagos market and how fast we can shortlist.',
      details: ['30 minutes', 'Video call'],
    },
  ] satisfies MeetingOption[],
  link: { label: 'Book a Session', to: paths.bookSession } satisfies HomeLink,
} as const;

// ---------------------------------------------------------------- video

export const homeVideo = {
  id: 'video',
  title: 'Connecting Lagos talent to the world',
  text: 'Our engineers, trainers and graduates work with clients and partners across Nigeria and abroad. The network grows with every class that graduates and every team we help to build.',
  points: [
    'Remote-ready teams that overlap with European and North American hours',
    'Projects delivered in English, with clear weekly updates',
    'A growing alumni network across Nigeria and abroad',
  ],
  video: heroVideo,
  /** Accessible name of the silent clip. */
  label: `A silent animation: ${heroVideo.label.toLowerCase()}, like a network of connections`,
  playLabel: 'Play video',
} as const;

// ---------------------------------------------------------------- apply

export const homeApply = {
  id: 'apply',
  title: 'Apply for our next intake',
  lead: 'New classes start every month. Applying takes three steps.',
  steps: [
    {
      title: 'Choose a course',
      text: 'Web, mobile, data analysis, cyber security or UI/UX design.',
    },
    {
      title: 'Talk to an advisor',
      text: 'We help you pick the right level and a schedule that fits your work.',
    },
    { title: 'Start learning', text: 'Join your class on campus in Lekki or live online.' },
  ],
  actions: [
    { label: 'Get Started', to: paths.contact, context: 'with your application' },
    { label: 'Book a Session', to: paths.bookSession },
  ] satisfies HomeLink[],
} as const;
