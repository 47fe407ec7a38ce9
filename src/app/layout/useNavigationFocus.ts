import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

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
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : main?.querySelector('h1');
    const element = target ?? main;
    if (!element) return;
    if (
      !element.hasAttribute('tabindex') &&
      !element.matches('a, button, input, select, textarea')
    ) {
      element.setAttribute('tabindex', '-1');
    }
    element.focus({ preventScroll: !location.hash });
  }, [location.pathname, location.hash, mainId]);
}
