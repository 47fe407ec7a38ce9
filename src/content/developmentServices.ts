/** The three development-service pages (/services/web-development, mobile-app, custom-software). */
import type { CardItem } from '../components/sections/CardGrid';
import type { CtaAction } from '../components/sections/CtaBand';
import type { ProcessStep } from '../components/sections/ProcessSteps';
import { withAbout } from '../config/formLinks';
import { paths } from '../config/paths';
import type { ResponsiveImage, TechLogo } from '../lib/media';
import { serviceCardImages, techLogos } from './media';
import { replyWithin } from './forms';

export interface DevelopmentServiceContent {
  hero: { title: string; lead: string };
  overview: { title: string; paragraphs: readonly string[]; image: ResponsiveImage };
  services: { title: string; lead: string; items: readonly CardItem[] };
  /** A scrolling strip of the technologies used (web development only). */
  technologies?: { title: string; lead: string; logos: readonly TechLogo[] };
  benefits: { title: string; lead: string; items: readonly CardItem[] };
  process: { title: string; lead: string; steps: readonly ProcessStep[] };
  cta: { title: string; text: string };
}

const deliverySteps: readonly ProcessStep[] = [
  {
    title: 'Discovery',
    text: 'A workshop at our Lekki office or on a call: your goals, users, budget and deadline, written up as a short scope you sign off.',
  },
  {
    title: 'Design',
    text: 'Wireframes, then clickable designs in Figma. You see and test the screens before a line of production code is written.',
  },
  {
    title: 'Build and test',
    text: 'Two-week sprints with a demo at the end of each, automated tests and a staging link you can share with your team.',
  },
  {
    title: 'Launch and support',
    text: 'We deploy, monitor and fix. Every project includes three months of support, then an optional maintenance plan.',
  },
];

const webLogoSlugs = [
  'react',
  'angular',
  'vue',
  'typescript',
  'nodejs',
  'python',
  'laravel',
  'php',
  'postgresql',
  'mongodb',
  'docker',
  'aws',
  'figma',
];

