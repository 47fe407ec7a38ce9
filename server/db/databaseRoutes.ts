/** `/db/<path>.json`: the Firebase Realtime Database REST protocol. */
import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { AuthService } from '../auth/service';
import { chooseEncoding } from '../http/encoding';
import { parseJson, readBody } from '../http/body';
import type { RateLimiter } from '../http/rateLimit';
import { ACCESS, type PathAccess } from './access';
import {
  authorizeWrite,
  canRead,
  checkHoneypot,
  isStaff,
  MAX_RECORD_CHILDREN,
  mayAttemptWrite,
  recordsReached,
  type Who,
} from './policy';
import {
  badRequest,
  checkShape,
  isJsonObject,
  findOverlap,
  MAX_DEPTH,
  normalizeValue,
  parseChildPath,
  parseDataPath,
  permissionDenied,
  ProtocolError,
  toOutput,
  type Json,
  type Path,
} from './protocol';
import { isCollection, type Collection } from '../../src/records/collections';
import { PUSH_ID_PATTERN } from '../../src/lib/pushId';
import { INBOX_ROOTS } from '../../src/records/lead';
import { isDerivedRoot } from '../../src/records/derived';
import type { DerivedViews } from './derivedViews';
import { GroupCommit } from './groupCommit';
import { spamEntry } from './spam';
import { parseQuery, type Query } from './query';
import {
  MAX_RECORD_CHARS,
  MAX_ROWS_PER_WRITE,
  rowsWritten,
  type SetOperation,
  type TreeStore,
} from './store';
import type { Change, StreamGrant, StreamHub } from './stream';
import type { LeadNotifier } from '../notify/notifier';

const gzipAsync = promisify(gzip);
const COMPRESS_FROM_BYTES = 1024;

export interface DatabaseRouteOptions {
  prefix: string;
  store: TreeStore;
  hub: StreamHub;
  auth: AuthService;
  writeLimiter: RateLimiter;
  bodyLimitBytes: number;
  clientOf: (c: Context) => string;
  nextPushId: () => string;
  /** `counts/…` and `searchIndex/…`, computed on read. */
  derived: DerivedViews;
  /** Queues a notice of each new lead in the write's own transaction. */
  notifier?: LeadNotifier;
  /** Who may read and write each path (server/db/access.ts); the dialect's tests widen it. */
  access?: PathAccess;
  /**
   * What a write sets off inside its own transaction once applied (a staff entry removed ends its
   * account, an invitation gets its mail); true when it queued a mail.
   */
  afterApply?: (operations: readonly SetOperation[]) => boolean;
}

export function errorResponse(c: Context, error: ProtocolError): Response {
  return c.json({ error: error.message }, error.status, error.headers);
}

