/** The site's navigation as data: header, mobile menu and footer all read it. */
import { paths } from '../config/paths';

export interface NavLink {
  label: string;
  to: string;
}

/** A labelled set of links inside a menu ("Hire a developer"). */
export interface NavSection {
  label: string;
  links: readonly NavLink[];
}

export interface NavGroup {
  label: string;
  /** Where the group's own label links, if anywhere. */
  to?: string;
  id: string;
  children: readonly NavLink[];
  /** Further links, grouped under their own labels after `children`. */
  sections?: readonly NavSection[];
}

export type NavItem = NavLink | NavGroup;

export const isNavGroup = (item: NavItem): item is NavGroup => 'children' in item;

export const servicesMenu: NavGroup = {
  id: 'services',
  label: 'Services',
  to: paths.services,
  children: [
    { label: 'IT Hiring', to: paths.itHiring },
    { label: 'Software Development', to: paths.customSoftware },
    { label: 'Tech Talent', to: paths.talentAcquisition },
    { label: 'Tech Consulting', to: paths.techConsulting },
  ],
  // Every service page has a way in from the header. The labels differ from the training
  // menu's ("Web Development" is a course there), as both menus show in the phone menu at once.
  sections: [
    {
      label: 'Build with us',
      links: [
        { label: 'Websites & Web Apps', to: paths.webDevelopment },
        { label: 'Mobile Apps', to: paths.mobileApp },
        { label: 'Get a Quote', to: paths.getQuote },
      ],
    },
    {
      label: 'Hire a developer',
      links: [
        { label: 'Angular Developers', to: paths.angularDeveloper },
        { label: 'React Developers', to: paths.reactDeveloper },
        { label: 'Python Developers', to: paths.pythonDeveloper },
        { label: 'Node.js Developers', to: paths.nodejsDeveloper },
        { label: 'Laravel Developers', to: paths.laravelDeveloper },
      ],
    },
    {
      label: 'Staffing',
      links: [{ label: 'IT Staffing & Recruitment', to: paths.staffingRecruitment }],
    },
  ],
};

export const trainingMenu: NavGroup = {
  id: 'training',
  label: 'Training',
  children: [
    { label: 'Web Development', to: paths.trainingWebDevelopment },
    { label: 'Mobile App Development', to: paths.trainingMobileApp },
    { label: 'Data Analysis', to: paths.trainingDataAnalysis },
    { label: 'Cyber Security', to: paths.trainingCyberSecurity },
    { label: 'UI/UX Design', to: paths.trainingUiUx },
  ],
};

export const mainNav: readonly NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About Us', to: paths.about },
  servicesMenu,
  trainingMenu,
  { label: 'Contact Us', to: paths.contact },
];

/** The phone menu's buttons: the one in the header that opens it, and the one in it that closes it. */
export const phoneMenuCopy = { open: 'Menu', close: 'Close' } as const;

export const headerCta: NavLink = { label: 'Book a Session', to: paths.bookSession };

/** The header's second action, for clients with a project (wide screens; also in Services). */
export const headerQuote: NavLink = { label: 'Get a Quote', to: paths.getQuote };

export const footerQuickLinks: readonly NavLink[] = [
  { label: 'About Us', to: paths.about },
  { label: 'Services', to: paths.services },
  { label: 'Contact Us', to: paths.contact },
  { label: 'Privacy notice', to: paths.privacy },
];

export const notFoundLinks: readonly NavLink[] = [
  { label: 'Go to the home page', to: paths.home },
  { label: 'See our services', to: paths.services },
  { label: 'Contact us', to: paths.contact },
];
