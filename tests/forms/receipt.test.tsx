/** The receipt in a form's place: what it says was sent, its WhatsApp message, a booking's calendar file. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../msw/server.support';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { company } from '../../src/content/company';
import { acceptedRecords, clearRecorded, storeRecord } from '../msw/handlers.support';
import { referenceOf } from '../../src/records/reference';
import { field, fillForm, formCases, futureDate, renderCase, until } from './support';

const caseOf = (collection: string) => formCases.find((c) => c.collection === collection)!;

beforeEach(() => clearRecorded());
afterEach(() => vi.restoreAllMocks());

async function sendCase(collection: string) {
  const formCase = caseOf(collection);
  const { user } = renderCase(formCase);
  await fillForm(user, formCase.fill);
  await user.click(screen.getByRole('button', { name: formCase.submit }));
  await until(() => screen.queryByRole('region', { name: /^Your reference / }) !== null);
  const receipt = screen.getByRole('region', { name: /^Your reference / });
  return { user, receipt, reference: referenceOf(formCase.collection, acceptedRecords[0]!.id) };
}

test('a booking: its choices in words, a WhatsApp message naming the reference, and its calendar file', async () => {
  const { user, receipt, reference } = await sendCase('bookSession');
  expect(receipt).toHaveTextContent(
    /You sent: Your session booking: Data Analysis · .+ · 10:30 WAT/,
  );
  // None of the visitor's own words come back, only their choices.
  expect(receipt).not.toHaveTextContent('I use Excel daily.');
  const whatsApp = within(receipt).getByRole('link', { name: 'Continue on WhatsApp' });
  const link = new URL(whatsApp.getAttribute('href')!);
  expect(`${link.origin}${link.pathname}`).toBe(company.whatsApp.href);
  expect(link.searchParams.get('text')).toBe(`Hello, my reference is ${reference}.`);

  const files: Blob[] = [];
  URL.createObjectURL = vi.fn((file: Blob) => {
    files.push(file);
    return 'blob:calendar';
  });
  URL.revokeObjectURL = vi.fn();
  await user.click(within(receipt).getByRole('button', { name: 'Add to calendar' }));
  await until(() => files.length === 1);
  expect(files[0]!.type).toBe('text/calendar');
  const entry = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(files[0]!);
  });
  // 10:30 in Lagos (UTC+1) is 09:30 UTC.
  expect(entry).toContain(`DTSTART:${futureDate.replace(/-/g, '')}T093000Z`);
  expect(entry).toContain('STATUS:TENTATIVE');
  expect(entry).toContain(reference);
  expect(within(receipt).queryByRole('alert')).toBeNull();
});

test('a contact message: no calendar, and a summary that names only what it was', async () => {
  const { receipt } = await sendCase('contactForm');
  expect(receipt).toHaveTextContent('You sent: Your message');
  expect(within(receipt).queryByRole('button', { name: 'Add to calendar' })).toBeNull();
});

test('a lost reply, then a change and Try again: the receipt shows what was stored, not the change', async () => {
  server.use(
    http.put(
      '*/db/quoteForm/:id.json',
      async ({ request, params }) => {
        await storeRecord('quoteForm', String(params.id), await request.json());
        return HttpResponse.error();
      },
      { once: true },
    ),
    http.get('*/db/quoteForm/:id/receivedAt.json', () => HttpResponse.error(), { once: true }),
  );
  const formCase = caseOf('quoteForm');
  const { user } = renderCase(formCase);
  await fillForm(user, formCase.fill);
  await user.click(screen.getByRole('button', { name: formCase.submit }));
  const alert = await screen.findByRole('alert');
  await user.selectOptions(field('Service Needed'), 'seo');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  await until(() => screen.queryByRole('region', { name: /^Your reference / }) !== null);
  const receipt = screen.getByRole('region', { name: /^Your reference / });
  expect(receipt).toHaveTextContent('Your quote request: Mobile App Development');
  expect(acceptedRecords).toHaveLength(1);
  expect(acceptedRecords[0]!.record).toMatchObject({ serviceType: 'mobile-app' });
});
