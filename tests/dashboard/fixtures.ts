/**
 * Records of every type as the database holds them: today's shapes (what the forms send,
 * checked against the shared record schemas in cards.test) and the older shapes the
 * company's existing database still holds.
 */
export interface Fixture {
  type: string;
  label: string;
  collection: string;
  key: string;
  stored: Record<string, unknown>;
  /** What the card shows: label → text, in order (its reference first, Identification Number last). */
  shows: Record<string, string>;
  /** The stored shape is one the forms of today still send. */
  current: boolean;
}

export const fixtures: Fixture[] = [
  {
    type: 'contact',
    label: 'Contact Form',
    collection: 'contactForm',
    key: '-NcontactCurrent0001',
    current: true,
    stored: {
      fullName: 'Adaeze Okafor',
      email: 'adaeze@example.com',
      phoneNumber: '08031234567',
      subject: 'Website redesign',
      message: 'We need a new site for our pharmacy chain in Surulere.',
      date: '2025-03-17T13:05:00.000Z',
    },
    shows: {
      Reference: 'CT-NKWG-8422',
      Name: 'Adaeze Okafor',
      Email: 'adaeze@example.com',
      Phone: '+2348031234567',
      Subject: 'Website redesign',
      Message: 'We need a new site for our pharmacy chain in Surulere.',
      Date: '17 Mar 2025, 14:05 WAT',
      'Identification Number': '-NcontactCurrent0001',
    },
  },
  {
    type: 'contact',
    label: 'Contact Form',
    collection: 'contactForm',
    key: '-NcontactLegacy00001',
    current: false,
    // The first contact form's records: `name`, `phone`, an epoch time under `timestamp`, an `id` copy.
    stored: {
      id: 'client-made-id',
      name: 'Tunde Bakare',
      email: 'tunde@example.com',
      phone: '08029876543',
      message: 'Please call me back about staff training.',
      timestamp: 1710680700000,
    },
    shows: {
      Reference: 'CT-HY0G-8422',
      Name: 'Tunde Bakare',
      Email: 'tunde@example.com',
      Phone: '+2348029876543',
      Message: 'Please call me back about staff training.',
      Date: '17 Mar 2024, 14:05 WAT',
      'Identification Number': '-NcontactLegacy00001',
    },
  },
  {
    type: 'bookSession',
    label: 'Book Session',
    collection: 'bookSession',
    key: '-NbookCurrent0000001',
    current: true,
    stored: {
      fullName: 'Chiamaka Eze',
      email: 'chiamaka@example.com',
      phoneNumber: '+2348031234567',
      course: 'cyber-security',
      sessionDate: '2099-04-02',
      sessionTime: '10:30',
      message: '',
      date: '2025-03-31T23:30:00.000Z',
    },
    shows: {
      Reference: 'BK-210G-8422',
      Name: 'Chiamaka Eze',
      Email: 'chiamaka@example.com',
      Phone: '+2348031234567',
      Course: 'Cyber Security',
      'Session date': 'Thu, 2 Apr 2099',
      'Session time': '10:30',
      Date: '1 Apr 2025, 00:30 WAT',
      'Identification Number': '-NbookCurrent0000001',
    },
  },
  {
    type: 'itHiring',
    label: 'IT Hiring',
    collection: 'hiring',
    key: '-NhiringCurrent00001',
    current: true,
    stored: {
      name: 'Emeka Nwosu',
      email: 'emeka@konga.example',
      phone: '08051234567',
      organization: 'Konga Ltd',
      projectType: 'webDevelopment',
      developerType: 'react',
      projectDuration: 'longTerm',
      message: 'Two React developers for our checkout team.',
      timestamp: '2025-02-10T09:00:00.000Z',
    },
    shows: {
      Reference: 'HR-7S0G-8422',
      Name: 'Emeka Nwosu',
      Email: 'emeka@konga.example',
      Phone: '+2348051234567',
      Message: 'Two React developers for our checkout team.',
      Organization: 'Konga Ltd',
      'Project type': 'Web development',
      'Developer type': 'ReactJS',
      'Project duration': 'Long term',
      Date: '10 Feb 2025, 10:00 WAT',
      'Identification Number': '-NhiringCurrent00001',
    },
  },
  {
    type: 'itHiring',
    label: 'IT Hiring',
    collection: 'hiring',
    key: '-NhiringLegacy000001',
    current: false,
    // The old quote variant in the hiring list: `organizationName`, `DeveloperType`, `phoneNumber`, `date`.
    stored: {
      name: 'Funmi Adeyemi',
      phoneNumber: '08061234567',
      email: 'funmi@example.com',
      organizationName: 'Paystack',
      projectType: 'mobileApp',
      DeveloperType: 'angular',
      projectDuration: 'shortTerm',
      message: 'An Angular developer for three months.',
      date: '2024-12-01T15:45:00.000Z',
    },
    shows: {
      Reference: 'HR-W10G-8422',
      Name: 'Funmi Adeyemi',
      Email: 'funmi@example.com',
      Phone: '+2348061234567',
      Message: 'An Angular developer for three months.',
      Organization: 'Paystack',
      'Project type': 'Mobile app',
      'Developer type': 'Angular',
      'Project duration': 'Short term',
      Date: '1 Dec 2024, 16:45 WAT',
      'Identification Number': '-NhiringLegacy000001',
    },
  },
  {
    type: 'quote',
    label: 'Quote',
    collection: 'quoteForm',
    key: '-NquoteCurrent000001',
    current: true,
    stored: {
      fullName: 'Ngozi Obi',
      email: 'ngozi@example.com',
      phoneNumber: '+2348091234567',
      serviceType: 'seo',
      location: 'Ikeja, Lagos',
      contactMethod: 'whatsapp',
      projectDetails: 'SEO for our restaurant group website.',
      date: '2025-01-05T11:20:00.000Z',
    },
    shows: {
      Reference: 'QT-J10G-8422',
      Name: 'Ngozi Obi',
      Email: 'ngozi@example.com',
      Phone: '+2348091234567',
      'Service type': 'SEO',
      Location: 'Ikeja, Lagos',
      'Contact method': 'WhatsApp',
      'Project details': 'SEO for our restaurant group website.',
      Date: '5 Jan 2025, 12:20 WAT',
      'Identification Number': '-NquoteCurrent000001',
    },
  },
  {
    type: 'quote',
    label: 'Quote',
    collection: 'quoteForm',
    key: '-NquoteLegacy0000001',
    current: false,
    // The old Get a Quote page's records: the time under `data`.
    stored: {
      fullName: 'Bola Ahmed',
      email: 'bola@example.com',
      phoneNumber: '08011234567',
      serviceType: 'mobile-app',
      location: 'Abuja',
      contactMethod: 'phone',
      projectDetails: 'A delivery app for Android.',
      data: '2024-11-02T08:00:00.000Z',
    },
    shows: {
      Reference: 'QT-210G-8422',
      Name: 'Bola Ahmed',
      Email: 'bola@example.com',
      Phone: '+2348011234567',
      'Service type': 'Mobile App Development',
      Location: 'Abuja',
      'Contact method': 'Phone call',
      'Project details': 'A delivery app for Android.',
      Date: '2 Nov 2024, 09:00 WAT',
      'Identification Number': '-NquoteLegacy0000001',
    },
  },
  {
    type: 'techTalent',
    label: 'Tech Talent',
    collection: 'techTalent',
    key: '-NtalentCurrent00001',
    current: true,
    stored: {
      name: 'Ifeoma Chukwu',
      email: 'ifeoma@flutterwave.example',
      phone: '08071234567',
      organizationName: 'Flutterwave',
      jobRole: 'data-scientist',
      employmentType: 'contract',
      message: 'A data scientist for a six-month fraud project.',
      date: '2025-03-01T07:00:00.000Z',
    },
    shows: {
      Reference: 'TL-7S0G-8422',
      Name: 'Ifeoma Chukwu',
      Email: 'ifeoma@flutterwave.example',
      Phone: '+2348071234567',
      Message: 'A data scientist for a six-month fraud project.',
      Organization: 'Flutterwave',
      'Job role': 'Data scientist',
      'Employment type': 'Contract',
      Date: '1 Mar 2025, 08:00 WAT',
      'Identification Number': '-NtalentCurrent00001',
    },
  },
  {
    type: 'techTalent',
    label: 'Tech Talent',
    collection: 'techTalent',
    key: '-NtalentLegacy000001',
    current: false,
    // The old talent form's records: the time under `data`, the details sent empty.
    stored: {
      name: 'Segun Martins',
      email: 'segun@example.com',
      phone: '08081234567',
      organizationName: '',
      jobRole: 'cto',
      employmentType: 'full-time',
      message: '',
      data: '2024-10-10T10:10:00.000Z',
    },
    shows: {
      Reference: 'TL-W10G-8422',
      Name: 'Segun Martins',
      Email: 'segun@example.com',
      Phone: '+2348081234567',
      'Job role': 'CTO',
      'Employment type': 'Full-time',
      Date: '10 Oct 2024, 11:10 WAT',
      'Identification Number': '-NtalentLegacy000001',
    },
  },
  {
    type: 'training',
    label: 'Training',
    collection: 'training',
    key: '-NtrainingCurrent001',
    current: true,
    stored: {
      name: 'Aisha Bello',
      email: 'aisha@example.com',
      phone: '08091234567',
      course: 'ui-ux',
      preferredStart: '2099-05-04',
      message: 'Weekend classes, please.',
      date: '2025-03-20T17:59:00.000Z',
    },
    shows: {
      Reference: 'TR-FASY-8422',
      Name: 'Aisha Bello',
      Email: 'aisha@example.com',
      Phone: '+2348091234567',
      Message: 'Weekend classes, please.',
      Course: 'UI/UX Design',
      'Preferred start': 'Mon, 4 May 2099',
      Date: '20 Mar 2025, 18:59 WAT',
      'Identification Number': '-NtrainingCurrent001',
    },
  },
];

/** The fixtures as the database's collections. */
export const fixtureStore = (): Record<string, Record<string, unknown>> => {
  const collections: Record<string, Record<string, unknown>> = {};
  for (const fixture of fixtures) {
    collections[fixture.collection] ??= {};
    collections[fixture.collection]![fixture.key] = fixture.stored;
  }
  return collections;
};
