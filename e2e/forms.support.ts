/** Helpers the form specs share: a staff token per worker, reading and deleting records, finding a form. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Collection } from '../src/records/collections';
import { e2eStaff } from './staff.support';

// One sign-in per worker and server (the server limits sign-in attempts). A spec that runs on
// the second server (notices.support.ts) names it, so its token is its own.
const tokens = new Map<string, Promise<string>>();
function staffToken(request: APIRequestContext, server: string): Promise<string> {
  let token = tokens.get(server);
  if (!token) {
    token = signIn(request).catch((error: unknown) => {
      tokens.delete(server);
      throw error;
    });
    tokens.set(server, token);
  }
  return token;
}

async function signIn(request: APIRequestContext): Promise<string> {
  const response = await request.post('/auth/v1/accounts:signInWithPassword', {
    data: { email: e2eStaff.email, password: e2eStaff.password, returnSecureToken: true },
  });
  expect(response.status()).toBe(200);
  const { idToken } = (await response.json()) as { idToken: string };
  return idToken;
}

/** A collection as stored, read with a staff token (`server`: the spec's own base URL, if not the first server). */
export async function readCollection(
  request: APIRequestContext,
  collection: Collection,
  server = 'first',
) {
  const auth = await staffToken(request, server);
  const response = await request.get(`/db/${collection}.json`, { params: { auth } });
  expect(response.status()).toBe(200);
  return ((await response.json()) ?? {}) as Record<string, Record<string, unknown>>;
}

export async function deleteRecord(request: APIRequestContext, collection: Collection, id: string) {
  const auth = await staffToken(request, 'first');
  const response = await request.delete(`/db/${collection}/${id}.json`, { params: { auth } });
  expect(response.status()).toBe(200);
}

/**
 * The form whose submit button says `submit`: still found while its receipt holds the fields'
 * place (the button is hidden then, not gone).
 */
export const formWithSubmit = (page: Page, submit: string) =>
  page.locator('form').filter({
    has: page.getByRole('button', { name: submit, exact: true, includeHidden: true }),
  });

/**
 * The form on the page that has this submit button. Forms below the fold load as they come near
 * the viewport, so this scrolls down until it is there (and fails when the page has none).
 */
export async function findForm(page: Page, submit: string) {
  const form = formWithSubmit(page, submit);
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(form).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  return form;
}
