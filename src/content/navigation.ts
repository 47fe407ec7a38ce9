/** The site's navigation as data: header, mobile menu and footer all read it. */
import { paths } from '../config/paths';

export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  /** Where the group's own label links, if anywhere. */
  to?: string;
  id: string;
  children: readonly NavLink[];
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

export const headerCta: NavLink = { label: 'Book a Session', to: paths.bookSession };

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
