/** Copy of the Contact page (`/contact`). Phone, e-mail, address and hours come from company.ts. */
import { company, fullAddress, mapsLink, officeLocation, whatsAppCopy } from './company';
import { replyWithin } from './forms';

const { lat, lon } = officeLocation;
const span = { lat: 0.006, lon: 0.01 };

export const contactPage = {
  form: {
    id: 'contact-form-section',
    title: 'Send us a message',
    lead: `Tell us what you need and how to reach you. We answer within ${replyWithin.contactForm}.`,
  },
  details: {
    id: 'contact-details',
    title: 'Contact details',
    phone: { label: 'Phone', value: company.phone.display, href: `tel:${company.phone.tel}` },
    whatsApp: {
      label: whatsAppCopy.label,
      value: whatsAppCopy.action,
      href: company.whatsApp.href,
    },
    email: { label: 'E-mail', value: company.email, href: `mailto:${company.email}` },
    address: { label: 'Address', value: fullAddress, href: mapsLink },
    hours: { label: 'Office hours', value: company.hours.office.long },
  },
  map: {
    id: 'location',
    title: 'Find us',
    lead: `We are on Admiralty Way in Lekki Phase 1, a short drive from the Lekki–Ikoyi Link Bridge.`,
    frameTitle: `Map of our office: ${fullAddress}`,
    embedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${[
      lon - span.lon,
      lat - span.lat,
      lon + span.lon,
      lat + span.lat,
    ]
      .map((value) => value.toFixed(4))
      .join('%2C')}&layer=mapnik&marker=${lat}%2C${lon}`,
    mapsUrl: mapsLink,
    openLabel: 'Open in maps',
    placeholderLabel: `Simplified map of Lekki Phase 1 with a pin on our office at ${company.address.street}`,
    address: fullAddress,
  },
} as const;
