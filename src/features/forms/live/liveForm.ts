/**
 * What a served enquiry form does once its code is here (decision 0051), on the markup
 * `EnquiryForm` renders:
 * - each field's error ("Full Name is required", …) from the collection's schema, shown once the
 *   field was left (the visit's script marks it, `TOUCHED`, from the page's first moments) or the
 *   form sent, and kept up to date as the visitor types; `aria-invalid` and the field's
 *   description follow it;
 * - the submit button enabled only while the form is valid, and "Still needed: …" beside it;
 * - on send: "Sending…", then the success message (brought into view and focused) and the receipt
 *   in the form's place, once the database holds the record; after the seed's delay the form
 *   behind it starts again, empty or preselected, and the receipt offers "Send another";
 * - a failed send keeps the values and says why, with "Try again", which sends under the same key
 *   (`recordSender`), so a retry after a lost reply never stores twice;
 * - the enrolment form's start dates follow the course chosen; a date field refuses past days.
 * Nothing typed before the code came is touched: the values are the fields' own.
 */
import type { Collection } from '../../../records/collections';
import { HONEYPOT_FIELD } from '../../../records/collections';
import { NEWS_CONSENT, asksNewsConsent } from '../../../records/consent';
import { fieldSpecsOf, formSchemas, todayInLagos } from '../../../records/schemas';
import { formCopies, formStatusCopy } from '../../../content/forms';
import { FORM_COLLECTION, FORM_LIVE } from '../../../lib/formCode';
import { TOUCHED } from '../../../lib/touchedFields';
import { prefersReducedMotion } from '../../../lib/motion';
import {
  COURSE_FIELD,
  errorIdOf,
  FORM_PART,
  hintIdOf,
  NOT_BEFORE_TODAY,
  startOptions,
} from '../formParts';
import { labelsOf, stillNeededText } from '../stillNeeded';
import { recordSender, type FormOutput } from '../submitRecord';
import { fillReceipt } from './receipt';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The first part of the form marked `name` (`FORM_PART`). */
const partOf = <E extends Element = HTMLElement>(root: ParentNode, name: string) =>
  root.querySelector<E>(`[${FORM_PART}="${name}"]`)!;

/**
 * A copy of the form's template `name`: its one element. Parsed HTML holds it in the template's
 * content; a form React rendered in the page (the tests of whole pages) holds it as a child.
 */
function fromTemplate(form: HTMLFormElement, name: string) {
  const template = partOf<HTMLTemplateElement>(form, name);
  const element = template.content.firstElementChild ?? template.firstElementChild;
  return element!.cloneNode(true) as HTMLElement;
}

/** The collection a served form's record goes to. */
export const collectionOf = (form: HTMLFormElement) =>
  form.getAttribute(FORM_COLLECTION) as Collection;

