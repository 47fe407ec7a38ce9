/**
 * What the main navigation needs beyond the platform (decision 0039: the sheet is a popover, each
 * submenu a `<details>`): a tap outside it closes an open submenu; Escape closes an open submenu
 * and returns focus to its toggle, before the sheet itself (which the browser closes on the next
 * Escape); and a browser without popovers (before 2023) opens and closes the sheet through
 * `SHEET_OPEN`. The visit's script listens from the first parse, so none of it waits for the app
 * (decision 0042). Runs on every public page: keep small.
 */

/** Marks the main navigation. */
export const SITE_NAV = 'data-site-nav';
/** Set on the sheet while it is open, where the browser has no popovers. */
export const SHEET_OPEN = 'data-open';

const supportsPopover = () => typeof HTMLElement.prototype.showPopover === 'function';

const siteNav = () => document.querySelector<HTMLElement>(`[${SITE_NAV}]`);

function closeGroups(nav: Element) {
  nav.querySelectorAll<HTMLDetailsElement>('details[open]').forEach((details) => {
    details.open = false;
  });
}

/** Closes the sheet and its submenus (a navigation does, once the app is live). */
export function closeSiteNav(nav: Element): void {
  closeGroups(nav);
  nav.querySelector(`[${SHEET_OPEN}]`)?.removeAttribute(SHEET_OPEN);
  // Only a browser with popovers can read the selector.
  if (supportsPopover()) {
    nav.querySelectorAll<HTMLElement>(':popover-open').forEach((sheet) => sheet.hidePopover());
  }
}

function onPointerDown(event: PointerEvent) {
  const nav = siteNav();
  if (nav && !nav.contains(event.target as Node)) closeGroups(nav);
}

function onKeyDown(event: KeyboardEvent) {
  const nav = siteNav();
  if (event.key !== 'Escape' || !nav) return;
  const open = nav.querySelector<HTMLDetailsElement>('details[open]');
  if (open) {
    event.preventDefault();
    open.open = false;
    open.querySelector('summary')?.focus();
  } else {
    const sheet = nav.querySelector(`[${SHEET_OPEN}]`);
    if (!sheet) return;
    sheet.removeAttribute(SHEET_OPEN);
    // Back to the button that opened it, as the browser does for a popover.
    nav
      .querySelector<HTMLElement>(`[popovertarget="${sheet.id}"]:not([popovertargetaction])`)
      ?.focus();
  }
}

/** Without popovers, a button naming the sheet in `popovertarget` opens or closes it. */
function onClick(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.('[popovertarget]');
  const nav = siteNav();
  if (!button || !nav?.contains(button)) return;
  const sheet = document.getElementById(button.getAttribute('popovertarget')!);
  if (!sheet) return;
  if (sheet.hasAttribute(SHEET_OPEN)) sheet.removeAttribute(SHEET_OPEN);
  else sheet.setAttribute(SHEET_OPEN, '');
}

let listening = false;

export function listenToSiteNav(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('pointerdown', onPointerDown);
  document.addEventListener('keydown', onKeyDown, true);
  if (!supportsPopover()) document.addEventListener('click', onClick);
}
