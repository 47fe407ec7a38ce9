/** JSON-LD (schema.org) for search engines, built from the site's content. */
import { absoluteUrl, siteUrl } from '../config/site';
import { company } from '../content/company';
import { brand } from '../content/media';

export type JsonLdObject = { '@type': string } & Record<string, unknown>;

export const organizationJsonLd = (): JsonLdObject => ({
  '@type': 'Organization',
  '@id': `${siteUrl}/#organization`,
  name: company.name,
  url: absoluteUrl('/'),
  logo: absoluteUrl(brand.mark.src),
  email: company.email,
  telephone: company.phone.tel,
  address: {
    '@type': 'PostalAddress',
    streetAddress: company.address.street,
    addressLocality: company.address.city,
    addressRegion: company.address.region,
    postalCode: company.address.postalCode,
    addressCountry: company.address.countryCode,
  },
  sameAs: company.social.map((link) => link.href),
});

/** A reference to the organisation, for `provider` fields of services and courses. */
export const organizationRef = () => ({ '@id': `${siteUrl}/#organization`, name: company.name });

export const serviceJsonLd = (name: string, description: string, path: string): JsonLdObject => ({
  '@type': 'Service',
  name,
  description,
  url: absoluteUrl(path),
  areaServed: { '@type': 'City', name: company.address.city },
  provider: organizationRef(),
});

export interface FaqItem {
  question: string;
  answer: string;
}

export const faqPageJsonLd = (items: readonly FaqItem[]): JsonLdObject => ({
  '@type': 'FAQPage',
  mainEntity: items.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
});

/** Serialises JSON-LD for a <script> element: `<` is escaped so no text can close the tag. */
export const serializeJsonLd = (data: JsonLdObject | readonly JsonLdObject[]): string =>
  JSON.stringify(
    Array.isArray(data)
      ? { '@context': 'https://schema.org', '@graph': data }
      : { '@context': 'https://schema.org', ...data },
  ).replace(/</g, '\\u003c');
