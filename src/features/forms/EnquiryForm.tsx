/**
 * The shell every enquiry form shares: react-hook-form with the collection's schema, the field
 * id prefix, the honeypot, the submit button, and the success (`role="status"`) and error
 * (`role="alert"`, with "Try again") messages. The six forms only list their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Collection } from '../../records/collections';
import { formStatusCopy } from '../../content/forms';
import { Icon } from '../../components/ui/Icon';
import { FormIdContext, HoneypotField } from './fields';
import { formSchemas } from '../../records/schemas';
import { useSubmitRecord, type FormOutput } from './useSubmitRecord';
import styles from './Form.module.css';

export interface EnquiryFormCopy {
  name: string;
  submit: string;
  success: string;
  successMs: number;
}

export interface EnquiryFormProps<C extends Collection> {
  collection: C;
  /** Every field of the schema, '' when empty (a preselected choice fills its value). */
  defaultValues: Record<keyof FormOutput<C> & string, string>;
  copy: EnquiryFormCopy;
  /** The id of the heading that names the form; without it the form is named by `copy.name`. */
  labelledBy?: string;
  children: ReactNode;
}

export function EnquiryForm<C extends Collection>(props: EnquiryFormProps<C>) {
  const prefix = useId();
  // Each successful send ends with a fresh form: a new generation mounts pristine, empty
  // (or preselected) and invalid, exactly like the first one.
  const [generation, setGeneration] = useState(0);
  const submitter = useSubmitRecord(props.collection, {
    successMs: props.copy.successMs,
    onSuccessEnd: () => setGeneration((current) => current + 1),
  });
  return <FormBody key={generation} {...props} prefix={prefix} submitter={submitter} />;
}

function FormBody<C extends Collection>({
  collection,
  defaultValues,
  copy,
  labelledBy,
  children,
  prefix,
  submitter: { status, error, submit },
}: EnquiryFormProps<C> & { prefix: string; submitter: ReturnType<typeof useSubmitRecord<C>> }) {
  const form = useForm<FieldValues, unknown, FieldValues>({
    resolver: zodResolver(
      formSchemas[collection] as unknown as z.ZodType<FieldValues, FieldValues>,
    ),
    mode: 'onTouched',
    defaultValues,
  });
  const honeypot = useRef<HTMLInputElement>(null);
  // Called from event handlers only (the honeypot is read when the form is sent).
  const send = (event?: FormEvent) =>
    form.handleSubmit(async (values) => {
      await submit(values as FormOutput<C>, honeypot.current?.value ?? '');
    })(event);
  const { isValid } = form.formState;
  const busy = status === 'sending' || status === 'success';

  return (
    <FormProvider {...form}>
      <FormIdContext value={prefix}>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => void send(event)}
          aria-labelledby={labelledBy}
          aria-label={labelledBy ? undefined : copy.name}
          aria-busy={status === 'sending' || undefined}
        >
          <div className={styles.grid}>{children}</div>
          <HoneypotField inputRef={honeypot} />
          <div className={styles.actions}>
            <button type="submit" className={styles.submit} disabled={!isValid || busy}>
              {status === 'sending' ? formStatusCopy.sending : copy.submit}
            </button>
          </div>
          <div role="status" className={styles.statusRegion}>
            {status === 'success' ? (
              <p className={styles.success}>
                <Icon name="check" size={22} className={styles.tick} />
                <span>{copy.success}</span>
              </p>
            ) : null}
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
        </form>
      </FormIdContext>
    </FormProvider>
  );
}
