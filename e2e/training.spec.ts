import { expect, test, type Page } from '@playwright/test';
import { trainingFormCopy } from '../src/content/forms';
// Not ../src/content/training itself: it reads Vite's import.meta.env, which Playwright lacks.
import { trainingPageCopy } from '../src/content/training/shared';
import { course as cyberSecurity } from '../src/content/training/cyber-security';
import { course as dataAnalysis } from '../src/content/training/data-analysis';
import { course as mobileApp } from '../src/content/training/mobile-app';
import { course as uiUx } from '../src/content/training/ui-ux';
import { course as webDevelopment } from '../src/content/training/web-development';
import { whatsAppFirstLine } from '../src/content/whatsApp';
import { LAID_OUT, LAY_OUT_LATER } from '../src/lib/layOutLater';
import { formatCalendarDate } from '../src/records/lagosTime';
import { e2eStaff } from './staff.support';
import { viewports, watchConsole } from './support';
import { expectPromptBesideForm, expectPromptInHero } from './whatsapp.support';

const courses = [webDevelopment, mobileApp, dataAnalysis, cyberSecurity, uiUx];

/** Records every window scroll position from now on. */
async function recordScrolls(page: Page) {
  await page.evaluate(() => {
    const positions: number[] = [];
    (window as unknown as { __scrolls: number[] }).__scrolls = positions;
    window.addEventListener('scroll', () => positions.push(window.scrollY), { passive: true });
  });
}

const scrolls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);

const nameField = (page: Page) =>
  page
    .locator(`#${trainingPageCopy.formId}`)
    .getByRole('textbox', { name: trainingFormCopy.fields.name.label });

/**
 * The form's section starts at the top of the screen (below the sticky header) and its first
 * field is on screen, once the scroll has come to rest.
 */
async function expectLandedOnForm(page: Page) {
  const section = page.locator(`#${trainingPageCopy.formId}`);
  await expect
    .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)), {
      timeout: 10_000,
    })
    .toBeGreaterThanOrEqual(0);
  await expect
    .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBeLessThan(100);
  await expect(nameField(page)).toBeInViewport();
}

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport });

    for (const course of courses) {
      test(`${course.path}: "Enroll Now" scrolls smoothly to the form and focuses its first field; "Prefer WhatsApp?" beside the form and in the hero`, async ({
        page,
      }) => {
        const console = watchConsole(page);
        await page.goto(course.path);
        // "Enroll Now" is the visit script's (decision 0042): no app needed.
        const enroll = page.getByRole('link', { name: trainingPageCopy.enrollCta });
        const heading = page.getByRole('heading', { level: 2, name: course.form.title });
        await expect(heading).not.toBeInViewport();
        await recordScrolls(page);

        await enroll.click();

        await expect(nameField(page)).toBeFocused();
        await expect(heading).toBeInViewport();
        // It lands on the form, though the sections passed were laid out only on the way.
        await expectLandedOnForm(page);
        await expect(page).toHaveURL(new RegExp(`${course.path}#${trainingPageCopy.formId}$`));
        // Smooth: the page passed through at least one position on its way down, not one jump
        // (how many depends on the frame rate of a busy machine).
        await expect.poll(async () => new Set(await scrolls(page)).size).toBeGreaterThan(1);
        // The course is preselected in the form it lands on.
        await expect(
          page.getByRole('combobox', { name: trainingFormCopy.fields.course.label }),
        ).toHaveValue(course.slug);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, 'no horizontal scrolling').toBeLessThanOrEqual(viewport.width);
        // On the same load: the chat offered beside the form and under "Enroll Now", naming the
        // course, covering nothing (whatsapp.spec.ts checks the other forms' pages).
        const firstLine = whatsAppFirstLine.course(course.name);
        await expectPromptBesideForm(page, course.form.title, firstLine);
        await expectPromptInHero(page, firstLine);
        console.expectNone();
      });
    }
  });
}

test('an address with #form, and a reload of it, open on the form though its sections above are laid out later', async ({
  page,
}) => {
  await page.goto(`${uiUx.path}#${trainingPageCopy.formId}`);
  await expectLandedOnForm(page);
  await page.reload();
  await expectLandedOnForm(page);
});

