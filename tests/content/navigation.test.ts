import { describe, expect, it } from 'vitest';
import { paths, publicPaths } from '../../src/config/paths';
import {
  footerQuickLinks,
  headerCta,
  isNavGroup,
  mainNav,
  servicesMenu,
  trainingMenu,
} from '../../src/content/navigation';

describe('navigation data', () => {
  it('has the main items in the published order', () => {
    expect(mainNav.map((item) => item.label)).toEqual([
      'Home',
      'About Us',
      'Services',
      'Training',
      'Contact Us',
    ]);
    expect(headerCta).toEqual({ label: 'Book a Session', to: '/book-a-session' });
  });

  it('lists the four service entries with their pages', () => {
    expect(servicesMenu.children).toEqual([
      { label: 'IT Hiring', to: '/IT-hiring' },
      { label: 'Software Development', to: '/services/custom-software' },
      { label: 'Tech Talent', to: '/services/it-talent-acquisition' },
      { label: 'Tech Consulting', to: '/services/tech-consulting' },
    ]);
  });

  it('lists the five training pages', () => {
    expect(trainingMenu.children.map((child) => child.to)).toEqual([
      '/training/web-development',
      '/training/mobile-app',
      '/training/data-analysis',
      '/training/cyber-security',
      '/training/ui-ux',
    ]);
  });

  it('links only to routes that exist, and never to the staff dashboard', () => {
    const targets = [
      ...mainNav.flatMap((item) =>
        isNavGroup(item) ? [item.to, ...item.children.map((c) => c.to)] : [item.to],
      ),
      headerCta.to,
      ...footerQuickLinks.map((link) => link.to),
    ].filter((to): to is string => to !== undefined);
    for (const to of targets) expect(publicPaths).toContain(to);
    expect(targets).not.toContain(paths.dashboard);
  });

  it('has quick links to About, Services, Contact and the privacy notice in the footer', () => {
    expect(footerQuickLinks.map((link) => link.to)).toEqual([
      '/about',
      '/services',
      '/contact',
      '/privacy',
    ]);
  });
});
