/**
 * "Add to calendar" on a booking's receipt: the same .ics file the acknowledgement e-mail carries
 * (src/lib/sessionCalendar.ts), built in the browser when asked for, so the calendar library is
 * downloaded only by a visitor who wants the entry.
 */
import { useState } from 'react';
import { receiptCopy } from '../../../content/forms';
import { sessionPlace } from '../../../content/acknowledgement';
import { downloadText } from '../../../lib/download';
import { siteUrl } from '../../../config/site';
import styles from './Receipt.module.css';

interface AddToCalendarProps {
  values: Readonly<Record<string, unknown>>;
  reference: string;
}

export function AddToCalendar({ values, reference }: AddToCalendarProps) {
  const [failed, setFailed] = useState(false);
  const save = async () => {
    try {
      const { sessionCalendar } = await import('../../../lib/sessionCalendar');
      const entry = sessionCalendar(
        { ...values },
        reference,
        sessionPlace(new URL(siteUrl).hostname),
      );
      if (entry === undefined) throw new Error('no readable date and time');
      downloadText(`session-${reference}.ics`, entry, 'text/calendar');
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <button type="button" className={styles.again} onClick={() => void save()}>
        {receiptCopy.calendar}
      </button>
      {failed ? (
        <p role="alert" className={styles.calendarFailed}>
          {receiptCopy.calendarFailed}
        </p>
      ) : null}
    </>
  );
}
