import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeEntries } from '../../src/app/routeTable';
import { company } from '../../src/content/company';
import { courseOptions } from '../../src/records/options';
import { trainingFormCopy } from '../../src/content/forms';
import { z } from 'zod';
import {
  courseFactsCopy,
  courseSlugs,
  describeCourseFacts,
  formatNaira,
  loadTrainingCourse,
  trainingPageCopy,
  type CourseSlug,
  type TrainingCourse,
} from '../../src/content/training';
import { formatMonths } from '../../src/lib/months';
import { acceptedRecords, clearRecorded } from '../msw/handlers.support';
import { formOfPage, renderPath, sectionTitled } from './services.support';
import { preferReducedMotion } from '../support/media';

/** What the published course list says each page's details table lists: name → level, duration. */
const seedDetails: Record<CourseSlug, { names?: string[]; levels?: string[]; months: number[] }> = {
  'web-development': {
    names: [
      'Frontend Development',
      'Backend Development',
      'Full Stack Development',
      'Full Stack Mobile Development',
    ],
    months: [3, 3, 6, 6],
  },
  'mobile-app': { months: [6] },
  'data-analysis': {
    names: ['Excel and SQL', 'Power BI', 'Python', 'Complete Data Analysis Program'],
    months: [1, 1, 1, 3],
  },
  'cyber-security': {
    levels: ['Beginner', 'Intermediate', 'Advanced', 'Expert'],
    months: [4, 4, 4, 4],
  },
  'ui-ux': {
    names: [
      'UI/UX Basics',
      'Advanced Techniques',
      'Project and Portfolio',
      'Complete UI/UX Program',
    ],
    months: [1, 1, 1, 3],
  },
};

/** Sections of the topic accordion, as the published syllabus names them. */
const publishedTopics: Record<CourseSlug, string[]> = {
  'web-development': ['Frontend', 'Backend', 'Full stack'],
  'mobile-app': ['Frontend', 'Backend', 'Full stack'],
  'data-analysis': ['Excel and SQL', 'Power BI', 'Python'],
  'cyber-security': ['Beginner', 'Intermediate', 'Advanced', 'Expert'],
  'ui-ux': ['Basics', 'Advanced Techniques', 'Project and Portfolio'],
};

const slugs = courseOptions.map((option) => option.value);

const trainingCourses = Object.fromEntries(
  await Promise.all(courseSlugs.map(async (slug) => [slug, await loadTrainingCourse(slug)])),
) as Record<CourseSlug, TrainingCourse>;

async function renderCourse(slug: CourseSlug) {
  const course = trainingCourses[slug];
  await act(async () => {
    await renderPath(course.path);
  });
  expect(screen.getByRole('heading', { level: 1, name: course.hero.title })).toBeInTheDocument();
  // The enrolment form is loaded lazily; wait until it is there, live as a visitor reaches it.
  await formOfPage(course.form.title);
  return { course, user: userEvent.setup() };
}

/** What schema.org (and Google's course rich results) expect of a `Course` with its cohorts. */
const day = z.iso.date();
const courseJsonLd = z.object({
  '@type': z.literal('Course'),
  name: z.string().min(1),
  description: z.string().min(1),
  provider: z.object({ '@type': z.literal('Organization'), name: z.string().min(1) }),
  hasCourseInstance: z
    .array(
      z.object({
        '@type': z.literal('CourseInstance'),
        courseMode: z.enum(['Onsite', 'Online', 'Blended']),
        startDate: day,
        duration: z.string().regex(/^P\d+M$/),
        location: z.object({ '@type': z.literal('Place'), name: z.string().min(1) }).optional(),
        courseSchedule: z
          .array(
            z.object({
              '@type': z.literal('Schedule'),
              startDate: day,
              repeatFrequency: z.literal('P1W'),
              byDay: z.array(z.string().startsWith('https://schema.org/')).min(1),
            }),
          )
          .min(1),
      }),
    )
    .length(2),
  offers: z.object({
    '@type': z.literal('Offer'),
    category: z.literal('Paid'),
    price: z.number().positive(),
    priceCurrency: z.literal('NGN'),
  }),
});

const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );

