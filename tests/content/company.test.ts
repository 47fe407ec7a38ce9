/**
 * The site configuration (src/content/company.ts): checked by the build, loud while it holds
 * placeholders, silent once every detail is real.
 */
import { describe, expect, it, vi } from 'vitest';
import { describeCompany, siteConfig } from '../../src/content/company';
import { placeholderDetails, validateSiteConfig } from '../../src/content/companyCheck';
import { checkSiteConfig, placeholderWarning } from '../../scripts/siteConfig';
import { filledIn } from './company.fixtures';

const filledSiteConfig = filledIn(siteConfig);

describe('while company.ts holds placeholders', () => {
  it('the build prints a warning naming every placeholder detail', () => {
    const warn = vi.fn();
    checkSiteConfig(siteConfig, warn);
    expect(warn).toHaveBeenCalledTimes(1);
    const printed = String(warn.mock.calls[0]![0]);
    expect(printed).toContain('WARNING: the site still shows');
    expect(printed).toContain('src/content/company.ts');
    for (const detail of [
      'name: Example Tech Ltd',
      'legalName: Example Tech Limited',
      'phone: +234 800 000 0000',
      'whatsApp: +234 800 000 0000',
      'email: hello@example.com',
      'social.0.href: https://www.facebook.com/example',
      'certificationPartner: Example Certification Body',
    ]) {
      expect(printed).toContain(detail);
    }
  });
});

describe('once every detail is real', () => {
  it('the build is silent', () => {
    const warn = vi.fn();
    checkSiteConfig(filledSiteConfig, warn);
    expect(warn).not.toHaveBeenCalled();
    expect(placeholderWarning(filledSiteConfig)).toBeNull();
    expect(placeholderDetails(filledSiteConfig)).toEqual([]);
  });

  it('the WhatsApp link opens a chat with the configured number', () => {
    expect(describeCompany(filledSiteConfig).company.whatsApp.href).toBe(
      'https://wa.me/2348035550102',
    );
  });
});

describe('a malformed configuration stops the build, naming the detail', () => {
  it.each([
    [{ email: 'hello at company' }, 'email: must be an e-mail address'],
    [{ phone: 'call us' }, 'phone: must be a phone number'],
    [{ whatsApp: '0803 555 0102' }, 'whatsApp: must be in international form'],
    [
      { social: [{ network: 'x', label: 'X', href: 'http://x.com/company' }] },
      'social.0.href: must be an https:// address',
    ],
    [{ name: '  ' }, 'name: must not be empty'],
  ] as const)('%o', (change, message) => {
    expect(() => validateSiteConfig({ ...filledSiteConfig, ...change } as never)).toThrow(message);
  });

  it('accepts the shipped configuration and the filled one', () => {
    expect(() => validateSiteConfig(siteConfig)).not.toThrow();
    expect(() => validateSiteConfig(filledSiteConfig)).not.toThrow();
  });
});
