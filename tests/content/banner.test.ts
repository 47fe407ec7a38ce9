import { describe, expect, it } from 'vitest';
import { bannerIntervalFor, bannerTaglines } from '../../src/content/banner';

describe('top banner', () => {
  it.each([
    [320, 6000],
    [480, 6000],
    [481, 7000],
    [768, 7000],
    [769, 10000],
    [1920, 10000],
  ])('at %i px shows a tagline every %i ms', (width, ms) => {
    expect(bannerIntervalFor(width)).toBe(ms);
  });

  it('keeps the seven published taglines, the last two identical', () => {
    expect(bannerTaglines).toHaveLength(7);
    expect(bannerTaglines[5]).toBe(bannerTaglines[6]);
  });
});
