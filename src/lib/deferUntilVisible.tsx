import { lazy, Suspense, type ComponentType } from 'react';
import { loadWhenOnline, waitToLoad, type WaitOptions } from './waitToLoad';

/**
 * Wraps a heavy component (a form, say) so its code loads only when needed, without losing it
 * from the prerendered HTML:
 * - while prerendering, the component loads at once and its HTML is written out;
 * - when the browser hydrates that HTML, the part stays as served and its code loads when
 *   `trigger` says (`waitToLoad`; then it hydrates and becomes interactive);
 * - after a client-side navigation (no served HTML to keep) it loads at once.
 * An `engaged` part (a form) is marked for the boot loader, which starts the app when the visitor
 * reaches for it (decision 0042). `anchorId` must be unique on the page.
 */
export function deferUntilVisible<P extends object>(
  anchorId: string,
  load: () => Promise<ComponentType<P>>,
  { minHeight = '30rem', ...waitOptions }: WaitOptions & { minHeight?: string } = {},
): ComponentType<P> {
  const Lazy = lazy(async () => {
    const anchor = typeof document === 'undefined' ? null : document.getElementById(anchorId);
    if (anchor && anchor.childElementCount > 0 && 'IntersectionObserver' in window) {
      await waitToLoad(anchor, waitOptions).ready;
      return { default: await loadWhenOnline(load) };
    }
    return { default: await load() };
  });

  function Deferred(props: P) {
    return (
      <div id={anchorId}>
        <Suspense fallback={<div style={{ minHeight }} aria-busy="true" />}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  Deferred.displayName = `Deferred(${anchorId})`;
  return Deferred;
}
