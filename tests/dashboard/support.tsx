/**
 * The dashboard's test world: an in-memory database behind MSW that answers like the
 * Firebase REST dialect (and server/), the staff sign-in call, a controllable
 * EventSource for the live stream, and a render helper with a memory router.
 */
import { isStaffRole, type StaffRole } from '../../src/records/staff';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType, type PathParams } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { StaffDashboard } from '../../src/features/dashboard';
import { signIn } from '../../src/lib/auth';
import { collections } from '../../src/records/collections';
import { accessChain } from '../../server/db/access';
import { authorizeWrite, type Who } from '../../server/db/policy';
import { applyEdits, getIn, normalizeValue, toOutput, type Json } from '../../server/db/protocol';
import { applyQuery, parseQuery } from '../../server/db/query';
import { segmentsOf } from '../../src/lib/tree';
import { refusal } from '../msw/handlers.support';
import {
  isNewLead,
  searchEntryOf,
  type LeadCounts,
  type SearchField,
} from '../../src/records/derived';

export const staff = { email: 'staff@example.com', password: 'correct horse battery' };
export const TOKEN = 'test-staff-token';
export const REFRESH_TOKEN = 'test-refresh-token';

/** ID tokens the database accepts: the one sign-in gives and those renewals gave since. */
const validTokens = new Set([TOKEN]);
/** Every secure-token exchange (the form fields it sent), in order. */
export const tokenExchanges: URLSearchParams[] = [];

type Collection = Record<string, unknown>;

/** The database: collection name → records by key. */
export const store: Record<string, Collection> = {};
/** Every database request, in order (URL objects, so tests can read the query). */
export const requests: { method: string; url: URL; body?: Record<string, unknown> }[] = [];

/** The store's content becomes `tree` (collection name → records). */
function replaceStore(tree: Record<string, Collection>) {
  for (const key of Object.keys(store)) delete store[key];
  for (const [key, records] of Object.entries(tree)) store[key] = structuredClone(records);
}

/** The signed-in member's account ID (the sign-in below answers it). */
const STAFF_UID = 'staff-1';

/**
 * The store becomes `seed`, with the signed-in member's `staff/` entry in `role` (an admin unless
 * a test asks for an agent; decision 0034) unless the seed has its own `staff`.
 */
export function resetStore(
  seed: Record<string, Collection> = {},
  { role = 'admin' }: { role?: StaffRole } = {},
) {
  replaceStore({ staff: { [STAFF_UID]: { email: staff.email, role } }, ...seed });
  requests.length = 0;
  tokenExchanges.length = 0;
  validTokens.clear();
  validTokens.add(TOKEN);
}

const denied = () => HttpResponse.json({ error: 'Permission denied' }, { status: 401 });
const authorised = (url: URL) => validTokens.has(url.searchParams.get('auth') ?? '');

/** Firebase's query parameters (`orderBy`, `startAt`, `equalTo`, `limitToLast`…), as server/ applies them. */
function query(records: Collection, url: URL): Collection {
  const parsed = parseQuery(url.searchParams);
  if (!parsed) return records;
  return (applyQuery(records as Json, parsed) ?? {}) as Collection;
}

const answer = (value: Collection) =>
  HttpResponse.json((Object.keys(value).length ? value : null) as JsonBodyType);

