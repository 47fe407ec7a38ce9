/** What the lead-inbox tests share: a few contacts, and the database's multi-location updates. */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderDashboard, requests, signInAsStaff, staff } from './support';
import { SERVER_TIMESTAMP } from '../../src/records/schemas';

export const ada = {
  fullName: 'Adaeze Okafor',
  email: 'adaeze@example.com',
  phoneNumber: '08031234567',
  subject: 'A new website',
  message: 'Please call me.',
  date: '2025-03-17T13:05:00.000Z',
};
export const musa = {
  fullName: 'Middle Musa',
  email: 'musa@example.com',
  date: '2025-03-18T10:00:00.000Z',
};
/** Recent enough that opening the dashboard does not purge it (entries expire after 30 days). */
export const AN_HOUR_AGO = Date.now() - 3600_000;

export const ADA = '-Nc000000000000000001';
export const MUSA = '-Nc000000000000000002';

/** Signs in, renders the dashboard at `path` and waits for the card of `name`. */
export async function openInbox(name: string, path = '/DC') {
  await signInAsStaff();
  const rendered = renderDashboard(path);
  await screen.findByRole('article', { name });
  return rendered;
}

export const contacts = () => ({ contactForm: { [ADA]: { ...ada }, [MUSA]: { ...musa } } });

/** The bodies of the root PATCHes, in order. */
export const updates = () =>
  requests
    .filter((request) => request.method === 'PATCH')
    .map((request) => {
      expect(request.url.pathname).toBe('/db/.json');
      return request.body ?? {};
    });

/** The audit entries of an update (exactly one per update). */
export function auditOf(body: Record<string, unknown>) {
  const keys = Object.keys(body).filter((key) => key.startsWith('audit/'));
  expect(keys).toHaveLength(1);
  const entry = body[keys[0] as string] as Record<string, unknown>;
  expect(entry.by).toBe(staff.email);
  // The database's own time, not this device's (which may run hours off).
  expect(entry.at).toEqual(SERVER_TIMESTAMP);
  return entry;
}

export const dialog = (name = 'Confirm Deletion') => screen.getByRole('alertdialog', { name });

export const filterButton = (label: string) =>
  within(screen.getByRole('group', { name: 'Form type' })).getByRole('button', {
    name: new RegExp(`^${label}\\b`),
  });
