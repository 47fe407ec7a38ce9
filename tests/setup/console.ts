/** Any React warning or console error during a test fails that test. */
import { afterEach, beforeEach, vi } from 'vitest';

let problems: string[] = [];

beforeEach(() => {
  problems = [];
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      problems.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  if (problems.length > 0) {
    const found = problems.join('\n');
    problems = [];
    throw new Error(`The test wrote to the console:\n${found}`);
  }
});
