/**
 * The five hire-developer pages (/services/angular-developer, react-developer, python-developer,
 * nodejs-developer, laravel-developer), keyed by the route table's slug, which is also the hiring
 * form's developerType value.
 */
import type { CardItem } from '../components/sections/CardGrid';
import type { CtaAction } from '../components/sections/CtaBand';
import { withAbout } from '../config/formLinks';
import { paths } from '../config/paths';
import type { DeveloperType } from '../records/options';
import type { SvgImage } from '../lib/media';
import { replyWithin } from './forms';

export type DeveloperSlug = DeveloperType;

/** The three services every developer page offers, in this order. */
export type DeveloperServices = readonly [
  custom: CardItem,
  migration: CardItem,
  realTime: CardItem,
];

export interface HireDeveloperContent {
  /** The technology's name as people write it ("Node.js", "ReactJS"). */
  technology: string;
  hero: {
    title: string;
    lead: string;
    /** A line that appears a few seconds after the page loads. */
    tagline?: { text: string; delayMs: number };
    action: CtaAction;
    /** The page's own art beside the title (decorative: the title says it all). */
    art: SvgImage;
  };
  whyChoose: { title: string; lead: string; items: readonly CardItem[] };
  services: { title: string; lead: string; items: DeveloperServices };
  projectManagement: {
    title: string;
    paragraphs: readonly string[];
    points: readonly string[];
    image: SvgImage;
  };
  /** The band's heading; the five testimonials are `developerTestimonials[slug]` (./testimonials). */
  testimonials: { title: string };
  form: { title: string; lead: string };
}

/** The same way of running projects, whatever the technology. */
const projectManagement = (technology: string): HireDeveloperContent['projectManagement'] => ({
  title: 'Project management you can see',
  paragraphs: [
    `Every ${technology} developer we place is backed by a delivery manager in our Lagos office. You get the developer’s full attention on your code, and we take care of the planning, reporting and cover.`,
    'Work is planned in one- or two-week sprints on your board (Jira, Linear, Trello or GitHub Projects) and every sprint ends with a demo of working software.',
  ],
  points: [
    'A named delivery manager and a written update every Friday',
    'Daily stand-ups in your time zone, on Slack, Teams or Google Meet',
    'Code reviews, automated tests and CI on every pull request',
    'Holiday and sick-day cover, so your roadmap never stalls',
    'Monthly timesheets and invoices in naira or US dollars',
  ],
  // Not the home page's banner: a drawing of how the work is run, shared by the five pages.
  image: {
    src: '/art/hire/sprint-board.svg',
    width: 640,
    height: 480,
    alt: 'A sprint board with cards moving to done, a burn-down chart and Friday’s demo ticked on the calendar',
  },
});

const form = (technology: string): HireDeveloperContent['form'] => ({
  title: `Hire ${technology} developers`,
  lead: `Tell us about the project and the skills you need. A recruiter will call you within ${replyWithin.hiring} with profiles that match.`,
});

/** The hero's button: the contact form, its subject naming the technology (src/records/about.ts). */
const contact = (technology: string, slug: DeveloperSlug): CtaAction => ({
  label: `Hire ${technology} Developers`,
  to: withAbout(paths.contact, slug),
});

/** The technology's hero art, drawn by scripts/hire-art.ts. */
const heroArt = (slug: DeveloperSlug): SvgImage => ({
  src: `/art/hire/${slug}.svg`,
  width: 480,
  height: 360,
  alt: '',
});

const testimonialsTitle = (technology: string) =>
  `What clients say about our ${technology} developers`;

