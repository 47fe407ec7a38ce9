/**
 * The shell every enquiry form shares: react-hook-form with the collection's schema, the field
 * id prefix, the honeypot, the submit button with what still keeps it disabled, and the success
 * (`role="status"`, brought into view and focused) and error (`role="alert"`, with "Try again")
 * messages, around the collection's fields from the record catalogue. Once the record is stored,
 * its receipt takes the form's place (the form resets behind it, as the seed times it) until the
 * visitor chooses "Send another".
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Collection } from '../../records/collections';
import { formCopies, formPrivacyNote, formStatusCopy, type FormCopy } from '../../content/forms';
import { FormIdContext } from './fields/useField';
import { HoneypotField } from './fields/HoneypotField';
import { NewsConsentField } from './fields/NewsConsentField';
import { asksNewsConsent } from '../../records/consent';
import { RecordFields } from './RecordFields';
import { StillNeeded, SuccessMessage } from './FormOutcome';
import { FormReceipt, type SentRecord } from './receipt/FormReceipt';
import { fieldSpecsOf, formSchemas, type FieldName } from '../../records/schemas';
import { useSubmitRecord, type FormOutput } from './useSubmitRecord';
import { aboutTable, useAboutPrefill } from './useAboutPrefill';
import { ABOUT_TABLE } from '../../lib/prefillFromLink';
import { FORM_RETRY } from '../../lib/formDraft';
import { useEarlyInput } from './useEarlyInput';
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
const initialValues = <C extends Collection>(
  collection: C,
  preset: EnquiryFormProps<C>['preset'],
) =>
  Object.fromEntries(
    fieldSpecsOf(collection).map(([name]) => [name, preset?.[name] ?? '']),
  ) as Record<FieldName<C>, string>;

export function EnquiryForm<C extends Collection>(props: EnquiryFormProps<C>) {
  const prefix = useId();
  // Each successful send ends with a fresh form: a new generation mounts pristine, empty
  // (or preselected) and invalid, exactly like the first one.
  const [generation, setGeneration] = useState(0);
  const [sent, setSent] = useState<SentRecord | null>(null);
  const submitter = useSubmitRecord(props.collection, {
    successMs: formCopies[props.collection].successMs,
    onSuccessEnd: () => setGeneration((current) => current + 1),
    onStored: (id, values) => setSent({ id, values }),
  });
  const place = useRef<HTMLDivElement>(null);
  return (
    <div ref={place}>
      <FormBody
        key={generation}
        {...props}
        prefix={prefix}
        submitter={submitter}
        receipt={
          sent ? (
            <FormReceipt
              collection={props.collection}
              sent={sent}
              followUpId={`${prefix}-follow-up`}
              successShowing={submitter.status === 'success'}
              onSendAnother={() => {
                // The fresh form's first field takes the focus the receipt's button had.
                flushSync(() => setSent(null));
                place.current?.querySelector<HTMLElement>('[data-first-field]')?.focus();
              }}
            />
          ) : null
        }
      />
    </div>
  );
}

interface FormBodyProps<C extends Collection> extends EnquiryFormProps<C> {
  /** The receipt of the record just stored: it holds the fields' place while there. */
  receipt: ReactNode;
  prefix: string;
  submitter: ReturnType<typeof useSubmitRecord<C>>;
}

function FormBody<C extends Collection>({
  collection,
  preset,
  labelledBy,
  receipt,
  prefix,
  submitter: { status, error, submit },
}: FormBodyProps<C>) {
  const copy: FormCopy<C> = formCopies[collection];
  const [defaults] = useState(() => initialValues(collection, preset));
  const form = useForm<FieldValues, unknown, FieldValues>({
    resolver: zodResolver(
      formSchemas[collection] as unknown as z.ZodType<FieldValues, FieldValues>,
    ),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(form, formRef, defaults);
  useAboutPrefill(collection, form, defaults, formRef);
  const [about] = useState(() => JSON.stringify(aboutTable(collection)));
  const honeypot = useRef<HTMLInputElement>(null);
  const newsConsent = useRef<HTMLInputElement>(null);
  const asksNews = asksNewsConsent(collection);
  // Called from event handlers only (the honeypot and the news box are read when the form is sent).
  const send = (event?: FormEvent) =>
    form.handleSubmit(async (values) => {
      await submit(values as FormOutput<C>, {
        honeypot: honeypot.current?.value ?? '',
        newsConsent: asksNews ? (newsConsent.current?.checked ?? false) : undefined,
      });
    })(event);
  const { isValid } = form.formState;
  const busy = status === 'sending' || status === 'success';
  const neededId = `${prefix}-still-needed`;
  const followUpId = `${prefix}-follow-up`;
  const showNeeded = !isValid && !busy;

  return (
    <FormProvider {...form}>
      <FormIdContext value={prefix}>
        <form
          ref={formRef}
          className={styles.form}
          noValidate
          onSubmit={(event) => void send(event)}
          aria-labelledby={labelledBy}
          aria-label={labelledBy ? undefined : copy.name}
          aria-busy={status === 'sending' || undefined}
          {...{ [ABOUT_TABLE]: about === '{}' ? undefined : about }}
        >
          <div role="status" className={styles.statusRegion}>
            {status === 'success' ? (
              <SuccessMessage text={copy.success} followUpId={followUpId} />
            ) : null}
          </div>
          {receipt}
          <div className={styles.body} hidden={receipt !== null}>
            <div className={styles.grid}>
              <RecordFields collection={collection} copy={copy} />
              {asksNews ? <NewsConsentField inputRef={newsConsent} /> : null}
            </div>
            <HoneypotField inputRef={honeypot} />
            <div className={styles.actions}>
              <button
                type="submit"
                className={styles.submit}
                disabled={!isValid || busy}
                aria-describedby={showNeeded ? neededId : undefined}
              >
                {status === 'sending' ? formStatusCopy.sending : copy.submit}
              </button>
              {showNeeded ? (
                <StillNeeded id={neededId} collection={collection} copy={copy} />
              ) : null}
            </div>
            {/* Shown only if the app's scripts could not load (APP_FAILED in lib/bootLoader.ts);
                its button is the visit script's (lib/formDraft.ts), as the app is not there. */}
            <div className={styles.appFailed}>
              <p>{formStatusCopy.appFailed}</p>
              <button type="button" className={styles.retry} {...{ [FORM_RETRY]: '' }}>
                {formStatusCopy.retry}
              </button>
            </div>
            {error ? (
              <div role="alert" className={styles.failure}>
                <p>
                  <strong>{formStatusCopy.errorTitle}</strong> {error.message}
                </p>
                <button type="button" className={styles.retry} onClick={() => void send()}>
                  {formStatusCopy.retry}
                </button>
              </div>
            ) : null}
            <p className={styles.privacyNote}>
              {formPrivacyNote.text}{' '}
              {/* A plain link: the form works outside the router too, and the notice is a prerendered page. */}
              <a href={formPrivacyNote.to}>{formPrivacyNote.link}</a>
            </p>
          </div>
        </form>
      </FormIdContext>
    </FormProvider>
  );
}
