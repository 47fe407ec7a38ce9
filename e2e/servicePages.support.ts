/** The service pages and the buttons on each that the issue names (followed by the route sweep). */
import { paths } from '../src/config/paths';
import { techConsulting } from '../src/content/consulting';
import { developmentServices } from '../src/content/developmentServices';
import { hireDevelopers } from '../src/content/hireDevelopers';
import { itHiring } from '../src/content/itHiring';
import { staffing } from '../src/content/staffing';
import { talentAcquisition } from '../src/content/talent';

export interface ServicePage {
  path: string;
  h1: string;
  /** Buttons (links) the issue names, with where they go. */
  buttons: readonly { name: string; to: string }[];
}

const developerPage = (path: string, slug: keyof typeof hireDevelopers): ServicePage => ({
  path,
  h1: hireDevelopers[slug].hero.title,
  buttons: [{ name: hireDevelopers[slug].hero.action.label, to: `/contact?about=${slug}` }],
});

export const servicePages: readonly ServicePage[] = [
  {
    path: paths.webDevelopment,
    h1: developmentServices['web-development'].hero.title,
    buttons: [{ name: 'Get a Quote Now', to: '/get-a-quote?about=web-development' }],
  },
  {
    path: paths.mobileApp,
    h1: developmentServices['mobile-app'].hero.title,
    buttons: [{ name: 'Get a Quote Now', to: '/get-a-quote?about=mobile-app' }],
  },
  {
    path: paths.customSoftware,
    h1: developmentServices['custom-software'].hero.title,
    buttons: [{ name: 'Get a Quote Now', to: '/get-a-quote' }],
  },
  {
    path: paths.itHiring,
    h1: itHiring.hero.title,
    buttons: [{ name: 'Apply Now', to: '/contact?about=it-hiring' }],
  },
  developerPage(paths.angularDeveloper, 'angular'),
  developerPage(paths.reactDeveloper, 'react'),
  developerPage(paths.pythonDeveloper, 'python'),
  developerPage(paths.nodejsDeveloper, 'node'),
  developerPage(paths.laravelDeveloper, 'laravel'),
  {
    path: paths.talentAcquisition,
    h1: talentAcquisition.hero.title,
    buttons: [{ name: 'Request Talent Now', to: '/contact?about=talent-acquisition' }],
  },
  {
    path: paths.staffingRecruitment,
    h1: staffing.hero.title,
    buttons: [
      { name: 'Get Started Today', to: '/contact?about=it-staffing' },
      { name: 'Get In Touch', to: '/contact?about=it-staffing' },
    ],
  },
  {
    path: paths.techConsulting,
    h1: techConsulting.hero.title,
    buttons: [
      { name: 'Book a Free Consultation', to: '/book-a-session?about=tech-consulting' },
      { name: 'Schedule a Free Consultation', to: '/book-a-session?about=tech-consulting' },
    ],
  },
];
