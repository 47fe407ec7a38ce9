/** Helpers the form specs share: a staff token per worker, reading and deleting records, finding a form. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Collection } from '../src/records/collections';
import { e2eStaff } from './staff.support';

// One sign-in per worker: the server limits sign-in attempts.
let token: Promise<string> | null = null;
function staffToken(request: APIRequestContext): Promise<string> {
  token ??= signIn(request).catch((error: unknown) => {
    token = null;
    throw error;
  });
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

export async function readCollection(request: APIRequestContext, collection: Collection) {
  const auth = await staffToken(request);
  const response = await request.get(`/db/${collection}.json`, { params: { auth } });
  expect(response.status()).toBe(200);
  return ((await response.json()) ?? {}) as Record<string, Record<string, unknown>>;
}

export async function deleteRecord(request: APIRequestContext, collection: Collection, id: string) {
  const auth = await staffToken(request);
  const response = await request.delete(`/db/${collection}/${id}.json`, { params: { auth } });
  expect(response.status()).toBe(200);
}

/**
 * The form on the page that has this submit button. Forms below the fold load as they come near
 * the viewport, so this scrolls down until it is there (and fails when the page has none).
 */
export async function findForm(page: Page, submit: string) {
  const form = page.locator('form').filter({
    has: page.getByRole('button', { name: submit, exact: true }),
  });
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(form).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  return form;
}
