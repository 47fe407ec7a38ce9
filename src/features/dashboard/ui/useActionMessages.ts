import { useMemo, useState } from 'react';

/** What the last toolbar or card action said: a failure, or a notice such as the export's count. */
export interface ActionMessages {
  error: string | null;
  notice: string | null;
  /** A new action starts: the last one's words go. */
  clear: () => void;
  fail: (text: string) => void;
  tell: (text: string) => void;
}

export function useActionMessages(): ActionMessages {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return useMemo(
    () => ({
      error,
      notice,
      clear: () => {
        setError(null);
        setNotice(null);
      },
      fail: setError,
      tell: setNotice,
    }),
    [error, notice],
  );
}
