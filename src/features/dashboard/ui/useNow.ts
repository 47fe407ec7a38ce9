/**
 * The time, read again every minute (and when the tab shows again): what is due or overdue, and
 * which leads arrived today, change as the clock moves, with no data changing.
 */
import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, MINUTE_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, []);
  return now;
}
