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
  args?: { name?: string };
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
