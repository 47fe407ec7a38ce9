/** Every route path of the site, in one registry; links and the route table use these. */
export const paths = {
  home: '/',
  homeAlias: '/home',
  services: '/services',
  about: '/about',
  contact: '/contact',
  bookSession: '/book-a-session',
  getQuote: '/get-a-quote',
  webDevelopment: '/services/web-development',
  mobileApp: '/services/mobile-app',
  customSoftware: '/services/custom-software',
  itHiring: '/IT-hiring',
  angularDeveloper: '/services/angular-developer',
  reactDeveloper: '/services/react-developer',
  pythonDeveloper: '/services/python-developer',
  nodejsDeveloper: '/services/nodejs-developer',
  laravelDeveloper: '/services/laravel-developer',
  talentAcquisition: '/services/it-talent-acquisition',
  staffingRecruitment: '/services/it-staffing-recruitment',
  techConsulting: '/services/tech-consulting',
  trainingWebDevelopment: '/training/web-development',
  trainingMobileApp: '/training/mobile-app',
  trainingDataAnalysis: '/training/data-analysis',
  trainingCyberSecurity: '/training/cyber-security',
  trainingUiUx: '/training/ui-ux',
  privacy: '/privacy',
  dashboard: '/DC',
} as const;

export type PathKey = keyof typeof paths;
export type SitePath = (typeof paths)[PathKey];

/** Routes that are prerendered and listed in the sitemap (everything but the staff dashboard). */
export const publicPaths: readonly SitePath[] = Object.values(paths).filter(
  (path) => path !== paths.dashboard,
);