test('the sections below the first are left out of the first layout and laid out after the load', async ({
  page,
}) => {
  await page.goto(cyberSecurity.path);
  const later = page.locator(`[${LAY_OUT_LATER}] > *`);
  expect(await later.count()).toBeGreaterThan(3);
  // In the served page none is laid out yet; after the load, in idle moments, every one is.
  const served = await (await page.request.get(cyberSecurity.path)).text();
  expect(served).not.toContain(LAID_OUT);
  await expect(page.locator(`[${LAY_OUT_LATER}] > :not([${LAID_OUT}])`)).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 2, name: cyberSecurity.faqs.title }),
  ).toBeAttached();
});

test('with reduced motion, "Enroll Now" jumps to the form at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(uiUx.path);
  const enroll = page.getByRole('link', { name: trainingPageCopy.enrollCta });
  await recordScrolls(page);
  await enroll.click();
  await expect(nameField(page)).toBeFocused();
  await expectLandedOnForm(page);
  const target = await page.evaluate(() => window.scrollY);
  expect(target).toBeGreaterThan(0);
  // One jump: every scroll event saw the final position. Scroll events fire with the next
  // rendered frame, which a busy machine can delay past this point: wait for it.
  await expect.poll(async () => [...new Set(await scrolls(page))]).toEqual([target]);
});

test('the course details table stays readable at 320 px, without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const course of courses) {
    await page.goto(course.path);
    const table = page.getByRole('table', { name: course.details.caption });
    await expect(table).toBeVisible();
    // Still a table to assistive technology when its rows are laid out as cards.
    await expect(table.getByRole('rowheader')).toHaveCount(course.details.offerings.length);
    for (const offering of course.details.offerings) {
      const header = table.getByRole('rowheader', { name: offering.name, exact: true });
      await expect(header).toBeVisible();
      const box = await header.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    }
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${course.path} scrolls sideways`).toBeLessThanOrEqual(320);
  }
});

test('an enrolment from the cyber security page lands in the database with its course and preferred start', async ({
  page,
  request,
}) => {
  const course = cyberSecurity;
  const email = `enrol-${Date.now()}@example.com`;
  await page.goto(course.path);
  const enroll = page.getByRole('link', { name: trainingPageCopy.enrollCta });
  // With the keyboard alone, as a keyboard user would.
  await enroll.focus();
  await page.keyboard.press('Enter');

  const form = page.getByRole('form', { name: course.form.title });
  const fields = trainingFormCopy.fields;
  await expect(form.getByRole('textbox', { name: fields.name.label })).toBeFocused();
  await page.keyboard.type('Chukwuemeka Obi');
  await form.getByRole('textbox', { name: fields.email.label }).fill(email);
  await form.getByRole('textbox', { name: fields.phone.label }).fill('08031234567');
  // The course's second start date, offered by its words (src/content/training/facts.ts).
  const [, later] = course.facts.startDates;
  await form
    .getByRole('combobox', { name: new RegExp(`^${fields.preferredStart.label}`) })
    .selectOption({ label: formatCalendarDate(later) });
  await form.getByRole('textbox', { name: fields.message.label }).fill('Weekend cohort, please.');
  await form.getByRole('button', { name: trainingFormCopy.submit }).click();
  await expect(form.getByRole('status')).toHaveText(trainingFormCopy.success);

  const signIn = await request.post('/auth/v1/accounts:signInWithPassword', {
    data: { email: e2eStaff.email, password: e2eStaff.password, returnSecureToken: true },
  });
  expect(signIn.ok()).toBe(true);
  const { idToken } = (await signIn.json()) as { idToken: string };
  const read = await request.get(`/db/training.json?auth=${encodeURIComponent(idToken)}`);
  expect(read.ok()).toBe(true);
  const records = Object.entries(
    ((await read.json()) ?? {}) as Record<string, Record<string, unknown>>,
  );
  const mine = records.filter(([, record]) => record.email === email);
  expect(mine).toHaveLength(1);
  const [id, record] = mine[0]!;
  expect(record).toEqual({
    name: 'Chukwuemeka Obi',
    email,
    // Typed 08031234567: stored in E.164 form.
    phone: '+2348031234567',
    course: 'cyber-security',
    preferredStart: later,
    message: 'Weekend cohort, please.',
    // The news box left unticked: the answer is stored as no.
    newsConsent: false,
    date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    // The database's own receive time (the form sends the server value).
    receivedAt: expect.any(Number),
    // Where the lead came from: this page, and the link followed to the form (decision 0018).
    source: { page: course.path, landing: course.path, cta: trainingPageCopy.enrollCta },
  });

  // Clean up what the test created.
  const removed = await request.delete(
    `/db/training/${id}.json?auth=${encodeURIComponent(idToken)}`,
  );
  expect(removed.ok()).toBe(true);
});
