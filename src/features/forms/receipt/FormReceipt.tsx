/**
 * The receipt that takes a form's place once its record is stored, until the visitor leaves the
 * page or chooses "Send another": the reference they can read out on the phone, what they sent
 * (their choices, never their own text), when they will hear back, and a WhatsApp message that
 * already names the reference. Served as a template in the form; the form's code
 * (`fillReceipt`) fills in the record's parts.
 */
import type { Collection } from '../../../records/collections';
import { formCopies, receiptCopy } from '../../../content/forms';
import { company } from '../../../content/company';
import { FORM_PART } from '../formParts';
import styles from './Receipt.module.css';

interface FormReceiptProps {
  collection: Collection;
  /** The id of the promise line (the success message's description). */
  followUpId: string;
}

export function FormReceipt({ collection, followUpId }: FormReceiptProps) {
  const part = (name: string) => ({ [FORM_PART]: name });
  return (
    <section tabIndex={-1} className={styles.receipt} {...part('receipt')}>
      <p className={styles.title}>{receiptCopy.title}</p>
      <p className={styles.reference} data-reference {...part('reference')} />
      <p className={styles.keep}>{receiptCopy.keep}</p>
      <p className={styles.summary}>
        <strong>{receiptCopy.sent}:</strong> <span {...part('summary')} />
      </p>
      <p id={followUpId} className={styles.promise}>
        {formCopies[collection].followUp}
      </p>
      <div className={styles.actions}>
        <a
          className={styles.whatsApp}
          href={company.whatsApp.href}
          target="_blank"
          rel="noopener noreferrer"
          {...part('whatsApp')}
        >
          {receiptCopy.whatsApp}
        </a>
        {collection === 'bookSession' ? (
          <>
            <button type="button" className={styles.again} {...part('calendar')}>
              {receiptCopy.calendar}
            </button>
            <p role="alert" className={styles.calendarFailed} hidden {...part('calendarFailed')}>
              {receiptCopy.calendarFailed}
            </p>
          </>
        ) : null}
        <button type="button" className={styles.again} hidden {...part('sendAnother')}>
          {receiptCopy.sendAnother}
        </button>
      </div>
    </section>
  );
}
