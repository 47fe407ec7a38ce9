/**
 * The measure scripts' statistics, with no dependency (a unit test imports it): the median every
 * tool prints, and how far a difference between two medians of one run can be trusted on a noisy
 * machine. The visit tool (`visit.ts`) prints, beside each miss, the range the difference falls in
 * when the visits of both sites are drawn again at random from the ones measured (a bootstrap). A
 * miss whose range reaches zero is within the run's noise; one whose range lies wholly above zero
 * is measured.
 */

/**
 * The median of the values measured (a run that could not report one gives NaN, left out); of an
 * even count, the mean of the two middle values. NaN when nothing was measured.
 */
export const median = (values: readonly number[]): number => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A fixed sequence of numbers in [0, 1): the same visits give the same range on every rerun. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    // Mulberry32.
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ROUNDS = 2000;

/**
 * The central 90 % of `median(ours) − factor × median(theirs)` over `ROUNDS` redraws, each side
 * drawn with replacement from its own visits: `[low, high]` in the values' unit.
 */
export function differenceRange(
  ours: readonly number[],
  theirs: readonly number[],
  factor = 1,
): [number, number] {
  const random = seededRandom(38);
  const redraw = (values: readonly number[]) =>
    values.map(() => values[Math.floor(random() * values.length)]!);
  const differences: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    differences.push(median(redraw(ours)) - factor * median(redraw(theirs)));
  }
  differences.sort((a, b) => a - b);
  return [differences[Math.floor(ROUNDS * 0.05)]!, differences[Math.floor(ROUNDS * 0.95)]!];
}
