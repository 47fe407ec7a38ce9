/** Copy of the About page (`/about`). Identity, hours, address and phone come from company.ts. */
import { paths } from '../config/paths';
import { company, fullAddress, mapsLink, whatsAppCopy } from './company';
import type { IconName } from '../components/ui/Icon';

export interface AboutBlock {
  title: string;
  text: string;
}

export const aboutMissionVision = {
  id: 'mission',
  title: 'Mission and vision',
  mission: {
    title: 'Our mission',
    text: 'To help Nigerian businesses grow with software that works, and to give young Nigerians the skills to build it. We deliver projects the way we teach: in small steps, in the open, with code that others can maintain.',
  } satisfies AboutBlock,
  vision: {
    title: 'Our vision',
    text: 'A Lagos where every growing business has a technology partner it trusts, and where talent trained at home builds products used across Africa and beyond.',
  } satisfies AboutBlock,
} as const;

export interface AboutService {
  title: string;
  text: string;
  icon: IconName;
  link: { label: string; to: string };
}

export const aboutWhatWeDo = {
  id: 'what-we-do',
  title: 'What we do',
  lead: 'Four things, done by one team that talks to each other every day.',
  items: [
    {
      title: 'Software development',
      text: 'Websites, web applications, mobile apps and custom software, from first sketch to launch and support.',
      icon: 'code',
      link: { label: 'Software development services', to: paths.customSoftware },
    },
    {
      title: 'Dedicated developers',
      text: 'Angular, React, Python, Node.js and Laravel developers who join your team for a project or for the long term.',
      icon: 'laptop',
      link: { label: 'Hire developers', to: paths.itHiring },
    },
    {
      title: 'Talent and staffing',
      text: 'We find, screen and onboard developers, data specialists and IT managers for finance, healthcare, retail, education and manufacturing.',
      icon: 'users',
      link: { label: 'Find tech talent', to: paths.talentAcquisition },
    },
    {
      title: 'Training',
      text: 'Courses in web and mobile development, data analysis, cyber security and UI/UX design, in Lekki and online.',
      icon: 'graduation',
      link: { label: 'See our courses', to: paths.trainingWebDevelopment },
    },
  ] satisfies AboutService[],
} as const;

export const aboutWhyUs = {
  id: 'why-us',
  title: 'Why choose us',
  reasons: [
    {
      title: 'Engineers, not middlemen',
      text: 'The people who plan your project are the people who build it, and you can talk to them directly.',
    },
    {
      title: 'Clear quotes and weekly updates',
      text: 'You get a written scope and a clear quote before work starts, then a short progress report every week.',
    },
    {
      title: 'Built for Nigerian conditions',
      text: 'We design for the phones, networks and payment methods your customers actually use.',
    },
    {
      title: 'Trainers who ship',
      text: 'Our trainers build client software too, so students learn what the job needs today.',
    },
  ] satisfies AboutBlock[],
} as const;

/** The three social networks the About page links to. */
const aboutNetworks = ['facebook', 'x', 'linkedin'] as const;

export const aboutVisit = {
  id: 'visit',
  title: 'Visit or call us',
  hours: { label: 'Opening hours', value: company.hours.office.long },
  address: { label: 'Our office', value: fullAddress, href: mapsLink, linkLabel: 'Open in maps' },
  phone: {
    label: 'Book a meeting by phone',
    value: company.phone.display,
    href: `tel:${company.phone.tel}`,
  },
  whatsApp: { label: whatsAppCopy.label, value: whatsAppCopy.action, href: company.whatsApp.href },
  social: {
    title: 'Follow us',
    links: company.social.filter((link) =>
      (aboutNetworks as readonly string[]).includes(link.network),
    ),
  },
} as const;

export const aboutMeeting = {
  id: 'meeting-details',
  title: 'Meeting details',
  lead: 'Your first meeting with us is free and has no obligation. Here is what to expect.',
  details: [
    {
      label: 'Where',
      value: `Our office at ${company.address.street}, ${company.address.city}, or a video call`,
    },
    { label: 'When', value: company.hours.office.long },
    { label: 'How long', value: '30 to 45 minutes' },
    {
      label: 'What to bring',
      value:
        'A short description of your project, your hiring need or the course you are interested in',
    },
    { label: 'How to book', value: `Call ${company.phone.display} or book online` },
  ],
  actions: [
    { label: 'Book a Session', to: paths.bookSession },
    { label: 'See all the ways to meet us', to: `${paths.home}#meetings` },
  ],
} as const;
