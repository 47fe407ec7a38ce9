import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styles from './ConfirmDialog.module.css';

interface ConfirmDialogProps {
  title: string;
  message: string;
  /** Under the question, outside its description: what it is about ("Ada Obi · ada@…"). */
  detail?: string | undefined;
  /** What the action will touch, one line each (what an erasure removes). */
  items?: readonly string[] | undefined;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown on the confirm button while the confirmed action runs. */
  busyLabel: string;
  /** The confirmed action is running: both answers wait, Escape does nothing. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal yes/no question, rendered only while open. The rest of the page is inert,
 * Tab stays inside, Escape answers No, and the least harmful answer (No) has focus first.
 * Where focus goes afterwards is the caller's choice (it knows which card is gone).
 */
export function ConfirmDialog({
  title,
  message,
  detail,
  items,
  confirmLabel,
  cancelLabel,
  busyLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  // Make everything else inert (no focus, no clicks, hidden from assistive technology) while open.
  // A layout effect: inert from the first frame, and released in the commit that closes the dialog,
  // before the caller's layout effect moves focus back to the page.
  useLayoutEffect(() => {
    const layer = dialogRef.current?.closest<HTMLElement>('[data-dialog-layer]');
    const others = Array.from(document.body.children).filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== layer && !element.inert,
    );
    for (const element of others) element.inert = true;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    cancelRef.current?.focus();
    return () => {
      for (const element of others) element.inert = false;
      root.style.overflow = overflow;
    };
  }, []);

  // Focus that escapes anyway (a click on the backdrop, a screen reader's virtual cursor) comes back.
  useEffect(() => {
    const keepInside = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) {
        cancelRef.current?.focus();
      }
    };
    document.addEventListener('focusin', keepInside);
    return () => document.removeEventListener('focusin', keepInside);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(
      dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [],
    ).filter((element) => !element.hasAttribute('disabled'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={styles.layer} data-dialog-layer="">
      <div className={styles.backdrop} aria-hidden="true" />
      {/* Keys are handled on the dialog itself: Escape answers No, Tab wraps around. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        aria-busy={busy}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p id={messageId} className={styles.message}>
          {message}
        </p>
        {detail ? <p className={styles.detail}>{detail}</p> : null}
        {items?.length ? (
          <ul className={styles.items}>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
        <div className={styles.actions}>
          <button
            ref={cancelRef}
            type="button"
            className={styles.cancel}
            aria-disabled={busy}
            onClick={() => {
              if (!busy) onCancel();
            }}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={styles.confirm}
            aria-disabled={busy}
            onClick={() => {
              if (!busy) onConfirm();
            }}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
