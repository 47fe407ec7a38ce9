/**
 * Times and days as people in Lagos read them: West Africa Time (UTC+1 all year, no daylight
 * saving). The one module of them, shared by the dashboard, the visitor's receipt, the e-mails
 * (never an ISO time in UTC) and the daily acknowledgement count.
 */

export const LAGOS = 'Africa/Lagos';
/** Lagos keeps West Africa Time all year: UTC+1, no daylight saving. */
export const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/**
 * A formatter made on its first use, not when the module loads: making one loads time-zone data,
 * about 13 ms each on a slow phone, and a form page loads this module without formatting a date
 * until a receipt shows one.
 */
const formatter = (locale: string, options: Intl.DateTimeFormatOptions) => {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, options));
};

const lagosDateTime = formatter('en-GB', {
  timeZone: LAGOS,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const calendarDate = formatter('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "17 Mar 2025, 14:05 WAT" (Lagos is UTC+1 all year, West Africa Time). */
export const formatLagosTime = (iso: string): string =>
  `${lagosDateTime().format(new Date(iso))} WAT`;

/** "2025-03-17 14:05": Lagos time in a form spreadsheets read as a date. */
export function formatLagosTimeForSheet(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: LAGOS,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Today's date in Lagos as YYYY-MM-DD (for file names). */
export const lagosToday = (now: Date): string =>
  formatLagosTimeForSheet(now.toISOString()).slice(0, 10);

/** A booked day ("2025-03-20") as "Thu, 20 Mar 2025"; anything else as written. */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isFinite(time) ? calendarDate().format(new Date(time)) : value;
}

const longDate = formatter('en-GB', {
  timeZone: LAGOS,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const clock = formatter('en-US', {
  timeZone: LAGOS,
  hour: 'numeric',
  minute: '2-digit',
});

/** A time in ms as `formatLagosTime` shows it: `27 Nov 2026, 06:04 WAT`. */
export const lagosDateTimeText = (time: number): string =>
  formatLagosTime(new Date(time).toISOString());

/** `Monday 30 November 2026`. */
export const lagosLongDate = (time: number): string => longDate().format(time).replace(',', '');

/** `10:30 AM Lagos time (WAT)`. */
export const lagosClockText = (time: number): string =>
  // Newer ICU puts a narrow no-break space before AM/PM; mail clients show it oddly.
  `${clock()
    .format(time)
    .replace(/\u202f/g, ' ')} Lagos time (WAT)`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the Lagos day holding `time` began (midnight WAT), as epoch milliseconds. */
export const lagosDayStart = (time: number): number =>
  Math.floor((time + LAGOS_OFFSET_MS) / DAY_MS) * DAY_MS - LAGOS_OFFSET_MS;

/** The Lagos day holding `time`, as `YYYY-MM-DD`. */
export const lagosDay = (time: number): string =>
  new Date(lagosDayStart(time) + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
