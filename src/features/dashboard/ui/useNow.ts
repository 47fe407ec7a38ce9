/**
 * The time, read again every `intervalMs` (a minute by default) and when the tab shows again:
 * what is due or overdue, and which leads arrived today, change as the clock moves, with no data
 * changing; and what colleagues changed is read again.
 */
import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

export function useNow(intervalMs = MINUTE_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, intervalMs);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [intervalMs]);
  return now;
}
