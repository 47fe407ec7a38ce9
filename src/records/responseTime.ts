/**
 * Time to first response (decision 0035): how long a lead waited from `receivedAt` to its
 * `firstResponseAt` (src/records/lead.ts), in plain time and in working time (Monday to Saturday,
 * 9:00 to 17:00 Lagos time, UTC+1 all year), counted into fixed ranges ("buckets") so that both
 * backends can keep the counts write by write and read a median or 90th percentile from them.
 * server/ works out the same in SQL (server/db/insightsSql.ts); a test holds the two together.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Lagos is UTC+1 all year (West Africa Time). */
const LAGOS_OFFSET_MS = HOUR_MS;

/** The working day, Lagos time: from 9:00 to 17:00, Monday to Saturday. */
export const WORKDAY = { startHour: 9, endHour: 17, daysPerWeek: 6 } as const;
export const WORKDAY_START_MS = WORKDAY.startHour * HOUR_MS;
/** One working day: 8 working hours. A promise of N working days is N × this. */
export const WORKING_DAY_MS = (WORKDAY.endHour - WORKDAY.startHour) * HOUR_MS;
/** 1970-01-01 was a Thursday: the Monday before it is 3 days earlier. */
export const DAYS_AFTER_MONDAY_AT_EPOCH = 3;

/** The largest integer not above `value` (a receive time may be stored with a fraction). */
const floorDiv = (a: number, b: number) => Math.floor(a / b);
const mod = (a: number, b: number) => ((a % b) + b) % b;

/**
 * The working time from a fixed origin (the Monday before the epoch) to `ms`: whole weeks of six
 * working days, the working days before this one in its week, and the part of today's 9:00–17:00
 * already gone. The working time between two moments is the difference of theirs.
 */
export function workingClock(ms: number): number {
  const local = Math.floor(ms) + LAGOS_OFFSET_MS;
  const day = floorDiv(local, DAY_MS) + DAYS_AFTER_MONDAY_AT_EPOCH;
  const weekday = mod(day, 7); // 0 Monday … 6 Sunday
  const today =
    weekday < WORKDAY.daysPerWeek
      ? Math.min(Math.max(mod(local, DAY_MS) - WORKDAY_START_MS, 0), WORKING_DAY_MS)
      : 0;
  const daysBefore =
    floorDiv(day, 7) * WORKDAY.daysPerWeek + Math.min(weekday, WORKDAY.daysPerWeek);
  return daysBefore * WORKING_DAY_MS + today;
}

/** Working time from `from` to `to` (none when `to` is earlier, as a clock off by a little). */
export const workingMsBetween = (from: number, to: number): number =>
  Math.max(workingClock(to) - workingClock(from), 0);

/** Plain time from `from` to `to`, none when `to` is earlier. */
export const plainMsBetween = (from: number, to: number): number =>
  Math.max(Math.floor(to) - Math.floor(from), 0);

/**
 * The upper ends of the ranges, in minutes: a response time falls in the first range whose end
 * it does not pass (a time of exactly 60 minutes is "within 1 hour"), or in the last, open one.
 * About 1.5 to 2 apart, so a median read from them is right to within that step; they include
 * every promise a form makes (1 and 2 working days: 480 and 960 minutes), so the share answered
 * within the promise is exact.
 */
export const RESPONSE_EDGES_MINUTES = [
  1, 5, 15, 30, 60, 90, 120, 180, 240, 360, 480, 720, 960, 1440, 2160, 2880, 4320, 5760, 7200,
  10080, 20160,
] as const;

/** The range a response time (milliseconds) falls in: 0 … RESPONSE_EDGES_MINUTES.length. */
export function responseBucket(ms: number): number {
  const index = RESPONSE_EDGES_MINUTES.findIndex((edge) => ms <= edge * MINUTE_MS);
  return index === -1 ? RESPONSE_EDGES_MINUTES.length : index;
}

/** A range's key in `insights` ("m60": within 60 minutes; "over": past the last end). */
export const bucketKey = (bucket: number): string =>
  bucket < RESPONSE_EDGES_MINUTES.length ? `m${RESPONSE_EDGES_MINUTES[bucket]}` : 'over';

/** A range's upper end in minutes (Infinity for the open one), from its key; undefined if none. */
export function bucketEndMinutes(key: string): number | undefined {
  if (key === 'over') return Infinity;
  const minutes = Number(key.slice(1));
  return key.startsWith('m') && (RESPONSE_EDGES_MINUTES as readonly number[]).includes(minutes)
    ? minutes
    : undefined;
}

/** Counts per range key, as `insights` keeps them. */
export type ResponseHistogram = Record<string, number>;

/**
 * The `share` percentile (0.5: the median) of the counted times, as the end of its range in
 * minutes: the k-th shortest time (k = ⌈share × count⌉, the nearest rank) is at most this long.
 * Undefined when nothing is counted; Infinity when it is past the last end.
 */
export function percentileMinutes(histogram: ResponseHistogram, share: number): number | undefined {
  const ranges = Object.entries(histogram)
    .map(([key, count]) => [bucketEndMinutes(key), count] as const)
    .filter((range): range is [number, number] => range[0] !== undefined && range[1] > 0)
    .sort(([a], [b]) => a - b);
  const total = ranges.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return undefined;
  const rank = Math.max(Math.ceil(share * total), 1);
  let seen = 0;
  for (const [end, count] of ranges) {
    seen += count;
    if (seen >= rank) return end;
  }
  return Infinity;
}

/** How many counted times are at most `minutes` long (`minutes` must be a range's end). */
export const countWithin = (histogram: ResponseHistogram, minutes: number): number =>
  Object.entries(histogram).reduce(
    (sum, [key, count]) => sum + ((bucketEndMinutes(key) ?? Infinity) <= minutes ? count : 0),
    0,
  );
