/** /IT-hiring: how we hire IT professionals, for our teams and our clients'. */
import type { CtaAction } from '../components/sections/CtaBand';
import { withAbout } from '../config/formLinks';
import { paths } from '../config/paths';
import { serviceCardImages } from './media';
import type { OfferPageContent } from './offerPage';
import { replyWithin } from './forms';

const apply: CtaAction = { label: 'Apply Now', to: withAbout(paths.contact, 'it-hiring') };

export const itHiring = {
  hero: {
    title: 'IT hiring',
    lead: 'We hire developers, designers, data analysts and IT engineers for our own projects and for client teams across Lagos. Apply once and we match you with roles that fit your skills.',
    action: apply,
  },
  overview: {
    title: 'Build your career with real projects',
    paragraphs: [
      'Our engineers work on products used every day in Nigeria: banking apps, school portals, logistics platforms and online stores. You will learn from senior colleagues, ship code that matters and be paid on time.',
      'We hire from junior to lead level. Many of our developers started in our own training programmes.',
    ],
    points: [
      'Competitive salaries, paid on time every month',
      'Hybrid work from our Lekki office and from home',
      'Paid certifications and time to learn new tools',
      'Health insurance for permanent staff',
    ],
    image: serviceCardImages['it-talent'],
  },
  offer: {
    id: 'roles',
    title: 'Roles we hire for',
    lead: 'Openings come up every month in these areas.',
    items: [
      {
        icon: 'code',
        title: 'Front-end developers',
        text: 'Angular, React and TypeScript developers who care about speed and accessibility.',
      },
      {
        icon: 'server',
        title: 'Back-end developers',
        text: 'Node.js, Python and Laravel engineers who design clean APIs and reliable databases.',
      },
      {
        icon: 'smartphone',
        title: 'Mobile developers',
        text: 'Flutter, React Native, Kotlin and Swift developers who have shipped apps to the stores.',
      },
      {
        icon: 'target',
        title: 'UI/UX designers',
        text: 'Designers who research, prototype in Figma and test with real users.',
      },
      {
        icon: 'chart',
        title: 'Data analysts',
        text: 'SQL, Excel, Power BI and Python skills to turn business data into decisions.',
      },
      {
        icon: 'shield',
        title: 'IT support and security',
        text: 'Network engineers, system administrators and security analysts who keep systems safe and running.',
      },
    ],
  },
  process: {
    title: 'How our hiring works',
    lead: 'Four steps, and we tell you where you stand at each one.',
    steps: [
      {
        title: 'Apply',
        text: 'Send us your details, your CV and links to your work through the contact page.',
      },
      {
        title: 'Conversation',
        text: 'A 20-minute call with a recruiter about your experience, goals and the kind of work you want.',
      },
      {
        title: 'Practical assessment',
        text: 'A short, paid take-home task or a live session with one of our engineers, never a trick quiz.',
      },
      {
        title: 'Offer and onboarding',
        text: 'A clear offer, a buddy for your first month and a plan for your first project.',
      },
    ],
  },
  reasons: {
    id: 'for-employers',
    title: 'Hiring developers for your company?',
    lead: 'We place dedicated developers in client teams. Choose a technology to see how it works.',
    items: [
      {
        icon: 'code',
        title: 'Angular developers',
        text: 'Enterprise web applications, portals and dashboards.',
        link: { label: 'Hire Angular developers', to: paths.angularDeveloper },
      },
      {
        icon: 'code',
        title: 'ReactJS developers',
        text: 'Fast, modern interfaces for web and mobile.',
        link: { label: 'Hire ReactJS developers', to: paths.reactDeveloper },
      },
      {
        icon: 'code',
        title: 'Python developers',
        text: 'Back ends, data pipelines, automation and AI.',
        link: { label: 'Hire Python developers', to: paths.pythonDeveloper },
      },
      {
        icon: 'code',
        title: 'Node.js developers',
        text: 'APIs, payments and real-time back ends.',
        link: { label: 'Hire Node.js developers', to: paths.nodejsDeveloper },
      },
      {
        icon: 'code',
        title: 'Laravel developers',
        text: 'Secure PHP web applications and marketplaces.',
        link: { label: 'Hire Laravel developers', to: paths.laravelDeveloper },
      },
      {
        icon: 'users',
        title: 'Whole teams',
        text: 'Permanent staff or contract teams, for any industry.',
        link: { label: 'See IT staffing', to: paths.staffingRecruitment },
      },
    ],
  },
  cta: {
    id: 'apply',
    title: 'Ready to join us?',
    // Its button leads to the contact form: that form's promise, not another.
    text: `Send us your details today; we reply to every applicant within ${replyWithin.contactForm}.`,
    action: apply,
  },
} satisfies OfferPageContent;
