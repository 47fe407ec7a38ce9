import type { Testimonial } from '../../components/sections/Testimonials';

/**
 * Students' words, each on the page of the course they took: a quote about Power BI belongs to
 * data analysis, not to every course. A course with none yet (mobile app) shows no testimonial
 * band until its graduates' words are added here.
 */
export const studentTestimonials = {
  webDevelopment: [
    {
      quote:
        'I came in knowing only Excel. Six months later I had deployed a React and Node.js app for a real Lagos bakery, and that project got me my first developer job.',
      name: 'Damilola Ogunbiyi',
      role: 'Junior full-stack developer',
      organization: 'a logistics start-up in Yaba',
    },
  ],
  dataAnalysis: [
    {
      quote:
        'The Power BI month changed how I work. I now build the weekly sales dashboard my managers used to wait three days for, and I built it from the exercises we did in class.',
      name: 'Uchenna Agu',
      role: 'Sales analyst',
      organization: 'an FMCG distributor in Apapa',
    },
  ],
  uiUx: [
    {
      quote:
        'The tutors reviewed every screen I designed, line by line. I left with a portfolio of three case studies and started freelancing for two clients before the course ended.',
      name: 'Maryam Garba',
      role: 'Product designer',
      organization: 'freelance, Lagos',
    },
  ],
  mobileApp: [],
} as const satisfies Record<string, readonly Testimonial[]>;
