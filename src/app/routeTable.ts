/**
 * The route table: every page of the site, with its title and description. The client router,
 * the prerender step and the sitemap all read this list; nothing else lists routes.
 */
import type { ComponentProps, ComponentType } from 'react';
import { paths, type SitePath } from '../config/paths';
import type { PageMeta } from '../lib/pageMeta';

/**
 * A page module's default export takes no props, or (one page for a family of routes) just the
 * `slug` of the item it shows. Typing the slug as `never` here lets every slug type through;
 * `RouteEntry` below then checks each route's slug against its own page.
 */
type PageModule = { default: ComponentType<{ slug: never }> };

/**
 * Every page module, by file name under src/pages (the prerender finds its assets by that name).
 * FormPage and OfferPage there are no routes: they are layouts that thin page modules render.
 */
export const pages = {
  HomePage: () => import('../pages/HomePage'),
  ServicesPage: () => import('../pages/ServicesPage'),
  AboutPage: () => import('../pages/AboutPage'),
  ContactPage: () => import('../pages/ContactPage'),
  BookSessionPage: () => import('../pages/BookSessionPage'),
  GetQuotePage: () => import('../pages/GetQuotePage'),
  ServicePage: () => import('../pages/ServicePage'),
  ItHiringPage: () => import('../pages/ItHiringPage'),
  HireDeveloperPage: () => import('../pages/HireDeveloperPage'),
  TalentAcquisitionPage: () => import('../pages/TalentAcquisitionPage'),
  StaffingPage: () => import('../pages/StaffingPage'),
  TechConsultingPage: () => import('../pages/TechConsultingPage'),
  TrainingPage: () => import('../pages/TrainingPage'),
  PrivacyPage: () => import('../pages/PrivacyPage'),
  DashboardPage: () => import('../pages/DashboardPage'),
  NotFoundPage: () => import('../pages/NotFoundPage'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PageName = keyof typeof pages;

/** The slugs a page accepts: its `slug` prop's type, or `never` for a page that is no family. */
export type PageSlug<P extends PageName> =
  ComponentProps<Awaited<ReturnType<(typeof pages)[P]>>['default']> extends { slug: infer S }
    ? S
    : never;

/** A family page needs the slug of one of its items; any other page takes none. */
type SlugOf<P extends PageName> = [PageSlug<P>] extends [never]
  ? { slug?: undefined }
  : { slug: PageSlug<P> };

/** What a route shows: a page, its metadata and, for a family page, the item's slug. */
export type PageRoute = { [P in PageName]: PageMeta & { page: P } & SlugOf<P> }[PageName];

export type RouteEntry = PageRoute & { path: SitePath };

const homeMeta = {
  title: 'IT services, developers and training in Lagos',
  description:
    'Web, mobile and custom software development, dedicated developers, IT staffing and hands-on tech training from a Lagos team.',
};

export const routeEntries: readonly RouteEntry[] = [
  { path: paths.home, page: 'HomePage', ...homeMeta },
  { path: paths.homeAlias, page: 'HomePage', ...homeMeta, canonicalPath: paths.home },
  {
    path: paths.services,
    page: 'ServicesPage',
    title: 'Our services',
    description:
      'IT hiring, software development, tech talent and tech consulting for businesses in Lagos and across Nigeria.',
  },
  {
    path: paths.about,
    page: 'AboutPage',
    title: 'About us',
    description:
      'Who we are: a Lagos software and training company. Our mission, vision, opening hours and where to find us.',
  },
  {
    path: paths.contact,
    page: 'ContactPage',
    title: 'Contact us',
    description:
      'Call, e-mail or visit our Lagos office, or send us a message and we will reply within one working day.',
  },
  {
    path: paths.bookSession,
    page: 'BookSessionPage',
    title: 'Book a session',
    description:
      'Book a free session with our trainers or engineers: pick a course, a date and a time that suit you.',
  },
  {
    path: paths.getQuote,
    page: 'GetQuotePage',
    title: 'Get a quote',
    description:
      'Tell us about your web, mobile, UI/UX or SEO project and get a clear quote from our Lagos team.',
  },
  {
    path: paths.webDevelopment,
    page: 'ServicePage',
    service: true,
    slug: 'web-development',
    title: 'Web development services',
    description:
      'Fast, accessible websites and web applications built with modern frameworks by our Lagos engineers.',
  },
  {
    path: paths.mobileApp,
    page: 'ServicePage',
    service: true,
    slug: 'mobile-app',
    title: 'Mobile app development',
    description:
      'Android and iOS apps that work on the phones your customers use, built and maintained by our team.',
  },
  {
    path: paths.customSoftware,
    page: 'ServicePage',
    service: true,
    slug: 'custom-software',
    title: 'Custom software development',
    description:
      'Software shaped around your business: internal tools, integrations and platforms, built to last.',
  },
  {
    path: paths.itHiring,
    page: 'ItHiringPage',
    service: true,
    title: 'IT hiring',
    description:
      'Hire skilled developers, designers and IT professionals through our vetted Lagos talent network.',
  },
  {
    path: paths.angularDeveloper,
    page: 'HireDeveloperPage',
    service: true,
    slug: 'angular',
    title: 'Hire Angular developers',
    description:
      'Dedicated Angular developers for enterprise web applications, ready to join your team.',
  },
  {
    path: paths.reactDeveloper,
    page: 'HireDeveloperPage',
    service: true,
    slug: 'react',
    title: 'Hire ReactJS developers',
    description:
      'Dedicated ReactJS developers for fast, modern web interfaces, ready to join your team.',
  },
  {
    path: paths.pythonDeveloper,
    page: 'HireDeveloperPage',
    service: true,
    slug: 'python',
    title: 'Hire Python developers',
    description: 'Dedicated Python developers for web back ends, data pipelines and automation.',
  },
  {
    path: paths.nodejsDeveloper,
    page: 'HireDeveloperPage',
    service: true,
    slug: 'node',
    title: 'Hire Node.js developers',
    description: 'Dedicated Node.js developers for APIs, real-time apps and scalable back ends.',
  },
  {
    path: paths.laravelDeveloper,
    page: 'HireDeveloperPage',
    service: true,
    slug: 'laravel',
    title: 'Hire Laravel developers',
    description: 'Dedicated Laravel developers for secure PHP web applications and APIs.',
  },
  {
    path: paths.talentAcquisition,
    page: 'TalentAcquisitionPage',
    service: true,
    title: 'IT talent acquisition',
    description:
      'We find, screen and onboard the tech talent your business needs, from developers to CTOs.',
  },
  {
    path: paths.staffingRecruitment,
    page: 'StaffingPage',
    service: true,
    title: 'IT staffing and recruitment',
    description:
      'IT staffing for finance, healthcare, e-commerce, education and manufacturing companies.',
  },
  {
    path: paths.techConsulting,
    page: 'TechConsultingPage',
    service: true,
    title: 'Tech consulting',
    description:
      'Strategy, cloud migration, cybersecurity, data and AI, infrastructure and digital transformation advice.',
  },
  {
    path: paths.trainingWebDevelopment,
    page: 'TrainingPage',
    slug: 'web-development',
    title: 'Web development training',
    description:
      'Frontend, backend and full-stack web development courses in Lagos, from 3 to 6 months.',
  },
  {
    path: paths.trainingMobileApp,
    page: 'TrainingPage',
    slug: 'mobile-app',
    title: 'Mobile app development training',
    description: 'Full-stack mobile app development course in Lagos: build and ship real apps.',
  },
  {
    path: paths.trainingDataAnalysis,
    page: 'TrainingPage',
    slug: 'data-analysis',
    title: 'Data analysis training',
    description:
      'Excel and SQL, Power BI and Python for data analysis: 1-month courses or a 3-month program.',
  },
  {
    path: paths.trainingCyberSecurity,
    page: 'TrainingPage',
    slug: 'cyber-security',
    title: 'Cyber security training',
    description:
      'Cyber security from beginner to expert: four 4-month levels aligned with our certification partner.',
  },
  {
    path: paths.trainingUiUx,
    page: 'TrainingPage',
    slug: 'ui-ux',
    title: 'UI/UX design training',
    description:
      'UI/UX design basics, advanced techniques and a portfolio project: 1-month courses or a 3-month program.',
  },
  {
    path: paths.privacy,
    page: 'PrivacyPage',
    title: 'Privacy notice',
    description:
      'How we handle the details you send through our forms: what we collect and why, how long we keep it, and your rights under the Nigeria Data Protection Act 2023.',
  },
  {
    path: paths.dashboard,
    page: 'DashboardPage',
    title: 'Staff dashboard',
    description: 'Enquiries submitted through the website, for signed-in staff.',
    noindex: true,
    staff: true,
  },
];

export const notFoundEntry: PageRoute = {
  page: 'NotFoundPage',
  title: 'Page not found',
  description: 'The page you asked for does not exist.',
  noindex: true,
};
