/** A lead's received time in the row: "17 Mar 2025, 14:05" in Lagos (the details say "WAT"). */
const lagosShort = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const formatReceived = (iso: string): string => lagosShort.format(new Date(iso));
