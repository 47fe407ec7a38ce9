import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { FOLLOW_UP_AT, STAFF_FIELDS } from '../../src/records/lead';
import { RECEIVED_AT } from '../../src/records/schemas';
import { rankSql, valueSql } from './childOrder';
import { LANDING_KEY_SQL, LEAD_FACTS_MIGRATION, SOURCE_KEY_SQL } from './insightsSql';
import { searchKeySql } from './searchKeySql';

export type SqliteDatabase = Database.Database;

/**
 * `FULL` (default): every commit is fsynced to the write-ahead log before the
 * request is answered, so an acknowledged record survives a kill -9 and a power
 * loss. `NORMAL`: survives a kill -9 of the process (the OS holds the written
 * log) but the last commits may be lost if the machine itself loses power.
 */
export type Synchronous = 'FULL' | 'NORMAL';

export const IN_MEMORY = ':memory:';

const MIGRATIONS: readonly string[] = [
  // 1: the JSON tree, one row per record (see store.ts), and staff accounts.
  `
  CREATE TABLE nodes (
    parent TEXT NOT NULL,
    skey   TEXT NOT NULL,
    key    TEXT NOT NULL,
    value  TEXT NOT NULL,
    PRIMARY KEY (parent, skey)
  ) WITHOUT ROWID;

  CREATE TABLE accounts (
    local_id      TEXT PRIMARY KEY,
    email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    token_version INTEGER NOT NULL DEFAULT 1,
    created_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL
  );
  `,
  // 2: staff sessions. A refresh token is kept only as its SHA-256 (it is random, so a slow hash
  // adds nothing); it is good while its account keeps the token version it was issued under.
  `
  CREATE TABLE refresh_tokens (
    token_hash    TEXT PRIMARY KEY,
    local_id      TEXT NOT NULL,
    token_version INTEGER NOT NULL,
    created_at    TEXT NOT NULL,
    last_used_at  TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX refresh_tokens_by_account ON refresh_tokens (local_id);
  `,
  // 3: e-mail notices of new leads, written in the same transaction as the record (server/notify).
  // The record is kept as it was when it arrived, so a lead deleted before the send is still told.
  `
  CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    collection      TEXT NOT NULL,
    record_id       TEXT NOT NULL,
    record          TEXT NOT NULL,
    created_at      INTEGER NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error      TEXT,
    sent_at         INTEGER
  );
  CREATE INDEX outbox_waiting ON outbox (sent_at, next_attempt_at);
  `,
  // 4: counts and search without reading every record (server/db/derivedViews.ts): a record's status,
  // and its search keys, indexed per collection. A query uses an index only when it repeats the
  // indexed expression exactly: both come from searchKeySql.
  `
  CREATE INDEX nodes_by_status ON nodes (parent, json_extract(value, '$.status'));
  CREATE INDEX nodes_by_search_name ON nodes (parent, ${searchKeySql('name')});
  CREATE INDEX nodes_by_search_email ON nodes (parent, ${searchKeySql('email')});
  CREATE INDEX nodes_by_search_phone ON nodes (parent, ${searchKeySql('phone')});
  `,
  // 5: the receive time, in Firebase's order of a child (childOrder.ts), so the dashboard's pages
  // and its live stream read only the records they show, whatever the size of the collection.
  `
  CREATE INDEX nodes_by_received_at
    ON nodes (parent, ${rankSql(RECEIVED_AT)}, ${valueSql(RECEIVED_AT)}, skey);
  `,
  // 6: Insights (server/db/insightsView.ts): leads grouped by source and by landing page, counted
  // from these indexes without reading the records.
  `
  CREATE INDEX nodes_by_source ON nodes (parent, ${SOURCE_KEY_SQL});
  CREATE INDEX nodes_by_landing ON nodes (parent, ${LANDING_KEY_SQL});
  `,
  // 7: a lead's reference (src/records/reference.ts), searched like its name, e-mail and phone:
  // the digits worked out from the record's key (searchKeySql), so older records have one too.
  `
  CREATE INDEX nodes_by_search_reference ON nodes (parent, ${searchKeySql('reference')});
  `,
  // 8: the visitor's acknowledgement of a lead goes through the same outbox (server/notify); its
  // recipient is kept to hold each address to a few acknowledgements a day.
  `
  ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'notice';
  ALTER TABLE outbox ADD COLUMN recipient TEXT;
  CREATE INDEX outbox_by_recipient ON outbox (recipient, created_at) WHERE recipient IS NOT NULL;
  `,
  // 9: the one-time secret of each staff invitation (server/auth/invitations.ts): its hash and
  // when it stops working, where no database API reaches.
  `
  CREATE TABLE invitation_secrets (
    id          TEXT PRIMARY KEY,
    token_hash  TEXT NOT NULL,
    expires_at  INTEGER NOT NULL
  ) WITHOUT ROWID;
  `,
  // 10: Insights by response time, stage and owner (decision 0035): each lead's groups as plain
  // columns of lead_facts, kept by triggers, in place of migration 6's expression indexes.
  LEAD_FACTS_MIGRATION,
  // 11: the dashboard's quick views (issue 37): one owner's leads, and the follow-ups due by a
  // time, each an index range scan like the receive time's.
  `
  CREATE INDEX nodes_by_owner
    ON nodes (parent, ${rankSql(STAFF_FIELDS.owner)}, ${valueSql(STAFF_FIELDS.owner)}, skey);
  CREATE INDEX nodes_by_follow_up
    ON nodes (parent, ${rankSql(FOLLOW_UP_AT)}, ${valueSql(FOLLOW_UP_AT)}, skey);
  `,
  // 12: the Lagos days whose morning mail to staff was queued (server/notify/staffMails.ts),
  // recorded in the transaction that queues it: a restart never sends a day's mail twice.
  `
  CREATE TABLE morning_mail_days (
    day     TEXT PRIMARY KEY,
    ran_at  INTEGER NOT NULL,
    mails   INTEGER NOT NULL
  ) WITHOUT ROWID;
  `,
  // 13: the alerts to staff in force (server/notify/alerts.ts), written in the transaction that
  // queues their mail: a restart neither mails one twice nor forgets it.
  `
  CREATE TABLE alerts (
    name  TEXT PRIMARY KEY,
    since INTEGER NOT NULL
  ) WITHOUT ROWID;
  `,
  // 14: the one row /readyz writes and reads back (server/http/health.ts).
  `
  CREATE TABLE health_probe (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    at INTEGER NOT NULL
  );
  `,
];

/** The schema version a database of this code has (its `user_version` once migrated). */
export const SCHEMA_VERSION = MIGRATIONS.length;

export interface OpenOptions {
  synchronous?: Synchronous;
  readonly?: boolean;
}

/** Opens (creating the folder and tables when needed) the site's SQLite file in WAL mode. */
export function openDatabase(file: string, options: OpenOptions = {}): SqliteDatabase {
  const readonly = options.readonly ?? false;
  if (file !== IN_MEMORY && !readonly) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { readonly, fileMustExist: readonly });
  db.pragma('busy_timeout = 5000');
  if (!readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${options.synchronous ?? 'FULL'}`);
    migrate(db);
  }
  return db;
}

function migrate(db: SqliteDatabase): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  for (let next = version; next < MIGRATIONS.length; next += 1) {
    db.transaction(() => {
      db.exec(MIGRATIONS[next] ?? '');
      db.pragma(`user_version = ${next + 1}`);
    }).immediate();
  }
}
