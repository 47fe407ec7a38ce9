/**
 * The company as search engines read it (schema.org JSON-LD): the organisation on every page and
 * the services the offer pages describe. Built here, above lib, because they need the company's
 * details and its logo; the generic JSON-LD helpers stay in lib/structuredData.
 */
import { absoluteUrl, siteUrl } from '../config/site';
import type { JsonLdObject } from '../lib/structuredData';
import { company } from './company';
// From its own module, not the media.ts barrel: every page's first load carries only the brand.
import { brand } from './media/brand';

export const organizationJsonLd = (): JsonLdObject => ({
  '@type': 'Organization',
  '@id': `${siteUrl}/#organization`,
  name: company.name,
  legalName: company.legalName,
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
