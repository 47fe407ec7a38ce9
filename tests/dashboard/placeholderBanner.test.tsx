/** Staff see, in /DC, which company details the public site still shows as placeholders. */
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { siteConfig } from '../../src/content/company';
import { PlaceholderBanner } from '../../src/features/dashboard/PlaceholderBanner';
import { filledIn } from '../content/company.fixtures';
import { placeholderDetails } from '../../src/content/companyCheck';

it('lists every placeholder detail while company.ts holds any', () => {
  render(<PlaceholderBanner />);
  const banner = screen.getByRole('note', {
    name: 'The public site still shows 11 placeholder company details',
  });
  expect(banner).toHaveTextContent('email: hello@example.com');
  expect(banner).toHaveTextContent('phone: +234 800 000 0000');
});

it('is gone once every detail is real', () => {
  const { container } = render(
    <PlaceholderBanner details={placeholderDetails(filledIn(siteConfig))} />,
  );
  expect(container).toBeEmptyDOMElement();
});
