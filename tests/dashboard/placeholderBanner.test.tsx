/** Staff see, in /DC, which company details the public site still shows as placeholders. */
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { siteConfig } from '../../src/content/company';
import { PlaceholderBanner } from '../../src/features/dashboard/PlaceholderBanner';
import { filledCourses, filledIn } from '../content/company.fixtures';
import { placeholderDetails } from '../../src/content/placeholders';

it('lists every placeholder detail while company.ts or the course facts hold any', () => {
  render(<PlaceholderBanner />);
  const banner = screen.getByRole('note', {
    name: `The public site still shows ${placeholderDetails(siteConfig).length} placeholder details`,
  });
  expect(banner).toHaveTextContent('email: hello@example.com');
  expect(banner).toHaveTextContent('phone: +234 800 000 0000');
  // Beside the company's details: each course's placeholder fee and start dates.
  expect(banner).toHaveTextContent('courses.cyber-security.fee.naira: 123456');
  expect(banner).toHaveTextContent('courses.cyber-security.startDates.0: 2099-01-12');
  expect(banner).toHaveTextContent('src/content/training/facts.ts');
});

it('still lists the course facts once the company details are real', () => {
  render(<PlaceholderBanner details={placeholderDetails(filledIn(siteConfig))} />);
  const banner = screen.getByRole('note', { name: /placeholder details$/ });
  expect(banner).toHaveTextContent('courses.ui-ux.fee.naira: 123456');
  expect(banner).not.toHaveTextContent('example.com');
});

it('is gone once every detail is real', () => {
  const { container } = render(
    <PlaceholderBanner details={placeholderDetails(filledIn(siteConfig), filledCourses)} />,
  );
  expect(container).toBeEmptyDOMElement();
});
