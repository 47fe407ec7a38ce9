// @vitest-environment node
/**
 * Issue 33, point 5: no Strict-Transport-Security was sent, even behind an HTTPS proxy. It is
 * sent when the request came over HTTPS (behind TRUST_PROXY, as X-Forwarded-Proto says), and the
 * known-device cookie is then Secure too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRICT_TRANSPORT_SECURITY } from '../../server/http/security';
import { STAFF_EMAIL, STAFF_PASSWORD, startTestServer, type TestServer } from './support';

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

  it('goes with a Secure known-device cookie over HTTPS, and one without Secure over HTTP', async () => {
    const signIn = (proto: string) =>
      fetch(`${behindProxy.url}/auth/v1/accounts:signInWithPassword`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': proto },
        body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
      });
    const overHttps = await signIn('https');
    expect(overHttps.status).toBe(200);
    expect(overHttps.headers.getSetCookie()[0]).toMatch(/;\s*Secure/i);
    const overHttp = await signIn('http');
    expect(overHttp.status).toBe(200);
    expect(overHttp.headers.getSetCookie()[0]).not.toMatch(/;\s*Secure/i);
  });
});
