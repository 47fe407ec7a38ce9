/**
 * Placeholder entries for the proof sections' tests: visibly not real companies or people, so
 * nothing here could be mistaken for a client or a member of staff.
 */
import type {
  CaseStudy,
  CertificationPartner,
  ClientLogo,
  Person,
} from '../../src/components/sections/Proof';

const logo = (name: string) => ({ src: `/test/${name}.svg`, width: 120, height: 40, alt: name });

export const placeholderClients: readonly ClientLogo[] = [
  { name: 'Placeholder Client One', logo: logo('one') },
  { name: 'Placeholder Client Two', logo: logo('two') },
];

export const placeholderStudy: CaseStudy = {
  client: 'Placeholder Client One',
  title: 'Placeholder project title',
  problem: 'Placeholder problem text.',
  built: 'Placeholder description of what was built.',
  result: 'Placeholder measured result.',
};

export const placeholderPeople: readonly Person[] = [
  { name: 'Placeholder Person', role: 'Placeholder role', bio: 'Placeholder biography.' },
];

export const placeholderPartner: CertificationPartner = {
  name: 'Placeholder Certification Body',
  text: 'Placeholder line on what the partnership gives students.',
  url: 'https://certification.invalid/',
};
