// @vitest-environment node
/**
 * `npm run db:export -- --redact`: the real command on a real database file. No name, e-mail,
 * phone number or free text of a lead (or a member of staff) is left in the file; the same person
 * keeps the same placeholder; IDs, choices, dates and the audit trail's words stay.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { redactTree } from '../../server/cli/redact';
import { sentLead } from '../support/leads';
import { resetData, startTestServer } from './support';

const ID = '-Nlead00000000000001';
const SECOND = '-Nlead00000000000002';
const personal = {
  contactForm: {
    [ID]: {
      ...sentLead('contactForm', {
        fullName: 'Chiamaka Eze',
        email: 'chiamaka@example.com',
        phoneNumber: '+2348031234567',
        message: 'Call me about the clinic in Yaba',
      }),
      status: 'contacted',
      notes: {
        '-Nnote0000000000001': { text: 'Spoke to Chiamaka', author: 'boss@example.com', at: 1 },
      },
    },
  },
  training: {
    [SECOND]: sentLead('training', {
      name: 'Chiamaka Eze',
      email: 'CHIAMAKA@example.com ',
      phone: '08031234567',
    }),
  },
  // A legacy-shaped record: older field names.
  hiring: {
    'legacy-1': { name: 'Tunde Bello', phone: '0801 555 0000', data: '2023-04-01T09:00:00.000Z' },
  },
  trash: {
    quoteForm: {
      '-Ntrash0000000000001': {
        ...sentLead('quoteForm', {
          fullName: 'Ngozi Okafor',
          email: 'ngozi@example.com',
          location: 'Ikeja',
        }),
        deletedAt: 5,
        deletedBy: 'boss@example.com',
      },
    },
  },
  audit: {
    '-Naudit0000000000001': {
      at: 1,
      by: 'boss@example.com',
      action: 'delete',
      collection: 'quoteForm',
      ids: { 0: '-Ntrash0000000000001' },
    },
    '-Naudit0000000000002': {
      at: 2,
      by: 'server',
      action: 'purge',
      collection: 'quoteForm',
      detail: 'trash',
    },
  },
};
const originals = [
  'Chiamaka',
  'chiamaka@example.com',
  '8031234567',
  'Yaba',
  'Tunde',
  '555',
  'Ngozi',
  'ngozi@example.com',
  'Ikeja',
  'boss@example.com',
];

it('leaves no name, e-mail, phone or free text in the file, and keeps what is not personal', async () => {
  const server = await startTestServer();
  const dir = mkdtempSync(join(tmpdir(), 'redact-test-'));
  try {
    resetData(server.site, personal);
    const out = join(dir, 'redacted.json');
    execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/export.ts', '--redact', out], {
      env: { ...process.env, DATABASE_FILE: join(server.dir, 'site.db') },
      stdio: 'pipe',
    });
    const text = readFileSync(out, 'utf8');
    for (const original of originals) expect(text).not.toContain(original);

    const tree = JSON.parse(text) as typeof personal;
    const lead = tree.contactForm[ID];
    const student = tree.training[SECOND];
    // The same person, written two ways, is the same placeholder in both collections.
    expect(lead.fullName).toBe(student.name);
    expect(lead.email).toBe(student.email);
    expect(lead.email).toMatch(/@redacted\.invalid$/);
    expect(lead.status).toBe('contacted');
    expect(tree.training[SECOND].course).toBe(personal.training[SECOND].course);
    expect(tree.hiring['legacy-1'].data).toBe('2023-04-01T09:00:00.000Z');
    expect(tree.trash.quoteForm['-Ntrash0000000000001'].serviceType).toBe(
      personal.trash.quoteForm['-Ntrash0000000000001'].serviceType,
    );
    expect(tree.audit['-Naudit0000000000001']).toMatchObject({
      action: 'delete',
      collection: 'quoteForm',
      ids: ['-Ntrash0000000000001'],
    });
    expect(tree.audit['-Naudit0000000000002']).toMatchObject({ by: 'server', detail: 'trash' });
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

it('replaces each kind with its own placeholder, numbered as first met', () => {
  expect(
    redactTree({ c: { a: { fullName: 'A', email: 'a@x.ng', phoneNumber: '0803', subject: 'S' } } }),
  ).toEqual({
    c: {
      a: {
        fullName: 'Person 1',
        email: 'person1@redacted.invalid',
        phoneNumber: '+2340000000001',
        subject: '[redacted text 1]',
      },
    },
  });
});
