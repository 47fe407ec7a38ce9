/**
 * What a visitor sees around the submit button, as served: which fields still keep it disabled,
 * and the success message the form's code shows (from a template) once a record is stored. The
 * code (`live/liveForm.ts`) keeps the first up to date, and brings the second into view and
 * focuses it so it is read (and announced) where the person is looking.
 */
import { formStatusCopy } from '../../content/forms';
import { Icon } from '../../components/ui/Icon';
import { FORM_PART } from './formParts';
import { stillNeededText } from './stillNeeded';
import styles from './Form.module.css';

/** "Still needed: Full Name, Email" beside the disabled button (its description). */
export function StillNeeded({ id, labels }: { id: string; labels: readonly string[] }) {
  return (
    <p
      id={id}
      className={styles.needed}
      hidden={labels.length === 0}
      {...{ [FORM_PART]: 'needed' }}
    >
      {labels.length === 0 ? '' : stillNeededText(labels)}
    </p>
  );
}

/** The success message; what happens next is its description (the receipt's promise line). */
export function SuccessMessage({ text, followUpId }: { text: string; followUpId: string }) {
  return (
    <p tabIndex={-1} className={styles.success} aria-describedby={followUpId}>
      <Icon name="check" size={22} className={styles.tick} />
      <span>{text}</span>
    </p>
  );
}

/** The message shown when a send fails: the error's words fill `message`; "Try again" sends again. */
export function SendFailure() {
  return (
    <div role="alert" className={styles.failure}>
      <p>
        <strong>{formStatusCopy.errorTitle}</strong> <span {...{ [FORM_PART]: 'message' }} />
      </p>
      <button type="button" className={styles.retry} {...{ [FORM_PART]: 'retry' }}>
        {formStatusCopy.retry}
      </button>
    </div>
  );
}
