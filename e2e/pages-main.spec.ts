import { expect, test } from '@playwright/test';
import { paths } from '../src/config/paths';
import { aboutMeeting, aboutVisit } from '../src/content/about';
import { company, fullAddress, mapsLink } from '../src/content/company';
import { contactPage } from '../src/content/contactPage';
import { servicesOverview } from '../src/content/servicesOverview';
import { formsLive } from './support';

test('the About page: hours, street address, booking phone, three social networks, meeting details', async ({
  page,
}) => {
  await page.goto(paths.about);
  const main = page.getByRole('main');
  for (const title of ['Our mission', 'Our vision', 'What we do', 'Why choose us']) {
    await expect(main.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(main.getByText(company.hours.office.long).first()).toBeVisible();
  await expect(main.getByText('Monday to Saturday, 9:00 AM to 5:00 PM').first()).toBeVisible();
  await expect(main.getByRole('link', { name: new RegExp(fullAddress) })).toHaveAttribute(
    'href',
    mapsLink,
  );
  await expect(main.getByRole('link', { name: company.phone.display })).toHaveAttribute(
    'href',
    `tel:${company.phone.tel}`,
  );
  const visit = main.getByRole('region', { name: aboutVisit.title });
  const social = visit
    .getByRole('link', { name: /opens in a new tab/ })
    .filter({
      hasNotText: fullAddress,
    })
    .filter({ hasNotText: 'WhatsApp' });
  await expect(social).toHaveCount(3);
  for (const link of aboutVisit.social.links) {
    const name = new RegExp(link.label.replace(/[()]/g, '\\$&'));
    await expect(visit.getByRole('link', { name })).toHaveAttribute('href', link.href);
  }
  const meeting = main.getByRole('region', { name: aboutMeeting.title });
  for (const detail of aboutMeeting.details) {
    await expect(meeting.getByText(detail.label, { exact: true })).toBeVisible();
  }
  await expect(meeting.getByRole('link', { name: 'Book a Session' })).toHaveAttribute(
    'href',
    paths.bookSession,
  );
});

test('the Services page: four cards, each to its page', async ({ page }) => {
  await page.goto(paths.services);
  const list = page.getByRole('region', { name: servicesOverview.title });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  const expected = [
    ['IT Hiring', '/IT-hiring'],
    ['Software Development', '/services/custom-software'],
    ['Tech Talent', '/services/it-talent-acquisition'],
    ['Tech Consulting', '/services/tech-consulting'],
  ] as const;
  for (const [title, href] of expected) {
    const card = list.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: title, exact: true }),
    });
    await expect(card.getByRole('link')).toHaveAttribute('href', href);
  }
  await list.getByRole('link', { name: 'Explore Tech Talent' }).click();
  await expect(page).toHaveURL(/\/services\/it-talent-acquisition$/);
});

test.describe('the Contact page', () => {
  test('contact details as tel:, mailto: and a maps link, and the contact form', async ({
    page,
  }) => {
    await page.goto(paths.contact);
    const details = page.getByRole('region', { name: contactPage.details.title });
    await expect(details.getByRole('link', { name: company.phone.display })).toHaveAttribute(
      'href',
      `tel:${company.phone.tel}`,
    );
    await expect(details.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    await expect(details.getByRole('link', { name: new RegExp(fullAddress) })).toHaveAttribute(
      'href',
      mapsLink,
    );
    const form = page.getByRole('form', { name: contactPage.form.title });
    await expect(form.getByRole('textbox', { name: /Full Name/ })).toBeVisible();
  });

  test('the map frame loads only when scrolled near; the picture and "Open in maps" come first', async ({
    page,
  }) => {
    const requests: string[] = [];
    await page.route('https://www.openstreetmap.org/**', (route) => {
      requests.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' });
    });
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(paths.contact);
    const map = page.getByRole('region', { name: contactPage.map.title });
    await expect(map.getByRole('img', { name: contactPage.map.placeholderLabel })).toBeAttached();
    await expect(map.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', mapsLink);
    await page.waitForLoadState('networkidle');
    // Not in the page until the visit's script puts it there (0042): a frame element, even hidden
    // and without its address, made the browser lay the page out once before its stylesheet came.
    await expect(map.locator('iframe')).toHaveCount(0);
    expect(requests).toEqual([]);

    await map.scrollIntoViewIfNeeded();
    const frame = map.locator(`iframe[title="${contactPage.map.frameTitle}"]`);
    await expect(frame).toHaveAttribute('src', contactPage.map.embedUrl);
    await expect(frame).toBeVisible();
    expect(contactPage.map.embedUrl).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[\d.%C]+&layer=mapnik&marker=/,
    );
    await expect.poll(() => requests.length).toBeGreaterThan(0);

    // The app, started by the form, keeps the frame the script put in.
    await formsLive(page);
    await expect(frame).toHaveAttribute('src', contactPage.map.embedUrl);
    await expect(frame).toBeVisible();
  });

  test('offline, the map stays a picture with its "Open in maps" link', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(paths.contact);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    const map = page.getByRole('region', { name: contactPage.map.title });
    await map.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await expect(map.locator('iframe')).toHaveCount(0);
    await expect(map.getByRole('img', { name: contactPage.map.placeholderLabel })).toBeVisible();
    await expect(map.getByRole('link', { name: /Open in maps/ })).toBeVisible();
    await context.setOffline(false);
  });
});
