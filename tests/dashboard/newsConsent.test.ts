/** The answer to the news box as staff read it: on the card and as CSV columns. */
import { describe, expect, it } from 'vitest';
import { buildCsv } from '../../src/features/dashboard/leads/leadsCsv';
import { shownFields } from '../../src/features/dashboard/ui/shownFields';
import { normaliseRecord } from '../../src/features/dashboard/ui/recordView';

const training = {
  name: 'Bola Adeyemi',
  email: 'bola@student.ng',
  phone: '09012345678',
  course: 'cyber-security',
  date: '2026-03-17T13:05:00.000Z',
  receivedAt: Date.parse('2026-03-17T13:05:01.000Z'),
};
const consented = {
  ...training,
  newsConsent: true,
  newsConsentAt: Date.parse('2026-03-17T13:05:01.000Z'),
};

const lines = (stored: object) =>
  shownFields(normaliseRecord('-Nconsent', stored)).map(({ label, value }) => [label, value]);

describe('the news answer', () => {
  it('a yes shows on the card with when it was given, in Lagos time', () => {
    expect(lines(consented)).toEqual(
      expect.arrayContaining([
        ['News about courses and events', 'Yes'],
        ['News consent given', '17 Mar 2026, 14:05 WAT'],
      ]),
    );
  });

  it('a no shows as No, without a time; a record of a form that never asked shows neither', () => {
    const declined = lines({ ...training, newsConsent: false });
    expect(declined).toContainEqual(['News about courses and events', 'No']);
    expect(declined.map(([label]) => label)).not.toContain('News consent given');
    expect(lines(training).map(([label]) => label)).not.toContain('News about courses and events');
  });

  it('the CSV file has a column for the answer and one for its time, after the submission date', () => {
    const csv = buildCsv('training', [normaliseRecord('-Nconsent', consented)]);
    const [heading, row] = csv.replace('\uFEFF', '').split('\r\n');
    expect(heading).toMatch(
      /Date \(Lagos time\),News about courses and events,News consent given,Status/,
    );
    expect(row).toMatch(/2026-03-17 14:05,Yes,2026-03-17 14:05,/);
  });
});
