/**
 * A form's code loads when the visitor reaches for the form (decision 0051): a focus, key or input
 * inside it (a tap on a field focuses it; a finger that lands on the form to scroll does not).
 * Until then the served form is the browser's: what is typed stays in its fields, and the fields
 * left are marked (`touchedFields.ts`), so the code, once here, shows what it would have shown.
 * Run by the visit's script on every public page: keep small.
 */

import { afterNextFrame } from './frames';

/** On a `<form>`: the collection its record goes to (`src/records/collections.ts`). */
export const FORM_COLLECTION = 'data-form';

/** Set on a `<form>` once its code is live: tests and the visit tools wait for it. */
export const FORM_LIVE = 'data-live';

/**
 * Set on <html> when the form's code cannot load (the visitor went offline since the page came):
 * a form then says so under its disabled button, with "Try again" (`formDraft.ts`).
 */
export const APP_FAILED = 'data-app-failed';

const reachingEvents = ['focusin', 'keydown', 'input'];

/**
 * How long after a key the visitor still counts as typing: the next key usually follows sooner
 * (about 120 ms apart for a quick typist, more on a phone).
 */
export const TYPING_MS = 500;

/**
 * The forms' code: what `loadFormCodeWhenReached` is given (a lazy import of features/forms/live).
 * Its start comes in steps, each run in a gap between two keys of its own.
 */
export type FormCode = () => Promise<{ startSteps: readonly (() => void)[] }>;

export function loadFormCodeWhenReached(load: FormCode): void {
  let asked = false;
  let lastKeyAt = -Infinity;
  const noteKey = () => {
    lastKeyAt = performance.now();
  };
  const typing = () => performance.now() - lastKeyAt < TYPING_MS;
  /**
   * Each step not in the task the code was evaluated in, and not while a key waits. A step that
   * throws does not stop the ones after it (the last makes the form live).
   */
  const start = ({ startSteps }: Awaited<ReturnType<FormCode>>, step = 0) =>
    betweenKeys(typing(), () => {
      try {
        startSteps[step]!();
      } catch (error) {
        reportError(error);
      }
      if (step + 1 < startSteps.length) start({ startSteps }, step + 1);
      else document.removeEventListener('keydown', noteKey, true);
    });
  const failed = () => {
    document.removeEventListener('keydown', noteKey, true);
    document.documentElement.setAttribute(APP_FAILED, '');
  };
  const reach = ({ target }: { target: EventTarget | null }) => {
    if (asked || !(target instanceof Element) || !target.closest(`form[${FORM_COLLECTION}]`)) {
      return;
    }
    asked = true;
    reachingEvents.forEach((type) => document.removeEventListener(type, reach, true));
    // Asking inserts the code's preloads, a task a key would wait for; a key follows a tap on a
    // field at once, so the code is asked for once the first letter is drawn, or after a pause.
    betweenKeys(true, () => load().then((code) => start(code), failed));
  };
  reachingEvents.forEach((type) => document.addEventListener(type, reach, true));
  document.addEventListener('keydown', noteKey, true);
  // A field tapped before this script ran (it runs once the page is parsed).
  reach({ target: document.activeElement });
}

/** Keys pressed with another rather than drawing anything of their own. */
const modifierKeys = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock']);

/**
 * Runs `task` where no key waits for it: once the next frame is drawn, or, when a key is coming
 * (the visitor is typing, or has just tapped a field), once the next key's letter is drawn (the
 * longest quiet moment before the key after it), or after a pause with no key. The key is heard at
 * its keydown, not its input: the frame asked for there is the one that draws the letter, and
 * the first input event a page's script hears costs a slow phone about 6 ms of that key's time.
 */
function betweenKeys(keyComing: boolean, task: () => void) {
  if (!keyComing) {
    afterNextFrame(task);
    return;
  }
  let started = false;
  const start = (event?: KeyboardEvent) => {
    if (started || modifierKeys.has(event?.key ?? '')) return;
    started = true;
    document.removeEventListener('keydown', start, true);
    clearTimeout(pause);
    afterNextFrame(task);
  };
  document.addEventListener('keydown', start, true);
  const pause = setTimeout(start, TYPING_MS);
}
