/**
 * Answering a lead from its card (issue 37): an e-mail from its type's template (the backend sends
 * it), or a call marked as made; the first answer moves New to Contacted and records when, once.
 * Admins edit the templates in the Staff view.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { referenceOf } from '../../src/records/reference';
import { ADA, auditOf, contacts, openInbox, updates } from './inbox.support';
import { useDashboardWorld } from './world.support';
import { renderDashboard, resetStore, signInAsStaff, staff, store } from './support';

useDashboardWorld();

const team = { staff: { 'staff-1': { email: staff.email, role: 'agent', name: 'Tunde' } } };
const adaStored = () => store.contactForm?.[ADA] as Record<string, unknown>;
const events = () => Object.values((adaStored().history ?? {}) as Record<string, object>);

describe('a reply from the lead', () => {
  test('an e-mail from the template makes the lead Contacted and records its first answer, once', async () => {
    const receivedAt = Date.now() - 2 * 3600_000;
    resetStore(
      { contactForm: { [ADA]: { ...contacts().contactForm[ADA], receivedAt } }, ...team },
      { role: 'agent' },
    );
    const { user } = await openInbox('Adaeze Okafor');
    const card = screen.getByRole('article', { name: 'Adaeze Okafor' });
    expect(within(card).getByText('Not answered yet')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Reply' }));
    const subject = within(card).getByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveValue(`Your message to us (${referenceOf('contactForm', ADA)})`);
    const text = within(card).getByRole('textbox', { name: 'Message' });
    expect((text as HTMLTextAreaElement).value).toMatch(/^Hello Adaeze,\n/);
    expect((text as HTMLTextAreaElement).value).toMatch(/Kind regards,\nTunde$/);
    await user.click(within(card).getByRole('button', { name: 'Send e-mail' }));
    await screen.findByText('Reply sent to adaeze@example.com.');

    expect(adaStored().status).toBe('contacted');
    const answeredAt = adaStored().firstResponseAt as number;
    expect(answeredAt).toBeGreaterThan(receivedAt);
    expect(events()).toEqual([
      expect.objectContaining({ kind: 'email', by: staff.email, subject: expect.any(String) }),
    ]);
    expect(auditOf(updates()[0] ?? {})).toMatchObject({ action: 'reply', detail: 'email' });
    expect(within(card).getByRole('combobox', { name: 'Status' })).toHaveValue('contacted');
    expect(within(card).getByText(/^First answered after 2 h/)).toBeVisible();

    // A later call is in the history; the first answer's time stays.
    await user.click(within(card).getByRole('button', { name: 'Mark call as made' }));
    await waitFor(() => expect(events()).toHaveLength(2));
    expect(adaStored().firstResponseAt).toBe(answeredAt);
    expect(Object.keys(updates()[1] ?? {}).some((key) => key.endsWith('firstResponseAt'))).toBe(
      false,
    );
  });
});

describe('reply templates', () => {
  test('an admin rewrites a type’s template; a reply then starts from it', async () => {
    resetStore({ ...contacts(), staff: { 'staff-1': { email: staff.email, role: 'admin' } } });
    await signInAsStaff();
    const { user, router } = renderDashboard('/DC?view=staff');
    const text = await screen.findByRole('textbox', { name: 'Message' });
    await user.clear(text);
    await user.type(text, 'Dear {{firstName}, thank you.');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await screen.findByText('The Contact Form template was saved.');
    expect(store.replyTemplates?.contactForm).toMatchObject({
      text: 'Dear {firstName}, thank you.',
    });
    expect(auditOf(updates()[0] ?? {})).toMatchObject({ action: 'template' });

    router.navigate('/DC?layout=cards');
    const card = await screen.findByRole('article', { name: 'Adaeze Okafor' });
    await user.click(within(card).getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(within(card).getByRole('textbox', { name: 'Message' })).toHaveValue(
        'Dear Adaeze, thank you.',
      ),
    );
  });
});
