/**
 * When a lead's follow-up falls, as staff in Lagos see it: overdue once its time has passed, due
 * while it falls later today (the Lagos day), later after that. The quick views, the lead's card
 * and the morning e-mail all read it from here.
 */
import { LAGOS_OFFSET_MS, lagosDayStart } from './lagosTime';

const DAY_MS = 24 * 60 * 60 * 1000;

export type FollowUpState = 'overdue' | 'due' | 'later';

export function followUpState(at: number, now: number): FollowUpState {
  if (at < now) return 'overdue';
  return at < lagosDayStart(now) + DAY_MS ? 'due' : 'later';
}

/** The end of the Lagos day holding `now` (exclusive): what is due today falls before it. */
export const endOfLagosDay = (now: number): number => lagosDayStart(now) + DAY_MS;

/** A date (`YYYY-MM-DD`) and a time (`HH:MM`) in Lagos as epoch ms; null when either is not one. */
export function lagosInputTime(date: string, time: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const value = Date.parse(`${date}T${time}:00Z`) - LAGOS_OFFSET_MS;
  return Number.isFinite(value) ? value : null;
}

/** Epoch ms as a Lagos date and time, as date and time inputs hold them. */
export function lagosInputsOf(time: number): { date: string; time: string } {
  const shifted = new Date(time + LAGOS_OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}
