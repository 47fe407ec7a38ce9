/**
 * A route names its page family's item by a slug, and the type checker (`npm run typecheck`)
 * rejects a slug the family's content does not have. Each `@ts-expect-error` below marks a
 * mistake that must stay a type error: if it ever type-checks, the check fails.
 */
import { expect, it } from 'vitest';
import type { PageRoute } from '../../src/app/routeTable';
import { loadTrainingCourse } from '../../src/content/training';

const meta = { title: 'A title', description: 'A description' };

it('a route may name only an existing slug of its own page family', () => {
  const routes: PageRoute[] = [
    { page: 'ServicePage', slug: 'web-development', ...meta },
    { page: 'HireDeveloperPage', slug: 'angular', ...meta },
    { page: 'TrainingPage', slug: 'ui-ux', ...meta },
    { page: 'AboutPage', ...meta },
    // @ts-expect-error a misspelt development-service slug
    { page: 'ServicePage', slug: 'web-developmnt', ...meta },
    // @ts-expect-error a misspelt technology on the hire-developer page
    { page: 'HireDeveloperPage', slug: 'pyhton', ...meta },
    // @ts-expect-error a slug of another family (a developer, not a course)
    { page: 'TrainingPage', slug: 'angular', ...meta },
    // @ts-expect-error a family page without a slug
    { page: 'TrainingPage', ...meta },
    // @ts-expect-error a slug on a page that is no family
    { page: 'AboutPage', slug: 'web-development', ...meta },
  ];
  expect(routes).toHaveLength(9);
});

it('a training course loads only by an existing course slug', () => {
  // Only the type is checked here; the call itself would have nothing to load.
  const load = () =>
    // @ts-expect-error 'no-such-course' is not a course slug
    loadTrainingCourse('no-such-course');
  expect(load).toBeTypeOf('function');
});
