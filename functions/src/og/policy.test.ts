import { describe, expect, it } from 'vitest';
import { cachePolicy } from './policy';

const YEAR = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';

describe('the preview image cache policy', () => {
  it('caches the current version for a year when the picture was drawn or there is none', () => {
    for (const outcome of [
      { pictureExpected: true, pictureLoaded: true },
      { pictureExpected: false, pictureLoaded: false },
    ]) {
      expect(cachePolicy(outcome, true)).toEqual({ keep: true, cacheControl: YEAR });
      expect(cachePolicy(outcome, false)).toEqual({ keep: true, cacheControl: SHORT });
    }
  });

  it('neither keeps nor caches for long a render whose picture could not be loaded', () => {
    const outcome = { pictureExpected: true, pictureLoaded: false };
    expect(cachePolicy(outcome, true)).toEqual({ keep: false, cacheControl: SHORT });
    expect(cachePolicy(outcome, false)).toEqual({ keep: false, cacheControl: SHORT });
  });
});
