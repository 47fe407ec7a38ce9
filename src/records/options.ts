/**
 * The option values the forms offer and the words shown for them.
 * Values are what the company's database already stores, so they never change; labels are the
 * words shown for them.
 */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

const options = <const V extends string>(list: readonly Option<V>[]) => list;

export const courseOptions = options([
  { value: 'web-development', label: 'Web Development' },
  { value: 'mobile-app', label: 'Mobile App Development' },
  { value: 'cyber-security', label: 'Cyber Security' },
  { value: 'data-analysis', label: 'Data Analysis' },
  { value: 'ui-ux', label: 'UI/UX Design' },
]);

export const serviceTypeOptions = options([
  { value: 'web-development', label: 'Web Development' },
  { value: 'mobile-app', label: 'Mobile App Development' },
  { value: 'ui-ux', label: 'UI/UX Design' },
  { value: 'seo', label: 'SEO' },
]);

export const contactMethodOptions = options([
  { value: 'phone', label: 'Phone call' },
  { value: 'whatsapp', label: 'WhatsApp' },
]);

export const projectTypeOptions = options([
  { value: 'webDevelopment', label: 'Web development' },
  { value: 'mobileApp', label: 'Mobile app' },
  { value: 'softwareDevelopment', label: 'Software development' },
  { value: 'other', label: 'Other' },
]);

export const developerTypeOptions = options([
  { value: 'angular', label: 'Angular' },
  { value: 'react', label: 'ReactJS' },
  { value: 'python', label: 'Python' },
  { value: 'node', label: 'Node.js' },
  { value: 'laravel', label: 'Laravel' },
]);

export const projectDurationOptions = options([
  { value: 'shortTerm', label: 'Short term' },
  { value: 'longTerm', label: 'Long term' },
  { value: 'ongoing', label: 'Ongoing' },
]);

export const jobRoleOptions = options([
  { value: 'developer', label: 'Developer' },
  { value: 'data-scientist', label: 'Data scientist' },
  { value: 'project-manager', label: 'Project manager' },
  { value: 'cto', label: 'CTO' },
]);

export const employmentTypeOptions = options([
  { value: 'full-time', label: 'Full-time' },
  { value: 'part-time', label: 'Part-time' },
  { value: 'contract', label: 'Contract' },
]);

export const optionValues = <V extends string>(list: readonly Option<V>[]) =>
  list.map((o) => o.value) as [V, ...V[]];

/** Every option value the site has ever stored, mapped to its words (for the dashboard). */
export const optionLabel = (value: string): string => {
  for (const list of [
    courseOptions,
    serviceTypeOptions,
    contactMethodOptions,
    projectTypeOptions,
    developerTypeOptions,
    projectDurationOptions,
    jobRoleOptions,
    employmentTypeOptions,
  ] as readonly (readonly Option[])[]) {
    const found = list.find((o) => o.value === value);
    if (found) return found.label;
  }
  return value;
};

/** A course's value, which is also its training page's slug. */
export type CourseSlug = (typeof courseOptions)[number]['value'];

/** A developer type's value, which is also its hire-developer page's slug. */
export type DeveloperType = (typeof developerTypeOptions)[number]['value'];