// Each test renders the whole site shell and a long page; on a busy machine that takes seconds.
vi.setConfig({ testTimeout: 20_000 });

// Load the page and the lazily imported form once, so a cold transform does not eat a test's time.
beforeAll(async () => {
  await Promise.all([import('../../src/pages/TrainingPage'), import('../../src/features/forms')]);
}, 30_000);

beforeEach(() => {
  clearRecorded();
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

it('every training route of the route table has a course, and every course a route', () => {
  expect(courseSlugs).toEqual(slugs);
  const trainingRoutes = routeEntries.filter((entry) => entry.page === 'TrainingPage');
  expect(trainingRoutes.map((entry) => entry.slug).sort()).toEqual([...slugs].sort());
  for (const entry of trainingRoutes) {
    expect(trainingCourses[entry.slug as CourseSlug].path).toBe(entry.path);
  }
});

describe.each(slugs)('the %s training page', (slug) => {
  it('shows its courses, levels and durations in a table with headers', async () => {
    const { course } = await renderCourse(slug);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const table = screen.getByRole('table', { name: course.details.caption });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(Object.values(trainingPageCopy.tableHeadings));

    const rows = within(table).getAllByRole('row').slice(1);
    const seed = seedDetails[slug];
    expect(rows).toHaveLength(seed.months.length);
    rows.forEach((row, index) => {
      const offering = course.details.offerings[index]!;
      const [level, duration] = within(row).getAllByRole('cell');
      expect(within(row).getByRole('rowheader')).toHaveTextContent(offering.name);
      expect(level).toHaveTextContent(offering.level);
      expect(duration).toHaveTextContent(formatMonths(offering.months));
      // The published facts, independent of the data file.
      expect(duration).toHaveTextContent(formatMonths(seed.months[index]!));
      if (seed.names)
        expect(within(row).getByRole('rowheader')).toHaveTextContent(seed.names[index]!);
      if (seed.levels) expect(level).toHaveTextContent(seed.levels[index]!);
    });
  });

  it('lists its topics in an accordion with the published sections', async () => {
    const { course } = await renderCourse(slug);
    const section = sectionTitled(course.topics.title);
    const toggles = [...section.querySelectorAll('details > summary')];
    expect(toggles.map((toggle) => toggle.textContent)).toEqual(publishedTopics[slug]);
  });

  it('has "Enroll Now" to #form and the enrolment form with the course preselected', async () => {
    const { course } = await renderCourse(slug);
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '#form');
    const form = screen.getByRole('form', { name: course.form.title });
    expect(form.closest('section')).toHaveAttribute('id', 'form');
    const courseField = within(form).getByRole('combobox', {
      name: trainingFormCopy.fields.course.label,
    });
    expect(courseField).toHaveValue(slug);
    expect(within(courseField).getByRole('option', { selected: true })).toHaveTextContent(
      courseOptions.find((option) => option.value === slug)!.label,
    );
  });

  it("shows its own students' testimonials, or no testimonial band while it has none", async () => {
    const { course } = await renderCourse(slug);
    const items = course.testimonials.items;
    if (items.length === 0) {
      expect(
        screen.queryByRole('heading', { level: 2, name: course.testimonials.title }),
      ).not.toBeInTheDocument();
      return;
    }
    const band = sectionTitled(course.testimonials.title);
    for (const testimonial of items) {
      expect(within(band).getByText(testimonial.quote)).toBeInTheDocument();
    }
    expect(within(band).getAllByRole('figure')).toHaveLength(items.length);
  });

  it('shows its fee and next start dates in the hero and in the facts table', async () => {
    const { course } = await renderCourse(slug);
    const { facts } = course;
    const words = describeCourseFacts(facts);
    const hero = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(hero).toHaveTextContent(`Fee: ${formatNaira(facts.fee.naira)}`);
    expect(hero).toHaveTextContent(`Next start: ${words.starts[0]}`);

    const table = screen.getByRole('table', { name: courseFactsCopy.caption });
    const rows = Object.fromEntries(
      within(table)
        .getAllByRole('row')
        .map((row) => [
          within(row).getByRole('rowheader').textContent,
          within(row).getByRole('cell').textContent,
        ]),
    );
    expect(rows).toMatchObject({
      [courseFactsCopy.fee]: formatNaira(facts.fee.naira),
      [courseFactsCopy.covers]: facts.fee.covers,
      [courseFactsCopy.nextStarts]: `${words.starts[0]} and ${words.starts[1]}`,
      [courseFactsCopy.schedule]: words.schedule,
      [courseFactsCopy.format]: words.format,
    });
    if (course.details.partnerAligned) {
      expect(rows[courseFactsCopy.certificate]).toContain(company.certificationPartner);
    }
    // "How much does it cost?" answers with the fee and the dates, not "send the form".
    const cost = course.faqs.items.find((item) => /cost/i.test(item.question))!;
    expect(cost.answer).toContain(formatNaira(facts.fee.naira));
    expect(cost.answer).toContain(words.starts[0]);
    expect(cost.answer).not.toMatch(/send the/i);
  });

  it('describes its courses, cohorts, fee and questions as JSON-LD', async () => {
    const { course } = await renderCourse(slug);
    const graph = jsonLd().flatMap((block) =>
      Array.isArray(block['@graph']) ? (block['@graph'] as Record<string, unknown>[]) : [block],
    );
    const courses = graph.filter((node) => node['@type'] === 'Course');
    expect(courses.map((node) => node.name)).toEqual(
      course.details.offerings.map((offering) => offering.name),
    );
    courses.forEach((node, index) => {
      const parsed = courseJsonLd.parse(node);
      expect(parsed.provider).toMatchObject({ name: company.name });
      expect(parsed.hasCourseInstance.map((instance) => instance.startDate)).toEqual(
        course.facts.startDates,
      );
      for (const instance of parsed.hasCourseInstance) {
        expect(instance.duration).toBe(`P${seedDetails[slug].months[index]}M`);
      }
      expect(parsed.offers).toMatchObject({ price: course.facts.fee.naira, priceCurrency: 'NGN' });
    });
    const faq = graph.find((node) => node['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(course.faqs.items.length);
    for (const item of course.faqs.items) {
      expect(screen.getByRole('heading', { name: item.question })).toBeInTheDocument();
    }
  });
});

it('each student quote is on the page of the course it speaks of, and on no other', async () => {
  const pagesOf = (quote: string) =>
    slugs.filter((slug) =>
      trainingCourses[slug].testimonials.items.some((item) => item.quote === quote),
    );
  const quotes = slugs.flatMap((slug) => trainingCourses[slug].testimonials.items);
  for (const { quote } of quotes) expect(pagesOf(quote)).toHaveLength(1);
  // The three quotes the four courses used to share, each where it belongs.
  expect(pagesOf(quotes.find((item) => item.quote.includes('Power BI'))!.quote)).toEqual([
    'data-analysis',
  ]);
  expect(pagesOf(quotes.find((item) => item.quote.includes('React and Node.js'))!.quote)).toEqual([
    'web-development',
  ]);
  expect(pagesOf(quotes.find((item) => item.quote.includes('screen I designed'))!.quote)).toEqual([
    'ui-ux',
  ]);
});

it('cyber security has its own testimonials', async () => {
  const cyber = trainingCourses['cyber-security'].testimonials.items.map((t) => t.name);
  for (const slug of slugs.filter((s) => s !== 'cyber-security')) {
    const others = trainingCourses[slug].testimonials.items.map((t) => t.name);
    expect(others.some((name) => cyber.includes(name))).toBe(false);
  }
  await renderCourse('cyber-security');
  for (const name of cyber) expect(screen.getByText(name)).toBeInTheDocument();
});

describe('the topic accordion', () => {
  it('shows the first section open, every section in the HTML, each toggled by its summary', async () => {
    const { user } = await renderCourse('web-development');
    const section = sectionTitled('Course topics');
    const item = (title: string) =>
      within(section).getByRole('heading', { name: title }).closest('details')!;
    const [frontend, backend] = [item('Frontend'), item('Backend')];

    // One open at a time (one details name) is the browser's: e2e/training.spec.ts holds it.
    expect(backend.getAttribute('name')).toBe(frontend.getAttribute('name'));
    expect(frontend.open).toBe(true);
    expect(within(frontend).getByText(/React: components/)).toBeVisible();
    expect(within(backend).getByText('Node.js and Express')).not.toBeVisible();

    await user.click(backend.querySelector('summary')!);
    expect(backend.open).toBe(true);
    expect(within(backend).getByText('Node.js and Express')).toBeVisible();
    await user.click(backend.querySelector('summary')!);
    expect(backend.open).toBe(false);
    expect(within(item('Full stack')).getByText(/Capstone/)).not.toBeVisible();
  });

  it('keeps the cyber security levels closed until asked, with four sections', async () => {
    const { user } = await renderCourse('cyber-security');
    const section = sectionTitled('What You Will Learn');
    const levels = section.querySelectorAll('details');
    expect(levels).toHaveLength(4);
    const expert = within(section).getByRole('heading', { name: 'Expert' }).closest('details')!;
    expect(expert.open).toBe(false);
    expect(screen.getByText('Running a security operations centre')).not.toBeVisible();
    await user.click(expert.querySelector('summary')!);
    expect(screen.getByText('Running a security operations centre')).toBeVisible();
  });
});

describe('Enroll Now', () => {
  const ways = [
    {
      name: 'scrolls smoothly to the form and focuses its first field',
      reduced: false,
      course: 'data-analysis',
      behavior: 'smooth',
    },
    {
      name: 'jumps without animation when the visitor prefers reduced motion',
      reduced: true,
      course: 'ui-ux',
      behavior: 'auto',
    },
  ] as const;
  for (const { name, reduced, course, behavior } of ways) {
    it(name, async () => {
      preferReducedMotion(reduced);
      const { user } = await renderCourse(course);
      await user.click(screen.getByRole('link', { name: 'Enroll Now' }));
      expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior, block: 'start' });
      expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toHaveAttribute(
        'id',
        'form',
      );
      expect(
        screen.getByRole('textbox', { name: trainingFormCopy.fields.name.label }),
      ).toHaveFocus();
    });
  }
});

it('an enrolment sent from the cyber security page is stored with course "cyber-security"', async () => {
  const { course, user } = await renderCourse('cyber-security');
  const form = screen.getByRole('form', { name: course.form.title });
  const fields = trainingFormCopy.fields;
  await user.type(within(form).getByRole('textbox', { name: fields.name.label }), 'Ngozi Adebayo');
  await user.type(
    within(form).getByRole('textbox', { name: fields.email.label }),
    'ngozi@example.com',
  );
  await user.type(within(form).getByRole('textbox', { name: fields.phone.label }), '08031234567');
  await user.click(within(form).getByRole('button', { name: trainingFormCopy.submit }));
  expect(await screen.findByText(trainingFormCopy.success)).toBeInTheDocument();
  expect(acceptedRecords).toEqual([
    {
      collection: 'training',
      id: expect.stringMatching(/^[-0-9A-Za-z_]{20}$/),
      record: expect.objectContaining({ name: 'Ngozi Adebayo', course: 'cyber-security' }),
    },
  ]);
});

it('offers the chosen course\'s next start dates as the preferred start, or "Not sure yet"', async () => {
  const { course, user } = await renderCourse('cyber-security');
  const form = screen.getByRole('form', { name: course.form.title });
  const start = within(form).getByRole('combobox', { name: /^Preferred start/ });
  const offered = () =>
    within(start)
      .getAllByRole('option')
      .map((option) => option.textContent);
  expect(offered()).toEqual([
    trainingFormCopy.choose.preferredStart,
    ...describeCourseFacts(course.facts).starts,
  ]);
  await user.selectOptions(start, course.facts.startDates[1]);
  expect(start).toHaveValue(course.facts.startDates[1]);

  // Another course: its own dates, and the date chosen for the first course is let go.
  await user.selectOptions(
    within(form).getByRole('combobox', { name: trainingFormCopy.fields.course.label }),
    'ui-ux',
  );
  expect(offered()).toEqual([
    trainingFormCopy.choose.preferredStart,
    ...describeCourseFacts(trainingCourses['ui-ux'].facts).starts,
  ]);
  expect(start).toHaveValue('');
});
