// @vitest-environment node
/**
 * A person's own data on request (NDPA), the dashboard's code against the real server/: found by
 * e-mail or phone in every place a lead can be (a type's list, with its status and notes; Trash;
 * Spam; an older record shape), exported as one JSON document, then erased in one update that
 * leaves nothing of them behind (search index included) and an audit line without their data.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STAFF_EMAIL, STAFF_PASSWORD, validRecords, type TestServer } from './support';
import { startServerAndClient, type Auth, type Db } from './client.support';

type Find = typeof import('../../src/features/dashboard/person/findPerson');
type Query = typeof import('../../src/features/dashboard/person/personQuery');
type Export = typeof import('../../src/features/dashboard/person/personExport');
type Changes = typeof import('../../src/features/dashboard/api/inboxChanges');

const records = validRecords();
const AT = Date.now() - 60_000;

const ADA_LIST = '-Nada0000000000000001';
const ADA_LEGACY = 'legacy-ada';
const ADA_TRASH = '-Nada0000000000000002';
const ADA_SPAM = '-Nada0000000000000003';
const OTHER = '-Nother00000000000001';

/** Ada's records in every place, and someone else's beside them. */
const seed = {
  contactForm: {
    [ADA_LIST]: {
      ...records.contactForm,
      status: 'contacted',
      notes: { '-Nnote0000000000000001': { text: 'Called Ada.', author: STAFF_EMAIL, at: AT } },
    },
    [OTHER]: { ...records.contactForm, fullName: 'Bola', email: 'bola@example.com' },
  },
  // The company's first forms: other field names, the time under `data`, the address in capitals.
  hiring: {
    [ADA_LEGACY]: {
      fullName: 'Ada Obi',
      email: ' ADA@Example.com ',
      phoneNumber: '0801 234 5678',
      data: '2023-04-01T09:00:00.000Z',
    },
  },
  trash: {
    quoteForm: {
      [ADA_TRASH]: { ...records.quoteForm, deletedAt: AT, deletedBy: STAFF_EMAIL },
      [OTHER]: {
        ...records.quoteForm,
        email: 'bola@example.com',
        deletedAt: AT,
        deletedBy: STAFF_EMAIL,
      },
    },
  },
  spam: {
    training: { [ADA_SPAM]: { ...records.training, spamReason: 'honeypot', caughtAt: AT } },
  },
};

let server: TestServer;
let client: { db: Db; auth: Auth };
let find: Find;
let query: Query;
let exported: Export;
let changes: Changes;

beforeAll(async () => {
  ({ server, client } = await startServerAndClient());
  // The same fresh module graph as the client (its session, its database URL).
  find = await import('../../src/features/dashboard/person/findPerson');
  query = await import('../../src/features/dashboard/person/personQuery');
  exported = await import('../../src/features/dashboard/person/personExport');
  changes = await import('../../src/features/dashboard/api/inboxChanges');
  server.site.store.apply(
    Object.entries(seed).flatMap(([root, children]) =>
      Object.entries(children).map(([key, value]) => ({ path: [root, key], value })),
    ),
  );
  await client.auth.signIn(STAFF_EMAIL, STAFF_PASSWORD);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

const where = (found: readonly { place: string; collection: string; id: string }[]) =>
  found.map(({ place, collection, id }) => `${place} ${collection} ${id}`);

const everyPlace = [
  `records contactForm ${ADA_LIST}`,
  `records hiring ${ADA_LEGACY}`,
  `trash quoteForm ${ADA_TRASH}`,
  `spam training ${ADA_SPAM}`,
];

describe("a person's data", () => {
  it('is found by e-mail in every place a lead can be, older shapes too, and no one else', async () => {
    const ada = query.personQuery('Ada@example.com')!;
    expect(where(await find.findPerson(ada)).sort()).toEqual([...everyPlace].sort());
  });

  it('is found by phone, written either way a Nigerian number is', async () => {
    for (const typed of ['+234 801 234 5678', '08012345678']) {
      const found = await find.findPerson(query.personQuery(typed)!);
      expect(where(found), typed).toContain(`records hiring ${ADA_LEGACY}`);
      expect(where(found), typed).toContain(`records contactForm ${ADA_LIST}`);
    }
  });

  it('exports as one JSON document holding every record exactly as stored, status and notes included', async () => {
    const ada = query.personQuery('ada@example.com')!;
    const found = await find.findPerson(ada);
    const document = JSON.parse(
      JSON.stringify(exported.personExport(ada, found, new Date('2026-11-25T08:00:00Z'))),
    ) as import('../../src/features/dashboard/person/personExport').PersonExport;
    expect(document.request).toBe('ada@example.com');
    expect(document.exportedAt).toBe('2026-11-25T08:00:00.000Z');
    expect(document.records).toHaveLength(4);
    const byId = Object.fromEntries(document.records.map((entry) => [entry.id, entry]));
    expect(byId[ADA_LIST]).toMatchObject({ type: 'Contact Form', place: 'records' });
    expect(byId[ADA_LIST]!.record).toEqual(seed.contactForm[ADA_LIST]);
    expect(byId[ADA_LEGACY]!.record).toEqual(seed.hiring[ADA_LEGACY]);
    expect(byId[ADA_TRASH]).toMatchObject({
      place: 'trash',
      record: seed.trash.quoteForm[ADA_TRASH],
    });
    expect(byId[ADA_SPAM]).toMatchObject({ place: 'spam', record: seed.spam.training[ADA_SPAM] });
    // The export is written down, without whose data it was.
    await client.db.updateMany(changes.personExportRecorded(4));
  });

  it('is erased everywhere in one update; the audit line says how many, never who', async () => {
    const ada = query.personQuery('ada@example.com')!;
    const found = await find.findPerson(ada);
    await client.db.updateMany(
      changes.eraseOnRequest(found.map(find.pathOf), find.leadCount(found)),
    );

    for (const path of [
      ['contactForm', ADA_LIST],
      ['hiring', ADA_LEGACY],
      ['trash', 'quoteForm', ADA_TRASH],
      ['spam', 'training', ADA_SPAM],
    ]) {
      expect(await client.db.readValue(path), path.join('/')).toBeNull();
    }
    expect(await find.findPerson(ada)).toEqual([]);
    // Nothing of hers is left in the search index; the others' records are untouched.
    const token = await server.staffToken();
    const index = await server.request('GET', '/searchIndex/contactForm', undefined, {
      auth: token,
    });
    expect(JSON.stringify(await index.json())).not.toContain('ada@');
    expect(await client.db.readValue(['contactForm', OTHER])).toEqual(seed.contactForm[OTHER]);
    expect(await client.db.readValue(['trash', 'quoteForm', OTHER])).not.toBeNull();

    const audit = Object.values(
      (await client.db.readValue(['audit'])) as Record<string, Record<string, unknown>>,
    );
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'erase', by: STAFF_EMAIL, detail: '4' }),
    );
    expect(audit).toContainEqual(expect.objectContaining({ action: 'person-export', detail: '4' }));
    // The lines' times are left out: a timestamp's digits can hold any short number.
    const trail = JSON.stringify(audit.map(({ at: _at, ...line }) => line));
    for (const personal of ['ada', 'Obi', '0801', '8012345678', ADA_LIST, ADA_LEGACY]) {
      expect(trail).not.toContain(personal);
    }
  });
});
