/**
 * Times and days as people in Lagos read them: West Africa Time (UTC+1 all year, no daylight
 * saving). Shared by the dashboard, the visitor's receipt and the e-mails.
 */

export const LAGOS = 'Africa/Lagos';

const lagosDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const calendarDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "17 Mar 2025, 14:05 WAT" (Lagos is UTC+1 all year, West Africa Time). */
export const formatLagosTime = (iso: string): string =>
  `${lagosDateTime.format(new Date(iso))} WAT`;

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
  return Number.isFinite(time) ? calendarDate.format(new Date(time)) : value;
}
