/** The six database collections, keyed as the company's existing Firebase database names them. */
export const collections = [
  'contactForm',
  'bookSession',
  'hiring',
  'quoteForm',
  'techTalent',
  'training',
] as const;

export type Collection = (typeof collections)[number];

export const isCollection = (value: string): value is Collection =>
  (collections as readonly string[]).includes(value);

/** One value for each collection, made by `make`. */
export const perCollection = <T>(make: (collection: Collection) => T): Record<Collection, T> =>
  Object.fromEntries(collections.map((collection) => [collection, make(collection)])) as Record<
    Collection,
    T
  >;

/** The dashboard's type keys (kept in `/DC?type=`), their labels and collections. */
export const dashboardTypes = [
  { key: 'contact', label: 'Contact Form', collection: 'contactForm' },
  { key: 'bookSession', label: 'Book Session', collection: 'bookSession' },
  { key: 'itHiring', label: 'IT Hiring', collection: 'hiring' },
  { key: 'quote', label: 'Quote', collection: 'quoteForm' },
  { key: 'techTalent', label: 'Tech Talent', collection: 'techTalent' },
  { key: 'training', label: 'Training', collection: 'training' },
] as const satisfies readonly { key: string; label: string; collection: Collection }[];

export type DashboardTypeKey = (typeof dashboardTypes)[number]['key'];
export type DashboardType = (typeof dashboardTypes)[number];

/** The dashboard type that lists a collection. */
export const dashboardTypeOf = (collection: Collection): DashboardType =>
  dashboardTypes.find((type) => type.collection === collection) ?? dashboardTypes[0];

/** The dashboard opened on one lead (its type's list, that lead first and open), from the site's root. */
export const leadDashboardPath = (collection: Collection, id: string): string =>
  `/DC?type=${dashboardTypeOf(collection).key}&lead=${encodeURIComponent(id)}`;

/** Name of the hidden field every public form carries; a filled one marks a bot. */
export const HONEYPOT_FIELD = 'website';
