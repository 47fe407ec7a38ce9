/**
 * Leads the end-to-end tests send straight to the database, made by the one generator the unit
 * and server tests use (tests/support/leads.ts): a test names only what it later looks for.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Collection } from '../src/records/collections';
import type { FormValues } from '../src/records/schemas';
import { sentLead } from '../tests/support/leads';

/** Makes the body of a lead to `collection` from the fields a test names. */
type LeadMaker = <C extends Collection>(collection: C, overrides: Partial<FormValues<C>>) => object;

/**
 * Sends a lead to `collection` as its form does (a POST to /db/<collection>.json), or as a bot
 * does with `make = botLead`; the server answers both alike. Returns the key the database gave it.
 */
export async function postLead<C extends Collection>(
  request: APIRequestContext,
  collection: C,
  overrides: Partial<FormValues<C>> = {},
  make: LeadMaker = sentLead,
): Promise<string> {
  const response = await request.post(`/db/${collection}.json`, {
    data: make(collection, overrides),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { name: string }).name;
}
