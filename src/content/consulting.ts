/** /services/tech-consulting: six consulting services and a free consultation. */
import type { CardItem } from '../components/sections/CardGrid';
import type { CtaAction } from '../components/sections/CtaBand';
import { withAbout } from '../config/formLinks';
import { paths } from '../config/paths';
import type { ResponsiveImage } from '../lib/media';
import { serviceCardImages } from './media';
import { replyWithin } from './forms';

export interface TechConsultingContent {
  hero: { title: string; lead: string; action: CtaAction };
  services: { title: string; lead: string; items: readonly CardItem[] };
  whyPartner: {
    title: string;
    paragraphs: readonly string[];
    points: readonly string[];
    image: ResponsiveImage;
  };
  form: { title: string; lead: string };
  cta: { title: string; text: string; action: CtaAction };
}

/** Both buttons reach the booking form with its details naming the consultation. */
const consultation = withAbout(paths.bookSession, 'tech-consulting');

export const techConsulting: TechConsultingContent = {
  hero: {
    title: 'Tech consulting',
    lead: 'Independent advice on strategy, cloud, security, data and infrastructure, from consultants who also build and run the systems they recommend.',
    action: { label: 'Book a Free Consultation', to: consultation },
  },
  services: {
    title: 'Our consulting services',
    lead: 'Six areas where we help Nigerian businesses make better technology decisions.',
    items: [
      {
        icon: 'code',
        title: 'Software development strategy',
        text: 'Build, buy or partner? We assess your options, plan the architecture and the team, and set a realistic roadmap and budget.',
      },
      {
        icon: 'cloud',
        title: 'Cloud computing and migration',
        text: 'Move servers and applications to AWS, Azure or Google Cloud with a plan for cost, data residency and downtime.',
      },
      {
        icon: 'shield',
        title: 'Cybersecurity and risk management',
        text: 'Security assessments, penetration tests, NDPA data-protection reviews and an incident-response plan your staff can follow.',
      },
      {
        icon: 'chart',
        title: 'Data analytics and AI integration',
        text: 'Turn scattered data into dashboards, forecasts and AI features that answer real business questions.',
      },
      {
        icon: 'server',
        title: 'IT infrastructure and networking',
        text: 'Office networks, servers, backup power for IT, Wi-Fi and connectivity designed for reliability in Lagos conditions.',
      },
      {
        icon: 'refresh',
        title: 'Digital transformation and automation',
        text: 'Replace paper and spreadsheets with digital workflows, and automate the repetitive work your team does every day.',
      },
    ],
  },
  whyPartner: {
    title: 'Why partner with us',
    paragraphs: [
      'Our consultants are practitioners: the same people design, build and support software for banks, schools, hospitals and retailers across Nigeria. Our advice is grounded in what works here, with local infrastructure, regulation and budgets.',
      'We are vendor-neutral. We recommend what fits your business, explain the trade-offs in plain language and, if you want, stay on to deliver it.',
    ],
    points: [
      'A written report with clear, prioritised recommendations',
      'Fixed-price assessments, agreed before we start',
      'Experience with CBN, NDPA and industry compliance requirements',
      'Optional delivery by our own engineers and developers',
    ],
    image: serviceCardImages['tech-consulting'],
  },
  form: {
    title: 'Tell us about your project',
    lead: `Share what you are planning and the skills you need; a consultant will reply within ${replyWithin.hiring}.`,
  },
  cta: {
    title: 'Not sure where to start?',
    text: 'A free 30-minute session with a senior consultant is often enough to find the next step.',
    action: { label: 'Schedule a Free Consultation', to: consultation },
  },
};
