import { useEffect, useState } from 'react';
import { readNotifyStatus, type NotifyStatus } from '../../../lib/notifyStatus';

/** How often the dashboard looks at the outbox again while it is open. */
export const NOTIFY_STATUS_REFRESH_MS = 60_000;

/** server/'s notice state, read on open and every minute; null until known or where there is none. */
export function useNotifyStatus(): NotifyStatus | null {
  const [status, setStatus] = useState<NotifyStatus | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      void readNotifyStatus().then((next) => {
        // Nothing to show (hosted Firebase) sets no state: the dashboard stays as it was.
        if (live && next) setStatus(next);
      });
    read();
    const timer = setInterval(read, NOTIFY_STATUS_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  return status;
}
