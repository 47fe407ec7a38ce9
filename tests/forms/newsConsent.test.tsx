/**
 * The news box (NDPA consent): only the training enrolment and talent request forms ask, with an
 * optional box that starts unticked; a tick is stored as a yes with the database's time of it.
 */
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { NEWS_CONSENT, NEWS_CONSENT_AT } from '../../src/records/consent';
import { SERVER_TIMESTAMP } from '../../src/records/schemas';
import { acceptedRecords, clearRecorded, receivedBodies } from '../msw/handlers.support';
import { fillForm, formCases, renderCase, until } from './support';

const NEWS_BOX = 'Send me news about courses and events';
const asking = formCases.filter(({ collection }) =>
  ['training', 'techTalent'].includes(collection),
);
const notAsking = formCases.filter((formCase) => !asking.includes(formCase));

beforeEach(() => clearRecorded());

describe.each(asking)('$title form', (formCase) => {
  test('offers the news box unticked; a valid form is sent without ticking it', async () => {
    const { user } = renderCase(formCase);
    const box = screen.getByRole('checkbox', { name: NEWS_BOX });
    expect(box).not.toBeChecked();
    await fillForm(user, formCase.fill);
    expect(screen.getByRole('button', { name: formCase.submit })).toBeEnabled();
  });

  test('a ticked box is stored as a yes, timed by the database', async () => {
    const { user } = renderCase(formCase);
    await fillForm(user, formCase.fill);
    await user.click(screen.getByRole('checkbox', { name: NEWS_BOX }));
    const before = Date.now();
    await act(async () => screen.getByRole('button', { name: formCase.submit }).click());
    await until(() => acceptedRecords.length === 1);

    const body = receivedBodies[0]!.body as Record<string, unknown>;
    expect(body[NEWS_CONSENT]).toBe(true);
    // Sent as the server value: the database, not the visitor, dates the consent.
    expect(body[NEWS_CONSENT_AT]).toEqual(SERVER_TIMESTAMP);
    const record = acceptedRecords[0]!.record as Record<string, unknown>;
    expect(record).toMatchObject({ ...formCase.record, [NEWS_CONSENT]: true });
    expect(record[NEWS_CONSENT_AT]).toBeGreaterThanOrEqual(before);
  });
});

describe.each(notAsking)('$title form', (formCase) => {
  test('has no news box and sends no news answer', async () => {
    const { user } = renderCase(formCase);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await fillForm(user, formCase.fill);
    await act(async () => screen.getByRole('button', { name: formCase.submit }).click());
    await until(() => acceptedRecords.length === 1);
    expect(receivedBodies[0]!.body).not.toHaveProperty(NEWS_CONSENT);
    expect(receivedBodies[0]!.body).not.toHaveProperty(NEWS_CONSENT_AT);
  });
});
