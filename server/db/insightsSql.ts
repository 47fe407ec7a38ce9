/**
 * The SQL of the groups Insights count (src/records/insights.ts: `sourceKeyOf`, `landingKeyOf`,
 * `ownerKeyOf`, `stageOf`, and the time to first response of src/records/responseTime.ts), over
 * a stored record's JSON. Built-in functions only.
 *
 * `lead_facts` (migration 10 in sqlite.ts) holds each lead's groups as plain columns, one row per
 * record of a collection, written by triggers on `nodes` in the same statement as the record: an
 * index of our own. An expression index over the JSON would not do: SQLite works the expression
 * out again for every entry it counts (1.5 to 3 µs each, a JSON parse), where stepping over plain
 * columns costs a few tens of nanoseconds (decision 0035).
 */
import { collections } from '../../src/records/collections';
import { leadStatuses, STAFF_FIELDS } from '../../src/records/lead';
import { LAGOS_OFFSET_MS, MONDAY_SHIFT_MS, WEEK_MS } from '../../src/records/insights';
import {
  DAYS_AFTER_MONDAY_AT_EPOCH,
  RESPONSE_EDGES_MINUTES,
  WORKDAY,
  WORKDAY_START_MS,
  WORKING_DAY_MS,
} from '../../src/records/responseTime';
import { RECEIVED_AT } from '../../src/records/schemas';

/** utm_source, else the referrer's host, else '' (straight to the site); NULL without a source. */
export const SOURCE_KEY_SQL = sourceKeySql('value');

/** The first page of the visit; NULL without one. */
export const LANDING_KEY_SQL = landingKeySql('value');

function sourceKeySql(json: string): string {
  return (
    `CASE WHEN json_type(${json}, '$.source') = 'object' THEN coalesce(` +
    `json_extract(${json}, '$.source.utmSource'), json_extract(${json}, '$.source.referrer'), '') END`
  );
}

function landingKeySql(json: string): string {
  return `json_extract(${json}, '$.source.landing')`;
}

const DAY_MS = 86_400_000;

/** ⌊a / b⌋ and a mod b for integers, b > 0, whatever a's sign (SQLite's `/` and `%` truncate). */
const floorDiv = (a: string, b: number) => `((${a}) - (((${a}) % ${b} + ${b}) % ${b})) / ${b}`;
const mod = (a: string, b: number) => `(((${a}) % ${b} + ${b}) % ${b})`;

/** A number child as the integer below it; NULL when the child is not a number. */
const floorOf = (json: string, field: string) => {
  const x = `json_extract(${json}, '$.${field}')`;
  return (
    `CASE WHEN json_type(${json}, '$.${field}') IN ('integer', 'real') ` +
    `THEN CAST(${x} AS INTEGER) - (CAST(${x} AS INTEGER) > ${x}) END`
  );
};

/** responseTime.ts's `workingClock` of an integer column `t`. */
function workingClockSql(t: string): string {
  const local = `(${t} + ${LAGOS_OFFSET_MS})`;
  const day = `(${floorDiv(local, DAY_MS)} + ${DAYS_AFTER_MONDAY_AT_EPOCH})`;
  const weekday = mod(day, 7);
  const today =
    `CASE WHEN ${weekday} < ${WORKDAY.daysPerWeek} ` +
    `THEN min(max(${mod(local, DAY_MS)} - ${WORKDAY_START_MS}, 0), ${WORKING_DAY_MS}) ELSE 0 END`;
  return (
    `((${floorDiv(day, 7)} * ${WORKDAY.daysPerWeek} + min(${weekday}, ${WORKDAY.daysPerWeek})) ` +
    `* ${WORKING_DAY_MS} + ${today})`
  );
}

/**
 * responseTime.ts's `responseBucket` of a duration in milliseconds, as a binary search over the
 * ranges' ends: the duration is worked out 5 times, not once per end.
 */
function bucketSql(ms: string, low = 0, high: number = RESPONSE_EDGES_MINUTES.length): string {
  if (low === high) return String(low);
  const middle = Math.floor((low + high) / 2);
  return (
    `CASE WHEN ${ms} <= ${RESPONSE_EDGES_MINUTES[middle]! * 60_000} ` +
    `THEN ${bucketSql(ms, low, middle)} ELSE ${bucketSql(ms, middle + 1, high)} END`
  );
}

const STAGE_NAMES = leadStatuses.map((status) => `'${status}'`).join(', ');

/**
 * A lead's row of `lead_facts` from `rows` (an SQL source of `parent, skey, value`): its receive
 * and first-response times (whole milliseconds; NULL when not a number) and its groups.
 */
