/**
 * The record a measured page keeps of itself (`visit.ts`, `first-paint.ts`), read back as
 * `window.__visit`.
 */

export interface PageRecord {
  /** Each long animation frame's blocking duration, ms. */
  blocking: number[];
  events: { name: string; duration: number }[];
  cls: number;
  firstPaint: number;
  /** The last largest-contentful-paint candidate before the visitor's first input. */
  largestPaint: number;
  tapAt?: number;
  visibleAt?: number;
}

/** The page's record, read in the page. */
export const readRecord = () => (window as unknown as { __visit: PageRecord }).__visit;

/**
 * What the page records about itself from its first line (before any of its own scripts): long
 * animation frames, Event Timing entries, layout shifts, and, once armed, the tap and the first frame in
 * which the menu is visible.
 */
export function instrument() {
  const record: PageRecord = {
    blocking: [],
    events: [],
    cls: 0,
    firstPaint: Number.POSITIVE_INFINITY,
    largestPaint: Number.POSITIVE_INFINITY,
  };
  (window as unknown as { __visit: PageRecord }).__visit = record;
  new PerformanceObserver((list) => {
    // blockingDuration: not yet in TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEntry & { blockingDuration: number })[]) {
      record.blocking.push(entry.blockingDuration);
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    // interactionId: not yet in TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & {
      interactionId?: number;
    })[]) {
      if (entry.interactionId) record.events.push({ name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) record.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) {
      record.firstPaint = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    // The browser stops reporting candidates at the first input.
    for (const entry of list.getEntries()) record.largestPaint = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}
