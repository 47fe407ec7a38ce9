/**
 * The site configuration: every detail of the company the pages show (name, legal name, phone,
 * WhatsApp number, e-mail, address, map position, social links, certification partner), in this
 * one place. The values below are deliberately obvious placeholders (Example, example.com,
 * +234 800 000 0000): replace them before launch. `npm run build` checks this configuration
 * (src/content/companyCheck.ts) and prints a warning while any detail is still a placeholder
 * (src/content/placeholders.ts);
 * staff see the same list as a banner in /DC.
 */
import { withoutSeparators, whatsAppNumber } from '../records/phone';

export interface SocialLink {
  network: 'facebook' | 'x' | 'linkedin' | 'instagram';
  label: string;
  href: string;
}

/** What the company fills in. Everything else on the site about the company is derived from it. */
export interface SiteConfig {
  /** The trading name, shown in the header, footer and page titles. */
  name: string;
  shortName: string;
  /** The registered name, for the footer's copyright line and structured data. */
  legalName: string;
  tagline: string;
  blurb: string;
  /** As people should read it, e.g. `+234 803 123 4567`. */
  phone: string;
  /** The number that answers on WhatsApp, in international form (`+234…`). */
  whatsApp: string;
  email: string;
  address: {
    street: string;
    city: string;
    region: string;
    country: string;
    countryCode: string;
    postalCode: string;
  };
  /** Where the office is on a map; keep in step with `address`. */
  mapPosition: { lat: number; lon: number };
  hours: {
    office: { days: string; time: string; long: string };
    online: { days: string; time: string };
  };
  social: readonly SocialLink[];
  /** The body whose curriculum the security courses follow. */
  certificationPartner: string;
  copyrightYear: number;
}

export const siteConfig: SiteConfig = {
  name: 'Example Tech Ltd',
  shortName: 'Example Tech',
  legalName: 'Example Tech Limited',
  tagline: 'IT services and training in Lagos',
  blurb:
    'We build web, mobile and custom software for Nigerian businesses, place vetted developers in their teams, and train the next generation of Lagos engineers.',
  phone: '+234 800 000 0000',
  whatsApp: '+234 800 000 0000',
  email: 'hello@example.com',
  address: {
    street: '12 Admiralty Way, Lekki Phase 1',
    city: 'Lagos',
    region: 'Lagos State',
    country: 'Nigeria',
    countryCode: 'NG',
    postalCode: '106104',
  },
  mapPosition: { lat: 6.4474, lon: 3.4722 },
  hours: {
    office: {
      days: 'Mon–Sat',
      time: '9:00 AM–5:00 PM',
      long: 'Monday to Saturday, 9:00 AM to 5:00 PM',
    },
    online: { days: 'Mon–Sun', time: '24/7' },
  },
  social: [
    { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/example' },
    { network: 'x', label: 'X (Twitter)', href: 'https://x.com/example' },
    { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/example' },
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/example' },
  ],
  certificationPartner: 'Example Certification Body',
  copyrightYear: 2025,
};

/** Everything the pages read about the company, derived from one configuration. */
export function describeCompany(config: SiteConfig) {
  /** Opens a chat with the company: wa.me takes the international digits without `+`. */
  const whatsAppHref = `https://wa.me/${whatsAppNumber(config.whatsApp)}`;
  const company = {
    ...config,
    phone: { display: config.phone, tel: withoutSeparators(config.phone) },
    whatsApp: {
      display: config.whatsApp,
      href: whatsAppHref,
      /** The same chat with its first line typed in for the visitor (wa.me's `text`). */
      withText: (firstLine: string) => `${whatsAppHref}?text=${encodeURIComponent(firstLine)}`,
    },
  };
  const fullAddress = [config.address.street, config.address.city, config.address.country].join(
    ', ',
  );
  return {
    company,
    fullAddress,
    mapsLink: `https://www.openstreetmap.org/search?query=${encodeURIComponent(fullAddress)}`,
    officeLocation: config.mapPosition,
  };
}

export const { company, fullAddress, mapsLink, officeLocation } = describeCompany(siteConfig);

/** The words of the WhatsApp link shown beside the company's phone number. */
export const whatsAppCopy = { label: 'WhatsApp', action: 'Chat with us on WhatsApp' } as const;
