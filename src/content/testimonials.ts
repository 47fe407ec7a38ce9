import type { Testimonial } from '../components/sections/Testimonials';
import type { DeveloperType } from '../records/options';

/**
 * What clients say about the developers we place. The training pages keep their students' words
 * in their own file; both have the shape the `Testimonials` section renders.
 */

/** Exactly five testimonials: the developer pages show a carousel of five. */
export type FiveTestimonials = readonly [
  Testimonial,
  Testimonial,
  Testimonial,
  Testimonial,
  Testimonial,
];

/** The technologies of the hire-developer pages (the hiring form's developerType values). */

/** Testimonials per hire-developer page, keyed like the page slugs and the form's developerType. */
export const developerTestimonials = {
  angular: [
    {
      quote:
        'Our loan-officer portal was a tangle of AngularJS 1.x. Their two Angular engineers moved it to Angular 17 screen by screen while branches kept working, and our page loads dropped from six seconds to under two.',
      name: 'Adaeze Okafor',
      role: 'Head of Digital Channels',
      organization: 'a microfinance bank in Yaba',
    },
    {
      quote:
        'We needed someone who really understood RxJS and NgRx, not just components. The developer they placed rewrote our state layer and wrote the tests our own team now copies.',
      name: 'Tunde Bakare',
      role: 'Engineering Manager',
      organization: 'a logistics platform in Ikeja',
    },
    {
      quote:
        'Interviews on Monday, a shortlist of three on Wednesday and our new Angular lead started the following week. That is faster than any agency we have used in Lagos.',
      name: 'Funmilayo Adeyemi',
      role: 'COO',
      organization: 'an insurtech start-up in Lekki',
    },
    {
      quote:
        'The admin dashboard they built for our pharmacies works offline and syncs when the network returns. Our staff in Ibadan and Abeokuta stopped calling head office about lost orders.',
      name: 'Chidi Nwosu',
      role: 'Product Lead',
      organization: 'a pharmacy chain in Lagos and Ogun',
    },
    {
      quote:
        'Weekly demos, a shared board and an honest "this will take two more days" when it did. Working with their Angular team felt like working with our own people.',
      name: 'Ngozi Eze',
      role: 'CTO',
      organization: 'an HR software company in Victoria Island',
    },
  ],
  react: [
    {
      quote:
        'Our checkout was losing customers on cheap Android phones. Their React developer cut the bundle in half and moved us to server rendering; conversions went up by a fifth in a month.',
      name: 'Kemi Ogunleye',
      role: 'Head of E-commerce',
      organization: 'a fashion retailer in Lekki',
    },
    {
      quote:
        'We hired two React engineers for three months and kept both for two years. They know React, but they also ask the product questions that save us from building the wrong thing.',
      name: 'Emeka Obi',
      role: 'VP Engineering',
      organization: 'a payments company in Ikoyi',
    },
    {
      quote:
        'They built our design system in React and Storybook, with keyboard and screen-reader support from day one. Our four product teams now ship screens that look and behave the same.',
      name: 'Aisha Bello',
      role: 'Design Lead',
      organization: 'a digital bank in Victoria Island',
    },
    {
      quote:
        'Our React Native and web apps share one codebase for business logic now. Their developer set it up cleanly and documented it so our juniors could follow.',
      name: 'Segun Adebayo',
      role: 'Founder',
      organization: 'an agritech start-up in Ibadan',
    },
    {
      quote:
        'The developer joined our stand-ups on day one, had a pull request merged on day two and never missed a sprint. Replacing a contractor has never been this painless.',
      name: 'Ifeoma Chukwu',
      role: 'Product Manager',
      organization: 'an edtech company in Yaba',
    },
  ],
  python: [
    {
      quote:
        'Their Python engineer rebuilt our reconciliation scripts as a Django service with proper tests. Month-end closing went from four days to one afternoon.',
      name: 'Olumide Johnson',
      role: 'Finance Systems Lead',
      organization: 'a savings cooperative in Surulere',
    },
    {
      quote:
        'We needed FastAPI and pandas skills for our pricing engine. The developer they found had done exactly that for a logistics firm and was productive in the first week.',
      name: 'Zainab Lawal',
      role: 'Head of Data',
      organization: 'a haulage marketplace in Apapa',
    },
    {
      quote:
        'They automated the reports our analysts used to build by hand in Excel every Monday. The Python jobs run at 6 AM and the dashboards are ready before anyone logs in.',
      name: 'Babatunde Oyelaran',
      role: 'Operations Director',
      organization: 'an FMCG distributor in Ikeja',
    },
    {
      quote:
        'Clear estimates, clean code reviews and a developer who explains machine-learning trade-offs in plain English to our board. Exactly what we needed.',
      name: 'Chiamaka Okeke',
      role: 'CEO',
      organization: 'a health-tech start-up in Yaba',
    },
    {
      quote:
        'Our old PHP scrapers broke every week. The Python replacement has run for a year with two small fixes, and it comes with monitoring we actually read.',
      name: 'Musa Abdullahi',
      role: 'CTO',
      organization: 'a property listings site in Lekki',
    },
  ],
  node: [
    {
      quote:
        'Their Node.js team built our order-tracking API with WebSockets so riders and customers see the same map in real time. It handled our Black Friday peak without a hiccup.',
      name: 'Yewande Martins',
      role: 'Head of Product',
      organization: 'a food delivery service in Lagos',
    },
    {
      quote:
        'We moved from a single Express server to NestJS services with queues. The developer they placed planned the migration so we never had a maintenance window.',
      name: 'Obinna Okonkwo',
      role: 'Engineering Lead',
      organization: 'a ticketing platform in Victoria Island',
    },
    {
      quote:
        'Paystack and Flutterwave integrations, webhooks, retries, idempotency: their Node.js developer had done it all before, and it shows in how few payment complaints we get.',
      name: 'Halima Sani',
      role: 'COO',
      organization: 'an online school in Abuja',
    },
    {
      quote:
        'Good TypeScript, good tests and good at writing things down. Our on-call engineers can now understand an incident from the logs alone.',
      name: 'Kunle Afolabi',
      role: 'Site Reliability Manager',
      organization: 'a fintech in Ikoyi',
    },
    {
      quote:
        'We asked for one Node.js developer for six months. They sent a short list within three days, and the person we chose is still with us and now leads the back-end team.',
      name: 'Nneka Umeh',
      role: 'HR Business Partner',
      organization: 'a telecoms provider in Lagos',
    },
  ],
  laravel: [
    {
      quote:
        'Our school management system was stuck on Laravel 5. Their developer upgraded it to Laravel 11 in stages and added the parent payment portal we had been promising for a year.',
      name: 'Gbenga Ajayi',
      role: 'Proprietor',
      organization: 'a group of private schools in Lagos',
    },
    {
      quote:
        'The Laravel developer they placed understands Eloquent performance properly. Reports that timed out now load in seconds, and our server bill went down.',
      name: 'Rukayat Olatunji',
      role: 'IT Manager',
      organization: 'a hospital in Ikeja',
    },
    {
      quote:
        'They built our vendor marketplace with Laravel, Livewire and queues, handed over clean documentation and trained our in-house developer to maintain it.',
      name: 'Ikechukwu Nnamdi',
      role: 'Managing Director',
      organization: 'a building-materials marketplace in Ikorodu',
    },
    {
      quote:
        'Security mattered most to us. Their developer added two-factor sign-in, audit logs and proper role permissions before we went live with our clients.',
      name: 'Folake Williams',
      role: 'Compliance Officer',
      organization: 'a pension fund administrator in Lagos',
    },
    {
      quote:
        'Fair rates, a developer who works on Lagos time and a project manager who sends a short written update every Friday. We have renewed the contract twice.',
      name: 'Tobi Adewale',
      role: 'Founder',
      organization: 'a travel agency in Victoria Island',
    },
  ],
} as const satisfies Record<DeveloperType, FiveTestimonials>;