export const hireDevelopers: Record<DeveloperSlug, HireDeveloperContent> = {
  angular: {
    technology: 'Angular',
    hero: {
      title: 'Hire dedicated Angular developers',
      lead: 'Senior Angular engineers for enterprise web applications: banking portals, dashboards and admin systems that stay fast as they grow.',
      tagline: {
        text: 'Vetted Angular talent, ready to join your team in as little as a week.',
        delayMs: 4000,
      },
      action: contact('Angular', 'angular'),
      art: heroArt('angular'),
    },
    whyChoose: {
      title: 'Why choose our Angular developers',
      lead: 'Every candidate passes a live coding session and a code review with our lead engineers.',
      items: [
        {
          icon: 'layers',
          title: 'Modern Angular, not just AngularJS',
          text: 'Standalone components, signals, RxJS and NgRx, with strict TypeScript throughout.',
        },
        {
          icon: 'briefcase',
          title: 'Enterprise experience',
          text: 'Our developers have shipped for Nigerian banks, insurers and telecoms, where audits and uptime matter.',
        },
        {
          icon: 'shield',
          title: 'Tested, maintainable code',
          text: 'Unit tests with Jest, end-to-end tests with Playwright and code your own team can pick up.',
        },
        {
          icon: 'clock',
          title: 'Start in days',
          text: 'A shortlist within 72 hours and a developer at work within a week of your go-ahead.',
        },
      ],
    },
    services: {
      title: 'Angular development services',
      lead: 'Three ways our Angular developers help product teams.',
      items: [
        {
          icon: 'code',
          title: 'Custom Angular development',
          text: 'New single-page applications, design systems and admin portals built to your specification.',
        },
        {
          icon: 'refresh',
          title: 'Angular app migration',
          text: 'Move from AngularJS or an old Angular version to the current release, one module at a time, with no big-bang rewrite.',
        },
        {
          icon: 'bolt',
          title: 'Real-time Angular app development',
          text: 'Live dashboards, chat and trading screens with WebSockets and RxJS streams that stay responsive under load.',
        },
      ],
    },
    projectManagement: projectManagement('Angular'),
    testimonials: { title: testimonialsTitle('Angular') },
    form: form('Angular'),
  },
  react: {
    technology: 'ReactJS',
    hero: {
      title: 'Hire dedicated ReactJS developers',
      lead: 'ReactJS engineers who build fast, accessible interfaces for web and mobile, from first prototype to millions of users.',
      action: contact('ReactJS', 'react'),
      art: heroArt('react'),
    },
    whyChoose: {
      title: 'Why choose our ReactJS developers',
      lead: 'Developers who care about the person on the other side of the screen.',
      items: [
        {
          icon: 'bolt',
          title: 'Performance first',
          text: 'Server rendering with Next.js, code splitting and lean bundles that load quickly on mid-range phones.',
        },
        {
          icon: 'layers',
          title: 'Modern React',
          text: 'Hooks, TypeScript, React Query, Redux Toolkit or Zustand: whatever your codebase already uses.',
        },
        {
          icon: 'target',
          title: 'Accessible by habit',
          text: 'Semantic markup, keyboard support and screen-reader testing are part of every component we write.',
        },
        {
          icon: 'smartphone',
          title: 'Web and mobile',
          text: 'Many of our React developers also ship React Native apps, sharing logic across your products.',
        },
      ],
    },
    services: {
      title: 'ReactJS development services',
      lead: 'Three ways our ReactJS developers help product teams.',
      items: [
        {
          icon: 'code',
          title: 'Custom ReactJS development',
          text: 'Web apps, storefronts, design systems and dashboards, built with React and TypeScript.',
        },
        {
          icon: 'refresh',
          title: 'ReactJS app migration',
          text: 'Move from jQuery, class components or an old Create React App setup to modern React and Vite or Next.js.',
        },
        {
          icon: 'bolt',
          title: 'Real-time ReactJS app development',
          text: 'Live chat, collaborative editing and tracking maps with WebSockets, server-sent events and optimistic updates.',
        },
      ],
    },
    projectManagement: projectManagement('ReactJS'),
    testimonials: { title: testimonialsTitle('ReactJS') },
    form: form('ReactJS'),
  },
  python: {
    technology: 'Python',
    hero: {
      title: 'Hire dedicated Python developers',
      lead: 'Python engineers for web back ends, data pipelines, automation and machine learning, who write code your team can maintain.',
      action: contact('Python', 'python'),
      art: heroArt('python'),
    },
    whyChoose: {
      title: 'Why choose our Python developers',
      lead: 'Strong engineers first, Python specialists second.',
      items: [
        {
          icon: 'server',
          title: 'Django and FastAPI',
          text: 'Secure, well-structured APIs and admin back ends with proper migrations, tests and documentation.',
        },
        {
          icon: 'chart',
          title: 'Data and AI skills',
          text: 'pandas, SQL, scikit-learn and LLM integrations for reporting, forecasting and smart features.',
        },
        {
          icon: 'refresh',
          title: 'Automation that lasts',
          text: 'Scheduled jobs and scripts with logging and alerts, not one-off hacks that break next month.',
        },
        {
          icon: 'users',
          title: 'Clear communicators',
          text: 'Developers who explain trade-offs to managers and write things down for the next engineer.',
        },
      ],
    },
    services: {
      title: 'Python development services',
      lead: 'Three ways our Python developers help product teams.',
      items: [
        {
          icon: 'code',
          title: 'Custom Python development',
          text: 'Web applications, APIs, data pipelines and internal tools built with Django, FastAPI or Flask.',
        },
        {
          icon: 'refresh',
          title: 'Python app migration',
          text: 'Upgrade from Python 2 or old Django releases, or move scripts and spreadsheets into a proper service.',
        },
        {
          icon: 'bolt',
          title: 'Real-time Python app development',
          text: 'Live notifications, streaming data and chat with async Python, Channels, Celery and Redis.',
        },
      ],
    },
    projectManagement: projectManagement('Python'),
    testimonials: { title: testimonialsTitle('Python') },
    form: form('Python'),
  },
  node: {
    technology: 'Node.js',
    hero: {
      title: 'Hire dedicated Node.js developers',
      lead: 'Node.js engineers for APIs, payment integrations and real-time back ends that keep working when traffic spikes.',
      action: contact('Node.js', 'node'),
      art: heroArt('node'),
    },
    whyChoose: {
      title: 'Why choose our Node.js developers',
      lead: 'Back-end engineers who think about failure before it happens.',
      items: [
        {
          icon: 'server',
          title: 'Scalable back ends',
          text: 'Express, NestJS and Fastify services with queues, caching and sensible database design.',
        },
        {
          icon: 'bank',
          title: 'Payments experience',
          text: 'Paystack, Flutterwave and bank APIs with webhooks, retries and reconciliation done properly.',
        },
        {
          icon: 'code',
          title: 'TypeScript throughout',
          text: 'Typed code, shared types with your front end and tests that catch problems before production.',
        },
        {
          icon: 'cloud',
          title: 'Cloud and DevOps',
          text: 'Docker, CI pipelines and deployments on AWS, Google Cloud or your own servers.',
        },
      ],
    },
    services: {
      title: 'Node.js development services',
      lead: 'Three ways our Node.js developers help product teams.',
      items: [
        {
          icon: 'code',
          title: 'Custom Node.js development',
          text: 'REST and GraphQL APIs, microservices and back ends for web and mobile apps.',
        },
        {
          icon: 'refresh',
          title: 'Node.js app migration',
          text: 'Move from PHP or an old Node.js version to modern TypeScript services, without downtime.',
        },
        {
          icon: 'bolt',
          title: 'Real-time Node.js app development',
          text: 'Chat, live tracking, notifications and multiplayer features with WebSockets and Socket.IO.',
        },
      ],
    },
    projectManagement: projectManagement('Node.js'),
    testimonials: { title: testimonialsTitle('Node.js') },
    form: form('Node.js'),
  },
  laravel: {
    technology: 'Laravel',
    hero: {
      title: 'Hire dedicated Laravel developers',
      lead: 'Laravel engineers for secure PHP web applications, marketplaces and APIs, from a first MVP to a busy platform.',
      action: contact('Laravel', 'laravel'),
      art: heroArt('laravel'),
    },
    whyChoose: {
      title: 'Why choose our Laravel developers',
      lead: 'Experienced PHP engineers who follow Laravel’s conventions, so your code stays easy to hand over.',
      items: [
        {
          icon: 'layers',
          title: 'The full Laravel ecosystem',
          text: 'Eloquent, queues, Livewire, Inertia, Sanctum and Horizon, used where they make sense.',
        },
        {
          icon: 'shield',
          title: 'Security by default',
          text: 'Validation, authorisation policies, two-factor sign-in and audit logs on every project.',
        },
        {
          icon: 'chart',
          title: 'Database performance',
          text: 'Indexes, eager loading and caching that keep reports and pages quick as your data grows.',
        },
        {
          icon: 'handshake',
          title: 'Affordable and dependable',
          text: 'Fair monthly rates, Lagos working hours and a delivery manager watching every sprint.',
        },
      ],
    },
    services: {
      title: 'Laravel development services',
      lead: 'Three ways our Laravel developers help product teams.',
      items: [
        {
          icon: 'code',
          title: 'Custom Laravel development',
          text: 'Web applications, marketplaces, school and hospital systems and APIs built with Laravel.',
        },
        {
          icon: 'refresh',
          title: 'Laravel app migration',
          text: 'Upgrade from old Laravel releases or plain PHP to the current Laravel, in small, safe steps.',
        },
        {
          icon: 'bolt',
          title: 'Real-time Laravel app development',
          text: 'Live notifications, dashboards and chat with Laravel Reverb, broadcasting and queues.',
        },
      ],
    },
    projectManagement: projectManagement('Laravel'),
    testimonials: { title: testimonialsTitle('Laravel') },
    form: form('Laravel'),
  },
};
