import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { aboutMeeting, aboutVisit } from '../../src/content/about';
import { company, fullAddress, mapsLink } from '../../src/content/company';
import { renderPath } from './services.support';

describe('About page', () => {
  it('tells mission, vision, what we do and why choose us, under one h1', async () => {
    await renderPath(paths.about);
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of ['Mission and vision', 'What we do', 'Why choose us']) {
      expect(within(main).getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(within(main).getByRole('heading', { level: 3, name: 'Our mission' })).toBeVisible();
    expect(within(main).getByRole('heading', { level: 3, name: 'Our vision' })).toBeVisible();
  });

  it('gives the opening hours, the Lagos street address, the booking phone and three networks', async () => {
    await renderPath(paths.about);
    const visit = screen.getByRole('region', { name: aboutVisit.title });
    expect(within(visit).getByText('Monday to Saturday, 9:00 AM to 5:00 PM')).toBeVisible();
    expect(visit).toHaveLink(new RegExp(fullAddress), mapsLink);
    expect(visit).toHaveLink(company.phone.display, `tel:${company.phone.tel}`);
    const social = within(visit)
      .getAllByRole('link')
      .filter((link) =>
        company.social.some((network) => network.href === link.getAttribute('href')),
      );
    expect(social).toHaveLength(3);
    for (const link of social) expect(link).toHaveAttribute('target', '_blank');
  });

  it('explains a first meeting and links to booking and to the home page meetings', async () => {
    await renderPath(paths.about);
    const meeting = screen.getByRole('region', { name: aboutMeeting.title });
    for (const detail of aboutMeeting.details) {
      expect(within(meeting).getByText(detail.label)).toBeInTheDocument();
    }
    expect(within(meeting).getByText(new RegExp(company.address.street))).toBeInTheDocument();
    expect(meeting).toHaveLink('Book a Session', paths.bookSession);
    expect(
      within(meeting).getByRole('link', { name: 'See all the ways to meet us' }),
    ).toHaveAttribute('href', '/#meetings');
  });
});