function factsSelect(rows: string): string {
  const status = `json_extract(value, '$.${STAFF_FIELDS.status}')`;
  const owner = `json_extract(value, '$.${STAFF_FIELDS.owner}')`;
  return `SELECT parent, skey,
      ${floorOf('value', RECEIVED_AT)},
      ${floorOf('value', STAFF_FIELDS.firstResponseAt)},
      ${sourceKeySql('value')},
      ${landingKeySql('value')},
      CASE WHEN json_type(value, '$.${STAFF_FIELDS.owner}') = 'text' THEN ${owner} END,
      CASE WHEN json_type(value, '$.${STAFF_FIELDS.status}') = 'text' AND ${status} IN (${STAGE_NAMES})
        THEN ${status} ELSE 'new' END
    FROM ${rows}`;
}

/**
 * What follows from a row's two times, worked out from its columns once they are written (a
 * single statement would read the JSON again in every branch), in two steps so that each
 * expression is written once (a trigger's statements are compiled into every statement that
 * fires it): the week of its receive time (weekIndexOf) and its working time to first response;
 * then the ranges of its working and plain times (NULL when not answered yet, or received at no
 * known time).
 */
const timesUpdate = (where: string) => `
  UPDATE lead_facts SET
      week = ${floorDiv(`received_at + ${LAGOS_OFFSET_MS - MONDAY_SHIFT_MS}`, WEEK_MS)},
      working_ms = CASE WHEN answered_at IS NOT NULL
        THEN max(${workingClockSql('answered_at')} - ${workingClockSql('received_at')}, 0) END
    WHERE received_at IS NOT NULL AND ${where};
  UPDATE lead_facts SET
      working = ${bucketSql('working_ms')},
      plain = ${bucketSql('max(answered_at - received_at, 0)')}
    WHERE working_ms IS NOT NULL AND ${where};`;

const COLLECTION_NAMES = collections.map((name) => `'${name}'`).join(', ');
const FACT_COLUMNS = 'parent, skey, received_at, answered_at, source, landing, owner, stage';

/**
 * The row of the record a trigger has just written, in place of any it had. (A statement in a
 * trigger takes the conflict policy of the one that fired it, so no INSERT OR REPLACE here.)
 */
const FACTS_OF_NEW = `DELETE FROM lead_facts WHERE parent = NEW.parent AND skey = NEW.skey;
    INSERT INTO lead_facts (${FACT_COLUMNS})
      ${factsSelect('(SELECT NEW.parent AS parent, NEW.skey AS skey, NEW.value AS value)')};
    ${timesUpdate('parent = NEW.parent AND skey = NEW.skey')}`;

/**
 * Migration 10: the table, its indexes (each read in its own order, so a GROUP BY steps through
 * it once), its rows for the records already stored, and the triggers that keep it.
 */
export const LEAD_FACTS_MIGRATION = `
  CREATE TABLE lead_facts (
    parent  TEXT NOT NULL,
    skey    TEXT NOT NULL,
    received_at INTEGER,
    answered_at INTEGER,
    week    INTEGER,
    working_ms INTEGER,
    source  TEXT,
    landing TEXT,
    owner   TEXT,
    stage   TEXT NOT NULL,
    working INTEGER,
    plain   INTEGER,
    PRIMARY KEY (parent, skey)
  ) WITHOUT ROWID;
  CREATE INDEX lead_facts_by_week ON lead_facts (week, parent, working, plain);
  CREATE INDEX lead_facts_by_source ON lead_facts (source, stage);
  CREATE INDEX lead_facts_by_landing ON lead_facts (landing, stage);
  CREATE INDEX lead_facts_by_owner ON lead_facts (owner, stage);
  CREATE INDEX lead_facts_by_received ON lead_facts (received_at, stage);
  INSERT INTO lead_facts (${FACT_COLUMNS})
    ${factsSelect(`nodes WHERE parent IN (${COLLECTION_NAMES})`)};
  ${timesUpdate('1')}
  CREATE TRIGGER lead_facts_insert AFTER INSERT ON nodes WHEN NEW.parent IN (${COLLECTION_NAMES})
  BEGIN
    ${FACTS_OF_NEW}
  END;
  CREATE TRIGGER lead_facts_update AFTER UPDATE OF value ON nodes
    WHEN NEW.parent IN (${COLLECTION_NAMES})
  BEGIN
    ${FACTS_OF_NEW}
  END;
  CREATE TRIGGER lead_facts_delete AFTER DELETE ON nodes WHEN OLD.parent IN (${COLLECTION_NAMES})
  BEGIN
    DELETE FROM lead_facts WHERE parent = OLD.parent AND skey = OLD.skey;
  END;
  DROP INDEX nodes_by_source;
  DROP INDEX nodes_by_landing;
`;