// Keyed by the page's slug: the route table may name only these keys.
const services = {
  'web-development': {
    hero: {
      title: 'Web development services',
      lead: 'Fast, secure websites and web applications for Nigerian businesses, designed for the phones and networks your customers actually use.',
    },
    overview: {
      title: 'Websites that load fast on a Lagos 4G connection',
      paragraphs: [
        'Most of your visitors arrive on a mid-range Android phone, often on a patchy connection. We build for them first: small pages, clear forms and checkout flows that keep working when the network drops.',
        'From a five-page company site to a customer portal with thousands of daily users, our Lagos team designs, builds, hosts and looks after it, and hands you the code.',
      ],
      image: serviceCardImages['web-development'],
    },
    services: {
      title: 'Web development services we offer',
      lead: 'Pick one, or let us combine them into the project you need.',
      items: [
        {
          icon: 'briefcase',
          title: 'Company websites',
          text: 'A professional site that explains what you do, ranks on Google for your services in Lagos and turns visitors into enquiries.',
        },
        {
          icon: 'cart',
          title: 'E-commerce stores',
          text: 'Online shops with Paystack and Flutterwave payments, delivery zones across Lagos and stock that stays in sync with your store.',
        },
        {
          icon: 'layers',
          title: 'Web applications and portals',
          text: 'Customer portals, booking systems and dashboards with sign-in, roles and the reports your managers ask for.',
        },
        {
          icon: 'smartphone',
          title: 'Progressive web apps',
          text: 'Installable web apps that work offline and send notifications, without the cost of two app-store apps.',
        },
        {
          icon: 'code',
          title: 'APIs and integrations',
          text: 'Connect your site to payment gateways, SMS and WhatsApp providers, your ERP or your accounting software.',
        },
        {
          icon: 'shield',
          title: 'Maintenance, hosting and SEO',
          text: 'Security updates, backups, uptime monitoring and monthly search reports, so the site keeps earning after launch.',
        },
      ],
    },
    technologies: {
      title: 'Technologies we build with',
      lead: 'Proven, well-supported tools that your next developer will already know.',
      logos: techLogos.filter((logo) => webLogoSlugs.includes(logo.slug)),
    },
    benefits: {
      title: 'What you can expect',
      lead: 'The promises we put in every web development contract.',
      items: [
        {
          icon: 'bolt',
          title: 'Fast on real phones',
          text: 'We test on low-cost Android devices and throttled networks, and agree a load-time budget before we start.',
        },
        {
          icon: 'target',
          title: 'Accessible and search-friendly',
          text: 'Clean markup, readable contrast and keyboard support help every visitor and every search engine.',
        },
        {
          icon: 'handshake',
          title: 'You own everything',
          text: 'Code, designs, domain and hosting accounts are in your name from day one. No lock-in.',
        },
      ],
    },
    process: {
      title: 'How a web project runs',
      lead: 'Four stages, with a working demo at every step.',
      steps: deliverySteps,
    },
    cta: {
      title: 'Ready to plan your website?',
      text: `Tell us what you need and get a clear, itemised quote within ${replyWithin.quoteForm}.`,
    },
  },
  'mobile-app': {
    hero: {
      title: 'Mobile app development',
      lead: 'Android and iOS apps your customers will keep on their phones: fast, light on data and built by our team in Lagos.',
    },
    overview: {
      title: 'Apps built for the phones your customers carry',
      paragraphs: [
        'Storage is tight and data is expensive, so we keep apps small, cache what we can and make every screen usable on a 5-inch display.',
        'We design, build, publish and maintain apps for banks, retailers, schools, logistics firms and start-ups, and we stay on after launch to ship updates.',
      ],
      image: serviceCardImages['mobile-app'],
    },
    services: {
      title: 'Mobile app development services',
      lead: 'From the first sketch to the app-store listing and beyond.',
      items: [
        {
          icon: 'smartphone',
          title: 'Cross-platform apps',
          text: 'One Flutter or React Native codebase for Android and iOS: quicker to build and cheaper to maintain.',
        },
        {
          icon: 'code',
          title: 'Native Android and iOS',
          text: 'Kotlin and Swift apps when you need the camera, Bluetooth, background work or the best performance.',
        },
        {
          icon: 'target',
          title: 'App UI and UX design',
          text: 'User research, flows and Figma prototypes tested with real users before development starts.',
        },
        {
          icon: 'server',
          title: 'Back ends and APIs',
          text: 'Secure APIs, push notifications, payments and admin dashboards that power your app.',
        },
        {
          icon: 'cloud',
          title: 'Offline-first features',
          text: 'Apps that save work on the device and sync when the connection returns, for field staff and agents.',
        },
        {
          icon: 'refresh',
          title: 'Publishing and updates',
          text: 'We handle Google Play and App Store submission, reviews, crash reports and regular releases.',
        },
      ],
    },
    benefits: {
      title: 'Why businesses build their apps with us',
      lead: 'What our clients tell us made the difference.',
      items: [
        {
          icon: 'bolt',
          title: 'Small, quick apps',
          text: 'We watch app size and start-up time on every release, because an app that is slow to open is uninstalled.',
        },
        {
          icon: 'shield',
          title: 'Security built in',
          text: 'Encrypted storage, biometric sign-in and secure payment flows that pass bank and partner reviews.',
        },
        {
          icon: 'users',
          title: 'One team from idea to store',
          text: 'Designers, developers and testers who sit together in Lagos and share one plan with you.',
        },
      ],
    },
    process: {
      title: 'How an app project runs',
      lead: 'Four stages, with a test build on your phone at every step.',
      steps: deliverySteps,
    },
    cta: {
      title: 'Have an app idea?',
      text: 'Describe it in a few lines and we will come back with a scope, a timeline and a price.',
    },
  },
  'custom-software': {
    hero: {
      title: 'Custom software development',
      lead: 'Software shaped around the way your business works: internal tools, integrations and platforms, built to last and easy to change.',
    },
    overview: {
      title: 'When off-the-shelf software does not fit',
      paragraphs: [
        'Spreadsheets passed around by e-mail, three systems that do not talk to each other, a process that only one person understands: these are the problems we are called in to solve.',
        'We map how your team works today, then build the software that removes the double entry and the guesswork, and grows with you.',
      ],
      image: serviceCardImages['custom-software'],
    },
    services: {
      title: 'Services we offer',
      lead: 'Software built for your business alone.',
      items: [
        {
          icon: 'layers',
          title: 'Internal tools and ERPs',
          text: 'Inventory, HR, procurement and field-sales systems designed around your own forms and approvals.',
        },
        {
          icon: 'refresh',
          title: 'Workflow automation',
          text: 'Replace manual steps and e-mail chains with approvals, reminders and reports that run themselves.',
        },
        {
          icon: 'code',
          title: 'System integration',
          text: 'Connect your accounting, CRM, payment and banking systems so data is entered once and is correct everywhere.',
        },
        {
          icon: 'cloud',
          title: 'SaaS platforms',
          text: 'Multi-tenant products with subscriptions, billing and admin tools, ready to sell to other businesses.',
        },
        {
          icon: 'server',
          title: 'Legacy modernisation',
          text: 'Move old desktop or PHP systems to modern, supported technology without stopping your operations.',
        },
        {
          icon: 'chart',
          title: 'Dashboards and reporting',
          text: 'Live dashboards that pull from all your systems, so decisions are made on today’s numbers.',
        },
      ],
    },
    benefits: {
      title: 'Client benefits',
      lead: 'What you gain when the software is made for you.',
      items: [
        {
          icon: 'target',
          title: 'Fits your process',
          text: 'Your team keeps the way of working that makes you competitive, instead of bending to a generic product.',
        },
        {
          icon: 'chart',
          title: 'Lower running costs',
          text: 'No per-seat licence fees that grow with your headcount, and fewer hours lost to copying data between systems.',
        },
        {
          icon: 'handshake',
          title: 'You own the code',
          text: 'Full source code, documentation and hand-over training, so you are never locked in to one supplier.',
        },
        {
          icon: 'clock',
          title: 'Support on Lagos time',
          text: 'A local team that answers during your working day and knows your business, with agreed response times.',
        },
      ],
    },
    process: {
      title: 'How we deliver custom software',
      lead: 'Four stages, with working software to try at every step.',
      steps: deliverySteps,
    },
    cta: {
      title: 'Let us scope your system',
      text: 'Share the problem you want solved; we will reply with an approach, a timeline and a quote.',
    },
  },
} satisfies Record<string, DevelopmentServiceContent>;

/** The slug of a development-service page: a key of the content above, so a typo is a type error. */
export type DevelopmentServiceSlug = keyof typeof services;

export const developmentServices: Readonly<
  Record<DevelopmentServiceSlug, DevelopmentServiceContent>
> = services;

/**
 * Every development-service page links to the quote form, in its hero and its closing band, with
 * the page's service chosen there when the form lists it (custom software is not on its list).
 */
export const quoteAction = (slug: DevelopmentServiceSlug): CtaAction => ({
  label: 'Get a Quote Now',
  to: slug === 'custom-software' ? paths.getQuote : withAbout(paths.getQuote, slug),
});
