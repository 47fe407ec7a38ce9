import { useEffect, useRef, type RefObject } from 'react';

export interface IntersectionOptions {
  /** Grows (or shrinks) the viewport, e.g. '300px 0px' to react before the element arrives. */
  rootMargin?: string;
  threshold?: number | number[];
  /** Stop observing after the first time the element intersects. */
  once?: boolean;
  /** When false, nothing is observed. */
  enabled?: boolean;
}

/**
 * Calls `onChange(entry)` whenever the element's intersection with the viewport changes.
 * Where IntersectionObserver does not exist (old browsers, jsdom), calls it once with
 * `isIntersecting: true` so that content never stays hidden or unloaded.
 */
export function useIntersection<E extends Element>(
  ref: RefObject<E | null>,
  onChange: (
    entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>,
  ) => void,
  { rootMargin = '0px', threshold = 0, once = false, enabled = true }: IntersectionOptions = {},
): void {
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });

  const thresholdKey = Array.isArray(threshold) ? threshold.join(',') : String(threshold);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      callback.current({ isIntersecting: true, intersectionRatio: 1 });
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          callback.current(entry);
          if (once && entry.isIntersecting) observer.disconnect();
        }
      },
      { rootMargin, threshold: thresholdKey.split(',').map(Number) },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, thresholdKey, once, enabled]);
}
