/**
 * Accessibility: axe-core on the states a route's first load does not show (the open phone menu,
 * the staff dashboard signed in, its dialog and an open lead; every route as loaded is checked
 * by the sweep in routes.spec.ts), with no WCAG 2 A/AA violation and nothing else of serious or
 * critical impact; then keyboard-only walks through the header menus, one form and the
 * dashboard's delete dialog, checking that every stop shows a focus ring.
 */
import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { FORM_LIVE } from '../src/lib/formCode';
import { contactFormCopy } from '../src/content/forms';
import { servicesMenu, trainingMenu } from '../src/content/navigation';
import { cardDomId } from '../src/features/dashboard/ui/domIds';
import { expectNoCountedViolations } from './axe.support';
import { signIn } from './dashboard.support';
import { postLead } from './leads.support';
import { staffSession } from './staff.support';
import { accessibleExpanded, expectSubmenuOpen, submenuToggle, viewports } from './support';
import { formWithSubmit } from './forms.support';

test.describe('axe: no WCAG 2 A/AA violations, nothing serious or critical', () => {
  test.beforeEach(async ({ page }) => {
    // The final state of every animation, so contrast is measured on what stays on screen.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('the phone menu, open with a submenu expanded', async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Menu', exact: true }).click();
    await submenuToggle(nav, 'Services').click();
    await expectNoCountedViolations(page, 'open phone menu');
  });

  test('/DC signed in, with records, and its delete dialog open', async ({ page, request }) => {
    const name = `Axe Visitor ${Date.now()}`;
    await postLead(request, 'contactForm', { fullName: name });
    await signIn(page, `${paths.dashboard}?type=contact&layout=cards`);
    const card = page.getByRole('article', { name, exact: true });
    await expect(card).toBeVisible();
    await expectNoCountedViolations(page, '/DC signed in');
    await card.getByRole('button', { name: `Delete the record of ${name}` }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoCountedViolations(page, '/DC delete dialog');
  });

  test('/DC compact list, with a lead open', async ({ page, request }) => {
    const name = `Axe Row ${Date.now()}`;
    await postLead(request, 'contactForm', { fullName: name });
    await signIn(page, `${paths.dashboard}?type=contact`);
    const row = page.getByRole('button', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expectNoCountedViolations(page, '/DC compact list');
    await row.click();
    await expect(page.getByRole('region', { name: `Details of ${name}` })).toBeVisible();
    await expectNoCountedViolations(page, '/DC compact list, a lead open');
  });
});

// ---------------------------------------------------------------------------------------------
// Keyboard only

interface Stop {
  name: string;
  tag: string;
  ring: boolean;
}

/** Tab (or Shift+Tab) once and describe where focus landed, including whether a focus ring shows. */
async function tab(page: Page, backwards = false): Promise<Stop> {
  await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', tag: 'body', ring: false };
    const style = getComputedStyle(element);
    const ring =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none';
    const labelledBy = element.getAttribute('aria-labelledby');
    const name =
      element.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return { name: name.replace(/\s+/g, ' ').trim(), tag: element.tagName.toLowerCase(), ring };
  });
}

/** Tabs until a stop matches; every stop on the way must show its focus ring. */
async function tabUntil(page: Page, match: (stop: Stop) => boolean, limit = 80): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let index = 0; index < limit; index += 1) {
    const stop = await tab(page);
    stops.push(stop);
    expect(stop.ring, `focus ring on ${stop.tag} "${stop.name}"`).toBe(true);
    if (match(stop)) return stops;
  }
  throw new Error(
    `Not reached in ${limit} Tab presses: ${stops.map((stop) => stop.name).join(' | ')}`,
  );
}

