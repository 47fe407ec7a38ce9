/**
 * `npm run bench:insights`: how long server/ takes to answer `insights/` (the Insights view's one
 * read, decisions 0018 and 0035) with 100 and 100,000 leads, in a temporary SQLite file. The
 * leads are spread over the last 20 weeks, six sources, five landing pages, the five statuses and
 * three owners (a fourth of them nobody's); two in three are answered, from a minute to a week
 * after they arrived. Prints the median of 20 reads at each size, after a change and with
 * nothing changed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DerivedViews } from '../server/db/derivedViews';
import { openDatabase } from '../server/db/sqlite';
import type { Json } from '../server/db/protocol';
import { TreeStore } from '../server/db/store';
import { createPushIdGenerator } from '../src/lib/pushId';
import { DERIVED_ROOTS } from '../src/records/derived';
import { leadStatuses } from '../src/records/lead';
import { median } from './perf/noise';

const SIZES = [100, 100_000];
const READS = 20;
const WEEK_MS = 7 * 24 * 3_600_000;
const sources = [
  { utmSource: 'whatsapp', utmCampaign: 'dec-bootcamp' },
  { referrer: 'www.google.com' },
  { referrer: 'l.facebook.com' },
  { utmSource: 'newsletter' },
  {},
  undefined,
];
const landings = ['/', '/training/cyber-security', '/contact', '/services', '/get-a-quote'];
const owners = ['ada@example.com', 'bola@example.com', 'chidi@example.com', undefined];
/** A response time from a minute to about a week, spread by a stride prime to everything else. */
const responseMs = (index: number) => 60_000 + ((index * 7919) % 10_000) * 60_000;

function lead(index: number, now: number) {
  const source = sources[index % sources.length];
  const owner = owners[index % owners.length];
  const receivedAt = now - Math.floor((index / 7) % 20) * WEEK_MS - (index % 1000) * 1000;
  return {
    name: `Lead ${index}`,
    email: `lead${index}@example.com`,
    phone: '08031234567',
    course: 'cyber-security',
    message: '',
    date: new Date(now).toISOString(),
    receivedAt,
    status: leadStatuses[index % leadStatuses.length],
    ...(owner && { owner }),
    ...(index % 3 !== 0 && { firstResponseAt: receivedAt + responseMs(index) }),
    ...(source && { source: { ...source, landing: landings[index % landings.length], page: '/' } }),
  };
}

for (const size of SIZES) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-insights-'));
  const db = openDatabase(join(dir, 'site.db'), { synchronous: 'NORMAL' });
  const store = new TreeStore(db);
  const nextId = createPushIdGenerator();
  const now = Date.now();
  const records = Object.fromEntries(
    Array.from({ length: size }, (_, index) => [nextId(), lead(index, now)]),
  );
  // A JSON round trip: the leads as the database holds them (no undefined children).
  const leads = JSON.parse(JSON.stringify(records)) as Json;
  const writing = performance.now();
  store.apply([{ path: ['training'], value: leads }]);
  const written = ((performance.now() - writing) / 1000).toFixed(1);
  const derived = new DerivedViews(db);
  const ids = Object.keys(records);
  const read = () => derived.read([DERIVED_ROOTS.insights], null);
  const timed = (before: (read: number) => void) => {
    const times: number[] = [];
    for (let index = 0; index < READS; index += 1) {
      before(index);
      const started = performance.now();
      read();
      times.push(performance.now() - started);
    }
    return median(times).toFixed(1);
  };
  // After a change (a status set on one lead): worked out again from the indexes.
  const changed = timed((index) =>
    store.apply([{ path: ['training', ids[index]!, 'status'], value: 'contacted' }]),
  );
  // Nothing changed since the last read: the kept answer.
  const unchanged = timed(() => undefined);
  console.log(
    `${size.toLocaleString('en')} leads: written in one write ${written} s; insights read after a change ${changed} ms, unchanged ${unchanged} ms (medians of ${READS}), answer ${JSON.stringify(read()).length} bytes`,
  );
  db.close();
  rmSync(dir, { recursive: true, force: true });
}
