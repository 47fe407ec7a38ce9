/**
 * How long a lead is kept after it arrived unless configured (server/: RETENTION_MONTHS; the
 * privacy notice: VITE_RETENTION_MONTHS, kept equal). Its own module: the privacy page reads it
 * without the retention rule's code.
 */
export const DEFAULT_RETENTION_MONTHS = 24;
