/**
 * A link to a form on the same page ("Enroll Now" on a training page): it scrolls to the form
 * (smoothly, or at once when the visitor prefers reduced motion) and moves focus to the form's
 * first field, so the visitor can type at once. The visit's script listens from the first parse,
 * so this works before the app; focusing the field is reaching for the form, which starts the app
 * (decision 0042). Without JavaScript the link is a plain in-page link. Runs on every public page:
 * keep small.
 */
import { layOutNow } from './layOutLater';
import { prefersReducedMotion } from './motion';

/** Marks a link whose `#id` is a section holding a form. */
export const FORM_LINK = 'data-form-link';

const FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** The form's first field a person can type in: `[data-first-field]`, else the first usable one. */
export function firstFieldOf(container: Element): HTMLElement | null {
  const marked = container.querySelector<HTMLElement>('[data-first-field]');
  if (marked) return marked;
  for (const field of container.querySelectorAll<HTMLElement>(FIELD)) {
    if (field.tabIndex < 0 || field.closest('[aria-hidden="true"], [hidden], [inert]')) continue;
    return field;
  }
  return null;
}

/** Scrolls to the section and focuses its form's first field. */
export function goToForm(section: HTMLElement): void {
  // Sections not laid out yet stand in at an estimated height: lay them out, so the scroll aims
  // where the form really is.
  layOutNow();
  section.scrollIntoView({
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    block: 'start',
  });
  firstFieldOf(section)?.focus({ preventScroll: true });
}

function onClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return;
  // With a modifier key the link does what links do (a new tab, a new window).
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a[${FORM_LINK}]`);
  const id = link?.hash.slice(1);
  const section = id ? document.getElementById(id) : null;
  if (!link || !section) return;
  event.preventDefault();
  goToForm(section);
  // Keep the address shareable without a navigation (which would move focus again).
  if (window.location.hash !== link.hash) {
    window.history.replaceState(window.history.state, '', link.hash);
  }
}

let listening = false;

/** Listens for a tap on any form link of the page, now and after client navigations. */
export function listenForFormLinks(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', onClick);
}
