/** A versioned address never changes what it shows (the version is of what it shows). */
const VERSIONED = 'public, max-age=31536000, immutable';
/** No version, or an old one: the current image, refreshed within a minute or two. */
const UNVERSIONED = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';

/** Whether the shop has a picture, and whether this render drew it (or tried and could not). */
export interface PictureOutcome {
  pictureExpected: boolean;
  pictureLoaded: boolean;
}

/**
 * A render whose picture could not be loaded (a timeout, a network error, a server answering
 * something else) may be a passing failure: it is not kept in this instance and not cached for a
 * year by browsers and crawlers, so the next request tries the picture again.
 */
export function cachePolicy(outcome: PictureOutcome, currentVersion: boolean): { keep: boolean; cacheControl: string } {
  const keep = !outcome.pictureExpected || outcome.pictureLoaded;
  return { keep, cacheControl: keep && currentVersion ? VERSIONED : UNVERSIONED };
}
