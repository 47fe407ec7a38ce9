/** Helpers for the service-page tests (tests/pages/services*.test.tsx). */
import { render, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loadRoutesOf, routes } from '../../src/app/router';
import { startForms } from '../../src/features/forms/live';

/** Renders the whole app (layout and all) at `path`, with the route's lazy page resolved first, as src/main.tsx does for the dashboard (no public page runs the app; these tests render them with it). */
export async function renderPath(path: string) {
  await loadRoutesOf(path);
  const router = createMemoryRouter(routes, { initialEntries: [path], hydrationData: {} });
  return render(<RouterProvider router={router} />);
}

/**
 * The page's form, live as when a visitor reaches for it (decision 0051): its own code on the
 * markup, as a public page never runs the app.
 */
export async function formOfPage(name: string | RegExp) {
  const form = await screen.findByRole('form', { name }, { timeout: 5000 });
  startForms();
  return form;
}

/** The band (`<section>`) under an h2, found by the heading's name. */
export const sectionTitled = (title: string | RegExp) => {
  const section = screen.getByRole('heading', { level: 2, name: title }).closest('section');
  if (!section) throw new Error(`no section around the heading ${String(title)}`);
  return section;
};

/** Every link in `main` with this name goes to `href` (and there is at least one). */
export function expectLinks(name: string, href: string) {
  const main = screen.getByRole('main');
  const links = [...main.querySelectorAll('a')].filter((a) => a.textContent?.trim() === name);
  expect(links.length, `links named "${name}"`).toBeGreaterThan(0);
  for (const link of links) expect(link).toHaveAttribute('href', href);
  return links;
}

/** The texts of the h3 headings in an element, in order. */
export const h3Texts = (element: HTMLElement) =>
  [...element.querySelectorAll('h3')].map((heading) => heading.textContent?.trim());
