/**
 * "Try again" when a form's code could not load (APP_FAILED in lib/formCode.ts). The browser
 * remembers a module it failed to fetch for the page's life, so only a reload fetches the code
 * again, and a reload empties the served form. So the button keeps what the visitor typed in
 * this tab's session storage, reloads, and the visit's script puts it back into the same form as
 * soon as the page is parsed, and signals input, which loads the form's code. Run by
 * the visit's script on every public page: keep small.
 */
import { HONEYPOT_FIELD } from '../records/collections';

/** On the button that retries: a click keeps the form's values and reloads the page. */
export const FORM_RETRY = 'data-form-retry';

const draftKey = () => `formDraft:${location.pathname}`;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** The visitor's own fields: not the honeypot, which a person never fills in. */
const fieldsOf = (form: HTMLFormElement) =>
  [...form.querySelectorAll<Field>('[name]')].filter((field) => field.name !== HONEYPOT_FIELD);

export function keepDraftOnRetry(): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element && event.target.closest(`[${FORM_RETRY}]`);
    const form = button && button.closest('form');
    if (!form) return;
    const values = Object.fromEntries(
      fieldsOf(form).map((field) => [
        field.name,
        field instanceof HTMLInputElement && field.type === 'checkbox'
          ? field.checked
          : field.value,
      ]),
    );
    const index = [...document.forms].indexOf(form);
    const draft: Draft = { index, values, savedAt: Date.now() };
    try {
      sessionStorage.setItem(draftKey(), JSON.stringify(draft));
    } catch {
      // Storage off: the reload still fetches the form's code; what was typed is not kept.
    }
    location.reload();
  });
}

interface Draft {
  index: number;
  values: Record<string, string | boolean>;
  savedAt: number;
}

/**
 * A draft older than this is dropped unread: the reload it was kept for has long happened (or
 * failed, and the visitor left), and the tab may now be someone else's.
 */
const DRAFT_MS = 10 * 60_000;

export function restoreDraft(): void {
  let draft: Draft | null;
  try {
    draft = JSON.parse(sessionStorage.getItem(draftKey()) ?? 'null') as Draft | null;
    sessionStorage.removeItem(draftKey());
  } catch {
    return;
  }
  const form = draft && document.forms[draft.index];
  if (!draft || !form || !(Date.now() - draft.savedAt < DRAFT_MS)) return;
  for (const field of fieldsOf(form)) {
    const value = draft.values[field.name];
    if (typeof value === 'boolean' && field instanceof HTMLInputElement) field.checked = value;
    else if (typeof value === 'string') field.value = value;
  }
  // The visitor was filling this form in: start its code as their typing would have (the loader
  // listens for input), so Send is live without another tap.
  fieldsOf(form)[0]?.dispatchEvent(new Event('input', { bubbles: true }));
}
