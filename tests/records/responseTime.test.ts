/**
 * Time to first response in working hours (Monday to Saturday, 9:00 to 17:00 Lagos time, UTC+1)
 * and the figures read from its ranges, with answers worked out by hand (decision 0035).
 */
import { describe, expect, it } from 'vitest';
import { replyWithin, replyWithinWorkingDays } from '../../src/content/forms';
import { collections } from '../../src/records/collections';
import {
  bucketKey,
  countWithin,
  percentileMinutes,
  plainMsBetween,
  RESPONSE_EDGES_MINUTES,
  responseBucket,
  WORKING_DAY_MS,
  workingMsBetween,
} from '../../src/records/responseTime';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A Lagos time written as such ("2026-11-21T16:30" is Saturday 16:30 in Lagos). */
const lagos = (local: string) => Date.parse(`${local}:00+01:00`);
const working = (from: string, to: string) => workingMsBetween(lagos(from), lagos(to));

describe('working time to first response', () => {
  it('Saturday 16:30 answered Monday 9:30 is 1 working hour (Sunday counts nothing)', () => {
    expect(working('2026-11-21T16:30', '2026-11-23T09:30')).toBe(HOUR);
    expect(plainMsBetween(lagos('2026-11-21T16:30'), lagos('2026-11-23T09:30'))).toBe(41 * HOUR);
  });

  it('a lead received on Sunday waits from Monday 9:00', () => {
    expect(working('2026-11-22T12:00', '2026-11-23T10:00')).toBe(HOUR);
    expect(working('2026-11-22T09:00', '2026-11-22T18:00')).toBe(0);
  });

  it('before 9:00 and after 17:00 count nothing', () => {
    expect(working('2026-11-16T07:00', '2026-11-16T09:10')).toBe(10 * MINUTE);
    expect(working('2026-11-23T17:30', '2026-11-24T16:59')).toBe(7 * HOUR + 59 * MINUTE);
    expect(working('2026-11-24T08:00', '2026-11-25T09:00')).toBe(WORKING_DAY_MS);
    expect(working('2026-11-24T18:00', '2026-11-25T08:00')).toBe(0);
  });

  it('a reply in the same minute is within the first range', () => {
    const received = lagos('2026-11-17T14:00');
    expect(workingMsBetween(received, received + 30_000)).toBe(30_000);
    expect(bucketKey(responseBucket(30_000))).toBe('m1');
    expect(bucketKey(responseBucket(0))).toBe('m1');
  });

  it('a week of six working days is 48 working hours; a reply before the receipt is none', () => {
    expect(working('2026-11-16T09:00', '2026-11-23T09:00')).toBe(48 * HOUR);
    expect(working('2026-11-18T16:00', '2026-11-20T11:00')).toBe(11 * HOUR);
    expect(working('2026-11-20T11:00', '2026-11-18T16:00')).toBe(0);
    // Across the new year (public holidays count as working days), and across the epoch's own
    // week (1 January 1970 was a Thursday): Thursday 1 h, Friday and Saturday 8 h, Monday 1 h.
    expect(working('2026-12-31T16:00', '2027-01-01T10:00')).toBe(2 * HOUR);
    expect(working('1970-01-01T16:00', '1970-01-05T10:00')).toBe(18 * HOUR);
  });
});

describe('ranges of response times', () => {
  it('a time on a range’s end is within it; past the last end it is over', () => {
    expect(bucketKey(responseBucket(60 * MINUTE))).toBe('m60');
    expect(bucketKey(responseBucket(60 * MINUTE + 1))).toBe('m90');
    expect(bucketKey(responseBucket(20_160 * MINUTE + 1))).toBe('over');
  });

  it('each promise’s number of working days is the number its words say', () => {
    const words = ['one', 'two', 'three', 'four', 'five'];
    for (const collection of collections) {
      const days = replyWithinWorkingDays[collection];
      expect(replyWithin[collection], collection).toBe(
        `${words[days - 1]} working ${days === 1 ? 'day' : 'days'}`,
      );
    }
  });

  it('every promise a form makes is a range’s end, so the share within it is exact', () => {
    for (const collection of collections) {
      const minutes = (replyWithinWorkingDays[collection] * WORKING_DAY_MS) / MINUTE;
      expect(RESPONSE_EDGES_MINUTES, collection).toContain(minutes);
    }
  });

  it('median and 90th percentile by the nearest rank, as the end of their range', () => {
    // Training, week of 16 November (insights.cases.ts): 1, 10, 60, 60 and 660 working minutes.
    const training = { m1: 1, m15: 1, m60: 2, m720: 1 };
    expect(percentileMinutes(training, 0.5)).toBe(60); // the 3rd of 5
    expect(percentileMinutes(training, 0.9)).toBe(720); // the 5th of 5
    expect(countWithin(training, 480)).toBe(4);
    // Four times: the median is the 2nd, the 90th percentile the 4th.
    expect(percentileMinutes({ m5: 2, m30: 1, over: 1 }, 0.5)).toBe(5);
    expect(percentileMinutes({ m5: 2, m30: 1, over: 1 }, 0.9)).toBe(Infinity);
    expect(percentileMinutes({}, 0.5)).toBeUndefined();
    // A count back to 0 (as hosted Firebase may keep one) is no time at all.
    expect(percentileMinutes({ m1: 0, m60: 1 }, 0.5)).toBe(60);
  });
});
