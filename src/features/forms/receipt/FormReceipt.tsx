/**
 * The receipt that takes a form's place once its record is stored, until the visitor leaves the
 * page or chooses "Send another": the reference they can read out on the phone, what they sent
 * (their choices, never their own text), when they will hear back, and a WhatsApp message that
 * already names the reference.
 */
import { useEffect, useRef } from 'react';
import type { Collection } from '../../../records/collections';
import { referenceOf } from '../../../records/reference';
import { formCopies, receiptCopy } from '../../../content/forms';
import { company } from '../../../content/company';
import { sentSummary } from './sentSummary';
import { AddToCalendar } from './AddToCalendar';
import styles from './Receipt.module.css';

export interface SentRecord {
  id: string;
  values: Readonly<Record<string, unknown>>;
}

interface FormReceiptProps {
  collection: Collection;
  sent: SentRecord;
  /** The id of the promise line (the success message's description). */
  followUpId: string;
  /** While the success message shows (the seed's timing), the form is not offered again. */
  successShowing: boolean;
  onSendAnother: () => void;
}

export function FormReceipt({
  collection,
  sent,
  followUpId,
  successShowing,
  onSendAnother,
}: FormReceiptProps) {
  const reference = referenceOf(collection, sent.id);
  const receipt = useRef<HTMLElement>(null);
  // When the success message leaves, the focus it held comes to the receipt, not to the page.
  useEffect(() => {
    if (!successShowing && document.activeElement === document.body) receipt.current?.focus();
  }, [successShowing]);

  return (
    <section
      ref={receipt}
      tabIndex={-1}
      className={styles.receipt}
      aria-label={`${receiptCopy.title} ${reference}`}
    >
      <p className={styles.title}>{receiptCopy.title}</p>
      <p className={styles.reference} data-reference>
        {reference}
      </p>
      <p className={styles.keep}>{receiptCopy.keep}</p>
      <p className={styles.summary}>
        <strong>{receiptCopy.sent}:</strong> {sentSummary(collection, sent.values)}
      </p>
      <p id={followUpId} className={styles.promise}>
        {formCopies[collection].followUp}
      </p>
      <div className={styles.actions}>
        <a
          className={styles.whatsApp}
          href={company.whatsApp.withText(receiptCopy.whatsAppText(reference))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {receiptCopy.whatsApp}
        </a>
        {collection === 'bookSession' ? (
          <AddToCalendar values={sent.values} reference={reference} />
        ) : null}
        {successShowing ? null : (
          <button type="button" className={styles.again} onClick={onSendAnother}>
            {receiptCopy.sendAnother}
          </button>
        )}
      </div>
    </section>
  );
}
