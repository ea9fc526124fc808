/**
 * Whether this document is shown inside a frame of another page. Only /embed/ may be framed
 * (firebase.json); a link that leaves it must open outside the frame, not in it.
 */
export function isFramed(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.top !== window.self;
  } catch {
    return true; // a browser refusing to compare with the top window is framed by another origin
  }
}
