/**
 * Times as the e-mails show them, in Lagos (West Africa Time, UTC+1 all year), beside the
 * dashboard's in src/records/lagosTime.ts: the staff notices and the visitor's acknowledgement
 * show these, never an ISO time in UTC.
 */
import { formatLagosTime, LAGOS } from '../records/lagosTime';

const longDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const clock = new Intl.DateTimeFormat('en-US', {
  timeZone: LAGOS,
  hour: 'numeric',
  minute: '2-digit',
});

/** `27 Nov 2026, 06:04 WAT`, as the dashboard shows a time (src/records/lagosTime.ts). */
export const lagosDateTimeText = (time: number): string =>
  formatLagosTime(new Date(time).toISOString());

/** `Monday 30 November 2026`. */
export const lagosLongDate = (time: number): string => longDate.format(time).replace(',', '');

/** `10:30 AM Lagos time (WAT)`. */
export const lagosClockText = (time: number): string =>
  // Newer ICU puts a narrow no-break space before AM/PM; mail clients show it oddly.
  `${clock.format(time).replace(/\u202f/g, ' ')} Lagos time (WAT)`;

const DAY_MS = 24 * 60 * 60 * 1000;
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** When the Lagos day holding `time` began (midnight WAT), as epoch milliseconds. */
export const lagosDayStart = (time: number): number =>
  Math.floor((time + LAGOS_OFFSET_MS) / DAY_MS) * DAY_MS - LAGOS_OFFSET_MS;

/** The Lagos day holding `time`, as `YYYY-MM-DD`. */
export const lagosDay = (time: number): string =>
  new Date(lagosDayStart(time) + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
