/**
 * What `npm run perf` reads from one Lighthouse report: the scores and metrics of its table, the
 * bytes transferred, and the longest main-thread tasks with what they were made of.
 */
import type { Result, Trace } from 'lighthouse';
import type { CDPSession } from 'playwright-core';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { median } from './noise';

export interface Measurement {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes over the wire during the load, in KB: all of them, and the scripts among them. */
  totalKb: number;
  scriptKb: number;
  benchmarkIndex: number;
  /** The longest top-level main-thread tasks, longest first, described in a few words each. */
  longestTasks: string[];
  /** Where the main thread's time went, by kind of work, biggest first (a few words). */
  mainThread: string;
  /** The scripts that kept the main thread busiest, as evaluation and compilation (a few words). */
  bootup: string;
}

/** Lighthouse's task groups, in the words the table prints. */
const groupWords: Record<string, string> = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'compile',
  styleLayout: 'style & layout',
  paintCompositeRender: 'paint',
  parseHTML: 'HTML parse',
  garbageCollection: 'GC',
  other: 'other',
};

const fileName = (url: string) => url.split('?')[0]!.split('/').filter(Boolean).pop() ?? url;

export type TaskNode = ReturnType<typeof MainThreadTasks.getMainThreadTasks>[number];

/** A trace event in a few words: its name, and the script it ran where it names one. */
function eventLabel(node: TaskNode) {
  const data = (node.event.args as { data?: { url?: string; functionName?: string } }).data;
  const url = data?.url ? ` ${fileName(data.url)}` : '';
  const fn = data?.functionName ? ` ${data.functionName}` : '';
  return `${node.event.name}${url}${fn}`.trim();
}

/** Self time of a task and all it contains, summed by what the events were (`label`). */
export function selfTimeByLabel(
  node: TaskNode,
  into = new Map<string, number>(),
  label: (node: TaskNode) => string = eventLabel,
) {
  into.set(label(node), (into.get(label(node)) ?? 0) + node.selfTime);
  for (const child of node.children) selfTimeByLabel(child, into, label);
  return into;
}

/** The page's main-thread tasks in a processed trace, each with the events nested in it. */
const tasksOf = (processed: ReturnType<typeof TraceProcessor.processTrace>) =>
  MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );

/** The top-level main-thread tasks of a traced load that began after its first contentful paint. */
export function tasksAfterFirstPaint(trace: Trace): TaskNode[] {
  const processed = TraceProcessor.processTrace(trace);
  const firstPaint = TraceProcessor.processNavigation(processed).timings.firstContentfulPaint;
  return tasksOf(processed).filter(
    (task) => !task.parent && !task.unbounded && task.startTime >= firstPaint,
  );
}

/**
 * What a trace of a page already open (no load in it) records first, as Lighthouse's timespan
 * mode does: the marker its reading of the trace takes for the start.
 */
export const markTimespanStart = (cdp: CDPSession) =>
  cdp.send('Tracing.recordClockSyncMarker', { syncId: TraceProcessor.TIMESPAN_MARKER_ID });

/** The top-level main-thread tasks of a timespan's trace (`markTimespanStart`). */
export const topLevelTasks = (trace: Trace): TaskNode[] =>
  tasksOf(TraceProcessor.processTrace(trace)).filter((task) => !task.parent);

/**
 * The `count` longest top-level main-thread tasks after the first paint (the ones Total Blocking
 * Time counts), each as "445 ms at 1,310 ms: EvaluateScript app-x.js 300, Layout 80, …" (what
 * ran in it, by self time). Lighthouse simulates the slower CPU: its tasks are the traced ones
 * `cpu` times longer, so the traced durations are scaled by `cpu`; the start is the traced
 * (unthrottled) time after the navigation began.
 */
export function longestTasks(trace: Trace, cpu: number, count = 3) {
  return tasksAfterFirstPaint(trace)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, count)
    .map((task) => {
      const parts = [...selfTimeByLabel(task)]
        .sort(([, a], [, b]) => b - a)
        .slice(0, 3)
        .filter(([, ms]) => ms * cpu >= 5)
        .map(([label, ms]) => `${label} ${Math.round(ms * cpu)}`);
      return `${Math.round(task.duration * cpu)} ms at ${Math.round(task.startTime)} ms: ${parts.join(', ')}`;
    });
}

function tableItems(lhr: Result, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined;
  return details?.items ?? [];
}

function mainThreadSummary(lhr: Result) {
  return tableItems(lhr, 'mainthread-work-breakdown')
    .slice(0, 4)
    .map(
      (item) =>
        `${groupWords[item.group as string] ?? item.group} ${Math.round(item.duration as number)}`,
    )
    .join(', ');
}

function bootupSummary(lhr: Result) {
  return tableItems(lhr, 'bootup-time')
    .slice(0, 3)
    .map(
      (item) =>
        `${fileName(item.url as string)} ${Math.round(item.scripting as number)}+${Math.round(item.scriptParseCompile as number)}`,
    )
    .join(', ');
}

export function readReport(lhr: Result, trace: Trace, cpu: number): Measurement {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const transferred = (type: string) =>
    ((tableItems(lhr, 'resource-summary').find((item) => item.resourceType === type)
      ?.transferSize as number | undefined) ?? Number.NaN) / 1024;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalKb: transferred('total'),
    scriptKb: transferred('script'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    longestTasks: longestTasks(trace, cpu),
    mainThread: mainThreadSummary(lhr),
    bootup: bootupSummary(lhr),
  };
}

const numericKeys = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'totalKb',
  'scriptKb',
  'benchmarkIndex',
] as const;

/**
 * The medians of several runs of one page; the task lists are those of the run whose TBT is the
 * median (of an even count, the slower of the two middle runs), so they explain the TBT the table
 * prints.
 */
export function medianOf(runs: Measurement[]): Measurement {
  const medians = Object.fromEntries(
    numericKeys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as Pick<Measurement, (typeof numericKeys)[number]>;
  const byTbt = [...runs].sort((a, b) => a.tbtMs - b.tbtMs);
  const typical = byTbt[Math.floor(byTbt.length / 2)]!;
  return {
    ...medians,
    longestTasks: typical.longestTasks,
    mainThread: typical.mainThread,
    bootup: typical.bootup,
  };
}
