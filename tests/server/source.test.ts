// @vitest-environment node
/**
 * server/ and a record's `source`: stored as sent (trimmed), a bad one refused with a 400 that
 * names the child (never a 5xx), a record without one accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, validRecords, type TestServer } from './support';

let server: TestServer;
let auth: string;
const records = validRecords();
const source = { page: '/training/cyber-security', landing: '/', utmSource: 'whatsapp' };

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.staffToken();
});
afterAll(() => server.close());

const post = async (body: unknown) => {
  const response = await server.request('POST', '/training', body);
  return { status: response.status, body: (await response.json()) as Record<string, string> };
};

describe('a record with a source', () => {
  it('is stored with it, trimmed', async () => {
    const sent = await post({ ...records.training, source: { ...source, cta: ' Enroll Now ' } });
    expect(sent.status).toBe(200);
    const stored = await server.request('GET', `/training/${sent.body.name}`, undefined, { auth });
    expect(((await stored.json()) as { source: unknown }).source).toEqual({
      ...source,
      cta: 'Enroll Now',
    });
  });

  it('is refused with a 400 naming the child when a child is too long or unknown', async () => {
    expect(await post({ ...records.training, source: { utmTerm: 'x'.repeat(101) } })).toEqual({
      status: 400,
      body: { error: 'source.utmTerm: Must be at most 100 characters' },
    });
    expect(await post({ ...records.training, source: { ...source, visitorId: 'abc' } })).toEqual({
      status: 400,
      body: { error: 'source.visitorId: Unknown field' },
    });
    expect((await post({ ...records.training, source: 'google' })).status).toBe(400);
  });

  it('a record without a source is still accepted', async () => {
    expect((await post(records.training)).status).toBe(200);
  });
});
