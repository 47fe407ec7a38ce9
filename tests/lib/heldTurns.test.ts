/**
 * Turns held between their steps (decision 0053): the visit's script moves them on at their steps
 * alone, on the CSS's clock, holds them while the CSS pauses them and leaves them to another hand
 * that moved them. The browser's animations are stood in for by objects with the same members, on
 * a controlled clock.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { HELD_TURNS, holdTurnsBetweenSteps } from '../../src/lib/heldTurns';

const STEP = 6000;
const COUNT = 7;

class FakeEffect {
  constructor(
    readonly target: Element,
    private readonly delay: number,
  ) {}
  getComputedTiming() {
    return { delay: this.delay, duration: STEP * COUNT };
  }
  getKeyframes() {
    return [{ computedOffset: 0 }, { computedOffset: 1 / COUNT }, { computedOffset: 1 }];
  }
}

/** An animation as far as the script uses it: its time moves only when set, once paused. */
class FakeAnimation {
  playState: AnimationPlayState = 'running';
  readonly ready = Promise.resolve();
  constructor(
    public currentTime: number,
    readonly effect: FakeEffect,
  ) {}
  pause() {
    this.playState = 'paused';
  }
}

let strip: HTMLElement;
let turns: FakeAnimation[];
let pausedByCss = false;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'performance', 'requestAnimationFrame'],
  });
  vi.stubGlobal('KeyframeEffect', FakeEffect);
  strip = document.createElement('p');
  strip.setAttribute(HELD_TURNS, '');
  document.body.append(strip);
  // Seven taglines, each a step later than the one before, 100 ms into the page's clock.
  turns = Array.from({ length: COUNT }, (_, index) => {
    const tagline = strip.appendChild(document.createElement('span'));
    return new FakeAnimation(100, new FakeEffect(tagline, index * STEP));
  });
  strip.getAnimations = () => turns as unknown as Animation[];
  document.getAnimations = () => turns as unknown as Animation[];
  pausedByCss = false;
  vi.spyOn(window, 'getComputedStyle').mockImplementation(
    () => ({ animationPlayState: pausedByCss ? 'paused' : 'running' }) as CSSStyleDeclaration,
  );
});

afterEach(() => {
  strip.remove();
  Reflect.deleteProperty(document, 'getAnimations');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Starts the script on a loaded page and lets it take the turns (after the next frame). */
async function start() {
  holdTurnsBetweenSteps();
  expect(
    turns.every((turn) => turn.playState === 'running'),
    'not before a frame',
  ).toBe(true);
  await vi.advanceTimersToNextTimerAsync(); // the frame
  await vi.advanceTimersToNextTimerAsync(); // the task after it
}

const times = () => [...new Set(turns.map((turn) => Math.round(turn.currentTime)))];

test('holds every turn where it is and moves them on at their next step, not before', async () => {
  await start();
  expect(turns.every((turn) => turn.playState === 'paused')).toBe(true);
  expect(strip.getAttribute(HELD_TURNS)).toBe('stepping');
  expect(times()).toEqual([100]);

  await vi.advanceTimersByTimeAsync(STEP - 100 - 1);
  expect(times(), 'no frame is asked for between steps').toEqual([100]);

  await vi.advanceTimersByTimeAsync(2);
  expect(times(), 'just past the step, on the same clock').toEqual([STEP + 1]);

  await vi.advanceTimersByTimeAsync(STEP);
  expect(times()).toEqual([2 * STEP + 1]);
});

test('a pause switch holds them where they are, and they go on from there once it is off', async () => {
  await start();
  await vi.advanceTimersByTimeAsync(1000);
  pausedByCss = true;
  document.dispatchEvent(new Event('change'));
  expect(strip.getAttribute(HELD_TURNS)).toBe('held');
  expect(times()).toEqual([1100]);

  await vi.advanceTimersByTimeAsync(5 * STEP);
  expect(times(), 'held through five steps').toEqual([1100]);

  pausedByCss = false;
  document.dispatchEvent(new Event('change'));
  expect(strip.getAttribute(HELD_TURNS)).toBe('stepping');
  await vi.advanceTimersByTimeAsync(STEP - 1100 - 1);
  expect(times()).toEqual([1100]);
  await vi.advanceTimersByTimeAsync(2);
  expect(times(), 'the step after the one it was held in').toEqual([STEP + 1]);
});

test('a turn another hand has moved is left to it', async () => {
  await start();
  turns[3]!.currentTime = 30_000;
  await vi.advanceTimersByTimeAsync(STEP);
  expect(turns[3]!.currentTime).toBe(30_000);
  expect(turns[0]!.currentTime).toBeGreaterThan(STEP);
});

test('with no turns running (reduced motion), nothing is held or timed', async () => {
  turns = [];
  await start();
  expect(strip.getAttribute(HELD_TURNS)).toBe('held');
  expect(vi.getTimerCount()).toBe(0);
});
