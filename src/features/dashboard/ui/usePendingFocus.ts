import { useCallback, useLayoutEffect, useReducer, useRef } from 'react';

/** Asks for focus to move to the first of these DOM ids that is on the page. */
export type MoveFocus = (ids: readonly string[]) => void;

/**
 * Where focus goes after a dialog closes: the caller names the candidates (the next card, else the
 * one before, else the empty state) and focus moves in the same commit that removed the dialog and
 * perhaps the focused card. A layout effect, so focus never sits on the body for a frame (a screen
 * reader would be left there); the dialog releases the page's `inert` in its own layout cleanup,
 * which React runs before this. Call it in the component that renders the list, so it runs again
 * whenever the list changes.
 */
export function usePendingFocus(): MoveFocus {
  const pending = useRef<readonly string[] | null>(null);
  // A request re-renders this component in the same commit as the change that asked for it.
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  useLayoutEffect(() => {
    const ids = pending.current;
    if (!ids) return;
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) {
        pending.current = null;
        element.focus();
        return;
      }
    }
    // None is on the page yet (the list is still catching up, e.g. the empty state): try again
    // after the next render, unless the person has put focus somewhere themselves.
    if (document.activeElement && document.activeElement !== document.body) {
      pending.current = null;
    }
  });

  return useCallback((ids: readonly string[]) => {
    pending.current = ids;
    rerender();
  }, []);
}
