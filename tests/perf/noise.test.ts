/**
 * The range the visit tool prints beside a miss: a difference the visits show every time lies wholly
 * above zero; one the noise could make reaches zero.
 */
import { describe, expect, it } from 'vitest';
import { differenceRange, median } from '../../scripts/perf/noise';

describe('the range of a difference between two medians', () => {
  it('takes the mean of the two middle values of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves out a run that measured nothing, and is NaN when none did', () => {
    expect(median([Number.NaN, 30, 10, 20])).toBe(20);
    expect(median([Number.NaN])).toBeNaN();
  });

  it('lies above zero where every visit of ours was slower', () => {
    const [low, high] = differenceRange([120, 128, 124, 136, 120], [88, 96, 88, 92, 90]);
    expect(low).toBeGreaterThan(0);
    expect(high).toBeLessThanOrEqual(136 - 88);
  });

  it('reaches zero where the two sides overlap, and against an allowance', () => {
    const [low] = differenceRange([104, 72, 112, 80, 96], [88, 120, 64, 96, 72]);
    expect(low).toBeLessThanOrEqual(0);
    // 51 ms against 40 × 1.25 = 50: over by a hair, and the visits say no more.
    const [lowAllowed] = differenceRange([51, 38, 60, 45, 55], [40, 35, 44, 38, 50], 1.25);
    expect(lowAllowed).toBeLessThanOrEqual(0);
  });

  it('gives the same range for the same visits on every rerun', () => {
    const ours = [56, 48, 64, 56, 48];
    const theirs = [48, 40, 48, 32, 48];
    expect(differenceRange(ours, theirs)).toEqual(differenceRange(ours, theirs));
  });
});
