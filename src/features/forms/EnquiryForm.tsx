/**
 * The shell every enquiry form shares, as served: the collection's fields from the record
 * catalogue with the field id prefix, the honeypot, the submit button (disabled, with what still
 * keeps it so), the failure line for a form whose code could not load, the privacy note, and the
 * templates of what the form's code shows later: the success message (`role="status"`), a failed
 * send (`role="alert"`, with "Try again") and the receipt that takes the form's place once its
 * record is stored. Everything it does is the form's code (`live/liveForm.ts`, decision 0051),
 * which finds the form by its collection (`FORM_COLLECTION`).
 */
import { useId } from 'react';
import type { Collection } from '../../records/collections';
import { formCopies, formPrivacyNote, formStatusCopy, type FormCopy } from '../../content/forms';
import { FormDefaultsContext, FormIdContext } from './fields/useField';
import { HoneypotField } from './fields/HoneypotField';
import { NewsConsentField } from './fields/NewsConsentField';
import { asksNewsConsent } from '../../records/consent';
import { RecordFields } from './RecordFields';
import { SendFailure, StillNeeded, SuccessMessage } from './FormOutcome';
import { FORM_PART } from './formParts';
import { FormReceipt } from './receipt/FormReceipt';
import { fieldSpecsOf, type FieldName } from '../../records/schemas';
import { missingLabels } from './stillNeeded';
import { aboutTable } from './aboutPrefill';
import { ABOUT_TABLE } from '../../lib/prefillFromLink';
import { FORM_COLLECTION } from '../../lib/formCode';
import { FORM_RETRY } from '../../lib/formDraft';
import styles from './Form.module.css';

export interface FormPlacementProps {
  /** The id of the page heading that names the form (its aria-labelledby); without it the form is
   * named by its copy's `name`. */
  labelledBy?: string;
}

export interface EnquiryFormProps<C extends Collection> extends FormPlacementProps {
  collection: C;
  /** Values chosen for the visitor (the page's course or technology); every other field starts empty. */
  preset?: Partial<Record<FieldName<C>, string | undefined>>;
}

/** Every field of the collection, '' when empty, or its preset value. */
export const initialValues = <C extends Collection>(
  collection: C,
  preset: EnquiryFormProps<C>['preset'],
): Record<string, string> =>
  Object.fromEntries(fieldSpecsOf(collection).map(([name]) => [name, preset?.[name] ?? '']));

export function EnquiryForm<C extends Collection>({
  collection,
  preset,
  labelledBy,
}: EnquiryFormProps<C>) {
  const prefix = useId();
  const copy: FormCopy<C> = formCopies[collection];
  const defaults = initialValues(collection, preset);
  const about = JSON.stringify(aboutTable(collection));
  const neededId = `${prefix}-still-needed`;
  const followUpId = `${prefix}-follow-up`;
  const template = (name: string) => ({ [FORM_PART]: name });

  return (
    <FormIdContext value={prefix}>
      <FormDefaultsContext value={defaults}>
        <form
          className={styles.form}
          noValidate
          aria-labelledby={labelledBy}
          aria-label={labelledBy ? undefined : copy.name}
          {...{
            [FORM_COLLECTION]: collection,
            [ABOUT_TABLE]: about === '{}' ? undefined : about,
          }}
        >
          <div role="status" className={styles.statusRegion} {...template('status')} />
          <div className={styles.body} {...template('body')}>
            <div className={styles.grid}>
              <RecordFields collection={collection} copy={copy} />
              {asksNewsConsent(collection) ? <NewsConsentField /> : null}
            </div>
            <HoneypotField />
            <div className={styles.actions}>
              <button
                type="submit"
                className={styles.submit}
                disabled
                aria-describedby={neededId}
                {...template('submit')}
              >
                {copy.submit}
              </button>
              <StillNeeded id={neededId} labels={missingLabels(collection, defaults)} />
            </div>
            {/* Shown only if the form's code could not load (APP_FAILED in lib/formCode.ts);
                its button is the visit script's (lib/formDraft.ts). */}
            <div className={styles.appFailed}>
              <p>{formStatusCopy.appFailed}</p>
              <button type="button" className={styles.retry} {...{ [FORM_RETRY]: '' }}>
                {formStatusCopy.retry}
              </button>
            </div>
            <p className={styles.privacyNote} {...template('privacy')}>
              {formPrivacyNote.text} <a href={formPrivacyNote.to}>{formPrivacyNote.link}</a>
            </p>
          </div>
          <template {...template('success')}>
            <SuccessMessage text={copy.success} followUpId={followUpId} />
          </template>
          <template {...template('failure')}>
            <SendFailure />
          </template>
          <template {...template('receiptTemplate')}>
            <FormReceipt collection={collection} followUpId={followUpId} />
          </template>
        </form>
      </FormDefaultsContext>
    </FormIdContext>
  );
}
