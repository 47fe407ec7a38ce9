// @vitest-environment node
/** Push IDs: Firebase's algorithm, strictly increasing, also under rapid writes. */
import { describe, expect, it } from 'vitest';
import { createPushIdGenerator, pushIdTime, PUSH_CHARS } from '../../src/lib/pushId';
import { useTestServer, validRecords } from './support';

describe('createPushIdGenerator', () => {
  it('writes 8 characters of time then 12 random ones from the push alphabet', () => {
    const next = createPushIdGenerator(() => 1_700_000_000_000);
    const id = next();
    expect(id).toHaveLength(20);
    expect([...id].every((char) => PUSH_CHARS.includes(char))).toBe(true);
    expect(pushIdTime(id)).toBe(1_700_000_000_000);
    expect([...PUSH_CHARS].sort().join('')).toBe(PUSH_CHARS);
  });

  it('stays strictly increasing within one millisecond and when the clock steps back', () => {
    let now = 1_700_000_000_000;
    const next = createPushIdGenerator(() => now);
    const ids: string[] = [];
    for (let i = 0; i < 5000; i += 1) {
      if (i === 2500) now -= 10_000; // clock correction
      if (i % 1000 === 999) now += 1;
      ids.push(next());
    }
    for (let i = 1; i < ids.length; i += 1) expect(ids[i]! > ids[i - 1]!).toBe(true);
  });
});

describe('over HTTP', () => {
  const server = useTestServer();

  it('keeps 1,000 rapid writes in the order they were made', async () => {
    const record = validRecords().contactForm;
    const names: string[] = [];
    for (let i = 0; i < 1000; i += 1) {
      const response = await server.request('POST', '/contactForm', {
        ...record,
        subject: String(i),
      });
      names.push(((await response.json()) as { name: string }).name);
    }
    for (let i = 1; i < names.length; i += 1) expect(names[i]! > names[i - 1]!).toBe(true);
    const auth = await server.staffToken();
    const stored = (await (
      await server.request('GET', '/contactForm', undefined, { auth })
    ).json()) as Record<string, { subject: string }>;
    const byKey = Object.keys(stored).sort();
    expect(byKey).toEqual(names);
    expect(byKey.map((key) => stored[key]!.subject)).toEqual(names.map((_, i) => String(i)));
  });
});
