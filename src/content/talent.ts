/** /services/it-talent-acquisition: finding, screening and onboarding tech talent. */
import { withAbout } from '../config/formLinks';
import { paths } from '../config/paths';
import { serviceCardImages } from './media';
import type { OfferPageContent } from './offerPage';
import { replyWithin } from './forms';

/** Both buttons reach the contact form with its subject naming the offer. */
const talentEnquiry = withAbout(paths.contact, 'talent-acquisition');

export const talentAcquisition = {
  hero: {
    title: 'IT talent acquisition',
    lead: 'We find, assess and onboard the developers, data specialists, project managers and technology leaders your business needs to grow.',
    action: { label: 'Request Talent Now', to: talentEnquiry },
  },
  overview: {
    title: 'Hiring tech talent in Lagos is hard. We make it routine.',
    paragraphs: [
      'Good engineers are in demand at home and abroad, and a wrong hire costs months. Our recruiters are engineers themselves: they know what a good pull request looks like and which questions separate real experience from a polished CV.',
      'We keep a pool of more than 2,000 assessed professionals across Lagos, Abuja, Port Harcourt and Ibadan, so most roles get a shortlist within a week.',
    ],
    image: serviceCardImages['it-talent'],
  },
  offer: {
    id: 'services',
    title: 'Our talent acquisition services',
    lead: 'One partner for every kind of tech hire.',
    items: [
      {
        icon: 'briefcase',
        title: 'Permanent placement',
        text: 'Full-time developers, data scientists, designers and IT staff who join your payroll, with a 90-day replacement guarantee.',
      },
      {
        icon: 'calendar',
        title: 'Contract and project staffing',
        text: 'Skilled professionals for three to twelve months to deliver a project, cover a leave or test a new team.',
      },
      {
        icon: 'target',
        title: 'Leadership search',
        text: 'Engineering managers, heads of data and CTOs found through a confidential, research-led search.',
      },
    ],
  },
  process: {
    title: 'Our 4-step process',
    lead: 'How a role goes from brief to first day at work.',
    steps: [
      {
        title: 'Identify needs',
        text: 'We meet your hiring manager to agree the skills, seniority, salary range and team culture, and write the role profile together.',
      },
      {
        title: 'Search and screen',
        text: 'We search our talent pool and networks, then screen every candidate by phone for experience, motivation and notice period.',
      },
      {
        title: 'Interviews and assessments',
        text: 'Shortlisted candidates complete a practical test and a technical interview with our engineers before you meet them.',
      },
      {
        title: 'Onboarding support',
        text: 'We handle the offer, references and paperwork, then check in with you and the new hire through the first 90 days.',
      },
    ],
  },
  reasons: {
    id: 'why-partner',
    title: 'Why partner with us',
    lead: 'Three reasons companies come back to us for their next hire.',
    items: [
      {
        icon: 'code',
        title: 'Technical recruiters',
        text: 'Candidates are assessed by working engineers, so you interview fewer people and hire better ones.',
      },
      {
        icon: 'clock',
        title: 'Speed without shortcuts',
        text: 'A shortlist in five working days on average, with every candidate’s test results attached.',
      },
      {
        icon: 'shield',
        title: 'A guarantee that means something',
        text: 'If a permanent hire leaves within 90 days, we find a replacement at no extra fee.',
      },
    ],
  },
  cta: {
    id: 'talk-to-us',
    title: 'Have a role to fill?',
    text: 'Talk to a recruiter today, or use the form below and we will call you back.',
    action: { label: 'Talk to a Recruiter', to: talentEnquiry },
  },
  form: {
    id: 'request-talent',
    title: 'Request talent',
    lead: `Tell us who you are looking for. A recruiter will reply within ${replyWithin.techTalent}.`,
  },
} satisfies OfferPageContent;
