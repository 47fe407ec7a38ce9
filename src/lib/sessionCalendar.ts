/**
 * The calendar entry (.ics) of a booked session: the visitor's preferred date and time in Lagos,
 * tentative until staff confirm it, at the company's address. Built with the `ics` library, never
 * by joining strings. Imports nothing server-only: the acknowledgement e-mail attaches this file
 * and the visitor's on-screen receipt offers the same one (loaded only when asked for).
 */
import { createEvent } from 'ics';
import { LAGOS_OFFSET_MS } from '../records/lagosTime';

/** Where and with whom the session is, and how long it lasts (from the site configuration). */
export interface SessionPlace {
  /** The company's name: the entry's title and organiser. */
  name: string;
  /** The company's address, one line. */
  address: string;
  /** The company's phone number as people read it. */
  phone: string;
  /** The host part of the entry's UID (the site's host), e.g. `example.com`. */
  host: string;
  durationMinutes: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * A date (`YYYY-MM-DD`) and time (`HH:MM`) read as Lagos time, as epoch milliseconds; undefined
 * unless both are well formed and name a real day.
 */
export function lagosTimeOf(date: unknown, time: unknown): number | undefined {
  if (typeof date !== 'string' || typeof time !== 'string') return undefined;
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock) return undefined;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const utc = Date.UTC(year, month - 1, dayOfMonth, Number(clock[1]), Number(clock[2]));
  // 2026-02-30 rolls over into March: not a date anyone chose.
  if (new Date(utc).getUTCDate() !== dayOfMonth) return undefined;
  return utc - LAGOS_OFFSET_MS;
}

/**
 * The .ics text for a booked session, or undefined when the record has no readable date and
 * time. `reference` is the lead's reference (src/records/reference.ts): it names the entry and
 * makes its UID, so a second copy of the file updates the same entry.
 */
export function sessionCalendar(
  record: Record<string, unknown>,
  reference: string,
  place: SessionPlace,
): string | undefined {
  const start = lagosTimeOf(record.sessionDate, record.sessionTime);
  if (start === undefined) return undefined;
  const { error, value } = createEvent({
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: place.durationMinutes },
    title: `${place.name} session (${reference})`,
    description:
      `Your session request ${reference}. Tentative until we confirm the date and time. ` +
      `Call us: ${place.phone}.`,
    location: place.address,
    status: 'TENTATIVE',
    busyStatus: 'TENTATIVE',
    uid: `${reference}@${place.host}`,
    productId: place.name,
  });
  if (error || value === null) return undefined;
  return value;
}
