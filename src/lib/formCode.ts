/**
 * A form's code loads when the visitor reaches for the form (decision 0051): a focus, key or input
 * inside it (a tap on a field focuses it; a finger that lands on the form to scroll does not).
 * Until then the served form is the browser's: what is typed stays in its fields, and the fields
 * left are marked (`touchedFields.ts`), so the code, once here, shows what it would have shown.
 * Run by the visit's script on every public page: keep small.
 */

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

/** The forms' code: what `loadFormCodeWhenReached` is given (a lazy import of features/forms/live). */
export type FormCode = () => Promise<{ startForms: () => void }>;

export function loadFormCodeWhenReached(load: FormCode): void {
  let asked = false;
  const reach = ({ target }: { target: EventTarget | null }) => {
    if (asked || !(target instanceof Element) || !target.closest(`form[${FORM_COLLECTION}]`)) {
      return;
    }
    asked = true;
    reachingEvents.forEach((type) => document.removeEventListener(type, reach, true));
    // Asked for in a task of its own: the tap that reached the form is answered first.
    setTimeout(() => void startWhenLoaded(load));
  };
  reachingEvents.forEach((type) => document.addEventListener(type, reach, true));
  // A field tapped before this script ran (it runs once the page is parsed).
  reach({ target: document.activeElement });
}

function startWhenLoaded(load: FormCode) {
  return load().then(
    // In a task of its own after the frame the code arrived in: its first check (the schema's
    // and the phone library's first use) and the module's evaluation are two shorter tasks,
    // not one long one that a key would wait for.
    ({ startForms }) => afterNextFrame(startForms),
    () => document.documentElement.setAttribute(APP_FAILED, ''),
  );
}

/** Runs `task` in a task of its own once the next frame is painted (at once where none comes). */
function afterNextFrame(task: () => void) {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task));
  else setTimeout(task);
}
