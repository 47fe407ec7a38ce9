/**
 * What a visitor sees around the submit button: which fields still keep it disabled, and the
 * success message, brought into view and focused so it is read (and announced) where the
 * person is looking, even on a phone where it would open below the fold.
 */
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Collection } from '../../records/collections';
import { fieldSpecsOf, formSchemas } from '../../records/schemas';
import { formStatusCopy, type FormCopy } from '../../content/forms';
import { Icon } from '../../components/ui/Icon';
import { useReducedMotion } from '../../lib/useReducedMotion';
import styles from './Form.module.css';

/** The labels of the fields that fail their schema now, in form order. */
function useMissingLabels<C extends Collection>(collection: C, copy: FormCopy<C>): string[] {
  const { control, getValues } = useFormContext();
  // Re-renders on every change; the values themselves are read from the form, which also holds
  // what was typed before the code loaded (adopted as the fields mount, before this subscribes).
  useWatch({ control });
  const result = formSchemas[collection].safeParse(getValues());
  if (result.success) return [];
  const failing = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  return fieldSpecsOf(collection)
    .filter(([name]) => failing.has(name))
    .map(([name]) => copy.fields[name].label);
}

/** "Still needed: Full Name, Email" beside the disabled button (its description). */
export function StillNeeded<C extends Collection>({
  id,
  collection,
  copy,
}: {
  id: string;
  collection: C;
  copy: FormCopy<C>;
}) {
  const missing = useMissingLabels(collection, copy);
  if (missing.length === 0) return null;
  return (
    <p id={id} className={styles.needed}>
      {formStatusCopy.stillNeeded} {missing.join(', ')}
    </p>
  );
}

/**
 * The success message, scrolled to the top of the screen and focused; what happens next is its
 * description (read with it), shown on the receipt under it and outside the live region, which
 * announces the company's message exactly.
 */
export function SuccessMessage({ text, followUpId }: { text: string; followUpId: string }) {
  const message = useRef<HTMLParagraphElement>(null);
  const reduceMotion = useReducedMotion();
  useEffect(() => {
    const element = message.current;
    if (!element) return;
    // At the top (clear of the header), so the receipt under it is in view too.
    element.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
    // From the (now hidden) button to the message; never out of a field someone pressed Enter in
    // (the live region announces the message anyway, and the browser lets go of a hidden field).
    if (!document.activeElement?.closest('input, select, textarea')) {
      element.focus({ preventScroll: true });
    }
    // Only when the message appears, not when the motion preference is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <p ref={message} tabIndex={-1} className={styles.success} aria-describedby={followUpId}>
      <Icon name="check" size={22} className={styles.tick} />
      <span>{text}</span>
    </p>
  );
}
