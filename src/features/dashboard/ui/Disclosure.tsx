/** A button that shows and hides the part below it (a lead's notes, its history). */
import { useId, useState, type ReactNode } from 'react';
import styles from './Inbox.module.css';

interface DisclosureProps {
  label: string;
  /** What shows when open; rendered only then. */
  children: ReactNode;
}

export function Disclosure({ label, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className={styles.notes}>
      <button
        type="button"
        className={styles.toggleButton}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <div id={regionId} hidden={!open}>
        {open ? children : null}
      </div>
    </div>
  );
}
