/**
 * A Chromium trace of what a page does while `during` runs, for the measure scripts that read
 * the main thread's tasks (`load-tasks.ts`, `idle.ts`, `keys.ts`).
 */
import type { CDPSession } from 'playwright-core';

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string; url?: string } };
}

/** The trace events of `categories` recorded while `during` runs. */
export async function traceWhile(
  cdp: CDPSession,
  categories: string,
  during: () => Promise<void>,
): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  await during();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/**
 * The complete events (with a duration) of the page's renderer main thread, in time order: the
 * busiest thread the trace names `CrRendererMain` (a trace can hold another renderer's too).
 */
export function mainThreadEvents(events: readonly TraceEvent[]): TraceEvent[] {
  const threads = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const onThread = (thread: TraceEvent) =>
    events.filter(
      (event) =>
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        event.ph === 'X' &&
        event.dur !== undefined,
    );
  const [busiest = []] = threads
    .map(onThread)
    .sort((a, b) => b.reduce(sumOfDurations, 0) - a.reduce(sumOfDurations, 0));
  return busiest.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
}

const sumOfDurations = (sum: number, event: TraceEvent) => sum + (event.dur ?? 0);

/**
 * Each event's own milliseconds (its duration less the events nested in it), summed by `label`,
 * over one thread's complete events in time order (`mainThreadEvents`). What is left over a task
 * once its parts are named says where the task went.
 */
export function selfTimeBy(
  events: readonly TraceEvent[],
  label: (event: TraceEvent) => string,
): Map<string, number> {
  const own = new Map(events.map((event) => [event, event.dur ?? 0]));
  const open: TraceEvent[] = [];
  for (const event of events) {
    while (open.length > 0 && endOf(open.at(-1)!) <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent && endOf(event) <= endOf(parent)) {
      own.set(parent, own.get(parent)! - (event.dur ?? 0));
    }
    open.push(event);
  }
  const sums = new Map<string, number>();
  for (const [event, micros] of own) {
    const name = label(event);
    sums.set(name, (sums.get(name) ?? 0) + micros / 1000);
  }
  return sums;
}

const endOf = (event: TraceEvent) => event.ts + (event.dur ?? 0);
