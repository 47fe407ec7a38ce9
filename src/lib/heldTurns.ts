/**
 * Turns that hold between their steps (the banner's taglines: `HOLD` keyframes, `turns.ts`) are
 * moved on at their steps only, once the page has loaded (decision 0053). A running animation
 * has the browser draw a frame every vsync for as long as it runs, though nothing it shows changes
 * between steps, and a tap then waits about a frame longer before the page sees it. Held, the CSS
 * still says what shows and when: each animation is paused where its clock is, and set to its
 * clock's time at each of its steps, so the turns keep their one clock from the first paint.
 * Run by the visit's script on every public page: keep small.
 */

import { afterLoad, afterNextFrame } from './frames';

/**
 * On an element whose CSS animations (its own and its descendants') only hold between their
 * keyframes, in the normal direction at the normal rate. Its value says who moves them: empty as
 * served (the browser), `stepping` once this script does, `held` while the CSS pauses them (a
 * pause switch) or none runs.
 */
export const HELD_TURNS = 'data-held-turns';

interface Turn {
  animation: Animation;
  /** The animation's time when its clock last stopped or started. */
  time: number;
  /** When its clock started again (`performance.now()`), or null while the CSS pauses it. */
  since: number | null;
  /** The time last given to the animation: another time means someone else holds it now. */
  set: number;
}

export function holdTurnsBetweenSteps(): void {
  if (typeof document.getAnimations !== 'function') return;
  // After the load and its frame: the page's style is worked out by then, so reading the
  // animations does not work it out inside this script's task (a long task on a slow phone).
  afterLoad(() => afterNextFrame(takeOver));
}

function takeOver() {
  const found = [...document.querySelectorAll(`[${HELD_TURNS}]`)].map(
    (element) => [element, element.getAnimations({ subtree: true })] as const,
  );
  // Taken once each has its start time: their clocks are the CSS's own.
  void Promise.allSettled(found.flatMap(([, animations]) => animations.map((a) => a.ready))).then(
    () =>
      step(
        new Map(
          found.map(([element, animations]) => [
            element,
            animations.filter((animation) => animation.playState !== 'idle').map(take),
          ]),
        ),
      ),
  );
}

function step(turns: Map<Element, Turn[]>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** `checkCss`: after a change (a pause switch), ask the CSS whether it pauses them now. */
  const tick = (checkCss: boolean) => {
    clearTimeout(timer);
    let wait = Infinity;
    for (const [element, list] of turns) {
      let stepping = false;
      for (const turn of list) {
        const next = moveOn(turn, checkCss);
        if (next !== null) {
          stepping = true;
          wait = Math.min(wait, next);
        }
      }
      const state = stepping ? 'stepping' : 'held';
      if (element.getAttribute(HELD_TURNS) !== state) element.setAttribute(HELD_TURNS, state);
    }
    // A millisecond past the step, so the time set is on the step's far side.
    if (wait < Infinity) timer = setTimeout(() => tick(false), wait + 1);
  };
  // A pause switch, a width with another interval, a tab back in view (its timers were slowed).
  document.addEventListener('change', () => tick(true), true);
  addEventListener('resize', () => tick(false));
  document.addEventListener('visibilitychange', () => tick(false));
  tick(false);
}

function take(animation: Animation): Turn {
  const time = Number(animation.currentTime ?? 0);
  const pausedByCss = animation.playState === 'paused';
  animation.pause();
  animation.currentTime = time;
  return {
    animation,
    time,
    since: pausedByCss ? null : performance.now(),
    set: Number(animation.currentTime),
  };
}

const clockOf = (turn: Turn) =>
  turn.time + (turn.since === null ? 0 : performance.now() - turn.since);

/**
 * Sets the animation to its clock's time; returns how long until its next step, or null while it
 * does not step (the CSS pauses it, or it has ended or been taken by someone else).
 */
function moveOn(turn: Turn, checkCss: boolean): number | null {
  const { animation } = turn;
  const effect = animation.effect;
  // Ended by the CSS (reduced motion), or held by another hand (a test's, the developer tools').
  if (animation.playState === 'idle' || !effect || Number(animation.currentTime) !== turn.set) {
    return null;
  }
  // Only a change can pause or free them; reading the style at every step would work it out.
  const target = checkCss && isKeyframeEffect(effect) ? effect.target : null;
  const pausedByCss =
    target === null
      ? turn.since === null
      : String(getComputedStyle(target).animationPlayState).startsWith('paused');
  if (pausedByCss && turn.since !== null) {
    turn.time = clockOf(turn);
    turn.since = null;
  } else if (!pausedByCss && turn.since === null) {
    turn.since = performance.now();
  }
  const time = clockOf(turn);
  animation.currentTime = time;
  turn.set = Number(animation.currentTime);
  return turn.since === null ? null : untilNextStep(effect, time);
}

/** How long from `time` until the effect's next keyframe (where a held value changes). */
function untilNextStep(effect: AnimationEffect, time: number): number {
  const { delay = 0, duration } = effect.getComputedTiming();
  const cycle = Number(duration);
  if (!(cycle > 0)) return Infinity;
  const into = time - delay;
  if (into < 0) return -into;
  const within = into % cycle;
  const offsets = isKeyframeEffect(effect)
    ? effect.getKeyframes().map((keyframe) => Number(keyframe.computedOffset) * cycle)
    : [];
  const next = Math.min(cycle, ...offsets.filter((offset) => offset > within));
  return next - within;
}

const isKeyframeEffect = (effect: AnimationEffect): effect is KeyframeEffect =>
  typeof KeyframeEffect === 'function' && effect instanceof KeyframeEffect;
