/** Copy of the Services list page (`/services`): the four service families, each to its page. */
import { paths } from '../config/paths';
import type { IconName } from '../components/ui/Icon';

export interface ServiceOverviewCard {
  title: string;
  text: string;
  icon: IconName;
  link: { label: string; to: string };
}

export const servicesOverview = {
  id: 'service-list',
  title: 'How we can help',
  lead: 'Pick the service closest to what you need; each page explains what we offer and how we work.',
  cards: [
    {
      title: 'IT Hiring',
      text: 'Hire dedicated Angular, React, Python, Node.js and Laravel developers who work as part of your team, full time or per project.',
      icon: 'briefcase',
      link: { label: 'Explore IT Hiring', to: paths.itHiring },
    },
    {
      title: 'Software Development',
      text: 'Custom software, web platforms and mobile apps designed around your business, built, tested and supported by our Lagos engineers.',
      icon: 'code',
      link: { label: 'Explore Software Development', to: paths.customSoftware },
    },
    {
      title: 'Tech Talent',
      text: 'We find, screen and onboard the developers, data scientists, project managers and CTOs your company needs to grow.',
      icon: 'users',
      link: { label: 'Explore Tech Talent', to: paths.talentAcquisition },
    },
    {
      title: 'Tech Consulting',
      text: 'Independent advice on strategy, cloud migration, cybersecurity, data and AI, infrastructure and digital transformation.',
      icon: 'target',
      link: { label: 'Explore Tech Consulting', to: paths.techConsulting },
    },
  ] satisfies ServiceOverviewCard[],
  cta: {
    id: 'services-cta',
    title: 'Not sure which one you need?',
    text: 'Tell us about your project or your team and we will point you to the right people, usually within one working day.',
    action: { label: 'Contact us', to: paths.contact },
    secondaryAction: { label: 'Get a Quote', to: paths.getQuote },
  },
} as const;
