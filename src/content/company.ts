/**
 * The company's identity, in one place. The original site left the name and phone number as
 * placeholders; these defaults are deliberately obvious placeholders (example.com, +234 800 000 0000)
 * and this is the only file that holds them. Replace them here before launch.
 */
export interface SocialLink {
  network: 'facebook' | 'x' | 'linkedin' | 'instagram';
  label: string;
  href: string;
}

export const company = {
  name: 'Example Tech Ltd',
  shortName: 'Example Tech',
  tagline: 'IT services and training in Lagos',
  blurb:
    'We build web, mobile and custom software for Nigerian businesses, place vetted developers in their teams, and train the next generation of Lagos engineers.',
  phone: { display: '+234 800 000 0000', tel: '+2348000000000' },
  email: 'hello@example.com',
  address: {
    street: '12 Admiralty Way, Lekki Phase 1',
    city: 'Lagos',
    region: 'Lagos State',
    country: 'Nigeria',
    countryCode: 'NG',
    postalCode: '106104',
  },
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
  ] satisfies SocialLink[],
  copyrightYear: 2025,
} as const;

export const fullAddress = [
  company.address.street,
  company.address.city,
  company.address.country,
].join(', ');

export const mapsLink = `https://www.openstreetmap.org/search?query=${encodeURIComponent(fullAddress)}`;

/** Where the office is on a map (latitude, longitude); keep in step with `company.address`. */
export const officeLocation = { lat: 6.4474, lon: 3.4722 } as const;
