/**
 * Reading a trace's main thread: the page's renderer among the trace's threads, and each event's
 * own time once the events nested in it are taken out.
 */
import { describe, expect, it } from 'vitest';
import { mainThreadEvents, selfTimeBy, type TraceEvent } from '../../scripts/perf/trace';

const thread = (tid: number): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid: 1,
  tid,
  args: { name: 'CrRendererMain' },
});
const task = (name: string, ts: number, dur: number, tid = 7): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  pid: 1,
  tid,
});

describe('the main thread of a trace', () => {
  it('is the busiest renderer main thread, its complete events in time order', () => {
    const events = [
      thread(7),
      thread(9),
      task('RunTask', 5000, 1000, 9),
      task('Paint', 300, 100),
      task('RunTask', 200, 400),
      { ...task('Mark', 250, 0), ph: 'I', dur: undefined },
    ];
    expect(mainThreadEvents(events).map((event) => [event.name, event.ts])).toEqual([
      ['RunTask', 5000],
    ]);
    expect(mainThreadEvents([thread(7), ...events.slice(2)]).map((event) => event.name)).toEqual([
      'RunTask',
      'Paint',
    ]);
  });
});

describe('own time by row', () => {
  it('takes the events nested in a task out of its time, at every depth', () => {
    // A task of 10 ms: a dispatch of 6 ms holding a style pass of 2 ms, then a paint of 3 ms.
    const events = mainThreadEvents([
      thread(7),
      task('RunTask', 0, 10_000),
      task('EventDispatch', 1000, 6000),
      task('UpdateLayoutTree', 2000, 2000),
      task('Paint', 7000, 3000),
      task('RunTask', 20_000, 1000),
    ]);
    expect(Object.fromEntries(selfTimeBy(events, (event) => event.name))).toEqual({
      RunTask: 2,
      EventDispatch: 4,
      UpdateLayoutTree: 2,
      Paint: 3,
    });
  });

  it('gives a nested event of the same length and start the time, not its parent', () => {
    const events = mainThreadEvents([
      thread(7),
      task('ThreadControllerImpl::RunTask', 0, 4000),
      task('RunTask', 0, 4000),
      task('TimerFire', 500, 3000),
    ]);
    const rows = selfTimeBy(events, (event) => event.name);
    expect(rows.get('ThreadControllerImpl::RunTask')).toBe(0);
    expect(rows.get('RunTask')).toBe(1);
    expect(rows.get('TimerFire')).toBe(3);
  });
});
