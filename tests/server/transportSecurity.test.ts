// @vitest-environment node
/**
 * Issue 33, point 5: no Strict-Transport-Security was sent, even behind an HTTPS proxy. It is
 * sent when the request came over HTTPS (behind TRUST_PROXY, as X-Forwarded-Proto says).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRICT_TRANSPORT_SECURITY } from '../../server/http/security';
import { startTestServer, type TestServer } from './support';

let behindProxy: TestServer;
let direct: TestServer;
beforeAll(async () => {
  behindProxy = await startTestServer({ trustProxy: 1 });
  direct = await startTestServer();
});
afterAll(async () => {
  await behindProxy.close();
  await direct.close();
});

const hstsOf = async (server: TestServer, path: string, proto?: string) => {
  const response = await fetch(`${server.url}${path}`, {
    headers: proto ? { 'X-Forwarded-Proto': proto } : {},
  });
  await response.body?.cancel();
  return response.headers.get('strict-transport-security');
};

describe('Strict-Transport-Security', () => {
  it('is sent on every answer to a request that reached the proxy over HTTPS', async () => {
    expect(STRICT_TRANSPORT_SECURITY).toMatch(/^max-age=\d{8,}/);
    for (const path of ['/', '/db/contactForm.json', '/no/such/page']) {
      expect(await hstsOf(behindProxy, path, 'https')).toBe(STRICT_TRANSPORT_SECURITY);
    }
    expect(await hstsOf(behindProxy, '/', 'https, http')).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('is not sent over plain HTTP, nor for a forwarded scheme that no trusted proxy wrote', async () => {
    expect(await hstsOf(behindProxy, '/')).toBeNull();
    expect(await hstsOf(behindProxy, '/', 'http')).toBeNull();
    expect(await hstsOf(direct, '/', 'https')).toBeNull();
  });
});
