import { describe, expect, it } from 'vitest';
import { paths, publicPaths } from '../../src/config/paths';
import {
  footerQuickLinks,
  headerCta,
  headerQuote,
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

  it('groups the service pages the four entries leave out, so every one is reachable', () => {
    const inServices = [
      ...servicesMenu.children,
      ...(servicesMenu.sections ?? []).flatMap((section) => section.links),
    ].map((link) => link.to);
    for (const path of [
      paths.webDevelopment,
      paths.mobileApp,
      paths.staffingRecruitment,
      paths.angularDeveloper,
      paths.reactDeveloper,
      paths.pythonDeveloper,
      paths.nodejsDeveloper,
      paths.laravelDeveloper,
      paths.getQuote,
    ]) {
      expect(inServices).toContain(path);
    }
    expect(servicesMenu.sections?.map((section) => section.label)).toEqual([
      'Build with us',
      'Hire a developer',
      'Staffing',
    ]);
  });

  it('never gives two pages the same label in the menus (the phone menu shows them together)', () => {
    const labels = mainNav.flatMap((item) =>
      isNavGroup(item)
        ? [...item.children, ...(item.sections ?? []).flatMap((section) => section.links)].map(
            (link) => link.label,
          )
        : [item.label],
    );
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('offers Get a Quote in the header', () => {
    expect(headerQuote).toEqual({ label: 'Get a Quote', to: '/get-a-quote' });
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
        isNavGroup(item)
          ? [
              item.to,
              ...item.children.map((c) => c.to),
              ...(item.sections ?? []).flatMap((section) => section.links.map((c) => c.to)),
            ]
          : [item.to],
      ),
      headerCta.to,
      headerQuote.to,
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