/** The value at a path of the database (`trash/contactForm`), or undefined. */
export function valueAt(path: string): unknown {
  let node: unknown = store;
  for (const segment of segmentsOf(path)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** The signed-in member of staff, as server/'s policy sees them: in their entry's role, if any. */
function staffWho(): Who {
  const role = (store.staff?.[STAFF_UID] as { role?: unknown } | undefined)?.role;
  return isStaffRole(role)
    ? { kind: 'staff', uid: STAFF_UID, email: staff.email, role }
    : { kind: 'anyone' };
}

/**
 * A write as server/ makes it: `{".sv": "timestamp"}` resolved, checked against the one access
 * declaration by server/'s own policy (server/db/policy.ts), then applied whole or not at all.
 * Throws the ProtocolError server/ would answer with. Returns what was stored at each path.
 */
function writeChecked(edits: readonly { path: string[]; value: unknown }[]): (Json | null)[] {
  const now = Date.now();
  const operations = edits.map(({ path, value }) => ({
    path,
    value: normalizeValue(value, path.length, now),
  }));
  const tree = structuredClone(store) as unknown as Json;
  const allowed = authorizeWrite({ get: (path) => getIn(tree, path) }, staffWho(), operations, now);
  const after = applyEdits(tree, allowed);
  replaceStore((after ?? {}) as Record<string, Collection>);
  return operations.map(({ path }) => getIn(after, path));
}

/** A multi-location update (PATCH at the root), checked like server/ checks it. */
export function applyUpdate(body: Record<string, unknown>): Record<string, unknown> {
  const paths = Object.keys(body);
  const stored = writeChecked(paths.map((path) => ({ path: segmentsOf(path), value: body[path] })));
  return Object.fromEntries(paths.map((path, index) => [path, toOutput(stored[index] ?? null)]));
}

/** The root of the database, where multi-location updates (PATCH) go. */
export const ROOT_UPDATE = /\/db\/\.json/;

/** Firebase's secure-token exchange: a new ID token (`renewed-1`, `renewed-2`…) for the refresh token. */
export const tokenHandler = http.post('*/auth/v1/token', async ({ request }) => {
  const form = new URLSearchParams(await request.text());
  tokenExchanges.push(form);
  if (form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== REFRESH_TOKEN) {
    return HttpResponse.json(
      { error: { code: 400, message: 'INVALID_REFRESH_TOKEN' } },
      { status: 400 },
    );
  }
  const idToken = `renewed-${tokenExchanges.length}`;
  validTokens.add(idToken);
  return HttpResponse.json({
    access_token: idToken,
    expires_in: '3600',
    token_type: 'Bearer',
    refresh_token: REFRESH_TOKEN,
    id_token: idToken,
    user_id: 'staff-1',
    project_id: 'test',
  });
});

/** `counts`, as the database keeps them (src/records/derived.ts). */
function countsOf(): Record<string, LeadCounts> {
  return Object.fromEntries(
    collections.map((collection) => {
      const records = Object.values(store[collection] ?? {});
      return [collection, { total: records.length, new: records.filter(isNewLead).length }];
    }),
  );
}

/**
 * `searchIndex/<collection>` queried by a prefix of one search key, or one key (`equalTo`); null
 * when the access declaration names no index for that key (hosted Firebase refuses such a query).
 */
function searchIndexQuery(collection: string, url: URL): Collection | null {
  const field = JSON.parse(url.searchParams.get('orderBy') ?? 'null') as SearchField;
  const declared = accessChain(['searchIndex', collection]).at(-1)?.orderBy ?? [];
  if (!declared.includes(field)) return null;
  const equalTo = url.searchParams.get('equalTo');
  const startAt = JSON.parse(equalTo ?? url.searchParams.get('startAt') ?? '""') as string;
  const endAt = JSON.parse(equalTo ?? url.searchParams.get('endAt') ?? '""') as string;
  const found: Collection = {};
  for (const [id, record] of Object.entries(store[collection] ?? {})) {
    const entry = searchEntryOf(id, record);
    const key = entry[field];
    if (key !== undefined && key >= startAt && key <= endAt) found[id] = entry;
  }
  return found;
}

type Method = 'GET' | 'PATCH' | 'DELETE';
interface Asked {
  url: URL;
  params: PathParams;
  body: Record<string, unknown>;
}

/**
 * A database route as the real one guards it: the request logged, a missing or bad token refused,
 * and a refused write answered as server/ answers it.
 */
function guarded(method: Method, answerTo: (asked: Asked) => Response) {
  return async ({ request, params }: { request: Request; params: PathParams }) => {
    const url = new URL(request.url);
    const body = method === 'PATCH' ? ((await request.json()) as Record<string, unknown>) : {};
    requests.push(method === 'PATCH' ? { method, url, body } : { method, url });
    if (!authorised(url)) return denied();
    try {
      return answerTo({ url, params, body });
    } catch (error) {
      return refusal(error);
    }
  };
}

export const databaseHandlers = [
  http.get(
    '*/db/counts.json',
    guarded('GET', () => HttpResponse.json(countsOf() as JsonBodyType)),
  ),
  http.get(
    '*/db/searchIndex/:collection.json',
    guarded('GET', ({ url, params }) => {
      const found = searchIndexQuery(String(params.collection), url);
      // Firebase's answer to a query by a child its rules give no `.indexOn`.
      if (found === null) return HttpResponse.json({ error: 'Index not defined' }, { status: 400 });
      return answer(found);
    }),
  ),
  // Deeper paths (trash/contactForm, spam/quoteForm): read whole.
  http.get(
    /\/db\/[^?]+\/[^?]+\.json/,
    guarded('GET', ({ url }) => {
      const path = decodeURIComponent(url.pathname.replace(/^.*\/db\//, '').replace(/\.json$/, ''));
      const value = valueAt(path);
      return answer(typeof value === 'object' && value !== null ? (value as Collection) : {});
    }),
  ),
  http.patch(
    ROOT_UPDATE,
    guarded('PATCH', ({ body }) => HttpResponse.json(applyUpdate(body) as JsonBodyType)),
  ),
  http.get(
    '*/db/:collection.json',
    guarded('GET', ({ url, params }) => {
      const records = store[String(params.collection)] ?? {};
      if (url.searchParams.get('shallow') === 'true') {
        return answer(Object.fromEntries(Object.keys(records).map((key) => [key, true])));
      }
      return answer(query(records, url));
    }),
  ),
  http.delete(
    '*/db/:collection/:id.json',
    guarded('DELETE', ({ params }) => {
      writeChecked([{ path: [String(params.collection), String(params.id)], value: null }]);
      return HttpResponse.json(null);
    }),
  ),
  http.delete(
    '*/db/:collection.json',
    guarded('DELETE', ({ params }) => {
      writeChecked([{ path: [String(params.collection)], value: null }]);
      return HttpResponse.json(null);
    }),
  ),
  tokenHandler,
  http.post(/accounts:signInWithPassword/, async ({ request }) => {
    const body = (await request.json()) as { email?: string; password?: string };
    if (body.email === staff.email && body.password === staff.password) {
      return HttpResponse.json({
        kind: 'identitytoolkit#VerifyPasswordResponse',
        idToken: TOKEN,
        email: staff.email,
        localId: STAFF_UID,
        registered: true,
        expiresIn: '3600',
        refreshToken: REFRESH_TOKEN,
      });
    }
    return HttpResponse.json(
      { error: { code: 400, message: 'INVALID_LOGIN_CREDENTIALS', errors: [] } },
      { status: 400 },
    );
  }),
];

/** A stand-in for the browser's EventSource: tests push the server's events by hand. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** Delivers a server event (`put`, `patch`, `auth_revoked`, `cancel`). */
  emit(type: string, data: unknown) {
    if (this.readyState === FakeEventSource.CLOSED) return;
    this.readyState = FakeEventSource.OPEN;
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** The connection was refused for good (what a 401 answer to a stream looks like). */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    for (const listener of this.listeners.get('error') ?? []) listener(new MessageEvent('error'));
  }

  get collection(): string {
    return new URL(this.url, 'http://localhost').pathname
      .replace(/^.*\/db\//, '')
      .replace(/\.json$/, '');
  }
}

export function installFakeEventSource() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}

/** The open stream of a collection (the latest one). */
export function streamOf(collection: string): FakeEventSource {
  const open = FakeEventSource.instances.filter(
    (source) => source.collection === collection && source.readyState !== FakeEventSource.CLOSED,
  );
  const source = open[open.length - 1];
  if (!source) throw new Error(`no open stream for ${collection}`);
  return source;
}

/**
 * Sends the collection's current content as the stream's first event: the records received
 * from the stream's `startAt` on (`orderBy="receivedAt"`; records without a receive time order
 * first, so a bound leaves them out), those from its key on (`orderBy="$key"`), or all of them.
 */
export function connectStream(collection: string) {
  const source = streamOf(collection);
  const params = new URL(source.url, 'http://localhost').searchParams;
  const startAt = params.get('startAt');
  const records = store[collection] ?? {};
  const child = JSON.parse(params.get('orderBy') ?? 'null') as string | null;
  const from = startAt === null ? null : (JSON.parse(startAt) as number | string);
  const shown = Object.fromEntries(
    Object.entries(records).filter(([id, record]) => {
      if (from === null || child === null) return true;
      if (typeof from === 'string') return child === '$key' && id >= from;
      const value = (record as Record<string, unknown> | null)?.[child];
      return typeof value === 'number' && value >= from;
    }),
  );
  source.emit('put', { path: '/', data: Object.keys(shown).length ? shown : null });
}

/**
 * Waits for the collection's stream to open (the list opens it in an effect once its first page
 * shows, which a busy machine can run a moment after the cards appear), then connects it.
 */
export async function connectStreamWhenOpen(collection: string) {
  await waitFor(() => streamOf(collection));
  act(() => connectStream(collection));
}

export async function signInAsStaff() {
  await signIn(staff.email, staff.password);
}

/**
 * `/DC` in the cards layout (`layout=cards`), which the suites written for the cards use; pass
 * `{ layout: 'list' }` for the compact list (no `layout` in the URL), or a path that names one.
 */
export const withLayout = (path: string, layout: 'list' | 'cards' = 'cards') => {
  if (layout === 'list' || /[?&]layout=/.test(path)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}layout=cards`;
};

export function renderDashboard(path = '/DC', { layout }: { layout?: 'list' | 'cards' } = {}) {
  const router = createMemoryRouter([{ path: '/DC', Component: StaffDashboard }], {
    initialEntries: [withLayout(path, layout)],
  });
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  return { router, user };
}

/** A card by its title (the record's name). */
export const card = (name: string) => screen.getByRole('article', { name });

/** A card's labelled fields as { label: value }, in the order shown. */
export function fieldsOf(element: HTMLElement): Record<string, string> {
  const terms = within(element).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

/** The names on the cards shown, in order (plain DOM: role queries over 100 cards are slow in jsdom). */
export const cardNames = () =>
  Array.from(document.querySelectorAll('article h2'), (heading) => heading.textContent);

/** Push-ID-like keys that sort by creation order. */
export const keyAt = (index: number) => `-Nrec${String(index).padStart(15, '0')}`;

/** The cells of a table's rows below its header, as text, row by row. */
export const bodyCells = (table: HTMLElement): (string | null)[][] =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
