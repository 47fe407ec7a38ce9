import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * How long a `#hash` target that is not on the page yet is waited for: a part whose code is still
 * loading (a deferred part after a client navigation) renders it a moment later.
 */
export const HASH_TARGET_WAIT_MS = 5000;

/** Focuses `element` (made focusable if it is not), scrolling to it when asked. */
function focusOn(element: HTMLElement, scroll: boolean) {
  if (!element.hasAttribute('tabindex') && !element.matches('a, button, input, select, textarea')) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus({ preventScroll: !scroll });
}

/**
 * On client navigation to another page (or `#hash`), move focus to the new page's main heading
 * (or the hash target), so keyboard and screen-reader users start reading the new page. Not on the
 * first load, and not when only the query string changes (a filter on the same page).
 */
export function useNavigationFocus(mainId: string) {
  const location = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!location.hash) {
      const heading = main?.querySelector('h1') ?? main;
      if (heading) focusOn(heading, false);
      return;
    }
    const id = decodeURIComponent(location.hash.slice(1));
    const target = document.getElementById(id);
    if (target) {
      focusOn(target, true);
      return;
    }
    // Not rendered yet: start at the page, then go to the target when it appears.
    if (main) focusOn(main, true);
    const observer = new MutationObserver(() => {
      const late = document.getElementById(id);
      if (!late) return;
      stop();
      focusOn(late, true);
    });
    const timer = window.setTimeout(() => stop(), HASH_TARGET_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [location.pathname, location.hash, mainId]);
}
