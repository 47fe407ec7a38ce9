/**
 * The SQL of the groups Insights count (src/records/insights.ts: `sourceKeyOf`, `landingKeyOf`),
 * over a stored record's JSON. Also the definitions of their indexes (sqlite.ts, migration 6):
 * a query uses an expression index only when it repeats the indexed expression exactly, so both
 * are written from here, and changing them needs a new migration. Built-in functions only.
 */

/** utm_source, else the referrer's host, else '' (straight to the site); NULL without a source. */
export const SOURCE_KEY_SQL =
  "CASE WHEN json_type(value, '$.source') = 'object' THEN coalesce(" +
  "json_extract(value, '$.source.utmSource'), json_extract(value, '$.source.referrer'), '') END";

/** The first page of the visit; NULL without one. */
export const LANDING_KEY_SQL = "json_extract(value, '$.source.landing')";
