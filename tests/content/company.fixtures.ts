/**
 * A site configuration with every detail filled in, as the company will fill it. Invented for the
 * tests and deliberately not a real company: reserved `.test` addresses, a made-up name.
 */
import type { SiteConfig } from '../../src/content/company';

/** Every detail that is a placeholder in the shipped configuration, filled in. */
export const filledDetails = {
  name: 'Fixture Software Ltd',
  shortName: 'Fixture Software',
  legalName: 'Fixture Software Limited',
  phone: '+234 803 555 0101',
  whatsApp: '+234 803 555 0102',
  email: 'hello@fixture-software.test',
  social: [
    {
      network: 'facebook',
      label: 'Facebook',
      href: 'https://www.facebook.com/fixture-software.test',
    },
    { network: 'x', label: 'X (Twitter)', href: 'https://x.com/fixture-software-test' },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      href: 'https://www.linkedin.com/company/fixture-software-test',
    },
    {
      network: 'instagram',
      label: 'Instagram',
      href: 'https://www.instagram.com/fixture-software-test',
    },
  ],
  certificationPartner: 'Fixture Certification Board',
} satisfies Partial<SiteConfig>;

/** `config` with every placeholder detail filled in (a type-only import: usable inside vi.mock). */
export const filledIn = (config: SiteConfig): SiteConfig => ({ ...config, ...filledDetails });