export function liveForm(form: HTMLFormElement): void {
  const collection = collectionOf(form);
  const schema = formSchemas[collection];
  const copy = formCopies[collection];
  const names = fieldSpecsOf(collection).map(([name]) => name as string);
  const controls = new Map(names.map((name) => [name, form.elements.namedItem(name) as Control]));
  const body = partOf(form, 'body');
  const status = partOf(form, 'status');
  const submit = partOf<HTMLButtonElement>(form, 'submit');
  const needed = partOf(form, 'needed');
  const send = recordSender(collection);
  /** An element of this form by its id (ids made by the prerender are unique within its page). */
  const byId = (id: string) => form.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`);

  let submitted = false;
  /** While a record is being sent, or its success message shows: Send does nothing. */
  let busy = false;
  let failure: HTMLElement | null = null;
  let receipt: HTMLElement | null = null;

  const values = () =>
    Object.fromEntries(names.map((name) => [name, controls.get(name)!.value])) as Record<
      string,
      string
    >;

  /** Each failing field's first message, as the schema words it. */
  const errorsOf = (current: Record<string, string>) => {
    const result = schema.safeParse(current);
    const errors = new Map<string, string>();
    if (!result.success) {
      for (const issue of result.error.issues) {
        const name = String(issue.path[0]);
        if (!errors.has(name)) errors.set(name, issue.message);
      }
    }
    return errors;
  };

  /** Each field's error line and hint, looked up once: the check runs on every key. */
  const notes = [...controls].map(([name, control]) => ({
    name,
    control,
    error: byId(errorIdOf(control.id)),
    hint: byId(hintIdOf(control.id)),
  }));
  /** What the visitor sees of the fields and the button, from the fields as they are now. */
  const show = () => {
    const current = values();
    const errors = errorsOf(current);
    for (const { name, control, error, hint } of notes) {
      const message = submitted || control.hasAttribute(TOUCHED) ? errors.get(name) : undefined;
      if (error) {
        setText(error, message ?? '');
        error.toggleAttribute('hidden', message === undefined);
      }
      const describedBy = [message ? error?.id : '', hint?.id].filter(Boolean).join(' ');
      setAttributeIfChanged(control, 'aria-invalid', message ? 'true' : null);
      setAttributeIfChanged(control, 'aria-describedby', describedBy || null);
    }
    const valid = errors.size === 0;
    const missing = valid ? [] : labelsOf(collection, new Set(errors.keys()));
    setText(needed, busy || valid ? '' : stillNeededText(missing));
    needed.toggleAttribute('hidden', busy || valid);
    submit.toggleAttribute('disabled', !valid || busy);
    setAttributeIfChanged(submit, 'aria-describedby', needed.hidden ? null : needed.id);
  };

  /** The enrolment form offers the start dates of the course chosen in it. */
  const courseStart = fieldSpecsOf(collection).find(([, spec]) => spec.input === 'courseStart');
  const offerStartDates = () => {
    const select = courseStart && (controls.get(courseStart[0]) as HTMLSelectElement);
    const course = controls.get(COURSE_FIELD);
    if (!select || !course) return;
    const chosen = select.value;
    const options = startOptions(course.value);
    const first = select.options[0]!;
    select.replaceChildren(
      first,
      ...options.map(({ value, label }) => new Option(label, value, false, value === chosen)),
    );
    if (!options.some((option) => option.value === chosen)) select.value = '';
  };

  /** A fresh form, as served: the page's presets, nothing left, nothing sent. */
  const startAgain = () => {
    form.reset();
    for (const control of controls.values()) control.removeAttribute(TOUCHED);
    submitted = false;
    offerStartDates();
  };

  const showSending = (sending: boolean) => {
    submit.textContent = sending ? formStatusCopy.sending : copy.submit;
    setAttributeIfChanged(form, 'aria-busy', sending ? 'true' : null);
  };

  const showFailure = (message: string) => {
    failure = fromTemplate(form, 'failure');
    partOf(failure, 'message').textContent = message;
    partOf(failure, 'retry').addEventListener('click', () => void sendForm());
    // Where the form's other notes are: after the line for a form whose code could not load.
    partOf(form, 'privacy').before(failure);
  };

  const showSuccess = (id: string, sent: FormOutput<Collection>) => {
    const message = fromTemplate(form, 'success');
    status.replaceChildren(message);
    receipt = fillReceipt(fromTemplate(form, 'receiptTemplate'), collection, id, sent);
    body.before(receipt);
    body.hidden = true;
    // At the top (clear of the header), so the receipt under it is in view too.
    message.scrollIntoView?.({
      block: 'start',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    // From the (now hidden) button to the message; never out of a field someone pressed Enter in.
    if (!document.activeElement?.closest('input, select, textarea')) {
      message.focus({ preventScroll: true });
    }
    setTimeout(() => {
      status.replaceChildren();
      partOf<HTMLButtonElement>(receipt!, 'sendAnother').hidden = false;
      // The focus the message held (or a field, now out of view) comes to the receipt, not to
      // the page; before the form starts again, so the field it leaves is not marked as left.
      const focused = document.activeElement;
      if (!focused || focused === document.body || body.contains(focused)) receipt!.focus();
      busy = false;
      startAgain();
      show();
    }, copy.successMs);
  };

  async function sendForm() {
    if (busy) return;
    submitted = true;
    const result = schema.safeParse(values());
    if (!result.success) {
      show();
      const first = names.find((name) => errorsOf(values()).has(name));
      if (first) controls.get(first)!.focus();
      return;
    }
    busy = true;
    failure?.remove();
    failure = null;
    showSending(true);
    show();
    const honeypot = form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null;
    const news = form.elements.namedItem(NEWS_CONSENT) as HTMLInputElement | null;
    const outcome = await send(result.data as FormOutput<Collection>, {
      honeypot: honeypot?.value ?? '',
      newsConsent: asksNewsConsent(collection) ? (news?.checked ?? false) : undefined,
    });
    showSending(false);
    if (!outcome) return;
    if (outcome.ok) {
      showSuccess(outcome.id, outcome.values);
      return;
    }
    busy = false;
    show();
    showFailure(outcome.error.message);
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void sendForm();
  });
  form.addEventListener('change', (event) => {
    if (event.target instanceof Element && event.target.getAttribute('name') === COURSE_FIELD) {
      offerStartDates();
    }
    show();
  });
  // While typing, the check runs in a task of its own after the key's, which the browser usually
  // draws first: the letter does not wait for the parse.
  let checkQueued = false;
  form.addEventListener('input', () => {
    if (checkQueued) return;
    checkQueued = true;
    setTimeout(() => {
      checkQueued = false;
      show();
    });
  });
  // After the visit's script has marked the field left (a listener on the document, capturing).
  form.addEventListener('focusout', show);
  form.addEventListener('click', (event) => {
    const again =
      event.target instanceof Element && event.target.closest(`[${FORM_PART}="sendAnother"]`);
    if (!again || !receipt) return;
    receipt.remove();
    receipt = null;
    body.hidden = false;
    form.querySelector<HTMLElement>('[data-first-field]')?.focus();
  });

  const dates = form.querySelectorAll<HTMLInputElement>(`[${NOT_BEFORE_TODAY}]`);
  if (dates.length > 0) {
    const today = todayInLagos();
    dates.forEach((input) => {
      input.min = today;
    });
  }
  offerStartDates();
  show();
  form.setAttribute(FORM_LIVE, '');
}

/**
 * Sets (or, with null, removes) an attribute, leaving an element as it is when it already holds
 * it: the check runs on every key, and each write would have the browser restyle the element.
 * (A boolean attribute needs no helper: `toggleAttribute(name, force)` writes only on a change.)
 */
function setAttributeIfChanged(element: Element, name: string, value: string | null) {
  if (element.getAttribute(name) === value) return;
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** Replaces an element's text only when it changes (a new text node is laid out again). */
function setText(element: Element, text: string) {
  if (element.textContent !== text) element.textContent = text;
}
