/**
 * The home hero's timing as CSS (decision 0039): keyframes that show each greeting and each banner
 * image for one step of the rotation, and the step's length, written from the hero's content (how
 * many, how long) into an inline style sheet, so the content stays the one place the times live
 * and the CSS module holds the drawing. Every greeting and image runs the same animation, delayed by its place in
 * the turn, so all of them keep one clock: the page's, from its first paint.
 */

/** A greeting fades up over this long as its turn begins (the original site's 0.7 s). */
const FADE_UP_MS = 700;
/** Two banner images cross-fade over this long at the end of a turn. */
const CROSSFADE_MS = 1200;

import { atShare, HOLD, turnKeyframes } from '../../lib/turns';

export interface HeroTurns {
  /** Milliseconds per greeting and per image. */
  stepMs: number;
  greetings: number;
  slides: number;
}

/** How long before its turn an image is laid out, and so starts to load (it is lazy). */
export const slideLeadMs = (stepMs: number) => stepMs / 2;

/** The rules, for the hero's element (its class from HomeHero.module.css). */
export function heroTiming(heroClass: string, { stepMs, greetings, slides }: HeroTurns): string {
  const at = atShare;
  const g = stepMs * greetings;
  const s = stepMs * slides;
  const lead = slideLeadMs(stepMs);
  const end = lead + stepMs;
  // A slide's turn starts `lead` before its own: cross-faded in as its turn begins and out as it
  // ends (still, with reduced motion: shown and hidden at once). Apart from it, a slide is laid
  // out from `lead` before its first turn onwards (`content-visibility`), so its lazy image loads
  // then: that animation runs once, so the page has nothing to restyle between changes.
  const slideTurn =
    `0%,${at(lead - CROSSFADE_MS, s)}{opacity:0}` +
    `${at(lead, s)},${at(end - CROSSFADE_MS, s)}{opacity:1}${at(end, s)},100%{opacity:0}`;
  const slideStill = `0%{opacity:0;${HOLD}}${at(lead, s)}{opacity:1;${HOLD}}${at(end, s)},100%{opacity:0}`;
  const hero = `.${heroClass}`;
  // The keyframes' names go through custom properties, which the CSS module uses (a module would
  // rename a keyframes name written in it); its @supports picks where images may turn.
  return [
    `${hero}{--turn-step:${stepMs}ms;--turn-greetings:${greetings};--turn-slides:${slides};--slide-lead:${lead}ms;` +
      `--greeting-turn:hero-greeting-turn;--slide-turn:hero-slide-turn;--slide-ready:hero-slide-ready}`,
    `@media (prefers-reduced-motion:reduce){${hero}{--greeting-turn:hero-greeting-still;--slide-turn:hero-slide-still}}`,
    `@keyframes hero-greeting-turn{0%{opacity:0;transform:translateY(0.4em)}` +
      `${at(FADE_UP_MS, g)}{opacity:1;transform:none;${HOLD}}${at(stepMs, g)},100%{opacity:0}}`,
    turnKeyframes('hero-greeting-still', greetings),
    `@keyframes hero-slide-turn{${slideTurn}}`,
    `@keyframes hero-slide-still{${slideStill}}`,
    `@keyframes hero-slide-ready{from,to{content-visibility:visible}}`,
  ].join('');
}
