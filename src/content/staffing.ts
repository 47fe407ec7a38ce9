/** /services/it-staffing-recruitment: IT staffing for five industries. */
import { withAbout } from '../config/formLinks';
import { paths } from '../config/paths';
import { heroImages } from './media';
import type { OfferPageContent } from './offerPage';
import { replyWithin } from './forms';

const skyline = heroImages.find((image) => image.id === 'hero-02-lagos-skyline-dusk');
if (!skyline) throw new Error('The Lagos skyline image is missing from src/content/media.ts');

/** Both buttons reach the contact form with its subject naming the offer. */
const staffingEnquiry = withAbout(paths.contact, 'it-staffing');

export const staffing = {
  hero: {
    title: 'IT staffing and recruitment',
    lead: 'Skilled IT professionals for Nigerian companies in finance, healthcare, e-commerce, education and manufacturing, on permanent or contract terms.',
    action: { label: 'Get Started Today', to: staffingEnquiry },
  },
  overview: {
    title: 'People who understand your industry, not just your tech stack',
    paragraphs: [
      'A developer who has worked under CBN guidelines, or a support engineer who has kept a hospital’s records system running, is productive from the first week. We recruit for industry experience as well as technical skill.',
      'From a single systems administrator to a twenty-person delivery team, we handle sourcing, screening, contracts and payroll, so you can focus on the work.',
    ],
    image: skyline,
  },
  offer: {
    id: 'industries',
    title: 'Industries we serve',
    lead: 'Specialist recruiters for five sectors where technology and regulation meet.',
    items: [
      {
        icon: 'bank',
        title: 'Finance',
        text: 'Developers, security analysts and data engineers for banks, fintechs, insurers and pension administrators.',
      },
      {
        icon: 'heartPulse',
        title: 'Healthcare',
        text: 'IT staff for hospitals, clinics, pharmacies and health-tech start-ups, with care for patient-data privacy.',
      },
      {
        icon: 'cart',
        title: 'E-commerce',
        text: 'Engineers, product managers and designers who keep online stores, payments and deliveries running at peak.',
      },
      {
        icon: 'graduation',
        title: 'Education',
        text: 'Developers and support staff for schools, universities and edtech platforms serving students across Nigeria.',
      },
      {
        icon: 'factory',
        title: 'Manufacturing',
        text: 'ERP specialists, network engineers and data analysts for factories, distributors and supply chains.',
      },
    ],
  },
  process: {
    title: 'Our 4-step process to find the perfect fit',
    lead: 'The same careful steps for every role, from junior support to senior engineer.',
    steps: [
      {
        title: 'Requirement gathering',
        text: 'We learn your business, the role, the team it joins and what success looks like after six months.',
      },
      {
        title: 'Extensive screening',
        text: 'CV review, technical tests, structured interviews and reference checks, done by people who know the work.',
      },
      {
        title: 'Candidate matching',
        text: 'We match skills, industry experience and working style to your team, and send a short list with our notes.',
      },
      {
        title: 'Final selection',
        text: 'You interview the finalists; we manage the offer, the contract and a smooth first day.',
      },
    ],
  },
  reasons: {
    id: 'differentiators',
    title: 'What makes us different',
    lead: 'Three things our clients value most.',
    items: [
      {
        icon: 'target',
        title: 'Industry specialists',
        text: 'Each recruiter focuses on one or two sectors and knows their regulations, systems and salary levels.',
      },
      {
        icon: 'users',
        title: 'Flexible terms',
        text: 'Permanent hires, fixed-term contracts or managed teams on our payroll, whichever suits your budget.',
      },
      {
        icon: 'handshake',
        title: 'We stay involved',
        text: 'Regular check-ins after placement and a free replacement if a hire is not the right fit.',
      },
    ],
  },
  cta: {
    id: 'get-in-touch',
    title: 'Let us build your team',
    text: `Tell us about the roles you need to fill and we will set up a call within ${replyWithin.techTalent}.`,
    action: { label: 'Get In Touch', to: staffingEnquiry },
  },
  form: {
    id: 'request-staff',
    title: 'Request IT staff',
    lead: 'Describe the role and we will send matching candidates, usually within a week.',
  },
} satisfies OfferPageContent;
