import type { Testimonial } from '../../components/sections/Testimonials';

/** Students of the web, mobile, data and design courses, shared by those four pages. */
export const studentTestimonials = [
  {
    quote:
      'I came in knowing only Excel. Six months later I had deployed a React and Node.js app for a real Lagos bakery, and that project got me my first developer job.',
    name: 'Damilola Ogunbiyi',
    role: 'Junior full-stack developer',
    organization: 'a logistics start-up in Yaba',
  },
  {
    quote:
      'The Power BI month changed how I work. I now build the weekly sales dashboard my managers used to wait three days for, and I built it from the exercises we did in class.',
    name: 'Uchenna Agu',
    role: 'Sales analyst',
    organization: 'an FMCG distributor in Apapa',
  },
  {
    quote:
      'The tutors reviewed every screen I designed, line by line. I left with a portfolio of three case studies and started freelancing for two clients before the course ended.',
    name: 'Maryam Garba',
    role: 'Product designer',
    organization: 'freelance, Lagos',
  },
] as const satisfies readonly Testimonial[];
