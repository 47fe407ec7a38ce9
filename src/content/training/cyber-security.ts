/** The cyber-security training course (loaded by the training page when its route is shown). */
import type { Testimonial } from '../../components/sections/Testimonials';
import { paths } from '../../config/paths';
import { company } from '../company';
import { enrolLead, sharedFaqs } from './common';
import type { TrainingCourse } from './shared';
import { courseFacts } from './facts';

const cyberTestimonials = [
  {
    quote:
      'I was a help-desk technician. After the Beginner and Intermediate levels I moved to our security team, and I now run the phishing simulations for the whole bank.',
    name: 'Oluwaseun Akande',
    role: 'Security analyst',
    organization: 'a commercial bank in Marina',
  },
  {
    quote:
      'The labs are the real thing: we attacked and defended our own network, wrote the incident report and presented it. My interviewers asked about those labs more than my certificate.',
    name: 'Blessing Etim',
    role: 'SOC analyst',
    organization: 'a telecoms company in Victoria Island',
  },
  {
    quote:
      'Because every level follows the certification partner’s curriculum, I sat the exam the month after the Advanced level and passed at the first attempt.',
    name: 'Hauwa Ibrahim',
    role: 'Penetration tester',
    organization: 'a cyber security consultancy in Ikeja',
  },
] as const satisfies readonly Testimonial[];

export const course = {
  slug: 'cyber-security',
  path: paths.trainingCyberSecurity,
  name: 'Cyber Security',
  hero: {
    eyebrow: 'Protect what matters',
    title: 'Cyber Security Training',
    lead: `Protect networks, systems and people. Four levels, from your first security concepts to leading a security team, each aligned with the curriculum of our certification partner, ${company.certificationPartner}.`,
  },
  whyChoose: {
    title: 'Why choose our cyber security training',
    paragraphs: [
      'Nigerian banks, fintechs and telecoms companies are hiring security analysts faster than they can find them. Our four-level program takes you from the basics to expert work, and each level prepares you for our certification partner’s exam at that level.',
      'Half of every week is hands-on: you attack and defend your own lab network, investigate incidents and write the reports a security team writes. Your tutors work in security operations, not just in classrooms.',
    ],
  },
  topics: {
    title: 'What You Will Learn',
    lead: 'Four levels of four months each. Open a level to see what it covers.',
    sections: [
      {
        title: 'Beginner',
        summary: 'Security foundations for anyone starting out.',
        topics: [
          'How networks, operating systems and the web work',
          'Threats, vulnerabilities and risk',
          'Passwords, encryption and multi-factor authentication',
          'Phishing and social engineering',
          'Security policies and Nigerian data protection law (NDPA)',
        ],
      },
      {
        title: 'Intermediate',
        summary: 'Defending networks and systems day to day.',
        topics: [
          'Firewalls, VPNs and network segmentation',
          'Hardening Windows and Linux servers',
          'Logging, monitoring and SIEM basics',
          'Vulnerability scanning and patch management',
          'Securing cloud accounts',
        ],
      },
      {
        title: 'Advanced',
        summary: 'Thinking like an attacker, responding like a defender.',
        topics: [
          'Ethical hacking and penetration testing',
          'Web application security testing',
          'Incident response and digital forensics',
          'Malware analysis basics',
          'Writing findings and incident reports',
        ],
      },
      {
        title: 'Expert',
        summary: 'Designing security and leading the people who run it.',
        topics: [
          'Security architecture and zero trust',
          'Threat hunting and threat intelligence',
          'Governance, risk and compliance',
          'Running a security operations centre',
          'Capstone: a full security assessment for a client',
        ],
      },
    ],
  },
  partner: {
    title: 'Why partner with us',
    lead: 'What you get from training with us, at every level.',
    points: [
      {
        icon: 'award',
        title: 'Aligned with our certification partner',
        text: 'Every level follows our certification partner’s curriculum and ends with a practice exam in its format.',
      },
      {
        icon: 'shield',
        title: 'Hands-on labs',
        text: 'You practise on your own lab network: attacks, defences and investigations, not slides.',
      },
      {
        icon: 'briefcase',
        title: 'Career support',
        text: 'CV reviews, mock interviews and introductions to the banks and fintechs that hire through us.',
      },
    ],
  },
  details: {
    title: 'Course Details',
    caption: 'Cyber security levels and durations',
    note: `All four levels are aligned with the curriculum of our certification partner, ${company.certificationPartner}.`,
    partnerAligned: true,
    offerings: [
      {
        name: 'Security Foundations',
        level: 'Beginner',
        months: 4,
        summary:
          'Networks, threats, encryption and safe practice: the grounding every security role starts from.',
      },
      {
        name: 'Network and System Defence',
        level: 'Intermediate',
        months: 4,
        summary:
          'Firewalls, hardened servers, monitoring and patching: keeping an organisation’s systems safe.',
      },
      {
        name: 'Ethical Hacking and Incident Response',
        level: 'Advanced',
        months: 4,
        summary:
          'Penetration testing, web security testing and investigating incidents from first alert to report.',
      },
      {
        name: 'Security Architecture and Leadership',
        level: 'Expert',
        months: 4,
        summary:
          'Zero trust design, threat hunting, governance and running a security operations centre.',
      },
    ],
  },
  testimonials: {
    title: 'What our cyber security students say',
    lead: 'Graduates of the cyber security program, in their own words.',
    items: cyberTestimonials,
  },
  faqs: {
    title: 'Questions about the course',
    items: [
      {
        question: 'Which level should I start at?',
        answer:
          'Most people start at Beginner. If you already work in IT support or networking, our tutors can assess you in a short call and you may start at Intermediate.',
      },
      {
        question: 'Is the course aligned with a certification?',
        answer: `Yes. Every level follows the curriculum of our certification partner, ${company.certificationPartner}, and ends with a practice exam in the partner’s format so you are ready to sit the real one.`,
      },
      ...sharedFaqs('cyber security', courseFacts['cyber-security']),
    ],
  },
  facts: courseFacts['cyber-security'],
  form: { title: 'Enroll in cyber security', lead: enrolLead },
} as const satisfies TrainingCourse & { slug: 'cyber-security' };
