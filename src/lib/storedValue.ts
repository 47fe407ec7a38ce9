/**
 * How a value read from a stored record becomes text for staff: the dashboard and the e-mail
 * notices read records of every shape the company's database holds the same way.
 */

/** A stored value as text, or undefined when there is nothing to show (blank, object, null). */
export const storedText = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
};

/** A stored time (epoch milliseconds or date text) as ISO 8601 in UTC, or undefined if unreadable. */
export const storedTime = (value: unknown): string | undefined => {
  const time =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim()
        ? Date.parse(value)
        : NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : undefined;
};
