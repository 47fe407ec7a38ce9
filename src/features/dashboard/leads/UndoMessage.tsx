import { undoCopy } from '../../../content/dashboard';
import type { Undo } from './useUndo';
import styles from '../ui/Inbox.module.css';

/**
 * "… moved to Trash. Undo": announced politely (role="status") without taking focus from the
 * list, and reachable with Tab; it stays while the pointer or focus is on it.
 */
export function UndoMessage({ undo }: { undo: Undo }) {
  return (
    <div
      className={styles.undo}
      role="status"
      onMouseEnter={() => undo.hold(true)}
      onMouseLeave={() => undo.hold(false)}
      onFocus={() => undo.hold(true)}
      onBlur={() => undo.hold(false)}
    >
      {undo.offer ? (
        <>
          <p>{undo.offer.text}</p>
          <button
            type="button"
            className={styles.undoButton}
            aria-disabled={undo.undoing}
            onClick={() => void undo.undo()}
          >
            {undo.undoing ? undoCopy.undoing : undoCopy.undo}
          </button>
        </>
      ) : null}
    </div>
  );
}