test.describe('keyboard only', () => {
  test.use({ viewport: viewports.desktop });

  test('header: skip link, the Services and Training menus, and a page reached by Enter', async ({
    page,
  }) => {
    // The page's own (decision 0042): the app never starts on a page without a form.
    await page.goto('/');

    const first = await tabUntil(page, (stop) => stop.name === 'Skip to content', 3);
    expect(first.length, 'the skip link comes first or nearly').toBeLessThanOrEqual(3);

    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = submenuToggle(nav, 'Services');
    await tabUntil(page, (stop) => stop.name === 'Services menu');
    await expect(services).toBeFocused();
    await page.keyboard.press('Enter');
    await expectSubmenuOpen(services, true);
    expect(await accessibleExpanded(services)).toBe(true);
    const firstService = servicesMenu.children[0]!;
    const stop = await tab(page);
    expect(stop.name).toBe(firstService.label);
    await expect(page.getByRole('link', { name: firstService.label, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectSubmenuOpen(services, false);
    await expect(services).toBeFocused();

    const training = submenuToggle(nav, 'Training');
    await tabUntil(page, (next) => next.name === 'Training');
    await page.keyboard.press('Space');
    await expectSubmenuOpen(training, true);
    const target = trainingMenu.children.find((child) => child.label === 'Data Analysis')!;
    await tabUntil(page, (next) => next.name === target.label, trainingMenu.children.length);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target.to}$`));
    await expectSubmenuOpen(training, false);
  });

  test('the contact form: fields in order, the honeypot skipped, an error announced, sent with Enter', async ({
    page,
    request,
  }) => {
    await page.goto(paths.contact);
    const form = page
      .getByRole('form', { name: /contact/i })
      .or(formWithSubmit(page, contactFormCopy.submit));
    await expect(form).toHaveCount(1);

    const name = `Keyboard Visitor ${Date.now()}`;
    const f = contactFormCopy.fields;
    await tabUntil(
      page,
      (stop) => stop.tag === 'input' && stop.name.startsWith(f.fullName.label),
      120,
    );
    // Tabbing into the form loads its code (decision 0051); a person types once it has come.
    await expect(form).toHaveAttribute(FORM_LIVE, '', { timeout: 15_000 });
    await page.keyboard.type(name);
    expect((await tab(page)).name).toMatch(new RegExp(`^${f.email.label}`));
    await page.keyboard.type('ada@');
    expect((await tab(page)).name).toMatch(new RegExp(`^${f.phoneNumber.label}`));
    // Leaving the email field says what is wrong, tied to the field.
    const email = form.getByLabel(f.email.label, { exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Enter a valid email/);
    await page.keyboard.press('Shift+Tab');
    // Tabbing into a field selects its text: go to the end before typing on.
    await page.keyboard.press('End');
    await page.keyboard.type('example.com');
    await page.keyboard.press('Tab');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.type('08012345678');
    expect((await tab(page)).name).toMatch(new RegExp(`^${f.subject.label}`));
    await page.keyboard.type('Keyboard only');
    expect((await tab(page)).name).toMatch(new RegExp(`^${f.message.label}`));
    await page.keyboard.type('Sent without a mouse.');
    // Next stop is the button: the honeypot field is not in the tab order.
    const submit = await tab(page);
    expect(submit).toMatchObject({ tag: 'button', name: contactFormCopy.submit, ring: true });
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toContainText(contactFormCopy.success);

    const { idToken } = await staffSession(request);
    const stored = (await (
      await request.get('/db/contactForm.json', { params: { auth: idToken } })
    ).json()) as Record<string, { fullName: string; email: string }>;
    const mine = Object.values(stored).filter((record) => record.fullName === name);
    expect(mine).toEqual([expect.objectContaining({ email: 'ada@example.com' })]);
  });

  test('the dashboard delete dialog: No by default, Escape cancels, Tab stays inside, Yes deletes', async ({
    page,
    request,
  }) => {
    const name = `Keyboard Delete ${Date.now()}`;
    const id = await postLead(request, 'training', { name });
    await signIn(page, `${paths.dashboard}?type=training&layout=cards`);
    const card = page.getByRole('article', { name, exact: true });
    // The dashboard is rendered by the app, not hydrated: what shows is live.
    await expect(card).toBeVisible();

    const deleteName = `Delete the record of ${name}`;
    await tabUntil(page, (stop) => stop.name === deleteName, 200);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: deleteName })).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
    for (let index = 0; index < 4; index += 1) {
      const stop = await tab(page);
      expect(['Yes', 'No'], 'Tab stays in the dialog').toContain(stop.name);
      expect(stop.ring).toBe(true);
    }
    await tabUntil(page, (stop) => stop.name === 'Yes', 2);
    // Where focus is when the card leaves the page (a mutation observer runs right after the
    // change that removed it): a screen reader must never be left on the body, even for a frame.
    await page.evaluate((cardId) => {
      const seen = window as unknown as { __focusWhenGone?: string };
      const observer = new MutationObserver(() => {
        if (document.getElementById(cardId)) return;
        const active = document.activeElement;
        seen.__focusWhenGone = active ? `${active.tagName}#${active.id}` : 'none';
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    }, cardDomId(id));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);
    const focusWhenGone = await page.evaluate(
      () => (window as unknown as { __focusWhenGone?: string }).__focusWhenGone,
    );
    expect(focusWhenGone, 'focus when the card was removed').not.toMatch(/^(BODY|none)/);
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

    const { idToken } = await staffSession(request);
    const gone = await request.get(`/db/training/${id}.json`, { params: { auth: idToken } });
    expect(await gone.json()).toBeNull();
  });
});