export function mountDatabase(app: Hono, options: DatabaseRouteOptions): void {
  const {
    prefix,
    store,
    hub,
    auth,
    writeLimiter,
    bodyLimitBytes,
    clientOf,
    nextPushId,
    notifier,
    derived,
    access = ACCESS,
    afterApply,
  } = options;

  /** Answers `value` as JSON (or `rendered`, its JSON text already made). */
  async function respond(c: Context, value: unknown, rendered?: string): Promise<Response> {
    const status = 200;
    const params = new URL(c.req.url).searchParams;
    const print = params.get('print');
    if (print === 'silent') return c.body(null, 204);
    const text =
      print === 'pretty'
        ? JSON.stringify(rendered === undefined ? value : JSON.parse(rendered), null, 2)
        : (rendered ?? JSON.stringify(value));
    const headers: Record<string, string> = {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    };
    if (
      text.length >= COMPRESS_FROM_BYTES &&
      chooseEncoding(c.req.header('accept-encoding')) !== 'identity'
    ) {
      headers['Content-Encoding'] = 'gzip';
      headers['Vary'] = 'Accept-Encoding';
      return c.body(new Uint8Array(await gzipAsync(text)), status, headers);
    }
    return c.body(text, status, headers);
  }

  /**
   * The write limit: a visitor's writes take one token per record they may create from their
   * address's bucket; staff take one per request from their own account's bucket, so a flood
   * of visitors never holds up a staff action (nor staff the visitors).
   */
  function takeWriteTokens(c: Context, who: Who, records = 1): void {
    const decision =
      who.kind === 'staff'
        ? writeLimiter.take(`staff:${who.uid}`, records > 0 ? 1 : 0)
        : writeLimiter.take(clientOf(c), records);
    if (!decision.ok) {
      throw new ProtocolError(
        429,
        `Too many requests: try again in ${decision.retryAfterSeconds} seconds`,
        { 'Retry-After': String(decision.retryAfterSeconds) },
      );
    }
  }

  const group = new GroupCommit(store);

  /**
   * Checks and applies a write with its lead notices (answered only once committed), then
   * announces it and starts sending the notices.
   */
  async function commit(
    who: Who,
    operations: SetOperation[],
    change: Change,
    now: number,
    readBack: readonly Path[] = [],
  ): Promise<(Json | null)[]> {
    if (rowsWritten(operations) > MAX_ROWS_PER_WRITE) {
      throw badRequest(
        `Invalid data: one update may write at most ${MAX_ROWS_PER_WRITE} records; send it in parts`,
      );
    }
    let notices = false;
    let mailed = false;
    let stored: (Json | null)[] = [];
    await group.run(() =>
      store.withRowCache(() => {
        const allowed = authorizeWrite(store, who, operations, now, access);
        notices = notifier?.enqueue(store, allowed, who.kind === 'anyone') ?? false;
        store.apply(allowed, { maxRowChars: MAX_RECORD_CHARS });
        mailed = afterApply?.(allowed) ?? false;
        // What the answer shows, read from the rows this write just held (no second read).
        stored = store.getAll(readBack);
      }),
    );
    hub.notify(change);
    if (notices || mailed) notifier?.wake();
    return stored;
  }

  /**
   * The request's JSON body, refused before anything walks it when it is deeper than the tree
   * allows or, from a visitor, shaped wider than any record (checkShape).
   */
  async function readJson(c: Context, who: Who): Promise<unknown> {
    const body = parseJson(await readBody(c, bodyLimitBytes));
    checkShape(body, who.kind === 'anyone' ? MAX_RECORD_CHILDREN : undefined);
    return body;
  }

  /** Counts and the search index: read like stored data, never streamed (server/db/derivedViews.ts). */
  function readDerived(c: Context, path: Path, query: Query | null, shallow: boolean) {
    if ((c.req.header('accept') ?? '').includes('text/event-stream')) {
      throw badRequest('Streaming counts or the search index is not supported: read them');
    }
    if (shallow && query)
      throw badRequest("Mixing 'shallow' and querying parameters is not supported");
    const value = derived.read(path, query);
    if (shallow && isJsonObject(value)) {
      return respond(c, Object.fromEntries(Object.keys(value).map((key) => [key, true])));
    }
    return respond(c, toOutput(value));
  }

  /** What a bot sent to a collection, kept in Spam (once: a bot's retry changes nothing). */
  async function keepAsSpam(collection: Collection, id: string, body: unknown) {
    const spamPath = [INBOX_ROOTS.spam, collection, id];
    if (store.get(spamPath) !== null || store.get([collection, id]) !== null) return;
    await group.run(() =>
      store.apply([{ path: spamPath, value: spamEntry(collection, body, Date.now()) }]),
    );
    hub.notify({ kind: 'put', path: spamPath });
  }

  async function handle(c: Context, path: Path, who: Who, grant?: StreamGrant): Promise<Response> {
    const params = new URL(c.req.url).searchParams;
    // One clock reading per request: `{".sv": "timestamp"}` and the policy's `now` agree.
    const now = Date.now();
    switch (c.req.method) {
      case 'GET':
      case 'HEAD': {
        if (!canRead(who, path, access)) throw permissionDenied();
        const shallow = params.get('shallow') === 'true';
        const query = parseQuery(params);
        // What a stranger may read is one value at a key they know: a plain read, never a query
        // or a stream (which would hold a connection no quota counts).
        const streaming = (c.req.header('accept') ?? '').includes('text/event-stream');
        if (!isStaff(who) && (query || streaming)) {
          throw badRequest('Only a plain read is allowed here: no query and no stream');
        }
        if (isDerivedRoot(path[0])) return readDerived(c, path, query, shallow);
        if ((c.req.header('accept') ?? '').includes('text/event-stream')) {
          if (shallow) throw badRequest('Streaming with shallow=true is not supported');
          // The Node connection under this answer, to cut a reader that stopped reading.
          const { outgoing } = (c.env ?? {}) as Partial<HttpBindings>;
          const cut = outgoing && (() => outgoing.destroy());
          return c.body(hub.open(path, grant, cut, query ?? undefined), 200, {
            'Content-Type': 'text/event-stream; charset=utf-8',
            'Cache-Control': 'no-store',
            Connection: 'keep-alive',
            'X-Accel-Buffering': 'no',
          });
        }
        if (shallow && query)
          throw badRequest("Mixing 'shallow' and querying parameters is not supported");
        if (shallow) return respond(c, toOutput(store.shallow(path)));
        return respond(c, undefined, store.getText(path, query ?? undefined));
      }
      case 'POST': {
        takeWriteTokens(c, who);
        const body = await readJson(c, who);
        const id = nextPushId();
        // A filled honeypot: answer like a success; keep what a bot sent to a collection as spam.
        if (checkHoneypot(body) === 'bot') {
          const [collection] = path;
          if (path.length === 1 && collection !== undefined && isCollection(collection)) {
            await keepAsSpam(collection, id, body);
          }
          return respond(c, { name: id });
        }
        const recordPath = [...path, id];
        await commit(
          who,
          [{ path: recordPath, value: normalizeValue(body, recordPath.length, now) }],
          { kind: 'put', path: recordPath },
          now,
        );
        return respond(c, { name: id });
      }
      case 'PUT': {
        takeWriteTokens(c, who);
        if (!mayAttemptWrite(who, path, access)) throw permissionDenied();
        const body = await readJson(c, who);
        // The forms PUT at a key they made: a filled honeypot is kept as spam there, as for a POST.
        const [collection, id] = path;
        if (
          checkHoneypot(body) === 'bot' &&
          path.length === 2 &&
          collection !== undefined &&
          isCollection(collection) &&
          id !== undefined &&
          PUSH_ID_PATTERN.test(id)
        ) {
          await keepAsSpam(collection, id, body);
          return respond(c, toOutput(normalizeValue(body, path.length, now)));
        }
        const value = normalizeValue(body, path.length, now);
        await commit(who, [{ path, value }], { kind: 'put', path }, now);
        return respond(c, toOutput(store.get(path)));
      }
      case 'PATCH': {
        takeWriteTokens(c, who);
        const body = await readJson(c, who);
        if (typeof body !== 'object' || body === null || Array.isArray(body)) {
          throw badRequest('Invalid data: the body of a PATCH must be a JSON object');
        }
        const children = Object.keys(body).map(parseChildPath);
        const fullPaths = children.map((child) => [...path, ...child]);
        if (fullPaths.some((full) => full.length > MAX_DEPTH)) {
          throw badRequest(`Invalid data: paths are limited to ${MAX_DEPTH} levels`);
        }
        // Authorise first (cheap, linear), then count each record reached, then check the shape.
        if (!fullPaths.every((full) => mayAttemptWrite(who, full, access)))
          throw permissionDenied();
        if (who.kind === 'anyone') takeWriteTokens(c, who, recordsReached(fullPaths) - 1);
        const overlap = findOverlap(children);
        if (overlap) {
          throw badRequest(`Invalid data: update paths overlap at "${overlap.join('/')}"`);
        }
        const operations = Object.values(body).map((value, index) => {
          const full = fullPaths[index] as Path;
          return { path: full, value: normalizeValue(value, full.length, now) };
        });
        const stored =
          operations.length > 0
            ? await commit(who, operations, { kind: 'patch', path, children }, now, fullPaths)
            : [];
        const result: Record<string, unknown> = {};
        children.forEach((child, index) => {
          result[child.join('/')] = toOutput(stored[index] ?? null);
        });
        return respond(c, result);
      }
      case 'DELETE': {
        takeWriteTokens(c, who);
        if (!mayAttemptWrite(who, path, access)) throw permissionDenied();
        await commit(who, [{ path, value: null }], { kind: 'put', path }, now);
        return respond(c, null);
      }
      default:
        throw new ProtocolError(405, `Method ${c.req.method} is not supported`, {
          Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        });
    }
  }

  app.all(`${prefix}/*`, async (c) => {
    try {
      const url = new URL(c.req.url);
      const path = parseDataPath(url.pathname.slice(prefix.length));
      if (path === null) {
        throw new ProtocolError(404, 'Not found: database paths end in .json');
      }
      const { who, grant } = auth.identify(url.searchParams.get('auth'));
      return await handle(c, path, who, grant);
    } catch (error) {
      if (error instanceof ProtocolError) return errorResponse(c, error);
      throw error;
    }
  });
}
